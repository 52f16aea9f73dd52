#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ListComposer
  import ListComposerAdapter

  /// A table cell view for an outline row in the `NSTableView` a `TableViewBridge` shows:
  /// indented by the row's level, with a disclosure triangle for a node with children that
  /// expands or collapses it.
  ///
  ///     enum FolderDecorator: CellDecorator {
  ///       static func decorate(_ cell: OutlineTableCellView, with item: OutlineItem<Folder>) {
  ///         cell.textField?.stringValue = item.model.name
  ///         cell.showOutline(item)
  ///       }
  ///     }
  ///
  /// The triangle's action finds the row where the cell is when it is clicked and calls the
  /// bridge's `FlatRowHost.toggleOutlineItem(atRow:)`, which routes it to the outline that
  /// shows the row through any depth of composition. For the arrow keys, call
  /// `bridge.rows.expandOutlineItem(atRow:)` and `collapseOutlineItem(atRow:)` with the
  /// selected row from your table view's `keyDown(with:)`.
  ///
  /// Why `NSTableView` and not `NSOutlineView`: an outline is one source among others in a
  /// screen, composed with sections, group rows and other children that `NSOutlineView` would
  /// have to see as a tree of its own. Its data source asks for items by parent and caches them
  /// by object identity, and it expands and collapses by itself; a bridge would have to mirror
  /// the whole screen as a tree and keep two expansion states in step. Showing the outline's
  /// rows as flat rows keeps one state, in the portable `OutlineDataSource`, and every change
  /// arrives as the same row batch as any other source's; the cell draws what the row's item
  /// says.
  @MainActor
  open class OutlineTableCellView: NSTableCellView {
    /// The width of one level of indentation, in points; 16 by default.
    public var indentationWidth: CGFloat = 16 {
      didSet { leading.constant = 2 + CGFloat(level) * indentationWidth }
    }

    /// The disclosure triangle: shown for a node with children, on while it is expanded.
    public let disclosureButton = NSButton(title: "", target: nil, action: nil)

    private var level = 0
    private lazy var leading = disclosureButton.leadingAnchor.constraint(
      equalTo: leadingAnchor, constant: 2)

    /// Creates a cell view with a disclosure triangle and a text field.
    override public init(frame frameRect: NSRect) {
      super.init(frame: frameRect)
      setUp()
    }

    /// Creates a cell view from a nib or storyboard, adding the disclosure triangle and, when
    /// the archive has none, a text field.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      setUp()
    }

    private func setUp() {
      disclosureButton.bezelStyle = .disclosure
      disclosureButton.setButtonType(.pushOnPushOff)
      disclosureButton.target = self
      disclosureButton.action = #selector(toggleOutlineNode(_:))
      disclosureButton.translatesAutoresizingMaskIntoConstraints = false
      addSubview(disclosureButton)
      let label = textField ?? NSTextField(labelWithString: "")
      if textField == nil {
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        textField = label
        NSLayoutConstraint.activate([
          label.leadingAnchor.constraint(equalTo: disclosureButton.trailingAnchor, constant: 4),
          label.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -2),
          label.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
      }
      NSLayoutConstraint.activate([
        leading, disclosureButton.centerYAnchor.constraint(equalTo: centerYAnchor),
      ])
    }

    /// Shows an outline row: indents the triangle and text by the item's level, and shows the
    /// triangle, open while the node is expanded, only for a node with children.
    public func showOutline<Model>(_ item: OutlineItem<Model>) {
      showOutline(
        OutlineItemState(
          level: item.level, hasChildren: item.hasChildren, isExpanded: item.isExpanded))
    }

    /// Shows an outline row from its state; see `showOutline(_:)`.
    public func showOutline(_ state: OutlineItemState) {
      level = max(0, state.level)
      leading.constant = 2 + CGFloat(level) * indentationWidth
      // A leaf keeps the triangle's room, so its text lines up with its siblings'.
      disclosureButton.isHidden = !state.hasChildren
      disclosureButton.state = state.isExpanded ? .on : .off
      disclosureButton.setAccessibilityLabel(state.isExpanded ? "Collapse" : "Expand")
    }

    /// Expands or collapses the node of the row this cell shows now.
    @objc private func toggleOutlineNode(_ sender: NSButton) {
      var view = superview
      while let current = view, !(current is NSTableView) { view = current.superview }
      let row = (view as? NSTableView)?.row(for: self) ?? -1
      let proxy = (view as? NSTableView)?.dataSource as? TableViewDataSourceProxy
      // The button flipped its state when clicked: the row's reconfigure sets it from the
      // node; a click that changed nothing flips it back.
      if proxy?.rows.toggleOutlineItem(atRow: row) != true {
        sender.state = sender.state == .on ? .off : .on
      }
    }
  }
#endif
