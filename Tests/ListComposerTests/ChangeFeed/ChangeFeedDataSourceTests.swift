import HeadlessHost
import ListComposer
import ListComposerTestSupport
import ListComposerTesting
import Testing

/// `ChangeFeedDataSource` inside a composition, shown by strict headless hosts: transactions are
/// remapped into screen positions, bad events fall back to a reported reload, updated items show
/// their new content in both update styles, and a seeded stream of redundant and conflicting
/// events always leaves the host showing the feed's data.
@MainActor
@Suite struct ChangeFeedDataSourceTests {

  struct Order: Hashable, DiffIdentifiable {
    let id: Int
    var version = 0
  }

  typealias Feed = ChangeFeedDataSource<Order, TestRow>

  /// A screen of a one-row leaf, the feed, and another one-row leaf, in a strict table view.
  struct Screen {
    let feed: Feed
    let root: SectionedDataSource
    let tableView: HeadlessTableView

    @MainActor
    init(_ sections: [ListSection<Order>], layout: SectionedDataSource.Layout = .sections) throws {
      feed = Feed(sections: sections, cell: TestRow.self) { cell, order in
        cell.textLabel = "\(order.id)v\(order.version)"
      }
      let top = ArrayDataSource(["top"], cell: TestRow.self, header: "Top") { $0.textLabel = $1 }
      let bottom = ArrayDataSource(["bottom"], cell: TestRow.self, header: "Bottom") {
        $0.textLabel = $1
      }
      root = try SectionedDataSource([top, feed, bottom], layout: layout)
      var options = HeadlessHostOptions()
      options.isStrict = true
      options.visibleItemLimit = 1_000
      tableView = HeadlessTableView(options: options)
      try tableView.attach(root)
    }

    /// What the table view must show: the feed's sections between the two leaves.
    @MainActor
    func expectedSnapshot() -> String {
      guard root.layout == .sections else {
        // Linear: every row in one section.
        let rows = ["top"] + feed.items.map { "\($0.id)v\($0.version)" } + ["bottom"]
        let title = root.headerTitle(forSection: 0).map { ": \($0)" } ?? ""
        return
          (["== Section 0\(title) =="]
          + rows.enumerated().map { "[0, \($0.offset)] \($0.element)" }).joined(separator: "\n")
      }
      var lines = ["== Section 0: Top ==", "[0, 0] top"]
      for (index, section) in feed.sections.enumerated() {
        lines.append("== Section \(index + 1)" + (section.header.map { ": \($0)" } ?? "") + " ==")
        for (item, order) in section.items.enumerated() {
          lines.append("[\(index + 1), \(item)] \(order.id)v\(order.version)")
        }
      }
      let last = feed.sections.count + 1
      lines += ["== Section \(last): Bottom ==", "[\(last), 0] bottom"]
      return lines.joined(separator: "\n")
    }
  }

  private func at(_ section: Int, _ item: Int) -> ListPosition {
    ListPosition(section: section, item: item)
  }

  private func orders(_ ids: Int...) -> [Order] { ids.map { Order(id: $0) } }

  // MARK: Transactions

