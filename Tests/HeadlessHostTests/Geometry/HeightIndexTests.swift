import ListComposerTesting
import Testing

@testable import HeadlessHost

/// The prefix sums behind a viewport: offsets and the row at an offset agree with sums taken
/// row by row, through resizes, for random heights (zero heights included).
@Suite struct HeightIndexTests {
  @Test func offsetsAndTheRowAtAnOffset() {
    let rows = HeightIndex([44, 60, 0, 44])
    #expect(rows.totalHeight == 148)
    #expect([0, 1, 2, 3, 4].map { rows.offset(of: $0) } == [0, 44, 104, 104, 148])
    #expect(rows.index(containing: 0) == 0)
    #expect(rows.index(containing: 43.5) == 0)
    #expect(rows.index(containing: 44) == 1)
    // The row of no height at 104 is skipped: the row that spans 104 is the fourth.
    #expect(rows.index(containing: 104) == 3)
    #expect(rows.index(containing: 148) == 4)
    #expect(rows.index(containing: -5) == 0)
    #expect(HeightIndex().index(containing: 10) == 0)
    #expect(HeightIndex().totalHeight == 0)
  }

  @Test func aResizeMovesTheRowsBelow() {
    var rows = HeightIndex([44, 60, 44])
    rows.setHeight(80, at: 0)
    #expect(rows.heights == [80, 60, 44])
    #expect(rows.offset(of: 2) == 140)
    #expect(rows.index(containing: 79) == 0)
    #expect(rows.index(containing: 80) == 1)
    rows.setHeight(1, at: 7)  // out of range: nothing
    #expect(rows.heights == [80, 60, 44])
  }

  @Test(arguments: [UInt64(1), 7, 2026])
  func randomHeightsAgreeWithSumsRowByRow(seed: UInt64) {
    var rng = SeededGenerator(seed: seed)
    let count = Int.random(in: 1...300, using: &rng)
    var heights = (0..<count).map { _ in Double(Int.random(in: 0...5, using: &rng) * 10) }
    var rows = HeightIndex(heights)
    for round in 0..<50 {
      let index = Int.random(in: 0..<count, using: &rng)
      let height = Double(Int.random(in: 0...5, using: &rng) * 10)
      heights[index] = height
      rows.setHeight(height, at: index)
      let probe = Int.random(in: 0...count, using: &rng)
      let naive = heights.prefix(probe).reduce(0, +)
      #expect(rows.offset(of: probe) == naive, "seed \(seed) round \(round)")
      let offset = Double.random(in: -10...(heights.reduce(0, +) + 10), using: &rng)
      // The first row whose bottom is below the offset, by walking.
      var bottom = 0.0
      var expected = count
      for (row, height) in heights.enumerated() {
        bottom += height
        if bottom > offset {
          expected = row
          break
        }
      }
      if offset < 0 { expected = 0 }
      #expect(rows.index(containing: offset) == expected, "seed \(seed) offset \(offset)")
    }
  }
}
