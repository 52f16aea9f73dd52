import HeadlessHost
import ListComposerTestSupport
import Testing

/// A `shown()` whose task is cancelled returns at once and leaves nothing behind, and nothing
/// a wait holds outlives what it waits for.
@MainActor
@Suite
struct ShownCancellationTests {
  final class Marker {}

  @Test(arguments: ViewKind.strictKinds, FaultPolicy.allCases)
  func aCancelledWaiterReturnsWithoutWaiting(kind: ViewKind, policy: FaultPolicy) async throws {
    let screen = try NestedScreen(.twoLevelsDown, kind: kind, items: ["a"])
    let host = AnimatingHost(kind, policy)
    let adapter = try host.show(screen.root)
    try screen.append("b")
    let waiter = await startWaiting {
      await screen.child.shown()
      return host.runningAnimations
    }
    waiter.cancel()
    // Returned while the batch still animates.
    #expect(await waiter.value == 1)
    // Other waits are unaffected.
    var ran = false
    screen.child.whenShown { ran = true }
    #expect(!ran)
    host.finishAnimations()
    #expect(ran)
    #expect(host.inner.raised.isEmpty, "\(host.inner.raised)")
    withExtendedLifetime(adapter) {}
  }

  @Test func aTaskCancelledBeforeItWaitsReturnsAtOnce() async throws {
    let screen = try NestedScreen(.linear, kind: .strictTable, items: ["a"])
    let host = AnimatingHost(.strictTable, .strict)
    let adapter = try host.show(screen.root)
    try screen.append("b")
    let waiter = Task { @MainActor in
      withUnsafeCurrentTask { $0?.cancel() }
      await screen.child.shown()
      return host.runningAnimations
    }
    #expect(await waiter.value == 1)
    withExtendedLifetime(adapter) {}
  }

  @Test(arguments: ViewKind.strictKinds)
  func nothingOutlivesTheScreen(kind: ViewKind) async throws {
    weak var relay: UpdateRelay?
    weak var childRelay: UpdateRelay?
    weak var captured: Marker?
    weak var adapterLeft: ListAdapter?
    // The view outlives the screen, as a view may, with an animation still running.
    let host = AnimatingHost(kind, .strict)
    do {
      let screen = try NestedScreen(.twoLevelsDown, kind: kind, items: ["a"])
      relay = screen.root.updates
      childRelay = screen.child.updates
      let adapter = try host.show(screen.root)
      adapterLeft = adapter
      try screen.append("b")
      // A body that ran is released at once.
      do {
        let marker = Marker()
        captured = marker
        screen.child.whenShown { _ = marker }
      }
      #expect(captured != nil)
      // A cancelled waiter, and one still waiting when the screen goes.
      let cancelled = await startWaiting { await screen.child.shown() }
      cancelled.cancel()
      await cancelled.value
      host.finishAnimations()
      #expect(captured == nil)
      try screen.append("c")
      let alsoCancelled = await startWaiting { await screen.child.shown() }
      alsoCancelled.cancel()
      await alsoCancelled.value
      let pending = await startWaiting { await screen.child.shown() }
      var released = false
      screen.child.whenShown { released = true }
      adapter.detach()
      try #require(released)
      await pending.value
    }
    #expect(host.runningAnimations == 1)
    #expect(relay == nil)
    #expect(childRelay == nil)
    #expect(adapterLeft == nil)
    // The animation that ends after the screen is gone changes nothing.
    host.finishAnimations()
    #expect(host.runningAnimations == 0)
  }
}