  @Test func aTransactionIsRemappedIntoScreenPositions() throws {
    let screen = try Screen([ListSection(header: "Open", items: orders(1, 2, 3))])
    var changed = orders(3, 1)
    changed[0].version = 1
    let result = screen.feed.apply(
      ChangeTransaction(
        items: changed, header: "Open",
        events: [
          .updateItem(at(0, 2)), .moveItem(from: at(0, 2), to: at(0, 0)),
          .deleteItem(at(0, 1)), .updateItem(at(0, 1)), .deleteItem(at(0, 1)),
        ]))
    // The feed is the screen's section 1.
    #expect(
      result.batches.map(\.description) == ["delete items [1, 1] [1, 2]; insert items [1, 0]"])
    #expect(result.rejectedEvents == nil)
    #expect(!result.isQueued)
    #expect(screen.tableView.updateLog.allSatisfy { $0.succeeded })
    #expect(
      snapshot(of: screen.tableView) == """
        == Section 0: Top ==
        [0, 0] top
        == Section 1: Open ==
        [1, 0] 3v1
        [1, 1] 1v0
        == Section 2: Bottom ==
        [2, 0] bottom
        """)
  }

  @Test func withReconfigureAMovedItemKeepsItsCellAndShowsItsNewContent() throws {
    let screen = try Screen([ListSection(items: orders(1, 2, 3))])
    screen.feed.updateStyle = .reconfigure
    let moved = try #require(screen.tableView.cellForRow(at: at(1, 2)))
    let result = screen.feed.apply(
      ChangeTransaction(
        items: [Order(id: 3, version: 1), Order(id: 1), Order(id: 2)],
        events: [.moveItem(from: at(0, 2), to: at(0, 0)), .updateItem(at(0, 2))]))
    #expect(
      result.batches.map(\.description) == [
        "move items [1, 2]->[1, 0]", "reconfigure items [1, 0]",
      ])
    #expect(screen.tableView.updateLog.allSatisfy { $0.succeeded })
    #expect(screen.tableView.cellForRow(at: at(1, 0)) === moved)
    #expect(snapshot(of: screen.tableView) == screen.expectedSnapshot())
    #expect(snapshot(of: screen.tableView).contains("[1, 0] 3v1"))
  }

  @Test func eventsThatDoNotDescribeTheDataFallBackToAReportedReload() throws {
    let screen = try Screen([ListSection(header: "Open", items: orders(1, 2))])
    var reported: [ChangeEventError] = []
    screen.feed.onRejectedEvents = { reported.append($0) }
    // The feed lost the insert of 9.
    let result = screen.feed.apply(
      ChangeTransaction(items: orders(1, 2, 9), header: "Open", events: []))
    let reason = ChangeEventError.itemCountMismatch(
      section: 0, oldSection: 0, expected: 2, actual: 3)
    #expect(result.rejectedEvents == reason)
    #expect(reported == [reason])
    #expect(result.batches.map(\.description) == ["reload sections 1"])
    #expect(screen.tableView.updateLog.allSatisfy { $0.succeeded })
    #expect(snapshot(of: screen.tableView) == screen.expectedSnapshot())

    // Contradicting events are set aside the same way, and the next transaction animates again.
    let conflict = screen.feed.apply(
      ChangeTransaction(
        sections: [ListSection(header: "Open", items: orders(2, 1, 9))],
        events: [.moveItem(from: at(0, 0), to: at(0, 1)), .moveItem(from: at(0, 0), to: at(0, 2))]
      ))
    #expect(
      conflict.rejectedEvents
        == .conflict(
          .moveItem(from: at(0, 0), to: at(0, 2)),
          contradicts: .moveItem(from: at(0, 0), to: at(0, 1))))
    let next = screen.feed.apply(
      ChangeTransaction(items: orders(2, 1), header: "Open", events: [.deleteItem(at(0, 2))]))
    #expect(next.rejectedEvents == nil)
    #expect(next.batches.map(\.description) == ["delete items [1, 2]"])
    #expect(screen.tableView.updateLog.allSatisfy { $0.succeeded })
    #expect(snapshot(of: screen.tableView) == screen.expectedSnapshot())
  }

  @Test func eventsThatMoveTheWrongItemAreSetAsideWhenModelsHaveIdentities() throws {
    let screen = try Screen([ListSection(items: orders(1, 2, 3))])
    // The feed lost the move of 1 below 2: the counts are right, the rows are not.
    let result = screen.feed.apply(ChangeTransaction(items: orders(2, 1, 3), events: []))
    let reason = ChangeEventError.itemMismatch(from: at(0, 0), to: at(0, 0))
    #expect(result.rejectedEvents == reason)
    #expect(
      "\(reason)" == "the events leave the item at [0, 0] before the transaction at [0, 0], but "
        + "the data after it has another item there")
    #expect(result.batches.map(\.description) == ["reload sections 1"])
    #expect(screen.tableView.updateLog.allSatisfy { $0.succeeded })
    #expect(snapshot(of: screen.tableView) == screen.expectedSnapshot())

    // A moved item that lands elsewhere than the data says is caught the same way.
    let wrongMove = screen.feed.apply(
      ChangeTransaction(
        items: orders(3, 2, 1), events: [.moveItem(from: at(0, 2), to: at(0, 1))]))
    #expect(wrongMove.rejectedEvents == .itemMismatch(from: at(0, 2), to: at(0, 1)))
    #expect(snapshot(of: screen.tableView) == screen.expectedSnapshot())

    // Without the identity check, the content check still refreshes the rows whose model
    // changed; without both, such events are trusted: the host keeps showing the old rows.
    screen.feed.checksItemIdentity = false
    let refreshed = screen.feed.apply(ChangeTransaction(items: orders(1, 2, 3), events: []))
    #expect(refreshed.rejectedEvents == nil)
    #expect(refreshed.unreportedChanges == [at(0, 0), at(0, 2)])
    #expect(refreshed.batches.map(\.description) == ["reload items [1, 0] [1, 2]"])
    #expect(snapshot(of: screen.tableView) == screen.expectedSnapshot())
    screen.feed.checksItemContent = false
    let trusted = screen.feed.apply(ChangeTransaction(items: orders(3, 2, 1), events: []))
    #expect(trusted.rejectedEvents == nil)
    #expect(trusted.batches.isEmpty)
    #expect(snapshot(of: screen.tableView).contains("[1, 0] 1v0"))
  }

  @Test func aTransactionAppliedDuringAnotherChangeIsQueued() throws {
    let screen = try Screen([ListSection(items: orders(1))])
    let observer = TestRow()
    var nested: ListChange?
    screen.feed.updates.observe(by: observer) { _ in
      guard nested == nil else { return }
      nested = screen.feed.apply(
        ChangeTransaction(items: orders(1, 2, 3), events: [.insertItem(at(0, 2))]))
    }
    let first = screen.feed.apply(
      ChangeTransaction(items: orders(1, 2), events: [.insertItem(at(0, 1))]))
    #expect(first.batches.map(\.description) == ["insert items [1, 1]"])
    #expect(nested?.isQueued == true)
    #expect(nested?.batches == [])
    #expect(screen.feed.items.map(\.id) == [1, 2, 3])
    #expect(screen.tableView.updateLog.allSatisfy { $0.succeeded })
    #expect(snapshot(of: screen.tableView) == screen.expectedSnapshot())
  }

  @Test func selectionReachesTheFeedWithItsTypedModel() throws {
    let screen = try Screen([ListSection(items: orders(1, 2))])
    var selected: [Int] = []
    screen.feed.onSelect = { order, position in selected.append(order.id * 10 + position.item) }
    #expect(screen.root.handle(.select, at: at(1, 1), cell: nil))
    #expect(selected == [21])
  }

  // MARK: A seeded stream of redundant and conflicting events

  @Test(arguments: [UInt64(11), 2026, 90_210], [SectionedDataSource.Layout.sections, .linear])
  func aSeededStreamOfNoisyTransactionsReproducesTheFeed(
    seed: UInt64, layout: SectionedDataSource.Layout
  ) throws {
    print("ChangeFeedDataSourceTests seed: \(seed), layout: \(layout)")
    var stream = NoisyFeedStream(seed: seed)
    let screen = try Screen(stream.sections, layout: layout)
    var rejectedForCounts = 0
    var rejectedForIdentity = 0
    var refreshedUnreported = 0
    for step in 0..<150 {
      let transaction = stream.next()
      screen.feed.updateStyle = stream.chance(0.5) ? .reload : .reconfigure
      let result = screen.feed.apply(transaction.transaction)
      let context = "seed \(seed), \(layout), step \(step): \(transaction.transaction.events)"
      switch (transaction.loss, result.rejectedEvents) {
      case (.count?, .itemCountMismatch?), (.count?, .sectionCountMismatch?):
        rejectedForCounts += 1
      case (.identity?, .itemMismatch?):
        rejectedForIdentity += 1
      case (.content?, nil):
        // Edits in sections the batch replaces need no refresh; the snapshot below checks
        // that every edit shows.
        if !result.unreportedChanges.isEmpty { refreshedUnreported += 1 }
      case (_?, let reason):
        Issue.record(
          "\(context): lost \(String(describing: transaction.loss)), rejected: \(String(describing: reason))"
        )
      case (nil, _):
        #expect(
          result.rejectedEvents == nil, "\(context): \(result.rejectedEvents.map { "\($0)" } ?? "")"
        )
        // Every edit was reported: nothing is refreshed twice.
        #expect(result.unreportedChanges.isEmpty, "\(context): \(result.unreportedChanges)")
      }
      let failures = screen.tableView.updateLog.filter { !$0.succeeded }
      #expect(
        failures.isEmpty, "\(context): \(failures.map { "\($0.error.map { "\($0)" } ?? "")" })")
      #expect(screen.feed.sections == stream.sections, "\(context)")
      #expect(snapshot(of: screen.tableView) == screen.expectedSnapshot(), "\(context)")
      if !failures.isEmpty { break }
    }
    // The stream did make the feed's events redundant and contradictory, and lost some.
    #expect(stream.noise.duplicates > 0)
    #expect(stream.noise.updatesOfDeletedItems > 0)
    #expect(stream.noise.updatesOfMovedItems > 0)
    #expect(stream.noise.changesInDeletedSections > 0)
    #expect(stream.noise.sectionMoves > 0)
    #expect(rejectedForCounts > 0)
    #expect(rejectedForIdentity > 0)
    #expect(refreshedUnreported > 0)
  }
}

