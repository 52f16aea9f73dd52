import HeadlessHost
import ListComposerTestSupport
import Testing

/// One view shows one source: an adapter created for a view that shows another adapter's source
/// takes the view over, and the view reads and hears the new source only.
@MainActor
@Suite struct TakeoverTests {
  @Test func aSecondAdapterOnAHeadlessViewTakesItOver() throws {
    let tableView = strictTable()
    let first = texts(["a", "b"])
    try tableView.attach(first)
    let firstAdapter = try #require(tableView.adapter)
    let second = texts(["x"])
    let adapter = try ListAdapter(source: second, view: tableView)
    #expect(!firstAdapter.isObserving)
    #expect(tableView.adapter === adapter)
    try tableView.layoutIfNeeded()
    #expect(tableView.visibleCells.map(\.textLabel) == ["x"])
    // It hears the new source, and the old one no longer reaches it.
    try second.append("y")
    try first.append("c")
    #expect(tableView.visibleCells.map(\.textLabel) == ["x", "y"])
    #expect(tableView.updateLog.allSatisfy { $0.succeeded }, "\(tableView.updateLog)")
    let rebuilt = try rebuiltRender(of: second, like: tableView)
    #expect(rows(tableView.render()) == rows(rebuilt))
  }

  /// An adapter whose construction fails (its source is shown elsewhere or composed, or its
  /// cell types clash with the view's) leaves the adapter that showed the view in charge.
  @Test func aFailedTakeoverLeavesThePreviousAdapterInCharge() throws {
    let tableView = strictTable()
    let first = texts(["a", "b"])
    try tableView.attach(first)
    let firstAdapter = try #require(tableView.adapter)

    let shownElsewhere = texts(["x"])
    let otherView = strictTable()
    try otherView.attach(shownElsewhere)
    let composed = texts(["y"])
    let composition = try SectionedDataSource([composed])
    let clashing = ArrayDataSource(["z"], cell: OtherTextCell.self, reuseIdentifier: "TextCell") {
      cell, text in cell.textLabel = text
    }
    #expect(throws: ListError.self) { try ListAdapter(source: shownElsewhere, view: tableView) }
    #expect(throws: ListError.self) { try ListAdapter(source: composed, view: tableView) }
    #expect(throws: ListError.self) { try ListAdapter(source: clashing, view: tableView) }

    #expect(firstAdapter.isObserving)
    #expect(tableView.adapter === firstAdapter)
    #expect(otherView.adapter?.isObserving == true)
    #expect(composition.numberOfItems == 1)
    try first.append("c")
    try tableView.layoutIfNeeded()
    #expect(tableView.visibleCells.map(\.textLabel) == ["a", "b", "c"])
    #expect(tableView.updateLog.allSatisfy { $0.succeeded }, "\(tableView.updateLog)")
  }

  /// A new adapter for the source a view shows takes the view over from the old one.
  @Test func aNewAdapterForTheSameSourceTakesTheViewOver() throws {
    let tableView = strictTable()
    let source = texts(["a"])
    try tableView.attach(source)
    let firstAdapter = try #require(tableView.adapter)
    let adapter = try ListAdapter(source: source, view: tableView)
    #expect(!firstAdapter.isObserving)
    #expect(adapter.isObserving)
    try source.append("b")
    try tableView.layoutIfNeeded()
    #expect(tableView.visibleCells.map(\.textLabel) == ["a", "b"])
  }

  /// The record of which adapter shows each view is pruned of released views now and then, not
  /// at every attach: a view attached before hundreds of others (some released) is still
  /// taken over.
  @Test func takeoverStillWorksAfterManyViewsCameAndWent() throws {
    let tableView = strictTable()
    try tableView.attach(texts(["a"]))
    let firstAdapter = try #require(tableView.adapter)
    var kept: [HeadlessTableView] = []
    for index in 0..<300 {
      let other = strictTable()
      try other.attach(texts(["\(index)"]))
      // Every other view stays; the rest are released, so pruning has something to drop.
      if index.isMultiple(of: 2) { kept.append(other) }
    }
    let adapter = try ListAdapter(source: texts(["x"]), view: tableView)
    #expect(!firstAdapter.isObserving)
    #expect(tableView.adapter === adapter)
    #expect(kept.allSatisfy { $0.adapter?.isObserving == true })
  }
}

/// The host hears a change before every other observer of it, whenever they registered.
@MainActor
@Suite struct ObserverOrderTests {
  @Test func anObserverRegisteredBeforeTheHostRunsAfterIt() throws {
    let source = texts(["a"])
    let tableView = strictTable()
    let token = ObserverToken()
    var rowsSeen: [Int] = []
    source.updates.observe(by: token) { _ in
      rowsSeen.append(tableView.numberOfRows(inSection: 0))
    }
    try tableView.attach(source)
    try source.append("b")
    // The view had applied the change when the observer ran.
    #expect(rowsSeen == [2])
    withExtendedLifetime(token) {}
  }
}
