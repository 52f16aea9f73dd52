import HeadlessHost
import ListComposerTestSupport
import Testing

/// The adapter keeps the items the view selects by identity (issue 40): they stay selected
/// when other rows are inserted, deleted or moved, when their own rows are reloaded, and after
/// a reload the adapter makes instead of a batch, which drops every selection on the view; a
/// selected item that leaves the screen leaves the selection, and its source hears
/// `ItemEvent.deselect` with the model and the position it had. Checked through a child two
/// compositions deep, on both headless views, with nothing recorded as raised.
@MainActor
@Suite struct KeptSelectionTests {
  /// The selection events a source heard, as `"deselect 11 at [0, 1]"`.
  @MainActor
  final class Heard {
    var events: [String] = []

    func listen<Cell>(to source: ArrayDataSource<Mail, Cell>) {
      source.onEvent = { [weak self] event in
        guard event.kind == .select || event.kind == .deselect else { return }
        self?.events.append("\(event.kind) \(event.model.id) at \(event.position)")
      }
    }
  }

  /// The screen (`SelectionIdentifiersTests.Screen`) shown and laid out on a view of a kind,
  /// with the selection events its archive hears.
  @MainActor
  struct Shown<Cell: HeadlessReusableCell> {
    // [inbox (1, 2, 3), [[archive (10, 11, 12)], tags ("a", "b")]]
    let screen: SelectionIdentifiersTests.Screen<Cell>
    let archiveHeard = Heard()
    let view: ViewUnderTest
    let adapter: ListAdapter

    init(_ kind: ViewKind, allowsMultipleSelection: Bool = false) throws {
      screen = try SelectionIdentifiersTests.Screen<Cell>()
      archiveHeard.listen(to: screen.archive)
      view = ViewUnderTest(kind)
      view.table?.allowsMultipleSelection = allowsMultipleSelection
      view.collection?.allowsMultipleSelection = allowsMultipleSelection
      try view.attach(screen.root)
      try view.layout()
      adapter = try #require(view.adapter)
    }

    /// Selects an item the adapter found, as a touch does; whether the view selected it.
    func select(_ position: ListPosition?) throws -> Bool {
      view.select(try #require(position))
    }

    /// The reload an app asks the adapter for, laid out.
    func reload() throws {
      adapter.reloadData()
      try view.layout()
    }

    /// Makes a change while the view is not in a window, so that the adapter reloads instead
    /// of applying a batch, and lays out back in the window.
    func outOfWindow(_ change: () throws -> Void) throws {
      view.isInWindow = false
      try change()
      view.isInWindow = true
      try view.layout()
    }

    /// The texts of the items the view selects, in screen order.
    var selectedTexts: [String?] {
      let positions = view.table?.selectedPositions ?? view.collection?.selectedPositions ?? []
      return positions.map { view.text(at: $0) }
    }
  }

  @Test(arguments: ViewKind.allCases)
  func selectedItemsOutliveBatchesAndReloads(_ kind: ViewKind) async throws {
    try await kind.run(check, check)
  }

