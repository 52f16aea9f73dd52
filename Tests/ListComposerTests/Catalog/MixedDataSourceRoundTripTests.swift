import HeadlessHost
import ListComposer
import ListComposerTestSupport
import ListComposerTesting
import Testing

/// Seeded random sequences of `MixedDataSource` mutations (mostly `setItems` and `setSections`,
/// also upserts, removals, updates and reconfigurations, some of them invalid) on feeds that mix
/// items with identity, without identity, with and without content equality, duplicated and
/// sharing ids across types; alone and inside compositions, through strict table and collection
/// hosts. After each step the round-trip oracle finds nothing, and the source holds exactly the
/// data it was given, or the step threw a typed error and changed nothing.
@MainActor
@Suite struct MixedDataSourceRoundTripTests {
  enum Host: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case table, collection
    var testDescription: String { rawValue }
  }

  /// How the feed is shown.
  enum Placement: CaseIterable {
    /// The feed is the root.
    case alone
    /// After a pinned banner, in one section.
    case linear
    /// Before a pinned banner's section.
    case sections
  }

  static let seeds: [UInt64] = Array(1...40)
  static let steps = 15

  @Test(arguments: Host.allCases)
  func randomMutationsRoundTrip(host: Host) throws {
    for seed in Self.seeds {
      switch host {
      case .table: try run(seed: seed, cells: MixedFeed.Rows.self, host: host)
      case .collection: try run(seed: seed, cells: MixedFeed.Tiles.self, host: host)
      }
    }
  }

  /// Every item as `String(describing:)` writes it, so that equal texts mean equal values.
  func values(_ sections: [ListSection<Any>]) -> [[String]] {
    sections.map { $0.items.map { "\($0)" } }
  }

  func run<Cells: MixedFeed.Cells>(seed: UInt64, cells: Cells.Type, host: Host) throws {
    var random = RandomFeeds(seed: seed)
    let catalog = MixedFeed.catalog(cells)
    let feed = MixedDataSource(
      sections: random.nextSections(of: [ListSection(items: random.items())]), catalog: catalog)
    let pinned = MixedDataSource([MixedFeed.Banner(text: "pinned")], catalog: catalog)
    let placement = Placement.allCases[Int.random(in: 0..<3, using: &random.generator)]
    let root: any DataSource
    switch placement {
    case .alone: root = feed
    case .linear: root = try SectionedDataSource([pinned, feed], layout: .linear)
    case .sections: root = try SectionedDataSource([feed, pinned], layout: .sections)
    }
    let window = Bool.random(using: &random.generator) ? 100_000 : 3
    let check: ReproducibilityCheck
    let log: () -> [HeadlessUpdateRecord]
    switch host {
    case .table:
      let tableView = HeadlessTableView(options: MixedFeed.strictOptions(window: window))
      try tableView.attach(root)
      check = ReproducibilityCheck(root, in: tableView)
      log = { tableView.updateLog }
    case .collection:
      let collectionView = HeadlessCollectionView(options: MixedFeed.strictOptions(window: window))
      try collectionView.attach(root)
      check = ReproducibilityCheck(root, in: collectionView)
      log = { collectionView.updateLog }
    }

    for step in 0..<Self.steps {
      let before = feed.sections
      let logCount = log().count
      let planned = plan(for: feed, &random)
      let context =
        "seed \(seed), \(host), \(placement), window \(window), step \(step), \(planned.name)"
      var thrown: ListError?
      let failures = check.failures(after: {
        do throws(ListError) {
          try planned.run()
        } catch {
          thrown = error
        }
      })
      #expect(failures.isEmpty, "\(context): \(failures)")
      switch planned.expected {
      case .error(let error):
        #expect(thrown == error, "\(context): expected \(error), got \(String(describing: thrown))")
        #expect(values(feed.sections) == values(before), "\(context): threw but changed the data")
        #expect(log().count == logCount, "\(context): threw but published")
      case .sections(let expected):
        #expect(thrown == nil, "\(context): unexpected \(String(describing: thrown))")
        #expect(values(feed.sections) == values(expected), "\(context): wrong data")
        #expect(
          feed.sections.map(\.header) == expected.map(\.header)
            && feed.sections.map(\.footer) == expected.map(\.footer),
          "\(context): wrong titles")
      }
    }
    if let composition = root as? SectionedDataSource {
      #expect(CompositionLaws.violations(in: composition).isEmpty, "seed \(seed)")
    }
  }

  // MARK: Random steps and what they must do

  /// What a step must leave: the source's new sections, or a typed error and no change.
  enum Expectation {
    case sections([ListSection<Any>])
    case error(ListError)
  }

  /// One random mutation, not yet performed, with its expected outcome.
  struct Step {
    var name: String
    var expected: Expectation
    var run: () throws(ListError) -> Void
  }

  /// Draws a random mutation of the feed and works out its outcome with the reference below.
  func plan(for feed: MixedDataSource, _ random: inout RandomFeeds) -> Step {
    let sections = feed.sections
    let items = sections.flatMap(\.items)
    switch Int.random(in: 0..<10, using: &random.generator) {
    case 0...3:
      var page = random.nextPage(of: items)
      var expected = Expectation.sections([
        ListSection(header: sections.first?.header, items: page, footer: sections.first?.footer)
      ])
      if Int.random(in: 0..<10, using: &random.generator) == 0 {
        page.insert(MixedFeed.Poll(question: "?"), at: page.count / 2)
        expected = .error(.noDecorator(modelType: "Poll"))
      }
      let options = random.options()
      return Step(name: "setItems(\(page.count) items, \(options))", expected: expected) {
        () throws(ListError) in try feed.setItems(page, options: options)
      }
    case 4...5:
      let newSections = random.nextSections(of: sections)
      let options = random.options()
      return Step(
        name: "setSections(\(newSections.count) sections, \(options))",
        expected: .sections(newSections)
      ) { () throws(ListError) in try feed.setSections(newSections, options: options) }
    case 6:
      var incoming = (0..<Int.random(in: 0...3, using: &random.generator)).map { _ in
        random.item()
      }
      for item in items where Int.random(in: 0..<4, using: &random.generator) == 0 {
        incoming.append(random.edited(item))
      }
      incoming.shuffle(using: &random.generator)
      let section = Int.random(in: 0...sections.count, using: &random.generator)
      let style: DiffOptions.UpdateStyle =
        Bool.random(using: &random.generator) ? .reload : .reconfigure
      return Step(
        name: "upsert(\(incoming.count) items, section \(section), \(style))",
        expected: Self.upserting(incoming, into: sections, appendingTo: section)
      ) { () throws(ListError) in
        try feed.upsert(incoming, appendingToSection: section, updateStyle: style)
      }
    case 7:
      let item = items.randomElement(using: &random.generator) ?? random.item()
      var expected = sections
      for index in expected.indices {
        expected[index].items.removeAll { Self.names(item, $0) }
      }
      return Step(name: "remove(\(item))", expected: .sections(expected)) { feed.remove(item) }
    default:
      // Mostly an existing position, sometimes one that does not exist.
      let valid = Int.random(in: 0..<4, using: &random.generator) > 0
      let section =
        valid && !sections.isEmpty
        ? Int.random(in: sections.indices, using: &random.generator)
        : Int.random(in: -1...sections.count, using: &random.generator)
      let count = sections.indices.contains(section) ? sections[section].items.count : 0
      let item =
        valid && count > 0
        ? Int.random(in: 0..<count, using: &random.generator)
        : Int.random(in: -1...count, using: &random.generator)
      let position = ListPosition(section: section, item: item)
      // Mostly a new version of the item there (which can keep its cell), sometimes any item.
      var replacement = random.item()
      var expected = Expectation.error(
        .positionOutOfRange(
          position, sectionCount: sections.count,
          itemCount: sections.indices.contains(section) ? count : nil))
      if sections.indices.contains(section), (0..<count).contains(item) {
        if Int.random(in: 0..<3, using: &random.generator) > 0 {
          replacement = random.edited(sections[section].items[item])
        }
        var changed = sections
        changed[section].items[item] = replacement
        expected = .sections(changed)
      }
      if Bool.random(using: &random.generator) {
        return Step(name: "reconfigure(at: \(position))", expected: expected) {
          () throws(ListError) in
          try feed.update(at: position, with: replacement, updateStyle: .reconfigure)
        }
      }
      return Step(name: "update(at: \(position))", expected: expected) {
        () throws(ListError) in try feed.update(at: position, with: replacement)
      }
    }
  }

  // MARK: The reference, written per fixture type

  /// The identity of a fixture item, or `nil` for the types without one.
  static func identity(_ item: Any) -> String? {
    switch item {
    case let post as MixedFeed.Post: "post \(post.id)"
    case let story as MixedFeed.Story: "story \(story.id)"
    case let note as MixedFeed.Note: "note \(note.id)"
    default: nil
    }
  }

  /// Whether two fixture items show the same content; unknown content is never the same.
  static func sameContent(_ a: Any, _ b: Any) -> Bool {
    switch (a, b) {
    case (let a as MixedFeed.Post, let b as MixedFeed.Post): a == b
    case (let a as MixedFeed.Story, let b as MixedFeed.Story): a.title == b.title
    case (let a as MixedFeed.Banner, let b as MixedFeed.Banner): a == b
    default: false
    }
  }

  /// Whether removing `value` removes `item`: the same identity, or for an identity-less
  /// `Equatable` type the same value.
  static func names(_ value: Any, _ item: Any) -> Bool {
    if let identity = identity(value) { return identity == Self.identity(item) }
    if let value = value as? MixedFeed.Banner, let item = item as? MixedFeed.Banner {
      return value == item
    }
    return false
  }

  /// The sections after an upsert, computed item by item.
  static func upserting(
    _ incoming: [Any], into sections: [ListSection<Any>], appendingTo section: Int
  ) -> Expectation {
    var result = sections
    var appended: [Any] = []
    for value in incoming {
      guard let identity = identity(value) else {
        appended.append(value)
        continue
      }
      let existing = result.indices.lazy.compactMap { index in
        result[index].items.firstIndex { Self.identity($0) == identity }.map { (index, $0) }
      }.first
      if let (index, item) = existing {
        if !sameContent(result[index].items[item], value) { result[index].items[item] = value }
      } else if let index = appended.firstIndex(where: { Self.identity($0) == identity }) {
        appended[index] = value
      } else {
        appended.append(value)
      }
    }
    guard !appended.isEmpty else { return .sections(result) }
    guard result.indices.contains(section) else {
      return .error(.sectionOutOfRange(section, sectionCount: result.count))
    }
    result[section].items += appended
    return .sections(result)
  }
}