/// A feed of sections of orders, mutated at random; each transaction's events are derived from
/// the change, in the fetched-results convention, then made redundant and contradictory the way
/// feeds are: repeated events, updates of deleted and moved items, changes inside deleted
/// sections, shuffled. Some transactions lose an event, which the source must reject: an insert
/// or delete (the counts are wrong) or a move within a section (an item is in the wrong place).
/// Others lose every update: the source must refresh the edited items the events keep.
struct NoisyFeedStream {
  typealias Order = ChangeFeedDataSourceTests.Order

  /// The feed's data after the last transaction; sections are titled by their identity.
  private(set) var sections: [ListSection<Order>]
  private var generator: SeededGenerator
  private var nextOrder = 100
  private var nextSection = 10

  /// How much noise of each kind the stream has made.
  struct Noise {
    var duplicates = 0
    var updatesOfDeletedItems = 0
    var updatesOfMovedItems = 0
    var changesInDeletedSections = 0
    var sectionMoves = 0
  }
  private(set) var noise = Noise()

  init(seed: UInt64) {
    generator = SeededGenerator(seed: seed)
    sections = (0..<3).map { index in
      ListSection(header: "S\(index)", items: (0..<4).map { Order(id: index * 10 + $0) })
    }
  }

  mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &generator) < probability
  }

  private mutating func int(_ range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &generator)
  }

  /// How a transaction lost an event.
  enum Loss {
    /// An insert or delete is missing: the counts do not add up.
    case count
    /// A move within a section is missing: the counts add up, the item is in the wrong place.
    case identity
    /// Every update is missing: items edited in place, or moved, are reported unchanged.
    case content
  }

  /// The next transaction, and the event it lost, if any.
  mutating func next() -> (transaction: ChangeTransaction<Order>, loss: Loss?) {
    let old = sections
    let new = mutated(old)
    let minimalMoves = chance(0.5)
    var events = noisy(
      Self.events(from: old, to: new, minimalMoves: minimalMoves), old: old, new: new)
    var loss: Loss?
    if chance(0.05), let lost = Self.countChangingEvent(in: events, old: old, new: new) {
      events.removeAll { $0 == lost }
      loss = .count
    } else if minimalMoves, chance(0.08), let lost = Self.moveWithinASection(in: events) {
      // The item stays behind; its updates go too, so that it is an item that stays.
      events.removeAll {
        $0 == .moveItem(from: lost.from, to: lost.to) || $0 == .updateItem(lost.from)
      }
      loss = .identity
    } else if chance(0.1), Self.editsKeptItems(from: old, to: new) {
      events.removeAll { if case .updateItem = $0 { true } else { false } }
      loss = .content
    }
    sections = new
    return (ChangeTransaction(sections: new, events: events), loss)
  }

  /// Whether an item present before and after changed its content.
  private static func editsKeptItems(from old: [ListSection<Order>], to new: [ListSection<Order>])
    -> Bool
  {
    var versions: [Int: Int] = [:]
    for order in old.flatMap(\.items) { versions[order.id] = order.version }
    return new.flatMap(\.items).contains { order in
      versions[order.id].map { $0 != order.version } ?? false
    }
  }

  // MARK: Mutation

  private mutating func mutated(_ old: [ListSection<Order>]) -> [ListSection<Order>] {
    var new: [ListSection<Order>] = []
    var loose: [Order] = []  // items that leave their section and land elsewhere
    for var section in old {
      let survives = !chance(0.12) || old.count == 1
      var kept: [Order] = []
      for var order in section.items {
        if chance(0.25) { order.version += 1 }
        if !survives || chance(0.15) {
          if chance(0.5) { loose.append(order) }  // moves, or is deleted
        } else {
          kept.append(order)
        }
      }
      guard survives else { continue }
      section.items = kept
      new.append(section)
    }
    if chance(0.25), new.count >= 2 {
      new.swapAt(int(0...(new.count - 1)), int(0...(new.count - 1)))
    }
    if chance(0.25) || new.isEmpty {
      let section = ListSection<Order>(header: "S\(nextSection)", items: [])
      nextSection += 1
      new.insert(section, at: int(0...new.count))
    }
    for _ in 0..<int(0...3) {
      loose.append(Order(id: nextOrder))
      nextOrder += 1
    }
    for order in loose {
      let section = int(0...(new.count - 1))
      new[section].items.insert(order, at: int(0...new[section].items.count))
    }
    // Now and then, reorder inside a section.
    for index in new.indices where chance(0.2) && new[index].items.count >= 2 {
      let moved = new[index].items.remove(at: int(0...(new[index].items.count - 1)))
      new[index].items.insert(moved, at: int(0...new[index].items.count))
    }
    return new
  }

  // MARK: Events

  /// The events of a change, in the fetched-results convention: section deletes, inserts and
  /// moves (every kept section whose index changed); item deletes (also inside deleted
  /// sections), inserts (also inside inserted sections), moves, and updates at old positions.
  ///
  /// With `minimalMoves`, as a fetched results controller reports them, an item that keeps its
  /// order among the items that stay in its section is not moved, however far inserts and
  /// deletes shift it; otherwise every item whose index changes is moved.
  static func events(
    from old: [ListSection<Order>], to new: [ListSection<Order>], minimalMoves: Bool
  ) -> [ChangeEvent] {
    var events: [ChangeEvent] = []
    let newSectionIndex = Dictionary(
      uniqueKeysWithValues: new.enumerated().map { ($0.element.header ?? "", $0.offset) })
    let oldSectionIndex = Dictionary(
      uniqueKeysWithValues: old.enumerated().map { ($0.element.header ?? "", $0.offset) })
    var newSectionOfOld: [Int: Int] = [:]
    for (index, section) in old.enumerated() {
      guard let target = newSectionIndex[section.header ?? ""] else {
        events.append(.deleteSection(index))
        continue
      }
      newSectionOfOld[index] = target
      if target != index { events.append(.moveSection(from: index, to: target)) }
    }
    for (index, section) in new.enumerated() where oldSectionIndex[section.header ?? ""] == nil {
      events.append(.insertSection(index))
    }
    var newPositions: [Int: (ListPosition, Order)] = [:]
    for (section, content) in new.enumerated() {
      for (item, order) in content.items.enumerated() {
        newPositions[order.id] = (ListPosition(section: section, item: item), order)
      }
    }
    // The items that stay in place: in each section, the longest run, in old order, whose new
    // indices increase; or, without minimal moves, those whose index does not change.
    var staying: Set<Int> = []
    for (section, content) in old.enumerated() {
      guard let target = newSectionOfOld[section] else { continue }
      let kept = content.items.enumerated().compactMap {
        item, order -> (id: Int, old: Int, new: Int)? in
        guard let (to, _) = newPositions[order.id], to.section == target else { return nil }
        return (order.id, item, to.item)
      }
      if minimalMoves {
        staying.formUnion(longestIncreasingRun(kept.map(\.new)).map { kept[$0].id })
      } else {
        staying.formUnion(kept.filter { $0.old == $0.new }.map(\.id))
      }
    }
    var oldIDs: Set<Int> = []
    for (section, content) in old.enumerated() {
      for (item, order) in content.items.enumerated() {
        oldIDs.insert(order.id)
        let from = ListPosition(section: section, item: item)
        guard let (to, now) = newPositions[order.id] else {
          events.append(.deleteItem(from))
          continue
        }
        if !staying.contains(order.id) { events.append(.moveItem(from: from, to: to)) }
        if now.version != order.version { events.append(.updateItem(from)) }
      }
    }
    for (section, content) in new.enumerated() {
      for (item, order) in content.items.enumerated() where !oldIDs.contains(order.id) {
        events.append(.insertItem(ListPosition(section: section, item: item)))
      }
    }
    return events
  }

  /// Makes true events redundant and contradictory in ways that have one sensible reading.
  private mutating func noisy(
    _ events: [ChangeEvent], old: [ListSection<Order>], new: [ListSection<Order>]
  ) -> [ChangeEvent] {
    var result = events
    var deletedSections: Set<Int> = []
    for event in events {
      if chance(0.2) {
        result.append(event)
        noise.duplicates += 1
      }
      switch event {
      case .deleteItem(let position) where chance(0.3):
        result.append(.updateItem(position))
        noise.updatesOfDeletedItems += 1
      case .moveItem(let from, _) where chance(0.3):
        result.append(.updateItem(from))
        noise.updatesOfMovedItems += 1
      case .deleteSection(let section):
        deletedSections.insert(section)
      case .moveSection:
        noise.sectionMoves += 1
      default:
        break
      }
    }
    for section in deletedSections.sorted() where !old[section].items.isEmpty {
      let item = int(0...(old[section].items.count - 1))
      result.append(.updateItem(ListPosition(section: section, item: item)))
      noise.changesInDeletedSections += 1
    }
    result.shuffle(using: &generator)
    return result
  }

  /// A move within one section, in a transaction that changes no section.
  static func moveWithinASection(in events: [ChangeEvent]) -> (
    from: ListPosition, to: ListPosition
  )? {
    let changesSections = events.contains { event in
      switch event {
      case .insertSection, .deleteSection, .moveSection: true
      default: false
      }
    }
    guard !changesSections else { return nil }
    for case .moveItem(let from, let to) in events where from.section == to.section {
      return (from, to)
    }
    return nil
  }

  /// An insert or delete of an item whose section is neither inserted, deleted nor moved:
  /// losing it leaves the counts wrong. (A moved section whose items change is deleted and
  /// inserted whole, so a change inside it can be lost without showing.)
  static func countChangingEvent(
    in events: [ChangeEvent], old: [ListSection<Order>], new: [ListSection<Order>]
  ) -> ChangeEvent? {
    var gone: Set<Int> = []
    var arriving: Set<Int> = []
    for event in events {
      switch event {
      case .deleteSection(let section): gone.insert(section)
      case .insertSection(let section): arriving.insert(section)
      case .moveSection(let from, let to):
        gone.insert(from)
        arriving.insert(to)
      default: break
      }
    }
    return events.first { event in
      switch event {
      case .insertItem(let position): !arriving.contains(position.section)
      case .deleteItem(let position): !gone.contains(position.section)
      default: false
      }
    }
  }

  /// The offsets of a longest strictly increasing subsequence of `values`.
  static func longestIncreasingRun(_ values: [Int]) -> [Int] {
    guard !values.isEmpty else { return [] }
    var length = [Int](repeating: 1, count: values.count)
    var previous = [Int](repeating: -1, count: values.count)
    for end in values.indices {
      for start in 0..<end where values[start] < values[end] && length[start] + 1 > length[end] {
        length[end] = length[start] + 1
        previous[end] = start
      }
    }
    var index = length.indices.max { length[$0] < length[$1] } ?? 0
    var run: [Int] = []
    while index >= 0 {
      run.append(index)
      index = previous[index]
    }
    return run.reversed()
  }
}
