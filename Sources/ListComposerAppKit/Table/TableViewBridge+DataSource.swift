#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ListComposer
  import ListComposerAdapter
  import ListComposerBridgeCore

  /// The table view's data source while a ``TableViewBridge`` shows a source: answers the row
  /// count from the portable host, lets the user reorder rows by dragging them (see
  /// `TableViewDataSourceProxy+Dragging.swift`), and forwards every optional message it does not
  /// answer (sort descriptors, other drags and drops) to the app's own data source.
  @MainActor
  final class TableViewDataSourceProxy: DelegateForwarder, NSTableViewDataSource {
    let rows: FlatRowHost

    /// The identifiers of the items in the rows the bridge last wrote to a drag's pasteboard,
    /// by row (`nil` for an item without one): a drop moves a row only if it still shows the
    /// item that was dragged.
    var draggedItems: [Int: AnyHashable?] = [:]

    init(rows: FlatRowHost) {
      self.rows = rows
      super.init(answering: [NSTableViewDataSource.self])
    }

    /// Items and group rows: the host reads the adapter's sections again.
    func numberOfRows(in tableView: NSTableView) -> Int {
      rows.numberOfRows()
    }

    /// Like every proxy's, except that an app data source that writes dragged rows with the
    /// deprecated `tableView(_:writeRowsWith:to:)` (and not `tableView(_:pasteboardWriterForRow:)`)
    /// keeps doing so: `NSTableView` does not call it when its data source answers
    /// `tableView(_:pasteboardWriterForRow:)`.
    nonisolated override func responds(to selector: Selector?) -> Bool {
      if selector == Self.pasteboardWriterSelector, let app = forwarding.target.object,
        app.responds(to: Self.deprecatedWriterSelector),
        !app.responds(to: Self.pasteboardWriterSelector)
      {
        return false
      }
      return super.responds(to: selector)
    }

    private nonisolated static var pasteboardWriterSelector: Selector {
      #selector(NSTableViewDataSource.tableView(_:pasteboardWriterForRow:))
    }
    private nonisolated static var deprecatedWriterSelector: Selector {
      NSSelectorFromString("tableView:writeRowsWithIndexes:toPasteboard:")
    }
  }

  extension TableViewBridge {
    /// The view for a row and column: the source's cell (or the section's header view or
    /// title, for a group row, and its footer view or title, for a footer row) in
    /// ``cellColumn`` and group rows, a column provider's view in other columns, else the app
    /// delegate's; a footer row has nothing in other columns. An item's cell gets the item's
    /// actions as accessibility custom actions (a group row's or footer row's view, none of the
    /// bridge's).
    func view(for tableColumn: NSTableColumn?, row: Int) -> NSView? {
      guard let tableView else { return nil }
      let column = tableColumn.map { tableView.column(withIdentifier: $0.identifier) }
      if column == nil || column == tableRows.cellColumnIndex || rows.isGroupRow(row) {
        let view = rows.view(
          forRow: row, as: NSView.self,
          title: { title in self.titleView(title, in: tableView) },
          placeholder: { self.reusableView(BridgeReuseIdentifier.placeholder, in: tableView) })
        updateAccessibility(of: view, row: row, in: tableView)
        return view
      }
      if let tableColumn, let position = rows.mapping.position(ofRow: row),
        let (provider, source, local) = columnProviders[tableColumn.identifier]?.provider(
          for: position, in: adapter),
        let model = source.model(at: local)
      {
        return provider(model, tableView)
      }
      if rows.isFooterRow(row) { return nil }
      return delegate?.tableView?(tableView, viewFor: tableColumn, row: row)
    }

    /// A section's header or footer title in a reused text cell.
    private func titleView(_ title: String, in tableView: NSTableView) -> NSView {
      let view = reusableView(BridgeReuseIdentifier.title, in: tableView)
      view.textField?.stringValue = title
      return view
    }

    /// A reused `NSTableCellView` with a text field, or a new one.
    private func reusableView(_ identifier: String, in tableView: NSTableView) -> NSTableCellView {
      let id = NSUserInterfaceItemIdentifier(identifier)
      if let view = tableView.makeView(withIdentifier: id, owner: nil) as? NSTableCellView {
        return view
      }
      let view = NSTableCellView(frame: .zero)
      view.identifier = id
      let label = NSTextField(labelWithString: "")
      label.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(label)
      view.textField = label
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 4),
        label.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -4),
        label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
      ])
      return view
    }
  }
#endif
