#if canImport(UIKit)
  import ListComposer
  import ListComposerAdapter
  import ListComposerBridgeCore
  import UIKit

  // The UIKit side of an outline is thin: a cell shows the row's level and disclosure state,
  // and its disclosure control asks the bridge's adapter, by the row's position when it is
  // tapped, to expand or collapse the node (`ListAdapter.toggleOutlineItem(at:)`). Which node
  // a position shows, and every index that moves, are decided in the portable code.

  extension UICollectionViewListCell {
    /// Shows an outline row: indents the cell by the item's level and, for a node with
    /// children, gives it an outline disclosure accessory that expands or collapses the node.
    ///
    ///     enum FolderDecorator: CellDecorator {
    ///       static func decorate(_ cell: OutlineListCell, with item: OutlineItem<Folder>) {
    ///         var content = cell.defaultContentConfiguration()
    ///         content.text = item.model.name
    ///         cell.contentConfiguration = content
    ///         cell.showOutline(item)
    ///       }
    ///     }
    ///
    /// The accessory's action finds the row where the cell is when it is tapped, in the
    /// collection view a `CollectionViewBridge` shows, and calls
    /// `ListAdapter.toggleOutlineItem(at:)`. The cell's other accessories are kept. The
    /// disclosure points down for an expanded node in an ``OutlineListCell``, which reports
    /// the expansion in its configuration state (UIKit takes it from a diffable section
    /// snapshot otherwise).
    public func showOutline<Model>(_ item: OutlineItem<Model>) {
      showOutline(
        OutlineItemState(
          level: item.level, hasChildren: item.hasChildren, isExpanded: item.isExpanded))
    }

    /// Shows an outline row from its state; see `showOutline(_:)`.
    package func showOutline(_ state: OutlineItemState) {
      indentationLevel = state.level
      var kept = accessories.filter { $0.accessoryType != .outlineDisclosure }
      if state.hasChildren {
        kept.append(
          .outlineDisclosure(options: UICellAccessory.OutlineDisclosureOptions(style: .cell)) {
            [weak self] in
            self?.toggleOutlineNode()
          })
      }
      accessories = kept
      if let outlineCell = self as? OutlineListCell,
        outlineCell.isOutlineExpanded != state.isExpanded
      {
        outlineCell.isOutlineExpanded = state.isExpanded
      }
    }

    /// Expands or collapses the node of the row this cell shows now.
    private func toggleOutlineNode() {
      toggleOutlineNode(in: UICollectionView.self) {
        ($0.dataSource as? CollectionViewDataSourceProxy)?.adapter
      }
    }
  }

  /// A list cell that reports its outline row's expansion in its configuration state, so that
  /// its outline disclosure accessory points down while the node is expanded.
  ///
  /// `showOutline(_:)` sets
  /// ``isOutlineExpanded``; subclass it as you would `UICollectionViewListCell`.
  @MainActor
  open class OutlineListCell: UICollectionViewListCell {
    /// A Boolean value that indicates whether the node the cell shows is expanded.
    public var isOutlineExpanded = false {
      didSet { setNeedsUpdateConfiguration() }
    }

    /// The cell's state, expanded while ``isOutlineExpanded`` is.
    override open var configurationState: UICellConfigurationState {
      var state = super.configurationState
      state.isExpanded = isOutlineExpanded
      return state
    }
  }

  extension UITableViewCell {
    /// Shows an outline row: indents the cell by the item's level and, for a node with
    /// children, shows a disclosure button as its accessory view that expands or collapses the
    /// node.
    ///
    ///     enum FolderRowDecorator: CellDecorator {
    ///       static func decorate(_ cell: UITableViewCell, with item: OutlineItem<Folder>) {
    ///         cell.textLabel?.text = item.model.name
    ///         cell.showOutline(item)
    ///       }
    ///     }
    ///
    /// The button's action finds the row where the cell is when it is tapped, in the table view
    /// a `TableViewBridge` shows, and calls `ListAdapter.toggleOutlineItem(at:)`. For a leaf the
    /// button is removed (an accessory view of the app's own is left alone). To open a node by
    /// tapping its row instead, set `OutlineDataSource.togglesOnSelection`. While the screen
    /// shows an outline, the bridge also answers the table view's
    /// `tableView(_:indentationLevelForRowAt:)` with the row's level.
    public func showOutline<Model>(_ item: OutlineItem<Model>) {
      showOutline(
        OutlineItemState(
          level: item.level, hasChildren: item.hasChildren, isExpanded: item.isExpanded))
    }

    /// Shows an outline row from its state; see `showOutline(_:)`.
    package func showOutline(_ state: OutlineItemState) {
      indentationLevel = state.level
      guard state.hasChildren else {
        if accessoryView is OutlineDisclosureButton { accessoryView = nil }
        return
      }
      let button = accessoryView as? OutlineDisclosureButton ?? OutlineDisclosureButton()
      button.show(isExpanded: state.isExpanded)
      button.toggle = { [weak self] in self?.toggleOutlineNode() }
      accessoryView = button
    }

    /// Expands or collapses the node of the row this cell shows now.
    private func toggleOutlineNode() {
      toggleOutlineNode(in: UITableView.self) {
        ($0.dataSource as? TableViewDataSourceProxy)?.adapter
      }
    }
  }

  /// The disclosure button of a table view's outline row: a chevron that points right for a
  /// collapsed node and down for an expanded one.
  @MainActor
  final class OutlineDisclosureButton: UIButton {
    var toggle: (@MainActor () -> Void)?

    convenience init() {
      self.init(type: .system)
      frame = CGRect(x: 0, y: 0, width: 32, height: 32)
      addAction(UIAction { [weak self] _ in self?.toggle?() }, for: .primaryActionTriggered)
    }

    func show(isExpanded: Bool) {
      setImage(UIImage(systemName: isExpanded ? "chevron.down" : "chevron.right"), for: .normal)
      accessibilityLabel = isExpanded ? "Collapse" : "Expand"
    }
  }

  extension UIView {
    /// Expands or collapses the node of the item this cell shows now in the enclosing view of
    /// type `View`, through the adapter of the bridge that shows it there (`adapterOf`).
    fileprivate func toggleOutlineNode<View: CellShowingView>(
      in _: View.Type, adapterOf: (View) -> ListAdapter?
    ) {
      guard let view = enclosingView(View.self), let cell = self as? View.Cell,
        let indexPath = view.indexPath(for: cell), let adapter = adapterOf(view)
      else { return }
      adapter.toggleOutlineItem(at: indexPath.listPosition)
    }

    /// The nearest view of a class that contains this one.
    fileprivate func enclosingView<View: UIView>(_: View.Type) -> View? {
      var view = superview
      while let current = view {
        if let match = current as? View { return match }
        view = current.superview
      }
      return nil
    }
  }
#endif
