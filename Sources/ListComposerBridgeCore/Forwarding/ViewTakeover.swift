#if canImport(ObjectiveC)
  import Foundation
  import ListComposer
  import ListComposerAdapter

  /// A view whose data a bridge reloads: `UITableView`, `UICollectionView`, `NSTableView` and
  /// `NSCollectionView` all answer `reloadData()`.
  @MainActor
  package protocol ReloadingView: AnyObject {
    /// Reloads everything the view shows from its data source.
    func reloadData()
  }

  /// What a bridge does to the view it shows a source in, decided once for the UIKit and AppKit
  /// bridges: it takes over the view's delegate-like properties with its proxies (adopting the
  /// app's objects, or those behind a replaced bridge's proxies), gives them back when it
  /// detaches, and sets its delegate again when the size questions its delegate answers change.
  ///
  ///     takeover = ViewTakeover(
  ///       tableView, adapter: adapter, dataSource: dataSourceSlot, delegate: delegateSlot)
  ///     takeover.start()   // the proxies are the table view's; it is reloaded
  ///     takeover.detach()  // the app's objects are the table view's again; it is reloaded
  ///
  /// The data source decides whether the bridge still shows in the view: a bridge that
  /// replaced this one installed its own, and this one then changes nothing on detaching.
  @MainActor
  package final class ViewTakeover<View: ReloadingView> {
    /// The adapter that shows the source in the view.
    package let adapter: ListAdapter
    /// The view, or `nil` once it is gone.
    package private(set) weak var view: View?
    private let slots: [ViewSlot<View>]
    private let reinstallDelegate: @MainActor (View?) -> Void

    /// Creates the takeover of `view`'s `dataSource` and `delegate` slots and of `others`
    /// (a prefetch data source, say), installed in that order.
    package init<DataSource, Delegate>(
      _ view: View, adapter: ListAdapter, dataSource: ProxySlot<View, DataSource>,
      delegate: ProxySlot<View, Delegate>, others: [ViewSlot<View>] = []
    ) {
      self.view = view
      self.adapter = adapter
      slots = [ViewSlot(dataSource), ViewSlot(delegate)] + others
      reinstallDelegate = { delegate.setAppObject(delegate.appObject, in: $0) }
    }

    /// Whether the bridge still shows in the view: its data source is the view's.
    package var isShowing: Bool {
      guard let view, let dataSource = slots.first else { return false }
      return dataSource.isInstalled(view)
    }

    /// Puts the proxies in the view (adopting what it had) and reloads it.
    package func start() {
      guard let view else { return }
      for slot in slots { slot.install(view) }
      adapter.reloadData()
    }

    /// Sets the delegate proxy again when `answeredMessagesChanged` returns `true` (the view
    /// caches which messages its delegate answers), and then runs `relayout`, while the bridge
    /// shows in the view: a source's sizes were given or removed.
    package func sizesDidChange(
      answeredMessagesChanged: () -> Bool, relayout: (View) -> Void = { _ in }
    ) {
      guard let view, isShowing else { return }
      if answeredMessagesChanged() { reinstallDelegate(view) }
      relayout(view)
    }

    /// Stops observing the source, runs `undo` (what else the bridge added to the view) while
    /// the bridge still shows in it, gives the view back the app's objects and reloads it.
    package func detach(undoing undo: (View) -> Void = { _ in }) {
      adapter.detach()
      if let view, isShowing { undo(view) }
      for slot in slots { slot.restore(view) }
      view?.reloadData()
    }
  }

  /// One of a view's properties that a bridge takes over, whatever the type of its value.
  @MainActor
  package struct ViewSlot<View: AnyObject> {
    fileprivate let install: @MainActor (View) -> Void
    fileprivate let restore: @MainActor (View?) -> Void
    fileprivate let isInstalled: @MainActor (View) -> Bool

    /// The slot `slot` takes over.
    package init<Value>(_ slot: ProxySlot<View, Value>) {
      install = slot.install(in:)
      restore = slot.restore(in:)
      isInstalled = slot.isInstalled(in:)
    }
  }
#endif
