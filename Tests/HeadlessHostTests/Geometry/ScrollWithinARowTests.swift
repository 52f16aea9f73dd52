import HeadlessHost
import ListComposerTestSupport
import ListComposerTesting
import Testing

/// A scroll that keeps the rows at every edge (of the viewport and of each working range) is
/// skipped: no source hears of it, and the adapter works nothing out. One that crosses an edge
/// is worked out and told. Sources two levels down (`root = [banner, thread]`,
/// `thread = [pinned, messages]`), both headless views, strict and raising like a device.
///
/// The rows (``ViewportScreen``, a viewport of 200 points): banner header 0..<28, banner
/// 28..<72, pinned 72..<116, m10 116..<146, m11 ..<186, m12 ..<206, m13 ..<236, m14 ..<276,
/// m15 ..<296, m16 ..<326, m17 ..<366, m18 ..<386, m19 ..<416, m20 ..<456, m21 ..<476,
/// m22 ..<506, m23 ..<546, m24 ..<566, m25 ..<596, m26 ..<636.
@MainActor
@Suite struct ScrollWithinARowTests {
  @Test(arguments: ViewKind.allCases)
  func aScrollWithinARowIsSkippedAndOneAcrossAnEdgeIsTold(_ kind: ViewKind) async throws {
    try await kind.run(withinAndAcross, withinAndAcross)
  }

