import HeadlessHost
import ListComposerTestSupport
import Testing

/// `shown()` and `whenShown(_:)` on a view that animates (``AnimatingHost``): a batch is on
/// screen when its completion runs, which the test decides, in any order, as UIKit's
/// `performBatchUpdates` completions run when the animation ends. Nothing here relies on the
/// order in which UIKit runs completions: each test ends animations in the order it names.
@MainActor
@Suite
struct ShownWhileAnimatingTests {
  nonisolated static let cases = ViewKind.strictKinds.flatMap { kind in
    ScreenShape.allCases.flatMap { shape in FaultPolicy.allCases.map { (kind, shape, $0) } }
  }

  @Test(arguments: cases)
  func shownReturnsWhenTheAnimationEnds(
    kind: ViewKind, shape: ScreenShape, policy: FaultPolicy
  ) async throws {
    let screen = try NestedScreen(shape, kind: kind, items: ["a", "b"])
    let host = AnimatingHost(kind, policy)
    let adapter = try host.show(screen.root)
    try screen.append("c")
    #expect(host.runningAnimations == 1)
    let waiter = await startWaiting {
      await screen.child.shown()
      return host.runningAnimations
    }
    host.finishAnimations()
    #expect(await waiter.value == 0)
    #expect(host.inner.shown == modelTexts(of: screen.root))
    #expect(host.inner.raised.isEmpty, "\(host.inner.raised)")
    withExtendedLifetime(adapter) {}
  }

  @Test(arguments: cases)
  func bodiesRunInOrderOnceEverythingBeforeThemIsShown(
    kind: ViewKind, shape: ScreenShape, policy: FaultPolicy
  ) throws {
    let screen = try NestedScreen(shape, kind: kind, items: ["a"])
    let host = AnimatingHost(kind, policy)
    let adapter = try host.show(screen.root)
    var log: [String] = []
    try screen.append("b")
    screen.child.whenShown { log.append("after b") }
    screen.root.whenShown { log.append("after b, again") }
    try screen.append("c")
    screen.child.whenShown { log.append("after c") }
    #expect(host.runningAnimations == 2)
    // The second batch ends first: "after c" still waits for the first.
    host.finishAnimation(at: 1)
    #expect(log.isEmpty)
    host.finishAnimation(at: 0)
    #expect(log == ["after b", "after b, again", "after c"])
    #expect(host.inner.raised.isEmpty, "\(host.inner.raised)")
    withExtendedLifetime(adapter) {}
  }

  @Test(arguments: cases)
  func aChangePublishedAfterTheCallIsNotWaitedFor(
    kind: ViewKind, shape: ScreenShape, policy: FaultPolicy
  ) throws {
    let screen = try NestedScreen(shape, kind: kind, items: ["a"])
    let host = AnimatingHost(kind, policy)
    let adapter = try host.show(screen.root)
    var ran = false
    try screen.append("b")
    screen.child.whenShown { ran = true }
    try screen.append("c")
    host.finishAnimation(at: 0)
    #expect(ran)
    #expect(host.runningAnimations == 1)
    withExtendedLifetime(adapter) {}
  }

  @Test(arguments: cases)
  func aChangeAnObserverQueuesIsWaitedFor(
    kind: ViewKind, shape: ScreenShape, policy: FaultPolicy
  ) throws {
    // An observer changes the source while the screen applies a change: that change is
    // queued, then applied as a batch of its own; a wait that begins after both waits for
    // both.
    let screen = try NestedScreen(shape, kind: kind, items: ["a"])
    let host = AnimatingHost(kind, policy)
    let adapter = try host.show(screen.root)
    final class Owner {}
    let owner = Owner()
    var echoed = false
    screen.child.updates.observe(by: owner) { _ in
      guard !echoed else { return }
      echoed = true
      try? screen.append("echo")
    }
    try screen.append("b")
    #expect(screen.items() == ["a", "b", "echo"])
    #expect(host.runningAnimations == 2)
    var ran = false
    screen.child.whenShown { ran = true }
    host.finishAnimation(at: 0)
    #expect(!ran)
    host.finishAnimation(at: 0)
    #expect(ran)
    #expect(host.inner.shown == modelTexts(of: screen.root))
    #expect(host.inner.raised.isEmpty, "\(host.inner.raised)")
    withExtendedLifetime((adapter, owner)) {}
  }

