#if canImport(ObjectiveC)
  import Foundation

  /// A weak reference that `responds(to:)` and `forwardingTarget(for:)`, which the Objective-C
  /// runtime may call on any thread, can read safely.
  package final class WeakTarget: @unchecked Sendable {
    private let lock = NSLock()
    private weak var storage: (any NSObjectProtocol)?

    /// Creates an empty reference.
    package init() {}

    /// The object, or `nil` once it is gone.
    package var object: (any NSObjectProtocol)? {
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
