/// Carries a data source's changes to whatever shows it: the composition that contains it, or,
/// for the root of a screen, the host's observers.
///
/// A source reports a change in its own local positions with ``publish(_:)``. When the source
/// belongs to a composition, the composition remaps the change into its own positions and
/// publishes it again, up to the root; the root hands it to its observers (a host applying it as
/// one batch). `publish` returns the change as the root saw it, so the caller of a mutation learns
/// the global positions that changed.
///
///     let update = contacts.updates.publish(localUpdate)  // global positions
@MainActor
public final class UpdateRelay {
  /// Remaps a local change into the parent's positions and publishes it from there.
  typealias Forward = @MainActor (BatchUpdate) -> BatchUpdate

  private var forward: Forward?
  private(set) weak var parent: AnyObject?
  private var observers: [ObjectIdentifier: @MainActor (BatchUpdate) -> Void] = [:]

  /// Creates a relay with no parent and no observers.
  public init() {}

  /// A Boolean value that indicates whether the source belongs to a composition.
  public var hasParent: Bool { parent != nil && forward != nil }

  /// Reports a change in the source's local positions and returns it in the root's positions.
  ///
  /// Empty changes are not forwarded.
  @discardableResult
  public func publish(_ update: BatchUpdate) -> BatchUpdate {
    guard !update.isEmpty else { return update }
    if let forward, parent != nil {
      return forward(update)
    }
    for observer in observers.values {
      observer(update)
    }
    return update
  }

  /// Registers a handler for the changes that reach this relay as a root, keyed by an owner
  /// object; a second registration by the same owner replaces the first.
  public func observe(by owner: AnyObject, _ handler: @escaping @MainActor (BatchUpdate) -> Void) {
    observers[ObjectIdentifier(owner)] = handler
  }

  /// Removes the handler an owner registered.
  public func removeObserver(_ owner: AnyObject) {
    observers[ObjectIdentifier(owner)] = nil
  }

  func attach(to parent: AnyObject, forward: @escaping Forward) {
    self.parent = parent
    self.forward = forward
  }

  func detach() {
    parent = nil
    forward = nil
  }
}