  func check<Cell: HeadlessReusableCell>(_ kind: ViewKind, _: Cell.Type) throws {
    let shown = try Shown<Cell>(kind)
    let (screen, view, adapter, heard) = (
      shown.screen, shown.view, shown.adapter, shown.archiveHeard
    )
    var screenEvents: [String] = []
    adapter.onItemEvent = { event, position, model in
      if event == .deselect { screenEvents.append("\((model as? Mail)?.id ?? -1) at \(position)") }
    }
    func archiveSelection() -> [String] {
      adapter.selectedItems(in: screen.archive).map { "\($0.model.title) at \($0.position)" }
    }

    #expect(try shown.select(adapter.position(of: Mail(11), in: screen.archive)))
    #expect(archiveSelection() == ["m11 at [0, 1]"])
    #expect(heard.events == ["select 11 at [0, 1]"])

    // Inserts above, in another source and in its own.
    try screen.inbox.insert(Mail(4), at: ListPosition(section: 0, item: 0))
    try screen.archive.insert(Mail(9), at: ListPosition(section: 0, item: 0))
    try view.layout()
    #expect(archiveSelection() == ["m11 at [0, 2]"])
    #expect(shown.selectedTexts == ["m11"])

    // Deletes of other rows.
    _ = try screen.archive.remove(at: ListPosition(section: 0, item: 0))
    _ = try screen.archive.remove(at: ListPosition(section: 0, item: 0))
    _ = try screen.inbox.remove(at: ListPosition(section: 0, item: 1))
    try view.layout()
    #expect(archiveSelection() == ["m11 at [0, 0]"])

    // A move of the selected item, then of another across it.
    try screen.archive.move(
      from: ListPosition(section: 0, item: 0), to: ListPosition(section: 0, item: 1))
    try view.layout()
    #expect(archiveSelection() == ["m11 at [0, 1]"])
    try screen.archive.move(
      from: ListPosition(section: 0, item: 0), to: ListPosition(section: 0, item: 1))
    try view.layout()
    #expect(archiveSelection() == ["m11 at [0, 0]"])

    // Its own row reloaded, which drops the view's selection: selected again, as it is now.
    try screen.archive.update(
      at: ListPosition(section: 0, item: 0), with: Mail(11, "m11 edited"), updateStyle: .reload)
    try view.layout()
    #expect(archiveSelection() == ["m11 edited at [0, 0]"])
    // A change shown as a reload of the source's section, which moves the item too.
    screen.archive.setItems(
      [Mail(12), Mail(13), Mail(11, "m11 again")], options: DiffOptions(usesReloadData: true))
    try view.layout()
    #expect(archiveSelection() == ["m11 again at [0, 2]"])

    // A reload the adapter chooses instead of a batch (the view is not in a window), which
    // drops every selection on the view; another source now shows an item with the same id,
    // which is not the one selected.
    try shown.outOfWindow {
      try screen.inbox.insert(Mail(11, "inbox's m11"), at: ListPosition(section: 0, item: 0))
    }
    #expect(shown.selectedTexts == ["m11 again"])
    #expect(archiveSelection() == ["m11 again at [0, 2]"])
    // And the reload an app asks the adapter for.
    try shown.reload()
    #expect(shown.selectedTexts == ["m11 again"])
    #expect(heard.events == ["select 11 at [0, 1]"])
    #expect(screenEvents.isEmpty)

    // The selected item deleted: it leaves the selection, and its source hears of it with the
    // model and the position it had; the screen's hook, with the screen position it had.
    let last = ListPosition(section: 0, item: 2)
    let shownAt = try #require(adapter.position(of: last, in: screen.archive))
    _ = try screen.archive.remove(at: last)
    try view.layout()
    #expect(archiveSelection().isEmpty)
    #expect(shown.selectedTexts.isEmpty)
    #expect(heard.events == ["select 11 at [0, 1]", "deselect 11 at [0, 2]"])
    #expect(screenEvents == ["11 at \(shownAt)"])
    // Nothing is reported twice, nor selected again by a later reload.
    try shown.reload()
    #expect(heard.events.count == 2)
    #expect(shown.selectedTexts.isEmpty)
    view.expectNothingRaised()
  }

  @Test(arguments: ViewKind.allCases)
  func aMultipleSelectionIsKeptAndReadTypedPerSource(_ kind: ViewKind) async throws {
    try await kind.run(checkMultiple, checkMultiple)
  }

  func checkMultiple<Cell: HeadlessReusableCell>(_ kind: ViewKind, _: Cell.Type) throws {
    let shown = try Shown<Cell>(kind, allowsMultipleSelection: true)
    let (screen, view, adapter) = (shown.screen, shown.view, shown.adapter)
    let inboxHeard = Heard()
    inboxHeard.listen(to: screen.inbox)
    let archiveHeard = shown.archiveHeard
    for selected in [
      adapter.position(of: Mail(2), in: screen.inbox),
      adapter.position(of: Mail(10), in: screen.archive),
      adapter.position(of: Mail(12), in: screen.archive),
      adapter.position(of: SelectionTag(id: "b")),
    ] {
      #expect(try shown.select(selected))
    }
    #expect(shown.selectedTexts == ["m2", "m10", "m12", "b"])

    // Typed, per source, at any depth; a composition gives its children's, in its positions.
    #expect(adapter.selectedItems(in: screen.inbox).map(\.model.id) == [2])
    #expect(adapter.selectedItems(in: screen.archive).map(\.model.id) == [10, 12])
    #expect(adapter.selectedItems(in: screen.archive).map(\.position.item) == [0, 2])
    #expect(adapter.selectedItems(in: screen.tags).map(\.model.id) == ["b"])
    #expect(
      adapter.selectedItems(in: screen.root).map(\.position) == [
        ListPosition(section: 0, item: 1), ListPosition(section: 1, item: 0),
        ListPosition(section: 1, item: 2), ListPosition(section: 2, item: 1),
      ])
    let detached = ArrayDataSource([Mail(2)], decorator: MailDecorator<Cell>.self)
    #expect(adapter.selectedItems(in: detached).isEmpty)

