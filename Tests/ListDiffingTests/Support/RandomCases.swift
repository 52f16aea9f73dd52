import ListDiffing
import ListDiffingTestSupport

/// Seeded generators of old/new pairs that cover duplicates, empty sides, all-updated and
/// all-moved lists.
extension SplitMix64 {
  mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &self) < probability
  }

  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

  /// Items with identifiers drawn with replacement from `0..<pool` (duplicates likely when the
  /// pool is small).
  mutating func itemsWithReplacement(count: Int, pool: Int) -> [TestItem] {
    (0..<count).map { _ in TestItem(int(0...(pool - 1)), version: int(0...1)) }
  }

  /// Distinct items, identifiers taken from `ids`.
  mutating func distinctItems(count: Int, from ids: inout [Int]) -> [TestItem] {
    let taken = Array(ids.prefix(count))
    ids.removeFirst(taken.count)
    return taken.map { TestItem($0, version: int(0...1)) }
  }

  /// Returns `items` with some deleted, some updated, some inserted from `fresh` and some
  /// relocated.
  mutating func perturbed(_ items: [TestItem], fresh: inout [Int]) -> [TestItem] {
    var result: [TestItem] = []
    for var item in items where !chance(0.2) {
      if chance(0.25) { item.version += 1 }
      result.append(item)
    }
    for _ in 0..<int(0...3) {
      guard let id = fresh.popLast() else { break }
      result.insert(TestItem(id), at: int(0...result.count))
    }
    for _ in 0..<int(0...3) where !result.isEmpty {
      let moved = result.remove(at: int(0...(result.count - 1)))
      result.insert(moved, at: int(0...result.count))
    }
    return result
  }

  /// An old/new pair of flat lists and a label naming the kind of case.
  mutating func flatCase() -> (old: [TestItem], new: [TestItem], kind: String) {
    var ids = Array(0..<40).shuffled(using: &self)
    switch int(0...8) {
    case 0:
      return (
        itemsWithReplacement(count: int(0...10), pool: 6),
        itemsWithReplacement(count: int(0...10), pool: 6), "duplicates"
      )
    case 1:
      return (
        itemsWithReplacement(count: int(0...10), pool: 3),
        itemsWithReplacement(count: int(0...10), pool: 3), "heavy duplicates"
      )
    case 2:
      return ([], distinctItems(count: int(0...10), from: &ids), "empty old")
    case 3:
      return (distinctItems(count: int(0...10), from: &ids), [], "empty new")
    case 4:
      let old = distinctItems(count: int(0...12), from: &ids)
      return (old, old.map { TestItem($0.id, version: $0.version + 1) }, "all updated")
    case 5:
      let old = distinctItems(count: int(0...12), from: &ids)
      return (old, old.shuffled(using: &self), "all moved")
    case 6:
      let old = distinctItems(count: int(0...12), from: &ids)
      return (
        old, old.shuffled(using: &self).map { TestItem($0.id, version: $0.version + 1) },
        "all moved and updated"
      )
    default:
      let old = distinctItems(count: int(0...12), from: &ids)
      return (old, perturbed(old, fresh: &ids), "perturbed")
    }
  }

  /// An old/new pair of sectioned lists and a label naming the kind of case.
  mutating func sectionedCase() -> (old: [TestSection], new: [TestSection], kind: String) {
    if chance(0.25) {
      // Independent sides with small pools: duplicated sections and items, anything goes.
      func sections(_ rng: inout SplitMix64) -> [TestSection] {
        (0..<rng.int(0...4)).map { _ in
          TestSection(
            model: TestItem(rng.int(0...3), version: rng.int(0...1)),
            items: rng.itemsWithReplacement(count: rng.int(0...5), pool: 5))
        }
      }
      return (sections(&self), sections(&self), "duplicates")
    }
    var sectionIDs = Array(100..<110).shuffled(using: &self)
    var itemIDs = Array(0..<60).shuffled(using: &self)
    let old = (0..<int(0...4)).map { _ in
      TestSection(
        model: TestItem(sectionIDs.removeLast(), version: int(0...1)),
        items: distinctItems(count: int(0...5), from: &itemIDs))
    }
    var new: [TestSection] = []
    var floating: [TestItem] = []
    for section in old where !chance(0.2) {
      var section = section
      if chance(0.2) { section.model.version += 1 }
      var kept: [TestItem] = []
      for var item in section.items where !chance(0.15) {
        if chance(0.2) { item.version += 1 }
        if chance(0.2) { floating.append(item) } else { kept.append(item) }
      }
      section.items = kept
      new.append(section)
    }
    for _ in 0..<int(0...2) {
      new.insert(
        TestSection(
          model: TestItem(sectionIDs.removeLast()),
          items: distinctItems(count: int(0...4), from: &itemIDs)),
        at: int(0...new.count))
    }
    if chance(0.5) { new.shuffle(using: &self) }
    if !new.isEmpty {
      for item in floating + distinctItems(count: int(0...3), from: &itemIDs) {
        let section = int(0...(new.count - 1))
        new[section].items.insert(item, at: int(0...new[section].items.count))
      }
    }
    if chance(0.3) {
      for index in new.indices { new[index].items.shuffle(using: &self) }
    }
    switch int(0...19) {
    case 0: return (old, [], "empty new")
    case 1: return ([], new, "empty old")
    default: return (old, new, "perturbed")
    }
  }
}
