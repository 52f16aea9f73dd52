#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ListComposer
  import ListComposerAdapter
  import ListComposerBridgeCore

  // Row heights from the sources: an item's from its source's row heights, a group row's from
  // its section's header height, a footer row's from its footer height.
  //
  // A table view whose delegate answers `tableView(_:heightOfRow:)` asks it for every row
  // instead of using its `rowHeight`, so the proxy answers it only while a source gives row or
  // header heights, or the app's delegate answers it; its answer wins.

  extension TableViewDelegateProxy {
    /// The message answered only while a source gives heights.
    static let heightOfRowMessage = #selector(NSTableViewDelegate.tableView(_:heightOfRow:))

    /// Switches `tableView(_:heightOfRow:)` on while a source gives row, header or footer
    /// heights, and returns whether that changed: the bridge then gives the table view its
    /// delegate again.
    func updateAnsweredMessages() -> Bool {
      guard let adapter = bridge?.adapter else { return false }
      let answers =
        adapter.givesSizes(for: .rowHeight)
        || adapter.givesSizes(for: .supplementaryHeight(SupplementaryKind.header))
        || adapter.givesSizes(for: .supplementaryHeight(SupplementaryKind.footer))
      return switches.switchOn(answers ? [Self.heightOfRowMessage] : [])
    }

    /// The app delegate's height when it gives one; otherwise, for an item, the height its
    /// source gives (`ListAdapter.rowHeight(at:)`), for a group row its section's header
    /// height and for a footer row its footer height
    /// (`ListAdapter.supplementaryHeight(ofKind:inSection:)`), or else the table view's
    /// `rowHeight`. `NSTableView` takes no row of 0 points or less: such a height becomes 1.
    func tableView(_ tableView: NSTableView, heightOfRow row: Int) -> CGFloat {
      if let height = appDelegate?.tableView?(tableView, heightOfRow: row) { return height }
      guard let bridge else { return tableView.rowHeight }
      let height: Double? =
        switch bridge.rows.content(ofRow: row) {
        case .item(let position): bridge.adapter.rowHeight(at: position)
        case .groupRow(let section):
          bridge.adapter.supplementaryHeight(ofKind: SupplementaryKind.header, inSection: section)
        case .footerRow(let section):
          bridge.adapter.supplementaryHeight(ofKind: SupplementaryKind.footer, inSection: section)
        case nil: nil
        }
      guard let height else { return tableView.rowHeight }
      return max(CGFloat(height), 1)
    }
  }
#endif
