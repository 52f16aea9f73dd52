import HeadlessHost
import Testing

// What the editing tests do to a view by hand: drags, swipes, menus and touches.

extension ViewUnderTest {
  /// A list of mail rendered by its titles.
  package func mail<Cell: HeadlessReusableCell>(
    _ ids: [Int], header: String? = nil, as cell: Cell.Type
  )
    -> ArrayDataSource<Mail, Cell>
  {
    ArrayDataSource(ids.map { Mail($0) }, decorator: MailDecorator<Cell>.self, header: header)
  }

  @discardableResult
  package func move(from: ListPosition, to: ListPosition) throws -> ListPosition? {
    if let table { return try table.moveItem(from: from, to: to) }
    return try collection?.moveItem(from: from, to: to)
  }

  package func swipeActions(at position: ListPosition, edge: SwipeEdge) -> SwipeActions? {
    table?.swipeActions(forRowAt: position, edge: edge)
      ?? collection?.swipeActions(forItemAt: position, edge: edge)
  }

  @discardableResult
  package func swipe(_ identifier: String, at position: ListPosition, edge: SwipeEdge) -> Bool {
    table?.performSwipeAction(identifier, onRowAt: position, edge: edge)
      ?? collection?.performSwipeAction(identifier, onItemAt: position, edge: edge) ?? false
  }

  package func menu(at position: ListPosition) -> ItemMenu? {
    table?.contextMenu(forRowAt: position) ?? collection?.contextMenu(forItemAt: position)
  }

  @discardableResult
  package func pick(_ identifier: String, at position: ListPosition) -> Bool {
    table?.performMenuAction(identifier, onRowAt: position)
      ?? collection?.performMenuAction(identifier, onItemAt: position) ?? false
  }

  @discardableResult
  package func select(_ position: ListPosition) -> Bool {
    table?.selectRow(at: position) ?? collection?.selectItem(at: position) ?? false
  }

  @discardableResult
  package func deselect(_ position: ListPosition) -> Bool {
    table?.deselectRow(at: position) ?? collection?.deselectItem(at: position) ?? false
  }

  @discardableResult
  package func highlight(_ position: ListPosition) -> Bool {
    table?.highlightRow(at: position) ?? collection?.highlightItem(at: position) ?? false
  }

  /// The ids of the mail a source shows, by section.
  package func ids(_ source: some DataSource) -> [[Int]] {
    (0..<source.numberOfSections).map { section in
      (0..<source.numberOfItems(inSection: section)).compactMap {
        (source.model(at: ListPosition(section: section, item: $0)) as? Mail)?.id
      }
    }
  }
}
