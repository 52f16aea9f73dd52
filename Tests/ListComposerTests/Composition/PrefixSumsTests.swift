import ListComposer
import ListComposerTesting
import Testing

@Suite struct PrefixSumsTests {
  @Test func locatesOffsetsAcrossEmptyElements() {
    let sums = PrefixSums([3, 0, 2])
    #expect(sums.total == 5)
    #expect(sums.start(of: 2) == 3)
    #expect(sums.locate(2)?.index == 0 && sums.locate(2)?.offset == 2)
    #expect(sums.locate(3)?.index == 2 && sums.locate(3)?.offset == 0)
    #expect(sums.locate(5) == nil)
    #expect(sums.locate(-1) == nil)
    #expect(sums.start(of: 4) == nil)
    #expect(PrefixSums().locate(0) == nil)
  }

  @Test(arguments: [UInt64(1), 2, 3, 4, 5])
  func agreesWithANaiveScan(seed: UInt64) {
    var generator = SeededGenerator(seed: seed)
    var counts = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
      Int.random(in: 0...5, using: &generator)
    }
    var sums = PrefixSums(counts)
    for step in 0..<200 {
      switch Int.random(in: 0..<4, using: &generator) {
      case 0 where !counts.isEmpty:
        let index = Int.random(in: 0..<counts.count, using: &generator)
        let value = Int.random(in: 0...5, using: &generator)
        counts[index] = value
        let changed = sums.set(index, to: value)
        #expect(changed)
      case 1:
        let index = Int.random(in: 0...counts.count, using: &generator)
        let value = Int.random(in: 0...5, using: &generator)
        counts.insert(value, at: index)
        sums.insert(value, at: index)
      case 2 where !counts.isEmpty:
        let index = Int.random(in: 0..<counts.count, using: &generator)
        counts.remove(at: index)
        let removed = sums.remove(at: index)
        #expect(removed)
      default:
        break
      }
      #expect(sums.counts == counts, "seed \(seed) step \(step)")
      #expect(sums.total == counts.reduce(0, +), "seed \(seed) step \(step)")
      var offset = 0
      for (index, count) in counts.enumerated() {
        #expect(sums.start(of: index) == offset, "seed \(seed) step \(step)")
        for within in 0..<count {
          let found = sums.locate(offset + within)
          #expect(found?.index == index && found?.offset == within, "seed \(seed) step \(step)")
        }
        offset += count
      }
      #expect(sums.locate(offset) == nil, "seed \(seed) step \(step)")
    }
  }

  @Test func rejectsOutOfRangeEditsWithoutChangingAnything() {
    var sums = PrefixSums([1, 2])
    let results = [sums.set(2, to: 9), sums.set(-1, to: 9), sums.remove(at: 5)]
    #expect(results == [false, false, false])
    #expect(sums.counts == [1, 2])
  }
}

@Suite struct PrefixSumsExtremeTests {
  @Test func sumsSaturateNearIntMax() {
    var sums = PrefixSums([Int.max, Int.max, 5])
    #expect(sums.total == Int.max)
    #expect(sums.start(of: 1) == Int.max)
    #expect(sums.start(of: 2) == Int.max)
    #expect(sums.locate(Int.max - 1)?.index == 0)
    #expect(sums.locate(Int.max) == nil)
    sums.set(0, to: 10)
    #expect(sums.start(of: 2) == Int.max)
    #expect(sums.locate(10)?.index == 1)
    sums.insert(Int.max, at: 0)
    let removed = sums.remove(at: 0)
    #expect(removed)
    #expect(sums.locate(9)?.index == 0)
  }
}

/// Many counts, so that blocks split, empty and shift; every answer is compared with a naive
/// model after every edit.
@Suite struct PrefixSumsBlockTests {
  /// Checks every query against the counts they were made from.
  func expectAgrees(_ sums: PrefixSums, _ counts: [Int], _ context: String) {
    #expect(sums.counts == counts, "\(context)")
    var offset = 0
    for (index, count) in counts.enumerated() {
      #expect(sums.start(of: index) == offset, "\(context) index \(index)")
      for within in 0..<count {
        let found = sums.locate(offset + within)
        #expect(found?.index == index && found?.offset == within, "\(context) offset \(offset)")
      }
      offset += count
    }
    #expect(sums.total == offset && sums.locate(offset) == nil, "\(context)")
  }

  @Test func manyInsertionsAtOnePlaceThenRemovingEverything() {
    // 1,300 insertions at one place (enough to fill any block of a few hundred several times),
    // then removing everything from the front.
    var counts: [Int] = []
    var sums = PrefixSums()
    for step in 0..<1_300 {
      let value = step % 4
      let index = counts.count / 3
      counts.insert(value, at: index)
      sums.insert(value, at: index)
      if step % 97 == 0 || step == 1_299 { expectAgrees(sums, counts, "insert \(step)") }
    }
    var step = 0
    while !counts.isEmpty {
      counts.removeFirst()
      let removed = sums.remove(at: 0)
      #expect(removed)
      if step % 97 == 0 || counts.isEmpty { expectAgrees(sums, counts, "remove \(step)") }
      step += 1
    }
    #expect(sums.count == 0 && sums.total == 0 && sums.locate(0) == nil)
    sums.insert(5, at: 0)
    expectAgrees(sums, [5], "refilled")
  }

