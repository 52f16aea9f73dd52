import HeadlessHost
import ListComposerTestSupport
import ListComposerTesting
import Testing

/// Random old data, random new data derived from it, and the batch that turns one into the
/// other, built by construction so that it is valid even in strict mode (item reloads only in
/// batches that keep every section where it was).
struct RandomScenario {
  var old: [[String]] = []
  var new: [[String]] = []
  var update = BatchUpdate()
  /// New sections that existed before the batch (kept or moved).
  var survivingNewSections: [Int] = []

  init(using rng: inout SeededGenerator) {
    var nextID = 0
    func fresh() -> String {
      nextID += 1
      return "n\(nextID)"
    }
    let sectionCount = Int.random(in: 0...4, using: &rng)
    old = (0..<sectionCount).map { section in
      (0..<Int.random(in: 0...5, using: &rng)).map { "s\(section)i\($0)" }
    }
    enum Fate { case kept, deleted, moved }
    let fates: [Fate] = old.indices.map { _ in
      switch Int.random(in: 0..<10, using: &rng) {
      case 0...1: .deleted
      case 2...3: .moved
      default: .kept
      }
    }
    enum Slot {
      case old(Int)
      case inserted
    }
    // Kept sections in order, then inserted and moved sections at random places.
    var slots: [Slot] = old.indices.filter { fates[$0] == .kept }.map { .old($0) }
    for _ in 0..<Int.random(in: 0...2, using: &rng) {
      slots.insert(.inserted, at: Int.random(in: 0...slots.count, using: &rng))
    }
    for section in old.indices where fates[section] == .moved {
      slots.insert(.old(section), at: Int.random(in: 0...slots.count, using: &rng))
    }
    let keptOld = old.indices.filter { fates[$0] == .kept }
    // Decide each kept section's items: deleted, moved (to a kept section) or kept.
    var keptItems: [Int: [String]] = [:]
    var incoming: [Int: [(String, ListPosition)]] = [:]  // new content by old kept section
    var deletes: [ListPosition] = []
    for section in keptOld {
      for (item, text) in old[section].enumerated() {
        let from = ListPosition(section: section, item: item)
        switch Int.random(in: 0..<10, using: &rng) {
        case 0...1:
          deletes.append(from)
        case 2...3:
          let target = keptOld[Int.random(in: 0..<keptOld.count, using: &rng)]
          incoming[target, default: []].append((text, from))
        default:
          keptItems[section, default: []].append(text)
        }
      }
    }
    update.deletedItems = deletes
    for (section, fate) in fates.enumerated() where fate == .deleted {
      update.deletedSections.append(section)
      if Bool.random(using: &rng), !old[section].isEmpty {
        update.deletedItems.append(ListPosition(section: section, item: 0))
      }
    }
    var moveSources: [String: ListPosition] = [:]
    var insertedTexts: Set<String> = []
    // Item reloads are unsafe in a batch that inserts, deletes or moves sections (§3.5).
    let sectionsChange =
      fates.contains { $0 != .kept }
      || slots.contains {
        if case .inserted = $0 { true } else { false }
      }
    for (newSection, slot) in slots.enumerated() {
      switch slot {
      case .inserted:
        update.insertedSections.append(newSection)
        let items = (0..<Int.random(in: 0...3, using: &rng)).map { _ in fresh() }
        new.append(items)
      case .old(let section) where fates[section] == .moved:
        update.movedSections.append(SectionMove(from: section, to: newSection))
        survivingNewSections.append(newSection)
        new.append(old[section])
      case .old(let section):
        survivingNewSections.append(newSection)
        var items = keptItems[section] ?? []
        for (text, from) in incoming[section] ?? [] {
          items.insert(text, at: Int.random(in: 0...items.count, using: &rng))
          moveSources[text] = from
        }
        for _ in 0..<Int.random(in: 0...2, using: &rng) {
          let text = fresh()
          insertedTexts.insert(text)
          items.insert(text, at: Int.random(in: 0...items.count, using: &rng))
        }
        // Reload some kept items that end where they started, in a section that kept its index.
        for (item, text) in items.enumerated()
        where !sectionsChange && newSection == section && old[section].indices.contains(item)
          && old[section][item] == text && moveSources[text] == nil
          && Int.random(in: 0..<5, using: &rng) == 0
        {
          items[item] = text + "'"
          update.reloadedItems.append(ListPosition(section: section, item: item))
        }
        for (item, text) in items.enumerated() {
          let to = ListPosition(section: newSection, item: item)
          if let from = moveSources[text] { update.movedItems.append(ItemMove(from: from, to: to)) }
          if insertedTexts.contains(text) { update.insertedItems.append(to) }
        }
        new.append(items)
      }
    }
    update.deletedItems.shuffle(using: &rng)
    update.insertedItems.shuffle(using: &rng)
    update.movedItems.shuffle(using: &rng)
  }
}

