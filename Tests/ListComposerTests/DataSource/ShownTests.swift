import HeadlessHost
import ListComposerTestSupport
import Testing

/// `shown()` and `whenShown(_:)` through the headless views, which apply a batch (or reload
/// instead) before `applyBatch` returns: a change made outside a view's callback is on screen
/// when the mutation returns, and one queued for the main actor's next turn is waited for.
/// Every screen nests the changed source in compositions, on strict views and on views that
/// record what a device would raise on.
@MainActor
@Suite
struct ShownTests {
  nonisolated static let cases = ViewKind.strictKinds.flatMap { kind in
    ScreenShape.allCases.flatMap { shape in FaultPolicy.allCases.map { (kind, shape, $0) } }
  }

  @Test(arguments: cases)
  func aMutationThenShownFindsTheChangeOnScreen(
    kind: ViewKind, shape: ScreenShape, policy: FaultPolicy
  ) async throws {
    let screen = try NestedScreen(shape, kind: kind, items: ["a", "b"])
    let view = ViewUnderTest(kind, policy)
    try view.attach(screen.root)
    try screen.append("c")
    await screen.child.shown()
    #expect(view.shown == modelTexts(of: screen.root))
    #expect(view.shown.joined().contains("c"))
    #expect(view.updateLog.last?.succeeded == true)
    #expect(view.raised.isEmpty, "\(view.raised)")
  }

  @Test(arguments: cases)
  func whenShownRunsInOrderWithTheChangeOnScreen(
    kind: ViewKind, shape: ScreenShape, policy: FaultPolicy
  ) throws {
    let screen = try NestedScreen(shape, kind: kind, items: ["a"])
    let view = ViewUnderTest(kind, policy)
    try view.attach(screen.root)
    var log: [String] = []
    try screen.append("b")
    screen.child.whenShown { log.append("first: \(view.shown.joined().contains("b"))") }
    try screen.append("c")
    screen.root.whenShown { log.append("second: \(view.shown.joined().contains("c"))") }
    // A body that changes the source runs outside any change: its change applies at once.
    screen.child.whenShown {
      do {
        try screen.append("d")
        log.append("third: \(view.shown.joined().contains("d"))")
      } catch {
        log.append("third failed: \(error)")
      }
    }
    #expect(log == ["first: true", "second: true", "third: true"])
    #expect(view.shown == modelTexts(of: screen.root))
    #expect(view.updateLog.allSatisfy { $0.succeeded }, "\(view.updateLog)")
    #expect(view.raised.isEmpty, "\(view.raised)")
  }

  @Test(arguments: cases)
  func aBodyRegisteredWhileAChangeIsAppliedRunsAfterIt(
    kind: ViewKind, shape: ScreenShape, policy: FaultPolicy
  ) throws {
    // An observer of the change waits for it: the view already shows it, but the screen is
    // still delivering it, so the body runs once that ends, and its own change applies at once.
    let screen = try NestedScreen(shape, kind: kind, items: ["a"])
    let view = ViewUnderTest(kind, policy)
    try view.attach(screen.root)
    final class Owner {}
    let owner = Owner()
    var log: [String] = []
    screen.root.updates.observe(by: owner) { _ in
      guard !screen.items().contains("z") else { return }
      screen.child.whenShown {
        log.append("busy: \(screen.child.updates.isApplyingChange)")
        try? screen.append("z")
        log.append("z: \(view.shown.joined().contains("z"))")
      }
      log.append("registered")
    }
    try screen.append("b")
    #expect(log == ["registered", "busy: false", "z: true"])
    #expect(screen.items() == ["a", "b", "z"])
    #expect(view.shows(screen.root))
    #expect(view.raised.isEmpty, "\(view.raised)")
    withExtendedLifetime(owner) {}
  }

  @Test(arguments: cases)
  func aChangeQueuedDuringDisplayIsWaitedFor(
    kind: ViewKind, shape: ScreenShape, policy: FaultPolicy
  ) async throws {
    let screen = try NestedScreen(shape, kind: kind, items: ["a", "b", "c", "d"])
    let view = ViewUnderTest(kind, policy, window: 3)
    try view.attach(screen.root)
    screen.appendWhenLastIsDisplayed()
    // "d" comes into view: the child appends "d+" on the main actor's next turn.
    try view.scrollNow(to: 3)
    #expect(screen.items() == ["a", "b", "c", "d"])
    var seen: Bool?
    var changedAtOnce: Bool?
    screen.child.whenShown {
      seen = view.shows(screen.root)
      // The body runs outside the change that showed "d+": its own change applies at once.
      try? screen.append("z")
      changedAtOnce =
        screen.items().last == "z"
        && view.shown.map(\.count) == modelTexts(of: screen.root).map(\.count)
    }
    #expect(seen == nil)
    await screen.child.shown()
    #expect(screen.items() == ["a", "b", "c", "d", "d+", "z"])
    #expect(seen == true)
    #expect(changedAtOnce == true)
    #expect(view.shown.map(\.count) == modelTexts(of: screen.root).map(\.count))
    #expect(view.updateLog.allSatisfy { $0.succeeded }, "\(view.updateLog)")
    #expect(view.raised.isEmpty, "\(view.raised)")
  }

