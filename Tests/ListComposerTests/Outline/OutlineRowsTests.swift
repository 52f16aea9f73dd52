import ListComposerTesting
import Testing

@testable import ListComposer

/// The chunked rows under an outline, with chunks of a few rows so that every split, merge and
/// renumbering happens: random inserts and removals against a plain array. Pure computation on
/// rows the test owns, so it runs off the main actor, beside the suites that need it.
@Suite struct OutlineRowsTests {
  /// Chunks of 2, 3 and 8 rows under 200 rows split, merge and renumber at every step; chunks
  /// of 64 under 900 rows span several 256-row stretches of the directory.
  @Test(arguments: [2, 3, 8, 64])
  func rowsMatchAPlainArray(capacity: Int) {
    let seed: UInt64 = 23
    var generator = SeededGenerator(seed: seed + UInt64(capacity))
    let nodeCount = capacity < 64 ? 200 : 900
    let rows = OutlineRows<Int32>(capacity: capacity)
    rows.reset(keys: [], items: [], keyCount: nodeCount)
    var plain: [Int32] = []
    var hidden = Array(Int32(0)..<Int32(nodeCount))
    for step in 0..<600 {
      if Bool.random(using: &generator), !hidden.isEmpty {
        hidden.shuffle(using: &generator)
        let count = Int.random(
          in: 1...min(hidden.count, capacity < 64 ? 12 : 120), using: &generator)
        let inserted = Array(hidden.suffix(count))
        hidden.removeLast(count)
        let row = Int.random(in: 0...plain.count, using: &generator)
        rows.insert(keys: inserted, items: inserted.map { -$0 }, at: row)
        plain.insert(contentsOf: inserted, at: row)
      } else if !plain.isEmpty {
        let start = Int.random(in: 0..<plain.count, using: &generator)
        let end = Int.random(
          in: start...min(plain.count, start + (capacity < 64 ? 15 : 100)), using: &generator)
        rows.remove(start..<end)
        hidden.append(contentsOf: plain[start..<end])
        plain.removeSubrange(start..<end)
      }
      #expect(rows.checkInvariants(), "seed \(seed), capacity \(capacity), step \(step)")
      #expect(rows.allKeys == plain, "seed \(seed), capacity \(capacity), step \(step)")
      #expect(rows.allItems == plain.map { -$0 }, "seed \(seed), capacity \(capacity)")
      #expect(rows.count == plain.count)
      // Every row and every node checked, one expectation for them all: one per row cost
      // this suite most of its time.
      var wrong: [String] = []
      for (row, node) in plain.enumerated() {
        if rows.key(at: row) != node || rows.item(at: row) != -node {
          wrong.append("row \(row) has \(String(describing: rows.key(at: row))), not \(node)")
        }
        if rows.row(ofKey: node) != row {
          wrong.append(
            "node \(node) is at \(String(describing: rows.row(ofKey: node))), not \(row)")
        }
      }
      for node in hidden where rows.row(ofKey: node) != nil {
        wrong.append("hidden node \(node) has a row")
      }
      #expect(
        wrong.isEmpty, "seed \(seed), capacity \(capacity), step \(step): \(wrong.prefix(10))")
      #expect(rows.item(at: plain.count) == nil && rows.item(at: -1) == nil)
      guard rows.allKeys == plain else { return }
    }
  }
}
