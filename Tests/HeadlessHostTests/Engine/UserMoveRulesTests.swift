import HeadlessHost
import ListComposerTestSupport
import Testing

/// What a headless table view checks of a hand-written data source when the user drags a row:
/// UIKit moves the row itself, then tells the data source, which must change its data to match
/// and must not send the view a batch or a reload while it is being told.
@MainActor
@Suite struct UserMoveRulesTests {
  /// A data source over sections of strings that reports identifiers and does, when told of a
  /// user's move, what `onMove` says.
  final class MovableSource: HeadlessTableViewDataSource {
    var sections: [[String]]
    var onMove: (MovableSource, HeadlessTableView, ListPosition, ListPosition) -> Void = {
      source, _, from, to in source.move(from, to)
    }
    var told: [String] = []

    init(_ sections: [[String]]) { self.sections = sections }

    func move(_ from: ListPosition, _ to: ListPosition) {
      let item = sections[from.section].remove(at: from.item)
      sections[to.section].insert(item, at: to.item)
    }

    func numberOfSections(in tableView: HeadlessTableView) -> Int { sections.count }
    func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
      sections[section].count
    }
    func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: ListPosition) throws
      -> HeadlessTableViewCell?
    {
      let cell = try tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      cell.textLabel = sections[indexPath.section][indexPath.item]
      return cell
    }
    func tableView(_ tableView: HeadlessTableView, itemIdentifierForRowAt indexPath: ListPosition)
      -> AnyHashable?
    {
      sections[indexPath.section][indexPath.item]
    }
    func tableView(_ tableView: HeadlessTableView, canMoveRowAt indexPath: ListPosition) -> Bool {
      sections[indexPath.section][indexPath.item] != "pinned"
    }
    func tableView(
      _ tableView: HeadlessTableView, moveRowAt sourceIndexPath: ListPosition,
      to destinationIndexPath: ListPosition
    ) {
      told.append("\(sourceIndexPath) → \(destinationIndexPath)")
      onMove(self, tableView, sourceIndexPath, destinationIndexPath)
    }
  }

  /// A delegate that sends every drop to one place.
  final class Retargeting: HeadlessTableViewAnsweringDelegate {
    let place: ListPosition
    init(_ place: ListPosition) { self.place = place }
    func tableView(_ tableView: HeadlessTableView, didSelectRowAt indexPath: ListPosition) {}
    func tableView(_ tableView: HeadlessTableView, willSelectRowAt indexPath: ListPosition)
      -> ListPosition?
    { indexPath }
    func tableView(_ tableView: HeadlessTableView, willDeselectRowAt indexPath: ListPosition)
      -> ListPosition?
    { indexPath }
    func tableView(_ tableView: HeadlessTableView, shouldHighlightRowAt indexPath: ListPosition)
      -> Bool
    { true }
    func tableView(
      _ tableView: HeadlessTableView, swipeActionsForRowAt indexPath: ListPosition,
      edge: SwipeEdge
    ) -> SwipeActions? { nil }
    func tableView(_ tableView: HeadlessTableView, contextMenuForRowAt indexPath: ListPosition)
      -> ItemMenu?
    { nil }
    func tableView(
      _ tableView: HeadlessTableView, targetIndexPathForMoveFromRowAt sourceIndexPath: ListPosition,
      toProposedIndexPath proposedDestinationIndexPath: ListPosition
    ) -> ListPosition { place }
  }

  func table(_ source: MovableSource, strict: Bool) throws -> HeadlessTableView {
    var options = HeadlessHostOptions()
    if strict { options.isStrict = true } else { options.invalidUpdatePolicy = .raise }
    let table = HeadlessTableView(options: options)
    try table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = source
    try table.layoutIfNeeded()
    return table
  }

  @Test(arguments: [true, false])
  func aDataSourceThatFollowsTheMoveIsTold(strict: Bool) throws {
    let source = MovableSource([["a", "b", "c"], ["d"]])
    let table = try table(source, strict: strict)
    #expect(try table.moveItem(from: position(0, 0), to: position(1, 1)) == position(1, 1))
    #expect(source.told == ["[0, 0] → [1, 1]"])
    #expect(table.cellForRow(at: position(1, 1))?.textLabel == "a")
    #expect(table.updateLog.last?.isUserMove == true)
    #expect(table.warnings.isEmpty && table.raisedExceptions.isEmpty)
    // The counts the view keeps are the moved ones: the next batch is checked against them.
    source.sections[1].append("e")
    try table.insertRows(at: [position(1, 2)])
    #expect(table.updateLog.last?.succeeded == true)
  }

  @Test(arguments: [true, false])
  func theViewAsksBeforeMovingAndTheDelegateRetargets(strict: Bool) throws {
    let source = MovableSource([["pinned", "b", "c"]])
    let table = try table(source, strict: strict)
    #expect(try table.moveItem(from: position(0, 0), to: position(0, 2)) == nil)  // may not move
    #expect(try table.moveItem(from: position(0, 1), to: position(0, 3)) == nil)  // no such place
    #expect(try table.moveItem(from: position(0, 1), to: position(0, 1)) == position(0, 1))
    #expect(source.told.isEmpty)
    let delegate = Retargeting(position(0, 2))
    table.delegate = delegate
    #expect(try table.moveItem(from: position(0, 1), to: position(0, 0)) == position(0, 2))
    #expect(source.sections == [["pinned", "c", "b"]])
  }

  @Test(arguments: [true, false])
  func aRetargetOutsideTheViewIsRaisedOn(strict: Bool) throws {
    let source = MovableSource([["a", "b"]])
    let table = try table(source, strict: strict)
    let delegate = Retargeting(position(3, 0))
    table.delegate = delegate
    if strict {
      #expect(throws: InternalInconsistency.self) {
        try table.moveItem(from: position(0, 0), to: position(0, 1))
      }
    } else {
      #expect(try table.moveItem(from: position(0, 0), to: position(0, 1)) == nil)
      #expect(table.raisedExceptions.count == 1)
    }
    #expect(source.told.isEmpty)
  }

  @Test(arguments: [true, false])
  func aDataSourceThatDoesNotFollowIsCaught(strict: Bool) throws {
    let source = MovableSource([["a", "b", "c"], ["d"]])
    source.onMove = { _, _, _, _ in }
    let table = try table(source, strict: strict)
    // Within a section the counts agree, but the identities do not.
    if strict {
      let error = #expect(throws: InternalInconsistency.self) {
        try table.moveItem(from: position(0, 0), to: position(0, 2))
      }
      #expect(error?.reason.contains("did not follow the user's move") == true)
    } else {
      #expect(try table.moveItem(from: position(0, 0), to: position(0, 2)) == position(0, 2))
      #expect(table.warnings.count == 1)
      // Not raised at once on a device; the next batch fails against the moved rows.
      #expect(table.raisedExceptions.isEmpty)
    }
    // Across sections the counts disagree.
    let other = MovableSource([["a"], ["b"]])
    other.onMove = { _, _, _, _ in }
    let second = try self.table(other, strict: strict)
    if strict {
      #expect(throws: InternalInconsistency.self) {
        try second.moveItem(from: position(0, 0), to: position(1, 0))
      }
    } else {
      _ = try second.moveItem(from: position(0, 0), to: position(1, 0))
      #expect(second.warnings.first?.kind == .itemCount(section: 0))
    }
  }

  @Test(arguments: [true, false])
  func aBatchOrAReloadWhileBeingToldIsMisuse(strict: Bool) throws {
    let source = MovableSource([["a", "b", "c"]])
    source.onMove = { source, table, from, to in
      source.move(from, to)
      try? table.reloadRows(at: [to])
    }
    let table = try table(source, strict: strict)
    if strict {
      #expect(throws: InternalInconsistency.self) {
        try table.moveItem(from: position(0, 0), to: position(0, 2))
      }
    } else {
      _ = try table.moveItem(from: position(0, 0), to: position(0, 2))
      #expect(table.raisedExceptions.count == 1)
    }
    let reloading = MovableSource([["a", "b", "c"]])
    reloading.onMove = { source, table, from, to in
      source.move(from, to)
      table.reloadData()
    }
    let second = try self.table(reloading, strict: strict)
    if strict {
      #expect(throws: InternalInconsistency.self) {
        try second.moveItem(from: position(0, 0), to: position(0, 2))
      }
    } else {
      _ = try second.moveItem(from: position(0, 0), to: position(0, 2))
      #expect(second.consoleLog.contains { $0.contains("reloadData() was called while") })
      #expect(second.raisedExceptions.isEmpty)
    }
  }
}
