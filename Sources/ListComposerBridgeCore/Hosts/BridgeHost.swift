#if canImport(UIKit)
  import UIKit

  /// The view class of the platform: `UIView`.
  package typealias PlatformView = UIView
  /// The window class of the platform: `UIWindow`.
  package typealias PlatformWindow = UIWindow
#elseif canImport(AppKit)
  import AppKit

  /// The view class of the platform: `NSView`.
  package typealias PlatformView = NSView
  /// The window class of the platform: `NSWindow`.
  package typealias PlatformWindow = NSWindow
#endif

#if canImport(UIKit) || canImport(AppKit)
  import ListComposer
  import ListComposerAdapter

  /// A view a bridge's host shows sections of items in: `UITableView`, `UICollectionView` and
  /// `NSCollectionView` (an `NSTableView` shows rows, through a `FlatRowHost`).
  @MainActor
  package protocol SectionedView: ReloadingView {
    /// The window the view is in, or `nil`.
    var window: PlatformWindow? { get }
    /// The number of sections the view holds.
    var numberOfSections: Int { get }
    /// The number of items (or rows) the view holds in a section.
    func numberOfItems(inSection section: Int) -> Int
    /// The view drawn behind the items.
    var backgroundView: PlatformView? { get set }
  }

  /// A bridge's host of a ``SectionedView``: what every such host answers the same way, decided
  /// once for UIKit's table and collection views and AppKit's collection view. A host that is
  /// not live (a dry run, see `BridgeAdapter`) checks registrations but registers nothing,
  /// never reloads and never changes the view.
  @MainActor
  package protocol BridgeHost: ListHostView {
    associatedtype View: SectionedView
    /// The view, held weakly, or `nil` once it is gone.
    var view: View? { get }
    /// Whether the host changes the view: `false` for a dry run.
    var isLive: Bool { get }
    /// Runs after each batch is handed to the view.
    var didApplyBatch: (@MainActor () -> Void)? { get }
    /// Hands `update` to `view` in one `performBatchUpdates`, animated as `animation` says, and
    /// calls `completion` when the view is done with it.
    func perform(
      _ update: BatchUpdate, animation: ListAnimation, in view: View,
      completion: @escaping @MainActor () -> Void)
    /// Keeps the reader's place the adapter gave the host (`ScrollingListHost.keep(_:)`), once
    /// the view shows the rows of a batch or a reload. The default does nothing.
    func keepPendingPlace()
  }

  extension BridgeHost {
    /// `window != nil`: a view that is not in a window is reloaded instead of animated (a table
    /// view out of a window asks for data out of order when it animates).
    package var isReadyForAnimatedUpdates: Bool { view?.window != nil }

    /// The items per section the view holds: a view whose counts are stale reads them from its
    /// data source first, so the adapter's pre-flight of a batch sees what
    /// `performBatchUpdates` would check against; `nil` for a host that is not live.
    package var displayedItemCounts: [Int]? {
      guard isLive, let view else { return nil }
      return (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
    }

    package var didApplyBatch: (@MainActor () -> Void)? { nil }

    package func keepPendingPlace() {}

    /// Writes `message` to the unified log (`BridgeLog`).
    package func log(_ message: String) {
      BridgeLog.write(message)
    }

    package func reloadData() {
      guard isLive else { return }
      view?.reloadData()
      keepPendingPlace()
    }

    /// Applies a batch in one `performBatchUpdates` (see ``perform(_:animation:in:completion:)``).
    package func applyBatch(_ update: BatchUpdate, animation: ListAnimation) throws {
      try applyBatch(update, animation: animation, completion: {})
    }

    /// Applies a batch as `applyBatch(_:animation:)` does and calls `completion` when the view
    /// is done with it; at once for a host that is not live or a view that is gone.
    package func applyBatch(
      _ update: BatchUpdate, animation: ListAnimation,
      completion: @escaping @MainActor () -> Void
    ) throws {
      guard isLive, let view else {
        completion()
        return
      }
      perform(update, animation: animation, in: view, completion: completion)
      keepPendingPlace()
      didApplyBatch?()
    }

    /// A view subclass of the platform created with `init()` (that is, `init(frame: .zero)`);
    /// `nil` for any other type, or a host that is not live. The view sizes its background view
    /// to its bounds.
    package func makeBackgroundView(ofType type: any AnyObject.Type) -> AnyObject? {
      guard isLive, let viewType = type as? PlatformView.Type else { return nil }
      return viewType.init()
    }

    /// Sets the view's `backgroundView`, which the platform draws behind the items and keeps
    /// reachable by VoiceOver (the host never hides it).
    package func setBackgroundView(_ backgroundView: AnyObject?) {
      guard isLive else { return }
      view?.backgroundView = backgroundView as? PlatformView
    }
  }
#endif
