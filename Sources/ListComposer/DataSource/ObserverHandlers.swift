/// Keeps the handlers registered with ``UpdateRelay/observe(by:_:)`` alive for as long as their
/// owners, outside the relays.
///
/// A relay refers to its observers' handlers weakly, so a handler that captures its source (or
/// anything that holds the source) makes no cycle through the source's relay: once the owner is
/// gone, nothing but this table holds the handler, and the table drops it when a sweep reaches
/// it. Swift has no hook at an arbitrary object's deallocation, so the table is swept a little
/// at a time: every registration, removal and delivery of a change to observers, anywhere in
/// the process, checks the next ``entriesPerStep`` handlers in turn. A handler whose owner is
/// gone is therefore dropped within about h / ``entriesPerStep`` such events anywhere, where h
/// is the number of handlers held, whatever happens on its own source; a delivery drops the
/// dead handlers of the relays it reaches at once.
///
/// Registering and removing cost O(1) amortised: a sweep of the whole table at each of them
/// made registering n observers cost O(n²).
@MainActor
package enum ObserverHandlers {
  /// One registered handler.
  final class Box {
    let handler: @MainActor (BatchUpdate) -> Void
    weak var owner: AnyObject?
    weak var relay: UpdateRelay?
    fileprivate let key: Key

    init(
      _ handler: @escaping @MainActor (BatchUpdate) -> Void, owner: AnyObject,
      relay: UpdateRelay
    ) {
      self.handler = handler
      self.owner = owner
      self.relay = relay
      key = Key(owner: ObjectIdentifier(owner), relay: ObjectIdentifier(relay))
    }
  }

  /// A handler's owner and relay.
  fileprivate struct Key: Hashable {
    var owner: ObjectIdentifier
    var relay: ObjectIdentifier
  }

  /// The handlers, in no particular order: a removal moves the last one into the gap.
  private static var boxes: [Box] = []
  /// The position of each handler in `boxes`, by owner and relay.
  private static var positions: [Key: Int] = [:]
  /// Where the next sweep step begins.
  private static var cursor = 0

  /// How many handlers each registration, removal or delivery checks.
  package static let entriesPerStep = 2

  /// The number of handlers held, for tests.
  package static var count: Int { boxes.count }

  // Counted at every delivery, only ever by `+=`: the run-time exclusivity check would cost
  // more than the count (issue 41).

  /// The number of table entries that sweeps and lookups have visited since the process
  /// started, here and in the relays' own tables (see ``UpdateRelay``): a measure of the cost of
  /// registering and removing observers that does not depend on time.
  @exclusivity(unchecked) package static var entriesVisited = 0

  /// Holds a handler while its owner and its relay live, replacing the owner's previous handler
  /// for the relay.
  ///
  /// - Complexity: O(1) amortised.
  static func keep(_ box: Box, owner: AnyObject, relay: UpdateRelay) {
    sweepStep()
    if let position = positions[box.key] {
      entriesVisited += 1
      boxes[position] = box
    } else {
      positions[box.key] = boxes.count
      boxes.append(box)
    }
  }

  /// Drops the handler an owner registered with a relay.
  ///
  /// - Complexity: O(1) amortised.
  static func release(owner: AnyObject, relay: UpdateRelay) {
    release(Key(owner: ObjectIdentifier(owner), relay: ObjectIdentifier(relay)))
    sweepStep()
  }

  /// Drops the handler a relay found with its owner gone.
  ///
  /// - Complexity: O(1).
  static func releaseHandler(ownedBy owner: ObjectIdentifier, relay: UpdateRelay) {
    release(Key(owner: owner, relay: ObjectIdentifier(relay)))
  }

  /// Checks the next ``entriesPerStep`` handlers and drops those whose owner or relay is gone.
  ///
  /// - Complexity: O(1).
  static func sweepStep() {
    var checked = 0
    while checked < entriesPerStep, !boxes.isEmpty {
      if cursor >= boxes.count { cursor = 0 }
      let box = boxes[cursor]
      entriesVisited += 1
      checked += 1
      if box.owner == nil || box.relay == nil {
        // The last handler moves into this position, and is checked next.
        release(box.key)
      } else {
        cursor += 1
      }
    }
  }

  /// Removes the handler held for a key, if any, moving the last handler into its position.
  private static func release(_ key: Key) {
    guard let position = positions.removeValue(forKey: key) else { return }
    entriesVisited += 1
    let last = boxes.removeLast()
    guard position < boxes.count else { return }
    boxes[position] = last
    positions[last.key] = position
  }
}