  @Test(arguments: cases)
  func anAsynchronousSetItemsThenShown(
    kind: ViewKind, shape: ScreenShape, policy: FaultPolicy
  ) async throws {
    let screen = try NestedScreen(shape, kind: kind, items: ["a", "b", "c"])
    let view = ViewUnderTest(kind, policy)
    try view.attach(screen.root)
    let outcome = await screen.setItems(["c", "x", "a"])
    guard case .applied = outcome else {
      Issue.record("not applied: \(outcome)")
      return
    }
    await screen.child.shown()
    #expect(view.shown == modelTexts(of: screen.root))
    #expect(view.shown.joined().contains("x"))
    #expect(view.raised.isEmpty, "\(view.raised)")
  }

  @Test(arguments: cases)
  func aViewNotOnScreenReloadsAndTheWaitEnds(
    kind: ViewKind, shape: ScreenShape, policy: FaultPolicy
  ) async throws {
    let screen = try NestedScreen(shape, kind: kind, items: ["a"])
    let view = ViewUnderTest(kind, policy)
    try view.attach(screen.root)
    view.isInWindow = false
    let logged = view.updateLog.count
    try screen.append("b")
    var ran = false
    screen.child.whenShown { ran = true }
    try #require(ran)
    await screen.child.shown()
    // Reloaded, not animated.
    #expect(view.updateLog.count == logged)
    try view.layout()
    #expect(view.shown == modelTexts(of: screen.root))
    #expect(view.raised.isEmpty, "\(view.raised)")
  }

  @Test(arguments: ViewKind.strictKinds, FaultPolicy.allCases)
  func aBatchTheViewRefusesIsShownByTheReload(kind: ViewKind, policy: FaultPolicy) async throws {
    // Strict: the view itself rejects the batch (an item's identity changed where the batch
    // says it was only reconfigured) and the adapter reloads. Device-like: the adapter's
    // pre-flight refuses a batch whose counts are wrong and reloads.
    let source = ScriptedSource([["a", "b"]])
    if !kind.isTable { source.cellType = TestTile.self }
    let root = try SectionedDataSource([try SectionedDataSource([source])])
    let view = ViewUnderTest(kind, policy)
    try view.attach(root)
    var failures: [ListAdapterFailure] = []
    view.table?.adapter?.onFailure = { failures.append($0) }
    view.collection?.adapter?.onFailure = { failures.append($0) }
    switch policy {
    case .strict:
      source.change(
        to: [["a", "x"]],
        reporting: BatchUpdate(reconfiguredItems: [ListPosition(section: 0, item: 0)]))
    case .raise:
      source.change(
        to: [["a", "b", "c", "d"]],
        reporting: BatchUpdate(insertedItems: [ListPosition(section: 0, item: 2)]))
    }
    #expect(failures.count == 1, "\(failures)")
    var ran = false
    source.whenShown { ran = true }
    try #require(ran)
    await source.shown()
    try view.layout()
    #expect(view.shown == modelTexts(of: root))
    #expect(view.raised.isEmpty, "\(view.raised)")
  }

  @Test func aSourceOnNoScreenHasNothingToWaitFor() async throws {
    let lone = texts(["a"])
    _ = try lone.append("b")
    var ran = false
    lone.whenShown { ran = true }
    try #require(ran)
    await lone.shown()
    // Inside a composition no view shows, the same.
    let child = texts(["c"])
    let root = try SectionedDataSource([try SectionedDataSource([child])])
    _ = try child.append("d")
    var order: [Int] = []
    child.whenShown { order.append(1) }
    root.whenShown { order.append(2) }
    try #require(order == [1, 2])
    await child.shown()
    // A view that let go of the screen leaves nothing to wait for either.
    let view = ViewUnderTest(.strictTable, .strict)
    try view.attach(root)
    view.detach()
    _ = try child.append("e")
    await child.shown()
    #expect(Array(modelTexts(of: root).joined()) == ["c", "d", "e"])
  }
}
