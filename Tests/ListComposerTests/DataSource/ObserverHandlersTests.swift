import ListComposer
import Testing

/// Registering and removing observers costs O(1) amortised, counted in table entries visited
/// (not in time), and a handler whose owner is gone is still released soon after, whatever its
/// own source does.
@MainActor
@Suite struct ObserverHandlersTests {
  final class Owner {}

  /// What a handler captures, to see when the handler is released.
  final class Captured {}

  /// The most entries a registration or a removal may visit, amortised.
  static let entriesPerOperation = 8

  /// 2,000 observers of one source, and one observer each of 2,000 others, registered and then
  /// removed. With a sweep of every handler at each registration and removal, this visited
  /// millions of entries (8,000 observers took 27.8 s in a debug build).
  @Test func registeringAndRemovingVisitAFewEntriesEach() {
    let count = 2_000
    let shared = UpdateRelay()
    let relays = (0..<count).map { _ in UpdateRelay() }
    let owners = (0..<count).map { _ in Owner() }
    let before = ObserverHandlers.entriesVisited
    for (owner, relay) in zip(owners, relays) {
      shared.observe(by: owner) { _ in }
      relay.observe(by: owner) { _ in }
    }
    // Registering again replaces in place.
    for owner in owners.prefix(100) { shared.observe(by: owner) { _ in } }
    for (owner, relay) in zip(owners, relays) {
      relay.removeObserver(owner)
      shared.removeObserver(owner)
    }
    let operations = 4 * count + 100
    let visited = ObserverHandlers.entriesVisited - before
    #expect(
      visited <= Self.entriesPerOperation * operations,
      "\(visited) entries visited for \(operations) registrations and removals")
  }

  /// The observers of one source still run in the order they registered, a replaced one in its
  /// place, once many have come and gone.
  @Test func observersKeepTheirOrderAcrossCompactions() {
    let relay = UpdateRelay()
    var heard: [Int] = []
    let owners = (0..<100).map { _ in Owner() }
    for (number, owner) in owners.enumerated() {
      relay.observe(by: owner) { _ in heard.append(number) }
    }
    for owner in owners.prefix(90) { relay.removeObserver(owner) }
    relay.observe(by: owners[95]) { _ in heard.append(-95) }  // replaced in place
    relay.observe(by: owners[3]) { _ in heard.append(3) }  // registered again, last
    // The owners must outlive the delivery: an optimized build may release them after their
    // last use above.
    withExtendedLifetime(owners) {
      _ = try? relay.send(BatchUpdate(insertedItems: [ListPosition(section: 0, item: 0)]))
    }
    #expect(heard == [90, 91, 92, 93, 94, -95, 96, 97, 98, 99, 3])
  }

  /// A handler whose owner went is released after registrations and removals on other sources
  /// only: nothing happens on its own.
  /// Registers with `source` a handler whose owner goes at once; returns whether the handler
  /// (what it captures) has been released since.
  func observeByAnOwnerThatGoes(_ source: UpdateRelay) -> () -> Bool {
    weak var released: Captured?
    do {
      let owner = Owner()
      let captured = Captured()
      released = captured
      source.observe(by: owner) { _ in _ = captured }
      withExtendedLifetime(owner) {}
    }
    return { released == nil }
  }

  @Test func aHandlerIsReleasedSoonAfterItsOwnerGoes() {
    let source = UpdateRelay()
    let isReleased = observeByAnOwnerThatGoes(source)
    let other = UpdateRelay()
    let otherOwner = Owner()
    // Two laps of the table at most: a removal can move a handler behind the sweep.
    let operations = 2 * (ObserverHandlers.count / ObserverHandlers.entriesPerStep + 1)
    for _ in 0..<operations where !isReleased() {
      other.observe(by: otherOwner) { _ in }
      other.removeObserver(otherOwner)
    }
    #expect(isReleased(), "the handler outlived its owner by \(operations) operations")
  }

  /// A source that delivers a change drops at once the handlers of its observers that went.
  @Test func aDeliveryReleasesTheHandlersOfOwnersThatWent() {
    let source = UpdateRelay()
    let kept = Owner()
    var heard = 0
    source.observe(by: kept) { _ in heard += 1 }
    let isReleased = observeByAnOwnerThatGoes(source)
    withExtendedLifetime(kept) {
      _ = try? source.send(BatchUpdate(insertedItems: [ListPosition(section: 0, item: 0)]))
    }
    #expect(heard == 1)
    #expect(isReleased(), "the delivery kept the handler of an owner that went")
  }
}