    // One batch per source: a selected item deleted in each, other rows inserted and moved.
    screen.inbox.setItems([Mail(3), Mail(5), Mail(1)])
    screen.archive.setItems([Mail(12), Mail(14), Mail(11)])
    try view.layout()
    #expect(shown.selectedTexts == ["m12", "b"])
    #expect(adapter.selectedItems(in: screen.archive).map(\.position.item) == [0])
    #expect(inboxHeard.events == ["select 2 at [0, 1]", "deselect 2 at [0, 1]"])
    #expect(
      archiveHeard.events == [
        "select 10 at [0, 0]", "select 12 at [0, 2]", "deselect 10 at [0, 0]",
      ])

    // A reload the adapter chooses keeps both.
    try shown.outOfWindow { try screen.archive.append(Mail(15)) }
    #expect(shown.selectedTexts == ["m12", "b"])
    view.expectNothingRaised()
  }

  @Test(arguments: ViewKind.allCases)
  func aTouchReplacesTheSelectionWithoutMultipleSelection(_ kind: ViewKind) async throws {
    try await kind.run(checkSingle, checkSingle)
  }

  func checkSingle<Cell: HeadlessReusableCell>(_ kind: ViewKind, _: Cell.Type) throws {
    let shown = try Shown<Cell>(kind)
    let (screen, view, adapter, heard) = (
      shown.screen, shown.view, shown.adapter, shown.archiveHeard
    )
    #expect(try shown.select(adapter.position(of: Mail(10), in: screen.archive)))
    #expect(try shown.select(adapter.position(of: Mail(12), in: screen.archive)))
    #expect(adapter.selectedItems(in: screen.archive).map(\.model.id) == [12])
    #expect(
      heard.events == ["select 10 at [0, 0]", "deselect 10 at [0, 0]", "select 12 at [0, 2]"])
    // The user's deselection leaves nothing to keep.
    #expect(view.deselect(try #require(adapter.position(of: Mail(12), in: screen.archive))))
    try shown.reload()
    #expect(shown.selectedTexts.isEmpty)
    view.expectNothingRaised()
  }

  /// `NSTableView` keeps its selected row indexes through a reload, where other items may
  /// show now: the adapter moves the selection back onto the item, through the flat host, and
  /// no source hears of it.
  @Test func flatRowsSelectTheItemAgainAfterAReload() throws {
    let messages = ArrayDataSource(
      [Mail(1), Mail(2), Mail(3)], cell: HeadlessTableViewCell.self
    ) { cell, mail in
      cell.textLabel = mail.title
    }
    let heard = Heard()
    heard.listen(to: messages)
    let rows = try FlatRows.show(messages)
    let adapter = try rows.adapter
    // The user clicks the second row.
    rows.selectedRows = [1]
    rows.host.selectionDidChange()
    #expect(adapter.selectedItems(in: messages).map(\.model.id) == [2])

    // Out of a window, an insert above is a reload; the view still selects row 1, now m1.
    rows.isReadyForAnimatedUpdates = false
    let reloads = rows.reloads
    try messages.insert(Mail(0), at: ListPosition(section: 0, item: 0))
    #expect(rows.reloads == reloads + 1)
    #expect(rows.selectedRows == [2])
    #expect(rows.texts[2] == "m2")
    #expect(adapter.selectedItems(in: messages).map(\.position.item) == [2])
    #expect(heard.events == ["select 2 at [0, 1]"])
  }
}
