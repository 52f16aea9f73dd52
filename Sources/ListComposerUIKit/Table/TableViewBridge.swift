#if canImport(UIKit)
  import ListComposer
  import ListComposerAdapter
  import ListComposerBridgeCore
  import UIKit

  /// Shows a ListComposer data source in a `UITableView` and animates every change it publishes.
  ///
  ///     bridge = try TableViewBridge(screen, tableView: tableView)  // keep a reference
  ///     bridge.delegate = self  // row heights, swipe actions, scrolling: still yours
  ///     bridge.adapter.setHandlers(SourceHandlers(rowHeight: { _, _ in 52 }), for: contacts)
  ///
  /// The bridge is a thin host of a `ListAdapter`: its objects become the table view's data
  /// source, prefetch data source and delegate, and forward each question to the adapter, which
  /// decides everything (registration, including children added later; reloading instead of
  /// animating while the table is not in a window; checking every batch before UIKit sees it; routing
  /// events to the child that owns the row). Those decisions are tested on Linux through the headless views.
  ///
  /// - **Your delegate keeps working.** Set it with ``delegate`` (a delegate the table view had,
  ///   from a storyboard say, is adopted): the bridge handles selection, highlight and display
  ///   events and passes them on, and forwards every other delegate message, so row heights,
  ///   header views and scroll events are yours as before. Where your delegate answers a
  ///   question the sources answer too (a row's or section's height, a header or footer view,
  ///   an editing style, a target row for a move, swipe actions, a context menu), its answer
  ///   wins; a touch (`willSelectRowAt`,
  ///   `willDeselectRowAt`, `shouldHighlightRowAt`) happens only when both the row's source and
  ///   your delegate allow it. Do not set `tableView.delegate` yourself while the bridge shows a
  ///   source.
  /// - **Your data source keeps working** for what the bridge does not answer (the edits and
  ///   moves of rows no source handles): set it with ``dataSource`` (one the table view had is
  ///   adopted). Its `canMoveRowAt` answer and its section index, when it gives one, win over
  ///   the sources' (`ListAdapter.sectionIndexTitles`).
  /// - **Sizes per child.** A source gives its rows' heights and estimates
  ///   (`SourceHandlers.rowHeight`) and its sections' header and footer heights
  ///   (`SourceHandlers.supplementaryHeights`), with the typed model; rows and sections
  ///   no source sizes are automatic. The table view is asked a height question only while a
  ///   source (or your delegate) answers it, so a screen without sizes lays out exactly as it
  ///   would without the bridge; giving or removing sizes reloads the table view.
  /// - **Header and footer views.** A source's `SupplementaryDecorator` of kind
  ///   `SupplementaryKind.header` or `.footer`, whose view is a `UITableViewHeaderFooterView`
  ///   subclass, is registered and dequeued by the table view and shown for each of its
  ///   sections, at an automatic height unless a source gives one; a section without one shows
  ///   its title.
  /// - **Nibs and storyboard prototypes are kept.** A reuse identifier for which the table view
  ///   already creates cells of the source's cell class (a prototype cell, or a nib or class you
  ///   registered) keeps that registration; pass nibs to the initializer to register them first.
  ///   A cell class that names its nib (`NibNamedCell`) is registered from that nib.
  /// - **Editing by hand** is routed to the source that owns the row, with the row's typed
  ///   model: swipe to delete (`SourceHandlers.delete`), reordering in
  ///   editing mode (`SourceHandlers.move`; a row that can only move shows its reorder
  ///   control and no delete control), swipe actions (`SourceHandlers` swipe actions), context
  ///   menus (`SourceHandlers.contextMenu`) and touch rules (`SourceHandlers.touchRules`). An action the
  ///   user picks runs for the row where it is then, or not at all if it is gone. Rows no
  ///   source handles are edited by your data source and delegate, as without the bridge.
  /// - **Accessibility**: a section's title header is a VoiceOver heading; a row's swipe and
  ///   menu actions are its accessibility custom actions, beside the cell's own; with
  ///   ``announcesPositions``, a row's hint says where it is ("row 3 of 12 in Messages").
  /// - **Failures are reported, not hidden.** A cell the source cannot provide becomes an empty
  ///   cell (UIKit needs one), and the failure goes to the adapter's `onFailure` and to the
  ///   unified log (subsystem `ListComposer`, category `UIKit`).
  /// - **Animation** is the adapter's `animation` for every batch, or its `withAnimation(_:_:)` for
  ///   some.
  ///
  /// The bridge holds the adapter, which holds the source. Deallocating the bridge, or calling
  /// ``detach()``, stops observing the source; a new bridge on the same table view detaches the
  /// previous one once it is shown, so a bridge whose construction throws leaves the previous
  /// one working. An app's delegate or data source that is deallocated while the table view
  /// lives on is no longer asked (the messages the table view still sends are answered as
  /// no-ops).
  @MainActor
  public final class TableViewBridge: NSObject {
    /// The adapter that connects the source to the table view: set `onFailure`,
    /// `onItemEvent`, and what users may do to the sources' items (delete, move, swipe actions,
    /// context menus, touch rules) on it.
    public let adapter: ListAdapter

    /// The table view shown in, or `nil` once it is gone.
    public var tableView: UITableView? { takeover.view }

    private let host: TableViewHost
    private let delegateProxy: TableViewDelegateProxy
    private let delegateSlot: ProxySlot<UITableView, any UITableViewDelegate>
    private let dataSourceSlot: ProxySlot<UITableView, any UITableViewDataSource>
    private let prefetchSlot: ProxySlot<UITableView, any UITableViewDataSourcePrefetching>
    private let takeover: ViewTakeover<UITableView>

    /// Shows a source in a table view.
    ///
    /// Registers `nibs` under their reuse identifiers, then the source's cell classes for
    /// identifiers the table view cannot already create cells for; becomes the table view's
    /// data source, prefetch data source and delegate (adopting the ones it had); and reloads it.
    /// A bridge that showed a source in the table view is detached once this one succeeds.
    ///
    /// - Parameters:
    ///   - source: The source to show, usually the root of a composition.
    ///   - tableView: The table view to show it in.
    ///   - nibs: Nibs to register for reuse identifiers, instead of the cell classes.
    /// - Throws: `ListError` when the source belongs to a composition or another
    ///   view, or two of its cell types share a reuse identifier.
    public init(_ source: some DataSource, tableView: UITableView, nibs: [String: UINib] = [:])
      throws(ListError)
    {
      for (identifier, nib) in nibs where !identifier.isEmpty {
        tableView.register(nib, forCellReuseIdentifier: identifier)
      }
      tableView.register(
        UITableViewCell.self, forCellReuseIdentifier: BridgeReuseIdentifier.placeholder)
      let (adapter, host) = try BridgeAdapter.make(
        showing: source,
        replacing: (tableView.dataSource as? TableViewDataSourceProxy)?.adapter,
        keepingRegistrationsOf: Set(nibs.keys)
      ) { isLive in TableViewHost(tableView, isLive: isLive) }
      self.adapter = adapter
      self.host = host
      let dataSourceProxy = TableViewDataSourceProxy(adapter: adapter)
      let delegateProxy = TableViewDelegateProxy(adapter: adapter, dataSource: dataSourceProxy)
      dataSourceProxy.delegateProxy = delegateProxy
      self.delegateProxy = delegateProxy
      host.didApplyBatch = { [weak delegateProxy, weak tableView] in
        guard let tableView else { return }
        delegateProxy?.accessibility.refreshOnNextTurn(in: tableView)
        // A table view reads its section index again only on a reload or when told to.
        tableView.reloadSectionIndexTitles()
      }
      delegateSlot = ProxySlot(\.delegate, proxy: delegateProxy)
      dataSourceSlot = ProxySlot(\.dataSource, proxy: dataSourceProxy)
      prefetchSlot = ProxySlot(
        \.prefetchDataSource, proxy: TableViewPrefetchProxy(adapter: adapter))
      takeover = ViewTakeover(
        tableView, adapter: adapter, dataSource: dataSourceSlot, delegate: delegateSlot,
        others: [ViewSlot(prefetchSlot)])
      super.init()
      _ = delegateProxy.updateAnsweredMessages()
      host.didRegisterSupplementaryView = { [weak self] in self?.updateAnsweredMessages() }
      adapter.onSizesChange = { [weak self] in self?.sizesDidChange() }
      takeover.start()
    }

    /// Lets the table view ask the height and header questions the sources answer now: it
    /// caches which messages its delegate answers, so the proxy is set again when that changed.
    private func updateAnsweredMessages() {
      takeover.sizesDidChange(answeredMessagesChanged: delegateProxy.updateAnsweredMessages)
    }

    /// A source's heights were given or removed: the table view asks for every height again.
    private func sizesDidChange() {
      takeover.sizesDidChange(answeredMessagesChanged: delegateProxy.updateAnsweredMessages) {
        _ in self.adapter.reloadData()
      }
    }

    /// The app's own delegate: it receives every delegate message, including the selection,
    /// highlight and display events the bridge handles first. Held weakly.
    public weak var delegate: (any UITableViewDelegate)? {
      get { delegateSlot.appObject }
      set { delegateSlot.setAppObject(newValue, in: tableView) }
    }

    /// The app's own data source: it receives the optional data-source messages the bridge does
    /// not answer and the edits and moves of rows no source lets the user delete or move, and
    /// its section index, when it gives one, wins over the sources'. Held weakly.
    public weak var dataSource: (any UITableViewDataSource)? {
      get { dataSourceSlot.appObject }
      set { dataSourceSlot.setAppObject(newValue, in: tableView) }
    }

    /// The app's own prefetch data source: it hears of prefetching after the sources. Held
    /// weakly.
    public weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)? {
      get { prefetchSlot.appObject }
      set { prefetchSlot.setAppObject(newValue, in: tableView) }
    }

    /// A Boolean value that indicates whether each row tells VoiceOver where it is, as its
    /// accessibility hint: "row 3 of 12 in Messages", its place in its section of the source
    /// that shows it (see `ListAdapter.accessibilityPosition(at:)`).
    ///
    ///     bridge.announcesPositions = true
    ///
    /// The hints follow insertions, deletions and moves. The default, `false`, leaves the
    /// cells' hints alone; turning it off leaves the hints already set until the cells show
    /// other rows.
    public var announcesPositions: Bool {
      get { delegateProxy.accessibility.announcesPositions }
      set {
        delegateProxy.accessibility.announcesPositions = newValue
        if let tableView { delegateProxy.accessibility.refresh(in: tableView) }
      }
    }

    /// Stops showing the source: stops observing it and gives the table view back its own data
    /// source, delegate and prefetch data source. The source is then free to be shown elsewhere.
    public func detach() {
      takeover.detach()
    }
  }
#endif
