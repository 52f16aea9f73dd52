import HeadlessHost
import ListComposerTestSupport
import Testing

/// What editing mode shows on each item (`ListAdapter.editingControls(at:)`, which
/// `ComposedList` turns into list-cell accessories when SwiftUI's `editMode` changes): a delete
/// control where the item's source lets the user delete it, a reorder handle where it lets the
/// user move it, through a nested composition, on both headless views.
@MainActor
@Suite struct EditingControlsTests {
  @Test(arguments: ViewKind.allCases)
  func controlsFollowEachSourcesRules(_ kind: ViewKind) async throws {
    try await kind.run(check, check)
  }

  func check<Cell: HeadlessReusableCell>(_ kind: ViewKind, _: Cell.Type) throws {
    let fixed = MailDecorator<Cell>.dataSource(for: [Mail(1)])
    let inbox = MailDecorator<Cell>.dataSource(for: [Mail(2), Mail(3)])
    let queue = MailDecorator<Cell>.dataSource(for: [Mail(4), Mail(5)])
    let root = try SectionedDataSource([
      fixed, try SectionedDataSource([try SectionedDataSource([inbox]), queue]),
    ])
    let view = ViewUnderTest(kind)
    try view.attach(root)
    try view.layout()
    let adapter = try #require(view.adapter)
    adapter.setHandlers(
      SourceHandlers(
        canDelete: { inbox, position in inbox.model(at: position)?.id != 3 },
        delete: { inbox, position in try inbox.remove(at: position) }), for: inbox)
    var queueHandlers = SourceHandlers<ArrayDataSource<Mail, Cell>>.reordering()
    queueHandlers.delete = { queue, position in try queue.remove(at: position) }
    adapter.setHandlers(queueHandlers, for: queue)

    func controls(_ id: Int) throws -> EditingControls {
      let position = try #require(adapter.positions(ofItemsIdentifiedBy: [id]).first)
      return adapter.editingControls(at: position)
    }
    #expect(try controls(1) == [])
    #expect(try controls(2) == [.delete])
    #expect(try controls(3) == [])
    #expect(try controls(4) == [.delete, .reorder])
    #expect(adapter.editingControls(at: ListPosition(section: 7, item: 0)) == [])

    adapter.setHandlers(.reordering(), for: queue)  // no deleting any more
    #expect(try controls(5) == [.reorder])
  }
}
