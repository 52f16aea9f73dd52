import HeadlessHost
import ListComposerTestSupport
import Testing

/// Renders a placeholder row with its place: `loading @0.0 on 2.0`, its position in the
/// stateful source, then the screen's.
enum PlacedPlaceholderDecorator<Cell: HeadlessReusableCell>: CellDecorator {
  static var reuseIdentifier: String { "placed-placeholder" }

  static func decorate(_ cell: Cell, with placeholder: Placeholder) {
    cell.textLabel = "\(placeholder.kind)"
  }

  static func decorate(_ cell: Cell, with placeholder: Placeholder, in context: CellContext) {
    let local = context.position
    let screen = context.screenPosition
    cell.textLabel =
      "\(placeholder.kind) @\(local.section).\(local.item) on \(screen.section).\(screen.item)"
  }
}

/// A stateful source's placeholder rows receive their ``CellContext``, as item cells do: the
/// decorator's `decorate(_:with:in:)` is called with the row's place in the stateful source
/// and on screen, deep in a composition, on both headless views.
@MainActor
@Suite struct PlaceholderContextTests {
  @Test(arguments: ViewKind.allCases)
  func aPlaceholderRowKnowsItsPlace(_ kind: ViewKind) async throws {
    try await kind.run(placeholderRows, placeholderRows)
  }

  func placeholderRows<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) throws {
    let host = ViewUnderTest(kind)
    // root = [notes (2 sections), [other, inbox (loading)]]: the inbox's row is at [3, 0].
    let first = ArrayDataSource(
      sections: [ListSection(items: notes(0..<2)), ListSection(items: notes(2..<3))],
      decorator: NoteDecorator<Cell>.self)
    let other = ArrayDataSource(notes(10..<12), decorator: NoteDecorator<Cell>.self)
    let messages = ArrayDataSource(notes([]), decorator: NoteDecorator<Cell>.self)
    let inbox = try StatefulDataSource(
      messages, state: .loading, placeholder: PlacedPlaceholderDecorator<Cell>.self)
    let root = try SectionedDataSource([first, try SectionedDataSource([other, inbox])])
    try host.attach(root)
    #expect(host.text(at: ListPosition(section: 3, item: 0)) == "loading @0.0 on 3.0")
    inbox.setState(.content)  // empty content: the empty row, filled in place
    #expect(host.text(at: ListPosition(section: 3, item: 0)) == "empty @0.0 on 3.0")
    host.expectNothingRaised()
  }
}
