/// The figures a run measured, collected for `--markdown`: one row each, with its baseline, the
/// ratio to it, and its target.
@MainActor
final class BenchmarkReport {
  static let shared = BenchmarkReport()

  struct Row {
    var name: String
    var value: String
    var baseline: String
    var ratio: Double
    var target: Double?
  }

  private(set) var rows: [Row] = []

  /// Records a figure: `value` measured against `baseline` in the same run, at `ratio`; a
  /// target is a largest ratio.
  func add(_ name: String, value: String, baseline: String, ratio: Double, target: Double?) {
    rows.append(Row(name: name, value: value, baseline: baseline, ratio: ratio, target: target))
  }

  /// The rows as a Markdown table: ratios first, absolute times second.
  func markdown(command: String, date: String) -> String {
    var lines = [
      "Measured with `\(command)` on \(date); times are one machine's, ratios are to a baseline "
        + "measured in the same run.", "",
      "| Figure | Ratio to baseline | Target | Met | Time | Baseline (same run) |",
      "|---|---|---|---|---|---|",
    ]
    for row in rows {
      // A target below 0.1× (50 times faster: 0.02×) keeps its second decimal.
      let target = row.target.map { "≤ \(format($0, decimals: $0 < 0.1 ? 2 : 1))×" } ?? "—"
      let met = row.target.map { row.ratio <= $0 ? "met" : "not met" } ?? "—"
      lines.append(
        "| \(row.name) | \(format(row.ratio))× | \(target) | \(met) | \(row.value) | "
          + "\(row.baseline) |")
    }
    return lines.joined(separator: "\n")
  }
}
