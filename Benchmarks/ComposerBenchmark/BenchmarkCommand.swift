// What `composer-benchmark` was asked to do: which groups to run and how to print them, or its
// help. The groups are listed once, here, so that the help, the parser and the run agree.

/// A group of benchmarks that runs as a whole.
enum BenchmarkGroup: String, CaseIterable {
  case mapping
  case diff
  case composition
  case flatRows = "flat-rows"
  case outline
  case viewport
  case frameBudget = "frame-budget"
  case visibility

  /// What the group measures, in a line of the help.
  var summary: String {
    switch self {
    case .mapping: "index lookups through compositions"
    case .diff: "the staged diff against a floor and the standard library; its peak memory"
    case .composition: "setItems end to end; inserting and removing children"
    case .flatRows: "the row batches of NSTableView"
    case .outline: "an expandable tree: lookups, expanding, loading"
    case .viewport: "keeping the reader's place; scrolling to a model among 10k and 1M rows"
    case .frameBudget: "the main actor's share of an update; its peak memory"
    case .visibility: "visible items and working ranges on a scroll, within and across rows"
    }
  }
}

/// What the command line asks for.
enum BenchmarkCommand: Equatable {
  /// Runs `groups` (all of them when the command line names none), in the order of
  /// `BenchmarkGroup.allCases`, and ends with a Markdown table when `markdown`.
  case run(groups: Set<BenchmarkGroup>, markdown: Bool)
  /// Prints the help and runs nothing.
  case help
  /// Prints `message` and the help, runs nothing and fails.
  case failure(String)

  /// Reads `arguments`, the command line without the executable's name.
  init(arguments: [String]) {
    var groups: Set<BenchmarkGroup> = []
    var markdown = false
    for argument in arguments {
      if argument == "--help" || argument == "-h" {
        self = .help
        return
      }
      if argument == "--markdown" {
        markdown = true
      } else if let group = BenchmarkGroup(rawValue: argument) {
        groups.insert(group)
      } else {
        let kind = argument.hasPrefix("-") ? "option" : "group"
        self = .failure("composer-benchmark: unknown \(kind) '\(argument)'")
        return
      }
    }
    self = .run(groups: groups.isEmpty ? Set(BenchmarkGroup.allCases) : groups, markdown: markdown)
  }

  /// The help: the usage, the groups and the options.
  static var helpText: String {
    let width = BenchmarkGroup.allCases.map(\.rawValue.count).max() ?? 0
    func padded(_ name: String) -> String {
      name + String(repeating: " ", count: max(0, width - name.count))
    }
    let groups = BenchmarkGroup.allCases.map { "  \(padded($0.rawValue))  \($0.summary)" }
    return
      ([
        "usage: composer-benchmark [group ...] [--markdown]",
        "       composer-benchmark --help",
        "",
        "Runs the named groups, or all of them when none is named (a full run takes several",
        "minutes). Each figure is a median over repeated runs, printed beside a baseline measured",
        "in the same run, the ratio between them, its target and whether the target is met.",
        "Build in release first: swift build -c release --product composer-benchmark",
        "",
        "groups:",
      ] + groups + [
        "",
        "options:",
        "  --markdown  end with a Markdown table of every figure that has a same-run baseline",
        "  -h, --help  print this help and run nothing",
      ]).joined(separator: "\n")
  }
}