@MainActor
@Suite struct RandomBatchTests {
  static let seed: UInt64 = 0x5EED_2026
  static let iterations = 400

  func options(strict: Bool) -> HeadlessHostOptions {
    var options = strict ? strictOptions() : HeadlessHostOptions()
    options.visibleItemLimit = 1_000
    return options
  }

  @Test func validBatchesAreAcceptedAndReproduceTheNewData() {
    var rng = SeededGenerator(seed: Self.seed)
    for iteration in 0..<Self.iterations {
      let scenario = RandomScenario(using: &rng)
      let outcome = apply(
        scenario.update, from: scenario.old, to: scenario.new, options: options(strict: true))
      let replay =
        "seed \(Self.seed), iteration \(iteration): \(scenario.old) -> "
        + "\(scenario.new) with \(scenario.update)"
      #expect(outcome.error == nil, "\(outcome.error.map(\.reason) ?? "") — \(replay)")
      #expect(outcome.shown == scenario.new, "\(replay)")
    }
  }

  @Test func anOffByOneCountIsRejected() {
    var rng = SeededGenerator(seed: Self.seed &+ 1)
    for iteration in 0..<Self.iterations {
      var scenario = RandomScenario(using: &rng)
      let replay =
        "seed \(Self.seed &+ 1), iteration \(iteration): \(scenario.old) -> \(scenario.new)"
      let expected: InternalInconsistency.Kind
      if let section = scenario.survivingNewSections.randomElement(using: &rng) {
        scenario.new[section].append("extra")
        expected = .itemCount(section: section)
      } else {
        scenario.new.append([])
        expected = .sectionCount
      }
      let outcome = apply(
        scenario.update, from: scenario.old, to: scenario.new, options: options(strict: false))
      #expect(outcome.error?.kind == expected, "\(replay) with \(scenario.update)")
    }
  }

  @Test func aSwappedIndexSpaceIsRejected() {
    var rng = SeededGenerator(seed: Self.seed &+ 2)
    let acceptable: (InternalInconsistency.Kind) -> Bool = {
      switch $0 {
      case .itemCount, .insertOutOfRange, .deleteOutOfRange, .insertAndMove, .deleteAndMove,
        .insertAndReload, .deleteAndReload, .duplicateIndexPath:
        true
      default:
        false
      }
    }
    var tried = 0
    for iteration in 0..<Self.iterations {
      var scenario = RandomScenario(using: &rng)
      var update = scenario.update
      // A delete written in the insert field (or the reverse): the same coordinates read in the
      // other index space. Item changes inside deleted or inserted sections are ignored by
      // UIKit, so they are left alone.
      let deletes = update.deletedItems.indices.filter {
        !update.deletedSections.contains(update.deletedItems[$0].section)
      }
      let inserts = update.insertedItems.indices.filter {
        !update.insertedSections.contains(update.insertedItems[$0].section)
      }
      if let index = deletes.randomElement(using: &rng) {
        update.insertedItems.append(update.deletedItems.remove(at: index))
      } else if let index = inserts.randomElement(using: &rng) {
        update.deletedItems.append(update.insertedItems.remove(at: index))
      } else {
        continue
      }
      tried += 1
      scenario.update = update
      let outcome = apply(
        update, from: scenario.old, to: scenario.new, options: options(strict: true))
      let replay =
        "seed \(Self.seed &+ 2), iteration \(iteration): \(scenario.old) -> "
        + "\(scenario.new) with \(update)"
      #expect(
        outcome.error.map { acceptable($0.kind) } == true,
        "\(outcome.error.map(\.kind).map { "\($0)" } ?? "accepted") — \(replay)")
    }
    #expect(tried > Self.iterations / 2)
  }

  @Test func aDuplicateIsRejectedInStrictModeAndCollapsedOtherwise() {
    var rng = SeededGenerator(seed: Self.seed &+ 3)
    var tried = 0
    for iteration in 0..<Self.iterations {
      var scenario = RandomScenario(using: &rng)
      let replay = "seed \(Self.seed &+ 3), iteration \(iteration)"
      if let item = scenario.update.deletedItems.randomElement(using: &rng) {
        scenario.update.deletedItems.append(item)
      } else if let item = scenario.update.insertedItems.randomElement(using: &rng) {
        scenario.update.insertedItems.append(item)
      } else if let item = scenario.update.reloadedItems.randomElement(using: &rng) {
        scenario.update.reloadedItems.append(item)
      } else {
        continue
      }
      tried += 1
      let strict = apply(
        scenario.update, from: scenario.old, to: scenario.new, options: options(strict: true))
      #expect(strict.error?.kind == .duplicateIndexPath, "\(replay) with \(scenario.update)")
      let lenient = apply(
        scenario.update, from: scenario.old, to: scenario.new, options: options(strict: false))
      #expect(lenient.error == nil, "\(replay) with \(scenario.update)")
      #expect(lenient.shown == scenario.new, "\(replay)")
    }
    #expect(tried > Self.iterations / 2)
  }
}
