#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ListComposer
  import ListComposerAdapter
  import ListComposerBridgeCore

  /// Shows a ListComposer data source in a view-based `NSTableView` and animates every change it
  /// publishes: the same composed sources, decorators and handlers an iOS app shows in a
  /// `UITableView`.
  ///
  ///     bridge = try TableViewBridge(screen, tableView: tableView)  // keep a reference
  ///     bridge.delegate = self  // row heights, row views, sorting: still yours
  ///
  /// `NSTableView` has no sections: each section with a header (a header decorator or a title)
  /// becomes a group row, followed by its items, and a section with a footer (a footer
  /// decorator or a title) ends with a footer row, an ordinary row that is never selected,
  /// moved or given actions. The bridge is a thin host of portable code: a
  /// `FlatRowHost` keeps the rows and positions in step and translates every
  /// batch into the sequential row operations `NSTableView` applies, and the
  /// `ListAdapter` behind it decides everything else (registration, reloading
  /// instead of animating while the table is not in a window, checking every batch first,
  /// routing events to the child that owns the row). Both are tested on Linux.
  ///
  /// - **Cells** are the decorators' `NSTableCellView` (or any `NSView`) subclasses, made from
  ///   their class with `init(frame:)` and reused by identifier, or from a nib: one you pass
  ///   to the initializer, or the one the cell class names (`NibNamedCell`). Group rows show
  ///   the section's header decorator's view, else its title; footer rows its footer
  ///   decorator's view (in ``cellColumn``), else its footer title. A header or footer view
  ///   whose decorator refreshes with its items is filled again in place after each change.
  /// - **Several columns**: the decorators' cells fill ``cellColumn`` (the first column unless
  ///   you set it); give other columns views per source with
  ///   ``setColumn(_:for:as:_:)``, or answer `tableView(_:viewFor:row:)` in your delegate.
  /// - **Row heights per child**: a source gives its rows' heights
  ///   (`SourceHandlers.rowHeight`) and its group rows' heights (its header
  ///   heights, `SourceHandlers.supplementaryHeights`), with the typed model; the other
  ///   rows are the table view's `rowHeight` tall. The table view is asked for row heights only
  ///   while a source (or your delegate, whose answer wins) gives them, and giving or removing
  ///   heights makes it measure its rows again.
  /// - **Selection** reaches the owning source as select and deselect events (`onSelect`), then
  ///   your delegate's `tableViewSelectionDidChange(_:)`; group rows cannot be selected unless
  ///   your delegate says so.
  /// - **Editing by hand**: the user reorders rows by dragging them within the table view
  ///   (`SourceHandlers.move`; one row at a time), swipes for row actions
  ///   (`SourceHandlers` swipe actions; a Delete on the trailing edge of the rows a source lets
  ///   the user delete, `SourceHandlers.delete`, when it gives no trailing actions),
  ///   opens a context menu with a secondary click (`SourceHandlers.contextMenu`; the bridge sets the
  ///   table view's `menu` only when it has none), and is refused selecting or deselecting a row
  ///   (`SourceHandlers.touchRules`). An action the user picks runs for the item where the table view
  ///   shows it then. Your delegate or data source wins wherever it answers the question itself
  ///   (except for a drag of the bridge's own rows, which only the bridge starts).
  /// - **Accessibility**: an item's actions are its view's accessibility custom actions, and
  ///   VoiceOver's Headings rotor moves between group rows (AppKit has no heading role).
  /// - **Failures are reported, not hidden**: to the adapter's `onFailure` and to the unified log
  ///   (subsystem `ListComposer`, category `AppKit`).
  @MainActor
  public final class TableViewBridge: NSObject {
    /// The adapter that connects the source to the table view: set `onFailure`, `onItemEvent`
    /// and the sources users may delete from on it.
    public let adapter: ListAdapter

    /// The portable host that maps the adapter's sections to the table's rows.
    public let rows: FlatRowHost

    /// The table view shown in, or `nil` once it is gone.
    public var tableView: NSTableView? { takeover.view }

    /// The column the decorators' cells fill; `nil` means the table's first column.
    public var cellColumn: NSUserInterfaceItemIdentifier? {
      get { tableRows.cellColumn }
      set { tableRows.cellColumn = newValue }
    }

    let tableRows: TableViewRows
    private let delegateSlot: ProxySlot<NSTableView, any NSTableViewDelegate>
    private let dataSourceSlot: ProxySlot<NSTableView, any NSTableViewDataSource>
    private let delegateProxy = TableViewDelegateProxy()
    private let takeover: ViewTakeover<NSTableView>
    private let contextMenu = TableViewContextMenu()
    private let headings = GroupRowHeadings()
    var columnProviders: [NSUserInterfaceItemIdentifier: ProvidersBySource<ColumnProvider>] = [:]

    /// Makes the view of a column for a model, given the model and the table view.
    public typealias ColumnProvider = @MainActor (Any, NSTableView) -> NSView?

    /// Shows a source in a table view.
    ///
    /// Registers `nibs` under their reuse identifiers (the source's cell classes are made for
    /// the other identifiers); becomes the table view's data source and delegate (adopting the
    /// delegate and data source it had); adds its private row type to the table view's dragged
    /// types, its context menu when the table view has no `menu`, and a Headings rotor to its
    /// accessibility rotors; and reloads it. A bridge that showed a source in the table view is
    /// detached once this one succeeds, so a bridge whose construction throws leaves the
    /// previous one working.
    ///
    /// - Parameters:
    ///   - source: The source to show, usually the root of a composition.
    ///   - tableView: The view-based table view to show it in.
    ///   - nibs: Nibs to register for reuse identifiers, instead of the cell classes.
    /// - Throws: `ListError` when the source belongs to a composition or another
    ///   view, or two of its cell types share a reuse identifier.
    public init(_ source: some DataSource, tableView: NSTableView, nibs: [String: NSNib] = [:])
      throws(ListError)
    {
      for (identifier, nib) in nibs where !identifier.isEmpty {
        tableView.register(nib, forIdentifier: NSUserInterfaceItemIdentifier(identifier))
      }
      let tableRows = TableViewRows(tableView: tableView, isLive: true)
      let dryRunRows = TableViewRows(tableView: tableView, isLive: false)
      let (adapter, host) = try BridgeAdapter.make(
        showing: source,
        replacing: (tableView.dataSource as? TableViewDataSourceProxy)?.rows.adapter,
        keepingRegistrationsOf: Set(nibs.keys)
      ) { isLive in FlatRowHost(view: isLive ? tableRows : dryRunRows) }
      self.adapter = adapter
      self.rows = host
      self.tableRows = tableRows
      delegateSlot = ProxySlot(\.delegate, proxy: delegateProxy)
      dataSourceSlot = ProxySlot(\.dataSource, proxy: TableViewDataSourceProxy(rows: host))
      takeover = ViewTakeover(
        tableView, adapter: adapter, dataSource: dataSourceSlot, delegate: delegateSlot)
      super.init()
      host.adapter = adapter
      delegateProxy.bridge = self
      contextMenu.bridge = self
      headings.bridge = self
      _ = delegateProxy.updateAnsweredMessages()
      adapter.onSizesChange = { [weak self] in self?.sizesDidChange() }
      TableViewDataSourceProxy.registerRowType(in: tableView)
      contextMenu.install(in: tableView)
      headings.install(in: tableView)
      observeScrolling(of: tableView)
      takeover.start()
    }

    /// A source's heights were given or removed: the table view is given its delegate again
    /// when whether it answers `tableView(_:heightOfRow:)` changed (the table view caches it),
    /// and measures every row again.
    private func sizesDidChange() {
      takeover.sizesDidChange(answeredMessagesChanged: delegateProxy.updateAnsweredMessages) {
        $0.noteHeightOfRows(withIndexesChanged: IndexSet(integersIn: 0..<$0.numberOfRows))
      }
    }

    /// The app's own delegate: it receives every delegate message, including the selection and
    /// display events the bridge handles first. Held weakly.
    public weak var delegate: (any NSTableViewDelegate)? {
      get { delegateSlot.appObject }
      set { delegateSlot.setAppObject(newValue, in: tableView) }
    }

    /// The app's own data source: it receives the optional data-source messages the bridge does
    /// not answer (sort descriptors, drags other than the bridge's own row drags), and wins
    /// over the bridge's row dragging when it writes dragged rows itself. Held weakly.
    public weak var dataSource: (any NSTableViewDataSource)? {
      get { dataSourceSlot.appObject }
      set { dataSourceSlot.setAppObject(newValue, in: tableView) }
    }

    /// Shows the views `makeView` returns in a column for the rows of a source's models (and of
    /// the children of a composition that have no provider of their own).
    ///
    ///     bridge.setColumn(dateColumn, for: messages, as: Message.self) { message, table in
    ///       NSTextField(labelWithString: message.date.formatted())
    ///     }
    public func setColumn<Model>(
      _ column: NSUserInterfaceItemIdentifier, for source: some DataSource,
      as model: Model.Type = Model.self,
      _ makeView: @escaping @MainActor (Model, NSTableView) -> NSView?
    ) {
      columnProviders[column, default: ProvidersBySource()].set(
        { value, tableView in (value as? Model).flatMap { makeView($0, tableView) } },
        for: source)
      tableView?.reloadData()
    }

    /// Stops showing the source: stops observing it, gives the table view back its own data
    /// source and delegate, and takes away what the bridge added (its dragged row type, its
    /// context menu, its Headings rotor) unless another bridge shows a source there now.
    public func detach() {
      takeover.detach { tableView in
        TableViewDataSourceProxy.unregisterRowType(in: tableView)
        contextMenu.remove(from: tableView)
        headings.remove(from: tableView)
      }
    }
  }

#endif
