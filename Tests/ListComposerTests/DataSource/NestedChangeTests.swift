import HeadlessHost
import ListComposerTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Changes made while a screen applies another change (from observers, decorators and
/// selection handlers), observer order, propagation depth and recovery after a rejected batch.
@MainActor
@Suite struct NestedChangeTests {
  final class Owner {}

  @Test func observersRunInRegistrationOrder() throws {
    let source = texts(["a"])
    let owners = (0..<8).map { _ in Owner() }
    var order: [Int] = []
    for (index, owner) in owners.enumerated() {
      source.updates.observe(by: owner) { _ in order.append(index) }
    }
    // Replacing a registration keeps its place.
    source.updates.observe(by: owners[3]) { _ in order.append(30) }
    // Observers are held weakly by their owners: keep the owners alive until the change.
    _ = try withExtendedLifetime(owners) { try source.append("b") }
    #expect(order == [0, 1, 2, 30, 4, 5, 6, 7])
  }

  @Test func anObserverRegisteredBeforeTheHostThatMutatesDoesNotBreakTheHost() throws {
    let source = texts(["a"])
    let early = Owner()
    defer { withExtendedLifetime(early) {} }  // held weakly by the relay
    var echoed = false
    source.updates.observe(by: early) { _ in
      guard !echoed else { return }
      echoed = true
      _ = try? source.append("echo")  // queued: the host has not applied "b" yet
    }
    let tableView = strictTable()
    try tableView.attach(source)
    let update = try source.append("b")
    #expect(update.batch.insertedItems == [ListPosition(section: 0, item: 1)])
    #expect(tableView.updateLog.map(\.succeeded) == [true, true])
    #expect(source.items == ["a", "b", "echo"])
    #expect(rows(tableView.render()) == rows(try rebuiltRender(of: source, like: tableView)))
    // Later honest batches are still accepted.
    try source.append("c")
    #expect(tableView.updateLog.last?.succeeded == true)
  }

  @Test func aDecoratorThatMutatesDuringLayoutLeavesNoStaleCell() throws {
    weak var source: ArrayDataSource<String, TextCell>?  // the decorator must not hold it
    var fired = false
    let list = ArrayDataSource(["a", "b"], cell: TextCell.self) { cell, text in
      cell.textLabel = text
      if text == "trigger", !fired {
        fired = true
        _ = try? source?.update(at: ListPosition(section: 0, item: 0), with: "nope")
        // Queued until the layout ends.
        _ = source?.setItems(["A", "trigger", "C"], options: DiffOptions(usesReloadData: true))
      }
    }
    source = list
    let tableView = strictTable()
    try tableView.attach(list)
    try list.append("trigger")
    #expect(fired)
    #expect(list.items == ["A", "trigger", "C"])
    #expect(tableView.updateLog.allSatisfy { $0.succeeded })
    #expect(rows(tableView.render()) == rows(try rebuiltRender(of: list, like: tableView)))
  }

  @Test func aPositionalMutationDuringAChangeIsRefusedAndChangesNothing() throws {
    let source = texts(["a", "b"])
    let tableView = strictTable()
    try tableView.attach(source)
    var refusal: ListError?
    let observer = Owner()
    defer { withExtendedLifetime(observer) {} }  // held weakly by the relay
    source.updates.observe(by: observer) { _ in
      do {
        try source.remove(at: ListPosition(section: 0, item: 0))
      } catch {
        refusal = error.asListError
      }
    }
    try source.append("c")
    #expect(refusal == .changeDuringUpdate("remove(at:)"))
    #expect(refusal?.description.contains("performChange") == true)
    #expect(source.items == ["a", "b", "c"])
    // Queued explicitly, the same change runs after the current one, with positions read then.
    source.updates.removeObserver(observer)
    source.updates.observe(by: observer) { _ in
      source.updates.performChange {
        _ = try? source.remove(at: ListPosition(section: 0, item: 0))
      }
      source.updates.removeObserver(observer)
    }
    try source.append("d")
    #expect(source.items == ["b", "c", "d"])
    #expect(tableView.updateLog.allSatisfy { $0.succeeded })
    #expect(rows(tableView.render()) == rows(try rebuiltRender(of: source, like: tableView)))
  }

  @Test func aSelectionHandlerThatMutatesIsApplied() throws {
    let source = texts(["a", "b", "c"])
    // Unowned: a handler stored on its own source must not hold it (a cycle, a leak).
    source.onSelect = { [unowned source] _, position in _ = try? source.remove(at: position) }
    let screen = try SectionedDataSource([texts(["x"]), source])
    let tableView = strictTable()
    try tableView.attach(screen)
    #expect(tableView.selectRow(at: ListPosition(section: 1, item: 1)))
    #expect(source.items == ["a", "c"])
    #expect(tableView.updateLog.last?.update.deletedItems == [ListPosition(section: 1, item: 1)])
    #expect(rows(tableView.render()) == rows(try rebuiltRender(of: screen, like: tableView)))
  }

  @Test func aCustomSourcePublishingDuringDeliveryIsDeliveredAfterInOrder() throws {
    let custom = ScriptedSource([["a"]])
    let tableView = strictTable()
    try tableView.attach(custom)
    let observer = Owner()
    defer { withExtendedLifetime(observer) {} }  // held weakly by the relay
    var seen: [BatchUpdate] = []
    custom.updates.observe(by: observer) { update in
      seen.append(update)
      if seen.count == 1 {
        custom.change(
          to: [["a", "b", "c"]],
          reporting: BatchUpdate(insertedItems: [ListPosition(section: 0, item: 2)]))
      }
    }
    custom.updates.performChange {
      custom.change(
        to: [["a", "b"]], reporting: BatchUpdate(insertedItems: [ListPosition(section: 0, item: 1)])
      )
    }
    #expect(
      seen.map(\.insertedItems) == [
        [ListPosition(section: 0, item: 1)], [ListPosition(section: 0, item: 2)],
      ])
    #expect(tableView.numberOfRows(inSection: 0) == 3)
  }

  @Test func aQueuedChangeThatFailsIsReported() throws {
    let source = texts(["a"])
    let tableView = strictTable()
    try tableView.attach(source)
    var failures: [String] = []
    source.updates.onDeferredChangeFailure = { failures.append("\($0)") }
    let observer = Owner()
    defer { withExtendedLifetime(observer) {} }  // held weakly by the relay
    source.updates.observe(by: observer) { _ in
      source.updates.removeObserver(observer)
      _ = try? source.append("x", toSection: 7)  // queued, fails when it runs
    }
    try source.append("b")
    #expect(failures == ["section 7 is out of range: there is 1 section"])
    #expect(source.items == ["a", "b"])
  }

  @Test func aRejectingHostRecoversAndTheCallerHears() throws {
    let custom = ScriptedSource([["a"]])
    let screen = try SectionedDataSource([custom])
    let tableView = strictTable()
    try tableView.attach(screen)
    // Two items added, one reported.
    custom.sections = [["a", "b", "c"]]
    do {
      try custom.updates.send(BatchUpdate(insertedItems: [ListPosition(section: 0, item: 1)]))
      Issue.record("a wrong batch was not reported to its caller")
    } catch {
      guard case .hostFailed(let host, let reason) = error else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(host == "HeadlessTableView")
      #expect(reason.contains("Invalid update"))
    }
    #expect(tableView.updateLog.last?.succeeded == false)
    #expect(tableView.consoleLog.last?.contains("reloaded its data") == true)
    #expect(tableView.numberOfRows(inSection: 0) == 3)
    // The next honest batch is accepted.
    custom.change(
      to: [["a", "b", "c", "d"]],
      reporting: BatchUpdate(insertedItems: [ListPosition(section: 0, item: 3)]))
    #expect(tableView.updateLog.last?.succeeded == true)
    #expect(rows(tableView.render()) == rows(try rebuiltRender(of: screen, like: tableView)))
  }

  /// Publishing from the bottom of a deep composition used the stack in proportion to the
  /// depth (about three frames a level) and overflowed a secondary thread's 512 KiB stack near
  /// 3,000 levels. Screens now nest at most `ListLimits.maximumNestingDepth` levels (tested on
  /// a 512 KiB stack in `NestingDepthTests`); this test measures how far below the mutation's
  /// frame the root's observer runs at the deepest screen allowed: it must not grow with depth.
  ///
  /// Skipped under the address sanitizer, whose fake stacks move the locals whose addresses
  /// this measures to the heap, so their distance says nothing about the stack.
  @Test(
    .disabled(if: isAddressSanitizerActive, "ASan's fake stacks move locals to the heap"),
    arguments: [10, ListLimits.maximumNestingDepth - 1])
  func theStackAChangeNeedsDoesNotGrowWithDepth(levels: Int) throws {
    let leaf = texts(["0"])
    var compositions: [SectionedDataSource] = []
    var top: any DataSource = leaf
    for level in 0..<levels {
      let composition = try SectionedDataSource(
        [top], layout: level.isMultiple(of: 3) ? .linear : .sections)
      compositions.append(composition)
      top = composition
    }
    let owner = Owner()
    var observerFrame = 0
    compositions.last?.updates.observe(by: owner) { _ in observerFrame = stackAddress() }
    let callerFrame = stackAddress()
    let update = try withExtendedLifetime(owner) { try leaf.append("1") }
    let used = callerFrame - observerFrame
    print("levels: \(levels), stack between the mutation and the root's observer: \(used) bytes")
    #expect(update.batch == BatchUpdate(insertedItems: [ListPosition(section: 0, item: 1)]))
    #expect(used > 0 && used < 64 * 1024)
    #expect(compositions.last?.numberOfItems == 2)
  }
}

/// A Boolean value that indicates whether the address sanitizer's runtime is in the process:
/// its entry point is found among the loaded symbols (`RTLD_DEFAULT`).
let isAddressSanitizerActive: Bool = {
  #if canImport(Darwin)
    let everyImage = UnsafeMutableRawPointer(bitPattern: -2)
  #else
    let everyImage = UnsafeMutableRawPointer(bitPattern: 0)
  #endif
  return dlsym(everyImage, "__asan_init") != nil
}()

/// The address of a local variable of the caller's frame's callee: where the stack is now.
@inline(never)
func stackAddress() -> Int {
  var marker = 0
  return withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) }
}
