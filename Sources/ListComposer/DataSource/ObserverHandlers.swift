/// Keeps the handlers registered with ``UpdateRelay/observe(by:_:)`` alive for as long as their
/// owners, outside the relays.
///
/// A relay refers to its observers' handlers weakly, so a handler that captures its source (or
/// anything that holds the source) makes no cycle through the source's relay: once the owner is
/// gone, nothing but this table holds the handler, and the table drops it at its next sweep.
/// Sweeps run whenever a handler is registered or removed and whenever a change is delivered to
/// observers, anywhere in the process; Swift has no hook at an arbitrary object's
/// deallocation, so the drop waits for the next of these.
@MainActor
enum ObserverHandlers {
  /// One registered handler.
  final class Box {
    let handler: @MainActor (BatchUpdate) -> Void
    weak var owner: AnyObject?
    weak var relay: UpdateRelay?

    init(
      _ handler: @escaping @MainActor (BatchUpdate) -> Void, owner: AnyObject,
      relay: UpdateRelay
    ) {
      self.handler = handler
      self.owner = owner
      self.relay = relay
    }
  }

  /// The handlers, by owner and relay.
  private struct Key: Hashable {
    var owner: ObjectIdentifier
    var relay: ObjectIdentifier
  }
  private static var boxes: [Key: Box] = [:]

  /// The number of handlers held, for tests.
  static var count: Int { boxes.count }

  /// Holds a handler while its owner and its relay live, replacing the owner's previous handler
  /// for the relay.
  ///
  /// - Complexity: O(h), where h is the number of handlers held (a sweep).
  static func keep(_ box: Box, owner: AnyObject, relay: UpdateRelay) {
    sweep()
    boxes[Key(owner: ObjectIdentifier(owner), relay: ObjectIdentifier(relay))] = box
  }

  /// Drops the handler an owner registered with a relay.
  ///
  /// - Complexity: O(h), where h is the number of handlers held (a sweep).
  static func release(owner: AnyObject, relay: UpdateRelay) {
    boxes[Key(owner: ObjectIdentifier(owner), relay: ObjectIdentifier(relay))] = nil
    sweep()
  }

  /// Drops the handlers whose owner or relay is gone.
  ///
  /// - Complexity: O(h), where h is the number of handlers held.
  static func sweep() {
    guard boxes.values.contains(where: { $0.owner == nil || $0.relay == nil }) else { return }
    boxes = boxes.filter { $0.value.owner != nil && $0.value.relay != nil }
  }
}