  @Test(arguments: [UInt64(21), 22, 23])
  func blocksAgreeWithANaiveModel(seed: UInt64) {
    print("PrefixSumsBlockTests seed \(seed)")
    var generator = SeededGenerator(seed: seed)
    var counts = (0..<Int.random(in: 0...700, using: &generator)).map { _ in
      Int.random(in: 0...3, using: &generator)
    }
    var sums = PrefixSums(counts)
    for step in 0..<1_500 {
      switch Int.random(in: 0..<10, using: &generator) {
      case 0..<2 where !counts.isEmpty:
        let index = Int.random(in: 0..<counts.count, using: &generator)
        let value = Int.random(in: 0...3, using: &generator)
        counts[index] = value
        sums.set(index, to: value)
      case 2..<6:
        // Inserts cluster at one place now and then, so that one block grows past its limit.
        let index =
          step % 3 == 0 ? counts.count / 2 : Int.random(in: 0...counts.count, using: &generator)
        let value = Int.random(in: 0...3, using: &generator)
        counts.insert(value, at: index)
        sums.insert(value, at: index)
      case 6..<10 where !counts.isEmpty:
        let index =
          step % 5 == 0 ? 0 : Int.random(in: 0..<counts.count, using: &generator)
        counts.remove(at: index)
        sums.remove(at: index)
      default:
        break
      }
      guard step % 50 == 0 || step == 1_499 else {
        #expect(sums.total == counts.reduce(0, +), "seed \(seed) step \(step)")
        #expect(sums.count == counts.count, "seed \(seed) step \(step)")
        continue
      }
      #expect(sums.counts == counts, "seed \(seed) step \(step)")
      #expect(sums == PrefixSums(counts), "seed \(seed) step \(step)")
      var offset = 0
      for (index, count) in counts.enumerated() {
        #expect(sums.start(of: index) == offset, "seed \(seed) step \(step) index \(index)")
        #expect(sums.count(at: index) == count, "seed \(seed) step \(step) index \(index)")
        for within in 0..<count {
          let found = sums.locate(offset + within)
          #expect(
            found?.index == index && found?.offset == within,
            "seed \(seed) step \(step) offset \(offset + within)")
        }
        offset += count
      }
      #expect(sums.start(of: counts.count) == offset, "seed \(seed) step \(step)")
      #expect(sums.locate(offset) == nil, "seed \(seed) step \(step)")
    }
  }

  @Test func emptiesAndRefills() {
    var sums = PrefixSums(Array(repeating: 1, count: 600))
    for _ in 0..<600 { sums.remove(at: 0) }
    #expect(sums.count == 0 && sums.total == 0 && sums.locate(0) == nil)
    #expect(sums.start(of: 0) == 0)
    sums.insert(4, at: 7)
    #expect(sums.counts == [4])
    #expect(sums.locate(3)?.index == 0)
  }
}

/// The edits that move the tables instead of rebuilding them: counts that are whole buckets,
/// against a naive scan, over many elements and bucket sizes.
@Suite struct PrefixSumsIncrementalTests {
  @Test(arguments: [UInt64(21), 22, 23, 24, 25, 26])
  func wholeBucketEditsAgreeWithANaiveScan(seed: UInt64) {
    print("PrefixSumsIncrementalTests seed \(seed)")
    var generator = SeededGenerator(seed: seed)
    // Counts drawn from one power of two's multiples (and 0), so most edits are whole buckets;
    // a few odd counts take the recomputing path in between.
    let unit = 1 << Int.random(in: 0...4, using: &generator)
    func draw() -> Int {
      Int.random(in: 0..<10, using: &generator) == 0
        ? Int.random(in: 0...(3 * unit), using: &generator)
        : unit * Int.random(in: 0...3, using: &generator)
    }
    var counts = (0..<Int.random(in: 0...300, using: &generator)).map { _ in draw() }
    var sums = PrefixSums(counts)
    for step in 0..<300 {
      switch Int.random(in: 0..<3, using: &generator) {
      case 0 where !counts.isEmpty:
        let index = Int.random(in: 0..<counts.count, using: &generator)
        let value = draw()
        counts[index] = value
        sums.set(index, to: value)
      case 1:
        let index = Int.random(in: 0...counts.count, using: &generator)
        let value = draw()
        counts.insert(value, at: index)
        sums.insert(value, at: index)
      default:
        guard !counts.isEmpty else { continue }
        let index = Int.random(in: 0..<counts.count, using: &generator)
        counts.remove(at: index)
        sums.remove(at: index)
      }
      #expect(sums.counts == counts, "seed \(seed) step \(step)")
      var offset = 0
      var wrong = 0
      for (index, count) in counts.enumerated() {
        if sums.start(of: index) != offset { wrong += 1 }
        for within in 0..<count {
          let found = sums.locate(offset + within)
          if found?.index != index || found?.offset != within { wrong += 1 }
        }
        offset += count
      }
      #expect(wrong == 0, "seed \(seed) step \(step): \(wrong) wrong answers")
      #expect(sums.total == offset && sums.locate(offset) == nil, "seed \(seed) step \(step)")
      // Equal to freshly built sums, whatever the bucket size.
      #expect(PrefixSums(counts) == sums, "seed \(seed) step \(step)")
      #expect((0..<counts.count).map { sums.count(at: $0) } == counts, "seed \(seed) step \(step)")
    }
  }
}
