import ListDiffingTestSupport
import Testing

@testable import ListDiffing

/// An identifier whose hash keeps only `value % 3`: distinct identifiers share whole hashes, so the
/// identity table must probe past them and compare identifiers.
struct CollidingID: Hashable, Sendable, CustomStringConvertible {
  var value: Int

  static func == (lhs: CollidingID, rhs: CollidingID) -> Bool { lhs.value == rhs.value }

  func hash(into hasher: inout Hasher) { hasher.combine(value % 3) }

  var description: String { "\(value)" }
}

/// A ``TestItem`` whose identifier collides.
struct CollidingItem: Hashable, Sendable, DiffIdentifiable, ContentEquatable {
  var item: TestItem

  var id: CollidingID { CollidingID(value: item.id) }
}

@Suite struct IdentityPairingTests {
  /// Pairs old and new occurrences of each identifier in order, over the whole lists: the
  /// definition of the pairing when the common ends are not trimmed.
  private func naivePairing(old: [TestItem], new: [TestItem]) -> [Int] {
    var newOffsetsOfID: [Int: [Int]] = [:]
    for (offset, item) in new.enumerated() { newOffsetsOfID[item.id, default: []].append(offset) }
    var used: [Int: Int] = [:]
    return old.map { item in
      let rank = used[item.id, default: 0]
      used[item.id] = rank + 1
      let offsets = newOffsetsOfID[item.id] ?? []
      return rank < offsets.count ? offsets[rank] : -1
    }
  }

  private func duplicated(_ ids: [Int]) -> Set<Int> {
    var seen = Set<Int>()
    return Set(ids.filter { !seen.insert($0).inserted })
  }

  /// Old/new lists of up to `size` items with identifiers drawn from a pool, so that duplicates,
  /// inserts, deletes and moves all occur.
  private func randomLists(_ rng: inout SplitMix64, size: Int) -> (old: [TestItem], new: [TestItem])
  {
    let pool = rng.int(1...(size + 1))
    return (
      rng.itemsWithReplacement(count: rng.int(0...size), pool: pool),
      rng.itemsWithReplacement(count: rng.int(0...size), pool: pool)
    )
  }

  @Test(arguments: [UInt64(11), 12, 13])
  func pairsOccurrencesInOrderThroughCollidingHashes(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    for round in 0..<400 {
      let (old, new) = randomLists(&rng, size: rng.chance(0.5) ? 12 : 300)
      let expected = naivePairing(old: old, new: new)
      let context = "seed \(seed) round \(round): \(old) -> \(new)"

      let plain = pairIdentities(old: old, new: new, trimsCommonEnds: false, offsets: Int32.self)
      #expect(plain.newOffsetOfOld == expected, "\(context)")
      let colliding = pairIdentities(
        old: old.map(CollidingItem.init), new: new.map(CollidingItem.init),
        trimsCommonEnds: false, offsets: Int.self)
      #expect(colliding.newOffsetOfOld == expected, "\(context)")

      var oldOffsetOfNew = [Int](repeating: -1, count: new.count)
      for (oldOffset, newOffset) in expected.enumerated() where newOffset >= 0 {
        oldOffsetOfNew[newOffset] = oldOffset
      }
      #expect(plain.oldOffsetOfNew == oldOffsetOfNew, "\(context)")
      #expect(colliding.oldOffsetOfNew == oldOffsetOfNew, "\(context)")

      let duplicates = duplicated(old.map(\.id)).union(duplicated(new.map(\.id)))
      #expect(Set(plain.duplicates) == duplicates, "\(context)")
      #expect(plain.duplicates.count == duplicates.count, "\(context)")
      #expect(colliding.duplicates.map(\.value) == plain.duplicates, "\(context)")
    }
  }

  /// The `Int` offsets serve lists too long for `Int32`; they must give exactly the diff the
  /// `Int32` offsets give, which the round-trip tests check against the strict applier.
  @Test(arguments: [UInt64(21), 22, 23])
  func intAndInt32OffsetsGiveTheSameDiff(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    for round in 0..<400 {
      let (old, new): ([TestItem], [TestItem])
      if rng.chance(0.5) {
        (old, new) = randomLists(&rng, size: rng.chance(0.5) ? 12 : 300)
      } else {
        var ids = Array(0..<2_000).shuffled(using: &rng)
        let base = rng.distinctItems(count: rng.int(0...1_000), from: &ids)
        (old, new) = (base, rng.perturbed(base, fresh: &ids).shuffled(using: &rng))
      }
      let options = DiffOptions(
        updateStyle: round % 2 == 0 ? .reload : .reconfigure,
        reportsAllDuplicates: round % 3 == 0)
      let section = rng.int(0...2)
      let joins = round % 4 >= 2
      let narrow = new.stagedDifference(
        from: old, section: section, options: options, joiningDeletes: joins, offsets: Int32.self)
      let wide = new.stagedDifference(
        from: old, section: section, options: options, joiningDeletes: joins, offsets: Int.self)
      let context = "seed \(seed) round \(round): \(old) -> \(new)"
      #expect(narrow.stages == wide.stages, "\(context)")
      #expect(narrow.duplicateIdentifiers == wide.duplicateIdentifiers, "\(context)")
      #expect(narrow.changeCount == wide.changeCount, "\(context)")
      #expect(narrow.target == new, "\(context)")
      let inFirstSection = new.stagedDifference(
        from: old, section: 0, options: options, joiningDeletes: joins, offsets: Int.self)
      let violation = roundTripViolation(old: old, diff: inFirstSection, target: new)
      #expect(violation == nil, "\(context): \(violation ?? "")")
    }
  }

  @Test(arguments: [UInt64(31), 32])
  func collidingHashesGiveTheSameDiff(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    for round in 0..<400 {
      let (old, new, kind) = rng.flatCase()
      let options = DiffOptions(reportsAllDuplicates: round % 2 == 0)
      let plain = new.stagedDifference(from: old, options: options)
      let colliding = new.map(CollidingItem.init).stagedDifference(
        from: old.map(CollidingItem.init), options: options)
      let context = "seed \(seed) round \(round) (\(kind)): \(old) -> \(new)"
      #expect(colliding.stages.map(\.update) == plain.stages.map(\.update), "\(context)")
      #expect(
        colliding.stages.map { $0.data.map(\.item) } == plain.stages.map(\.data), "\(context)")
      #expect(
        colliding.duplicateIdentifiers.map(\.value) == plain.duplicateIdentifiers, "\(context)")
    }
  }

  @Test func int32OffsetsServeListsBelowAQuarterOfTheirRange() {
    let limit = Int(Int32.max) / 2
    #expect(offsetsFitInInt32(0, 0))
    #expect(offsetsFitInInt32(limit - 1, limit - 1))
    #expect(!offsetsFitInInt32(limit, 0))
    #expect(!offsetsFitInInt32(0, limit))
    #expect(!offsetsFitInInt32(Int.max, Int.max))
  }
}