  @Test(arguments: cases)
  func anAsynchronousSetItemsIsShownWhenItsBatchesEnd(
    kind: ViewKind, shape: ScreenShape, policy: FaultPolicy
  ) async throws {
    let screen = try NestedScreen(shape, kind: kind, items: ["a", "b", "c"])
    let host = AnimatingHost(kind, policy)
    let adapter = try host.show(screen.root)
    let outcome = await screen.setItems(["c", "x", "a"])
    guard case .applied(let change) = outcome else {
      Issue.record("not applied: \(outcome)")
      return
    }
    let batches = change.batches
    #expect(host.runningAnimations == batches.count)
    #expect(host.runningAnimations > 0)
    let waiter = await startWaiting {
      await screen.child.shown()
      return host.runningAnimations
    }
    host.finishAnimations()
    #expect(await waiter.value == 0)
    #expect(host.inner.shown == modelTexts(of: screen.root))
    #expect(host.inner.raised.isEmpty, "\(host.inner.raised)")
    withExtendedLifetime(adapter) {}
  }

  @Test(arguments: ViewKind.strictKinds, FaultPolicy.allCases)
  func aViewNotOnScreenIsShownWhenItsReloadIs(kind: ViewKind, policy: FaultPolicy) throws {
    let screen = try NestedScreen(.twoLevelsDown, kind: kind, items: ["a"])
    let host = AnimatingHost(kind, policy)
    let adapter = try host.show(screen.root)
    host.isOnScreen = false
    host.holdsReloads = true
    try screen.append("b")
    #expect(host.runningAnimations == 0)
    #expect(host.reloads.count == 1)
    var ran = false
    screen.child.whenShown { ran = true }
    #expect(!ran)
    host.finishReloads()
    #expect(ran)
    try host.inner.layout()
    #expect(host.inner.shown == modelTexts(of: screen.root))
    withExtendedLifetime(adapter) {}
  }

  @Test(arguments: ViewKind.strictKinds)
  func aRefusedBatchIsShownWhenTheReloadIs(kind: ViewKind) throws {
    let source = ScriptedSource([["a", "b"]])
    if !kind.isTable { source.cellType = TestTile.self }
    let root = try SectionedDataSource([try SectionedDataSource([source], layout: .linear)])
    let host = AnimatingHost(kind, .raise)
    let adapter = try host.show(root)
    host.holdsReloads = true
    var ran = false
    // One item reported, two added: the adapter refuses the batch and reloads.
    source.change(
      to: [["a", "b", "c", "d"]],
      reporting: BatchUpdate(insertedItems: [ListPosition(section: 0, item: 2)]))
    source.whenShown { ran = true }
    #expect(host.inner.updateLog.last?.refusedBeforeApplying == true)
    #expect(host.runningAnimations == 0)
    #expect(!ran)
    host.finishReloads()
    #expect(ran)
    try host.inner.layout()
    #expect(host.inner.shown == modelTexts(of: root))
    #expect(host.inner.raised.isEmpty, "\(host.inner.raised)")
    withExtendedLifetime(adapter) {}
  }

  @Test(arguments: ViewKind.strictKinds)
  func aHostThatLetsGoLeavesNothingToWaitFor(kind: ViewKind) async throws {
    let screen = try NestedScreen(.linear, kind: kind, items: ["a"])
    let host = AnimatingHost(kind, .strict)
    var adapter: ListAdapter? = try host.show(screen.root)
    try screen.append("b")
    var ran = 0
    screen.child.whenShown { ran += 1 }
    #expect(ran == 0)
    adapter?.detach()
    try #require(ran == 1)
    // The animation's completion, when it comes, changes nothing.
    host.finishAnimations()
    #expect(ran == 1)
    // Deallocated without detaching: the relay lets go of it on the main actor's next turn.
    adapter = try host.show(screen.root)
    try screen.append("c")
    #expect(host.runningAnimations == 1)
    screen.child.whenShown { ran += 1 }
    weak var gone: ListAdapter?
    gone = adapter
    adapter = nil
    #expect(gone == nil)
    #expect(ran == 1)
    await screen.child.shown()
    #expect(ran == 2)
    #expect(host.runningAnimations == 1)
  }
}
