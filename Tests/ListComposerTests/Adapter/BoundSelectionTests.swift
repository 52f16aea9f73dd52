import HeadlessHost
import ListComposerTestSupport
import Testing

/// A selection binding of `ComposedList` (issue 38) is decided in portable code after each
/// batch or reload and written on the main actor's next turn, only when it differs: the
/// identifiers of items that went are dropped, those of items that moved or were reloaded
/// stay. A selection the binding shows in the view reaches no source's `onSelect`.
@MainActor
@Suite struct BoundSelectionTests {
  /// A `Binding<Set<Int>>` as SwiftUI would hold it, counting its writes.
  @MainActor
  final class Held {
    var value: Set<Int> = []
    private(set) var writes: [Set<Int>] = []

    var binding: BoundSelection.Binding {
      BoundSelection.Binding(
        read: { Set(self.value.map { AnyHashable($0) }) },
        write: { identifiers in
          let typed = Set(identifiers.compactMap { $0 as? Int })
          self.writes.append(typed)
          self.value = typed
        },
        holds: { ($0 as? Int) != nil })
    }
  }

  @Test(arguments: ViewKind.allCases)
  func theBindingDropsItemsThatWentOnTheNextTurn(_ kind: ViewKind) async throws {
    try await kind.run(check, check)
  }

  func check<Cell: HeadlessReusableCell>(_ kind: ViewKind, _: Cell.Type) async throws {
    let screen = try SelectionIdentifiersTests.Screen<Cell>()
    var selectedBySources: [Int] = []
    screen.inbox.onSelect = { mail, _ in selectedBySources.append(mail.id) }
    screen.archive.onSelect = { mail, _ in selectedBySources.append(mail.id) }
    let view = ViewUnderTest(kind)
    try view.attach(screen.root)
    try view.layout()
    let adapter = try #require(view.adapter)
    // The view's selection, as the bridge's closures read and change it.
    var selected: [ListPosition] = []
    var shown: [SelectionChange] = []
    let bound = BoundSelection(
      selectedInView: { selected },
      showInView: { change in
        shown.append(change)
        selected.removeAll { change.deselect.contains($0) }
        selected += change.select
      })
    let held = Held()
    bound.binding = held.binding
    bound.follow(adapter)
    held.value = [2, 11, 12]
    bound.show(held.binding.read())
    #expect(selected.map { view.text(at: $0) } == ["m2", "m11", "m12"])

    // m2 deleted; m11 and m12 move down one place.
    _ = try screen.inbox.remove(at: ListPosition(section: 0, item: 1))
    try screen.archive.insert(Mail(9), at: ListPosition(section: 0, item: 0))
    try view.layout()
    // Nothing is written while the batches are applied (SwiftUI's view update, maybe).
    #expect(held.writes.isEmpty)
    await bound.plannedDecision?.value
    #expect(held.writes == [[11, 12]])
    #expect(held.value == [11, 12])
    // The view selects the moved items where they are now.
    selected = []
    bound.show(held.binding.read())
    #expect(selected.map { view.text(at: $0) } == ["m11", "m12"])

    // A reload keeps items that are still there: the binding is not written again, and the
    // view, which selects nothing after a reload, selects them again.
    selected = []
    adapter.reloadData()
    try view.layout()
    await bound.plannedDecision?.value
    #expect(held.writes == [[11, 12]])
    #expect(selected.map { view.text(at: $0) } == ["m11", "m12"])
    // An item reconfigured with new content keeps its identity, and its selection.
    _ = try screen.archive.update(
      at: ListPosition(section: 0, item: 2), with: Mail(11, "new"), updateStyle: .reconfigure)
    try view.layout()
    await bound.plannedDecision?.value
    #expect(held.writes == [[11, 12]])

    // Two batches in one turn: one decision, one write.
    _ = try screen.archive.remove(at: ListPosition(section: 0, item: 3))
    _ = try screen.archive.remove(at: ListPosition(section: 0, item: 2))
    try view.layout()
    await bound.plannedDecision?.value
    #expect(held.writes == [[11, 12], []])

    // What the binding showed never reached a source as a selection.
    #expect(selectedBySources.isEmpty)
    #expect(!shown.isEmpty)
    view.expectNothingRaised()
  }

  /// The AppKit bridge's path: `NSTableView` reports a selection made in code as it reports
  /// the user's, at once; the portable host routes neither to the sources, nor does the
  /// bound selection write it back. A click still reaches both.
  @Test func aSelectionTheBindingShowsInFlatRowsReachesNoSource() async throws {
    let messages = ArrayDataSource(
      [Mail(1), Mail(2), Mail(3)], cell: HeadlessTableViewCell.self
    ) { cell, mail in
      cell.textLabel = mail.title
    }
    var selectedBySources: [Int] = []
    messages.onSelect = { mail, _ in selectedBySources.append(mail.id) }
    let rows = try FlatRows.show(messages)
    let host = rows.host
    let held = Held()
    var bound: BoundSelection?
    let selection = BoundSelection(
      selectedInView: {
        rows.selectedRows.sorted().compactMap { host.mapping.position(ofRow: $0) }
      },
      showInView: { change in
        host.showingSelection {
          for position in change.deselect {
            if let row = host.mapping.row(of: position) { rows.selectedRows.remove(row) }
          }
          for position in change.select {
            if let row = host.mapping.row(of: position) { rows.selectedRows.insert(row) }
          }
          // The notification: to the bridge's delegate proxy, then to ComposedList's
          // coordinator.
          host.selectionDidChange()
          bound?.viewSelectionDidChange()
        }
      })
    bound = selection
    selection.binding = held.binding
    selection.follow(try rows.adapter)

    held.value = [2, 3]
    selection.show(held.binding.read())
    #expect(rows.selectedRows == [1, 2])
    #expect(host.selectedRows == [1, 2])
    #expect(selectedBySources.isEmpty)
    #expect(held.writes.isEmpty)

    // The user's click: the source hears of it, and the binding is written.
    rows.selectedRows.insert(0)
    host.selectionDidChange()
    selection.viewSelectionDidChange()
    #expect(selectedBySources == [1])
    #expect(held.writes == [[1, 2, 3]])

    // A selected item deleted: dropped on the next turn, not during the batch.
    _ = try messages.remove(at: ListPosition(section: 0, item: 1))
    #expect(held.writes == [[1, 2, 3]])
    await selection.plannedDecision?.value
    #expect(held.writes == [[1, 2, 3], [1, 3]])
    #expect(selectedBySources == [1])
  }
}
