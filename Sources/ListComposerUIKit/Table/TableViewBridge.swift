#if canImport(UIKit)
  import ListComposer
  import UIKit

  /// Shows a ListComposer data source in a `UITableView` and animates every change it publishes.
  ///
  ///     bridge = try TableViewBridge(screen, tableView: tableView)  // keep a reference
  ///     bridge.delegate = self  // row heights, swipe actions, scrolling: still yours
  ///
  /// The bridge is a thin host of a `ListAdapter`: it becomes the table view's data source,
  /// prefetch data source and delegate, and forwards each question to the adapter, which decides
  /// everything (registration, including children added later; reloading instead of animating
  /// while the table is not in a window; recovering from a rejected batch; routing events to the
  /// child that owns the row). Those decisions are tested on Linux through the headless views.
  ///
  /// - **Your delegate keeps working.** Set it with ``delegate`` (a delegate the table view had,
  ///   from a storyboard say, is adopted): the bridge handles selection, highlight and display
  ///   events and passes them on, and forwards every other delegate message, so row heights,
  ///   header views, swipe actions and scroll events are yours as before. Do not set
  ///   `tableView.delegate` yourself while the bridge shows a source.
  /// - **Nibs and storyboard prototypes are kept.** A reuse identifier for which the table view
  ///   already creates cells of the source's cell class (a prototype cell, or a nib or class you
  ///   registered) keeps that registration; pass nibs to the initializer to register them first.
  /// - **Swipe to delete** is routed to the source that allows it: see
  ///   `ListAdapter.allowDeleting(in:where:delete:)`.
  /// - **Failures are reported, not hidden.** A cell the source cannot provide becomes an empty
  ///   cell (UIKit needs one), and the failure goes to the adapter's `onFailure` and to the
  ///   unified log (``ListComposerLog``).
  /// - **Animation** is ``animation`` for every batch, or ``withAnimation(_:_:)`` for some.
  ///
  /// The bridge holds the adapter, which holds the source. Deallocating the bridge, or calling
  /// ``detach()``, stops observing the source; a new bridge (or adapter) on the same table view
  /// detaches the previous one.
  @MainActor
  public final class TableViewBridge: NSObject {
    /// The reuse identifier of the empty cells shown for rows the source could not provide.
    public static let placeholderReuseIdentifier = "ListComposer.placeholder"

    /// The adapter that connects the source to the table view: set `onFailure`,
    /// `onItemEvent` and the sources users may delete from on it.
    public let adapter: ListAdapter

    /// The table view shown in, or `nil` once it is gone.
    public private(set) weak var tableView: UITableView?

    let delegateProxy: TableViewDelegateProxy
    weak var appPrefetchDataSource: (any UITableViewDataSourcePrefetching)?

    /// Shows a source in a table view.
    ///
    /// Registers `nibs` under their reuse identifiers, then the source's cell classes for
    /// identifiers the table view cannot already create cells for; becomes the table view's
    /// data source, prefetch data source and delegate (adopting the delegate and prefetch data
    /// source it had); and reloads it.
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
        UITableViewCell.self, forCellReuseIdentifier: Self.placeholderReuseIdentifier)
      let adapter = try ListAdapter(
        source: source, view: tableView, keepingRegistrationsOf: Set(nibs.keys))
      self.adapter = adapter
      self.tableView = tableView
      delegateProxy = TableViewDelegateProxy(adapter: adapter)
      super.init()
      // Adopt the app's delegate and prefetch data source; from a bridge this one replaces,
      // the app's behind it (never the old bridge, whose source this view no longer shows).
      if let previous = tableView.delegate as? TableViewDelegateProxy {
        delegateProxy.target.object = previous.appDelegate
      } else {
        delegateProxy.target.object = tableView.delegate
      }
      if let previous = tableView.prefetchDataSource as? TableViewBridge {
        appPrefetchDataSource = previous.appPrefetchDataSource
      } else {
        appPrefetchDataSource = tableView.prefetchDataSource
      }
      tableView.dataSource = self
      tableView.delegate = delegateProxy
      tableView.prefetchDataSource = self
      adapter.reloadData()
    }

    /// The app's own delegate: it receives every delegate message, including the selection,
    /// highlight and display events the bridge handles first. Held weakly.
    public weak var delegate: (any UITableViewDelegate)? {
      get { delegateProxy.appDelegate }
      set {
        delegateProxy.target.object = newValue
        // UIKit caches which messages a delegate answers when it is set.
        guard let tableView, tableView.delegate === delegateProxy else { return }
        tableView.delegate = nil
        tableView.delegate = delegateProxy
      }
    }

    /// The source shown.
    public var source: AnyDataSource { adapter.source }

    /// How batches are animated unless ``withAnimation(_:_:)`` says otherwise; `.none` applies
    /// them without animation.
    public var animation: ListAnimation {
      get { adapter.animation }
      set { adapter.animation = newValue }
    }

    /// Runs `body` with every batch it causes animated as `animation`.
    ///
    ///     try bridge.withAnimation(.none) { try messages.remove(at: first) }
    public func withAnimation<Result, Failure: Error>(
      _ animation: ListAnimation, _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
      try adapter.withAnimation(animation, body)
    }

    /// A Boolean value that indicates whether the bridge still applies the source's changes.
    public var isObserving: Bool { adapter.isObserving }

    /// Stops showing the source: stops observing it, gives the table view back its own delegate
    /// and prefetch data source, and leaves it without a data source. The source is then free
    /// to be shown elsewhere.
    public func detach() {
      adapter.detach()
      guard let tableView else { return }
      if tableView.dataSource === self { tableView.dataSource = nil }
      if tableView.delegate === delegateProxy { tableView.delegate = delegate }
      if tableView.prefetchDataSource === self {
        tableView.prefetchDataSource = appPrefetchDataSource
      }
      tableView.reloadData()
    }
  }
#endif
