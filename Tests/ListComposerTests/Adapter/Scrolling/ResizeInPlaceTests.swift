import HeadlessHost
import ListComposerTestSupport
import Testing

/// A source two levels down says one of its items changed size: both headless views take the
/// new height in O(log n), keep the cell (no request, no reconfigure, no reload, no batch) and
/// keep the reader's place.
@MainActor
@Suite struct ResizeInPlaceTests {
  @Test(arguments: ViewKind.allCases)
  func aRowTakesItsNewHeightWithoutTouchingItsCell(_ kind: ViewKind) async throws {
    try await kind.run(resize, resize)
  }

  func resize<Cell: HeadlessReusableCell>(_ kind: ViewKind, _ cell: Cell.Type) async throws {
    let screen = try ViewportScreen(kind, cell, messages: Array(10...49))
    let host = screen.host
    // Expanded messages are 100 points taller.
    let expanded = HeightRequests()  // the ids of the expanded messages
    screen.adapter.setHandlers(
      SourceHandlers(rowHeight: { _, item in
        ViewportScreen<Cell>.height(of: item.model.id)
          + (expanded.ids.contains(item.model.id) ? 100 : 0)
      }), for: screen.messages)
    try host.scroll(toContentOffset: 150)  // m11 at -4, first visible
    let height = host.contentHeight
    let m12 = ListPosition(section: 2, item: 2)
    let shownCell = try #require(host.cell(at: m12))
    let requests = host.table?.cellRequestCount ?? host.collection?.cellRequestCount ?? 0
    let batches = host.updateLog.count
    let reuses = shownCell.prepareForReuseCount

    expanded.ids.append(12)
    screen.messages.updates.send(resizedItems: [ListPosition(section: 0, item: 2)])
    #expect(host.contentHeight == height + 100)
    #expect(try #require(host.frame(of: m12)).height == ViewportScreen<Cell>.height(of: 12) + 100)
    #expect(host.cell(at: m12) === shownCell)
    #expect(shownCell.textLabel == "m12")
    #expect(shownCell.prepareForReuseCount == reuses)
    // No cell asked for (the taller row pushes others out; none comes in), no batch.
    #expect((host.table?.cellRequestCount ?? host.collection?.cellRequestCount ?? 0) == requests)
    #expect(host.updateLog.count == batches)
    #expect(host.table?.resizedItemCount ?? host.collection?.resizedItemCount == 1)
    // The first visible row stayed where it was.
    #expect(host.text(at: try #require(host.visiblePositions.first)) == "m11")
    #expect(host.contentOffset == 150)

    // A row above the viewport grows: the rows the reader sees do not move.
    try host.scroll(toContentOffset: 400)
    let first = try #require(host.visiblePositions.first)
    let distance = try #require(host.frame(of: first)).top - host.contentOffset
    expanded.ids.append(10)
    screen.messages.updates.send(resizedItems: [ListPosition(section: 0, item: 0)])
    #expect(host.visiblePositions.first == first)
    #expect(try #require(host.frame(of: first)).top - host.contentOffset == distance)
    #expect(host.contentOffset == 500)
    host.expectNothingRaised()
  }
}
