import HeadlessHost
import ListComposerTestSupport
import Testing

/// One `SourceHandlers` value per source: setting it replaces every handler the source had,
/// `nil` removes them all, and the adapter gives the value back as it was set.
@MainActor
@Suite struct SourceHandlersTests {
  @Test func settingHandlersReplacesThemAllAndNilRemovesThem() throws {
    let table = HeadlessTableView()
    let mail = ArrayDataSource(
      [Mail(1), Mail(2)], decorator: MailDecorator<HeadlessTableViewCell>.self)
    try table.attach(mail)
    let adapter = try #require(table.adapter)
    let first = position(0, 0)
    #expect(adapter.handlers(for: mail) == nil)

    var handlers = SourceHandlers<ArrayDataSource<Mail, HeadlessTableViewCell>>.reordering()
    handlers.delete = { mail, position in _ = try mail.remove(at: position) }
    handlers.rowHeight = { _, item in Double(item.model.id) * 10 }
    adapter.setHandlers(handlers, for: mail)
    #expect(adapter.canMoveItem(at: first))
    #expect(adapter.canDeleteItem(at: first))
    #expect(adapter.rowHeight(at: position(0, 1)) == 20)
    #expect(adapter.handlers(for: mail)?.delete != nil)

    // A new value replaces the whole of the old one: moving and deleting go.
    adapter.setHandlers(SourceHandlers(rowHeight: { _, _ in 44 }), for: mail)
    #expect(!adapter.canMoveItem(at: first))
    #expect(!adapter.canDeleteItem(at: first))
    #expect(adapter.rowHeight(at: first) == 44)

    // Read back, changed, set again: the other handlers stay.
    var read = try #require(adapter.handlers(for: mail))
    read.trailingSwipeActions = { _, _ in SwipeActions([ItemAction(id: "flag", title: "Flag") {}]) }
    adapter.setHandlers(read, for: mail)
    #expect(adapter.rowHeight(at: first) == 44)
    #expect(adapter.swipeActions(at: first, edge: .trailing)?.actions.map(\.id) == ["flag"])

    adapter.setHandlers(nil, for: mail)
    #expect(adapter.handlers(for: mail) == nil)
    #expect(adapter.rowHeight(at: first) == nil)
    #expect(adapter.swipeActions(at: first, edge: .trailing) == nil)
  }

  @Test func aMixedSourceReordersItsOwnItems() throws {
    let table = HeadlessTableView()
    var catalog = DecoratorCatalog()
    catalog.register(MailDecorator<HeadlessTableViewCell>.self)
    let feed = MixedDataSource([Mail(1), Mail(2), Mail(3)], catalog: catalog)
    try table.attach(feed)
    let adapter = try #require(table.adapter)
    adapter.setHandlers(.reordering { _, position in position.item > 0 }, for: feed)
    #expect(!adapter.canMoveItem(at: position(0, 0)))
    #expect(adapter.moveItem(from: position(0, 2), to: position(0, 1), performedByView: false))
    #expect(feed.sections[0].items.compactMap { ($0 as? Mail)?.id } == [1, 3, 2])
    #expect(adapter.position(of: Mail(3), in: feed) == position(0, 1))
  }
}
