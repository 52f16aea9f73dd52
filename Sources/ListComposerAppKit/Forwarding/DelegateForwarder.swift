#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import Foundation

  /// A delegate that handles the messages ListComposer needs and forwards every other one to the
  /// app's own delegate, so that adopting a bridge removes no behaviour (row heights, row views,
  /// sort descriptors, scroll events, ...), as the UIKit bridge's forwarder does.
  ///
  /// AppKit asks `responds(to:)` before it sends an optional delegate message; the forwarder says
  /// yes for its own methods and for the app delegate's, and `forwardingTarget(for:)` hands the
  /// messages it does not implement to the app delegate. The app delegate is held weakly.
  ///
  /// AppKit caches the answers of `responds(to:)` when a delegate is set, so a bridge sets the
  /// forwarder as the view's delegate again whenever the app delegate changes.
  @MainActor
  class DelegateForwarder: NSObject {
    /// The app's own delegate.
    let target = WeakTarget()

    override init() {
      super.init()
    }

    nonisolated override func responds(to selector: Selector?) -> Bool {
      if super.responds(to: selector) { return true }
      guard let selector, let object = target.object else { return false }
      return object.responds(to: selector)
    }

    nonisolated override func forwardingTarget(for selector: Selector?) -> Any? {
      if let selector, let object = target.object, object.responds(to: selector) {
        return object
      }
      return super.forwardingTarget(for: selector)
    }
  }

  /// A weak reference that `responds(to:)` and `forwardingTarget(for:)`, which the Objective-C
  /// runtime may call on any thread, can read safely.
  final class WeakTarget: @unchecked Sendable {
    private let lock = NSLock()
    private weak var storage: (any NSObjectProtocol)?

    /// The object, or `nil` once it is gone.
    var object: (any NSObjectProtocol)? {
      get {
        lock.lock()
        defer { lock.unlock() }
        return storage
      }
      set {
        lock.lock()
        defer { lock.unlock() }
        storage = newValue
      }
    }
  }
#endif
