extension ListEngine {
  /// Renders the view as text: a title line, each section's header, its visible items (one line
  /// each, with what the last batch did to them), a count of the items outside the window, its
  /// footer, and a line for what the last batch removed. Without `showingLastUpdate`, what the
  /// last batch did (row notes, "Last update" lines) is left out.
  func render(title: String, showingLastUpdate: Bool = true) -> String {
    var lines: [String] = []
    let layoutFailure: InternalInconsistency?
    do {
      try layout()
      layoutFailure = nil
    } catch {
      layoutFailure = error
    }
    let counts = cache?.counts ?? []
    let total = counts.reduce(0, +)
    let visible = windowPositions(includingPrefetch: false)
    let noun = total == 1 ? flavor.itemNoun : flavor.itemsNoun
    var header =
      "\(title): \(counts.count) section\(counts.count == 1 ? "" : "s"), \(total) \(noun)"
    if let first = visible.first, let last = visible.last, visible.count < total {
      header += ", showing \(first)...\(last)"
    }
    lines.append(header)
    if let viewport = viewportHeight, let geometry {
      var line =
        "Viewport: \(points(viewport)) at offset \(points(geometry.contentOffset)) of "
        + "\(points(geometry.rows.totalHeight))"
      if let first = visible.first, let frame = frame(of: first) {
        line += "; first visible \(first) at \(points(frame.top - geometry.contentOffset))"
      }
      lines.append(line)
    }
    let note = showingLastUpdate ? lastChanges.notes() : { _ in nil }
    // The supplementary views in the order of their slots, walked section by section as the
    // visible positions are: both ascend, so each section takes the next run of each.
    let views = supplementary.shown.sorted { $0.key < $1.key }
    var nextView = 0
    var nextVisible = 0
    // The visible positions ascend, as the cells do: each is looked for after the last.
    var next = 0
    for (section, count) in counts.enumerated() {
      let title = cache?.header(section)
      lines.append("== Section \(section)" + (title.map { ": \($0)" } ?? "") + " ==")
      while nextView < views.count, views[nextView].key.section < section { nextView += 1 }
      let firstView = nextView
      while nextView < views.count, views[nextView].key.section == section { nextView += 1 }
      let sectionViews = views[firstView..<nextView]
      for (slot, view) in sectionViews where slot.kind != SupplementaryKind.footer {
        lines.append("  [\(Self.shortName(ofKind: slot.kind)): \(view.renderedText)]")
      }
      while nextVisible < visible.count, visible[nextVisible].section < section {
        nextVisible += 1
      }
      var shownCount = 0
      while nextVisible < visible.count, visible[nextVisible].section == section {
        let position = visible[nextVisible]
        lines.append(
          line(for: position, cell: cells.cell(at: position, next: &next), note: note(position)))
        nextVisible += 1
        shownCount += 1
      }
      if shownCount < count {
        let hidden = count - shownCount
        lines.append(
          "  ... \(hidden) \(hidden == 1 ? flavor.itemNoun : flavor.itemsNoun) not visible")
      }
      for (slot, view) in sectionViews where slot.kind == SupplementaryKind.footer {
        lines.append("  [\(Self.shortName(ofKind: slot.kind)): \(view.renderedText)]")
      }
      if let footer = cache?.footer(section) {
        lines.append("-- \(footer) --")
      }
    }
    if showingLastUpdate, let summary = lastChanges.summary {
      let byUser = updateLog.last?.isUserMove == true ? " (the user's drag)" : ""
      lines.append("Last update: \(summary)\(byUser)")
      if !lastChanges.deletedSections.isEmpty {
        lines.append("  - deleted sections \(lastChanges.deletedSections)")
      }
      if !lastChanges.deletedItems.isEmpty {
        let list = lastChanges.deletedItems.map(\.description).joined(separator: " ")
        lines.append("  - deleted \(flavor.itemsNoun) (old positions) \(list)")
      }
    }
    if let record = updateLog.last, let error = record.error {
      lines.append(
        "Last update failed: \(error.kind): \(InternalInconsistency.normalize(error.reason))")
    }
    if let layoutFailure {
      lines.append("Layout failed: \(layoutFailure.kind): \(layoutFailure.reason)")
    }
    return lines.joined(separator: "\n")
  }

  static func shortName(ofKind kind: String) -> String {
    switch kind {
    case SupplementaryKind.header: "header"
    case SupplementaryKind.footer: "footer"
    default: kind
    }
  }

  private func line(for position: ListPosition, cell: HeadlessReusableCell?, note: String?)
    -> String
  {
    // Joined rather than interpolated, and without a list of notes: a test renders every row
    // after every change, in a debug build.
    let place = "  " + position.description
    guard let cell else { return place + " (no cell)" }
    let text = place + " " + cell.renderedText
    switch (cell.prepareForReuseCount > 0, note) {
    case (true, let note?): return text + "  (reused, " + note + ")"
    case (true, nil): return text + "  (reused)"
    case (false, let note?): return text + "  (" + note + ")"
    case (false, nil): return text
    }
  }
}

/// A number of points as a rendering writes it: "44" for a whole number, "44.5" otherwise.
func points(_ value: Double) -> String {
  value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
}