  func withinAndAcross<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) throws {
    let screen = try ViewportScreen(kind, cell, messages: Array(10...39))
    let log = VisibilityLog()
    // Messages with a working range of one screen, pinned of half a screen; neither hears
    // scrolls.
    log.listen(
      to: screen.messages, as: "messages", in: screen.adapter, workingRange: 1,
      hearsScrolling: false)
    log.listen(
      to: screen.pinned, as: "pinned", in: screen.adapter, workingRange: 0.5,
      hearsScrolling: false)
    try screen.host.scroll(toContentOffset: 150)
    _ = log.take()

    // At 150 the viewport 150..<350 has m11 and m17 at its edges, half a screen 50..<450 the
    // banner and m20, a screen -50..<550 the banner's header and m24: each keeps its edge rows
    // while the offset stays within 146..<156.
    let before = screen.adapter.workedOutViewports
    for offset in [151.0, 153, 155, 148, 150] {
      try screen.host.scroll(toContentOffset: offset)
      #expect(log.take() == [], "\(kind), offset \(offset)")
    }
    #expect(screen.adapter.workedOutViewports == before, "\(kind)")

    // 167..<367: m18 comes in at the bottom; half a screen and a screen cross rows too, which
    // changes no source's range.
    try screen.host.scroll(toContentOffset: 167)
    #expect(log.take() == ["messages appeared m18@0.8"], "\(kind)")
    #expect(screen.adapter.workedOutViewports == before + 1, "\(kind)")
    // Within the rows again: skipped.
    for offset in [168.0, 169] {
      try screen.host.scroll(toContentOffset: offset)
      #expect(log.take() == [], "\(kind), offset \(offset)")
    }
    #expect(screen.adapter.workedOutViewports == before + 1, "\(kind)")

    // 217..<417: m11 and m12 leave at the top, m19 and m20 come in at the bottom; half a
    // screen, 117..<517, no longer reaches pinned (72..<116).
    try screen.host.scroll(toContentOffset: 217)
    #expect(
      log.take() == [
        "messages disappeared m11@0.1 m12@0.2", "messages appeared m19@0.9 m20@0.10",
        "pinned left",
      ], "\(kind)")
    for offset in [219.0, 221] {
      try screen.host.scroll(toContentOffset: offset)
      #expect(log.take() == [], "\(kind), offset \(offset)")
    }
    #expect(screen.adapter.workedOutViewports == before + 2, "\(kind)")
    // 210..<410: m20 leaves at the bottom; half a screen, 110..<510, reaches pinned again.
    try screen.host.scroll(toContentOffset: 210)
    #expect(log.take() == ["messages disappeared m20@0.10", "pinned entered"], "\(kind)")
    screen.host.expectNothingRaised()
  }

  @Test(arguments: ViewKind.allCases)
  func aSourceThatHearsScrollsHearsEveryScrollWithinARow(_ kind: ViewKind) async throws {
    try await kind.run(hearing, hearing)
  }

  func hearing<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) throws {
    let screen = try ViewportScreen(kind, cell, messages: Array(10...39))
    let log = VisibilityLog()
    log.listen(to: screen.messages, as: "messages", in: screen.adapter, workingRange: 1)
    try screen.host.scroll(toContentOffset: 150)
    _ = log.take()
    // While it shows, each scroll is told, within a row or not.
    try screen.host.scroll(toContentOffset: 151)
    try screen.host.scroll(toContentOffset: 153)
    #expect(log.take() == ["messages scrolled 151 200", "messages scrolled 153 200"], "\(kind)")
    // Once it no longer asks for scrolls, a scroll within a row is skipped again.
    log.listen(
      to: screen.messages, as: "messages", in: screen.adapter, workingRange: 1,
      hearsScrolling: false)
    _ = log.take()
    let before = screen.adapter.workedOutViewports
    try screen.host.scroll(toContentOffset: 151)
    #expect(log.take() == [], "\(kind)")
    #expect(screen.adapter.workedOutViewports == before, "\(kind)")
    screen.host.expectNothingRaised()
  }

  @Test(arguments: ViewKind.allCases)
  func aResizeOrABatchIsToldAndTheNextScrollWithinARowIsSkipped(_ kind: ViewKind) async throws {
    try await kind.run(afterChanges, afterChanges)
  }

  func afterChanges<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) throws {
    let screen = try ViewportScreen(kind, cell, messages: Array(10...39))
    let log = VisibilityLog()
    log.listen(
      to: screen.messages, as: "messages", in: screen.adapter, hearsScrolling: false)
    try screen.host.scroll(toContentOffset: 150)
    let tall = HeightRequests()
    var handlers = try #require(screen.adapter.handlers(for: screen.messages))
    handlers.rowHeight = { _, item in
      tall.ids.contains(item.model.id) ? 60 : ViewportScreen<Cell>.height(of: item.model.id)
    }
    screen.adapter.setHandlers(handlers, for: screen.messages)
    _ = log.take()
    // m12 (186..<206) grows to 60 points in place, at the same offset: m17 leaves at the
    // bottom. The rows at the edges are m11 (146..<186) and m16 (336..<366) now.
    tall.ids.append(12)
    screen.messages.updates.send(resizedItems: [ListPosition(section: 0, item: 2)])
    #expect(log.take() == ["messages disappeared m17@0.7"], "\(kind)")
    var worked = screen.adapter.workedOutViewports
    try screen.host.scroll(toContentOffset: 151)
    #expect(log.take() == [], "\(kind)")
    #expect(screen.adapter.workedOutViewports == worked, "\(kind)")
    // A message of 30 points inserted above the viewport moves every message down: m16
    // leaves at the bottom and m10 (146..<176) shows at the top, at its new position.
    _ = try screen.messages.insert(Mail(40), at: ListPosition(section: 0, item: 0))
    #expect(
      log.take() == ["messages disappeared m16@0.6", "messages appeared m10@0.1"], "\(kind)")
    #expect(
      screen.adapter.visibleItems(in: screen.messages).map(\.model.id) == [10, 11, 12, 13, 14, 15],
      "\(kind)")
    worked = screen.adapter.workedOutViewports
    try screen.host.scroll(toContentOffset: 152)
    #expect(log.take() == [], "\(kind)")
    #expect(screen.adapter.workedOutViewports == worked, "\(kind)")
    screen.host.expectNothingRaised()
  }

  @Test(arguments: ViewKind.allCases)
  func aViewportThatLosesItsHeightAndGetsItBackShowsItsItemsAgain(_ kind: ViewKind)
    async throws
  {
    try await kind.run(heightless, heightless)
  }

  func heightless<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) throws {
    let screen = try ViewportScreen(kind, cell, messages: Array(10...39))
    let log = VisibilityLog()
    log.listen(
      to: screen.messages, as: "messages", in: screen.adapter, workingRange: 0,
      hearsScrolling: false)
    try screen.host.scroll(toContentOffset: 150)
    _ = log.take()
    try screen.host.setViewportHeight(0)
    #expect(
      log.take() == [
        "messages disappeared m11@0.1 m12@0.2 m13@0.3 m14@0.4 m15@0.5 m16@0.6 m17@0.7",
        "messages left",
      ], "\(kind)")
    // The same offset and height as before it lost it: the rows are looked up again.
    try screen.host.setViewportHeight(200)
    #expect(
      log.take() == [
        "messages appeared m11@0.1 m12@0.2 m13@0.3 m14@0.4 m15@0.5 m16@0.6 m17@0.7",
        "messages entered",
      ], "\(kind)")
    screen.host.expectNothingRaised()
  }
}

extension ViewUnderTest {
  /// Sets the viewport's height and lays out.
  fileprivate func setViewportHeight(_ height: Double) throws {
    if let table {
      table.options.viewportHeight = height
      try table.layoutIfNeeded()
    } else if let collection {
      collection.options.viewportHeight = height
      try collection.layoutIfNeeded()
    }
  }
}
