import HeadlessHost
import ListComposerTestSupport
import ListComposerTesting
import Testing

/// Seeded chaos: random nested compositions attached to strict hosts, driven by every mutation,
/// ownership changes, a custom source that reports extreme, negative and wrong values, and
/// changes made from inside decorators, selection handlers and observers. After every step the
/// host shows what a rebuild from the data shows, or the step threw a typed error and changed
/// nothing. 10,000 steps in all; a failure names the seed and the step.
@MainActor
@Suite struct ChaosTests {
  static let steps = 500

  @Test(arguments: 0..<10 as Range<UInt64>)
  func chaosThroughAStrictTable(seed: UInt64) throws {
    try Chaos<TestRow>(seed: seed, host: .strictTable).run(steps: Self.steps)
  }

  @Test(arguments: 100..<110 as Range<UInt64>)
  func chaosThroughAStrictCollection(seed: UInt64) throws {
    try Chaos<TestTile>(seed: seed, host: .strictCollection).run(steps: Self.steps)
  }

  // The same chaos on hosts that behave like a device: what UIKit would raise on is recorded,
  // not thrown, so only the adapter's pre-flight keeps those records empty.

  @Test(arguments: 200..<204 as Range<UInt64>)
  func chaosThroughADeviceLikeTable(seed: UInt64) throws {
    try Chaos<TestRow>(seed: seed, host: .strictTable, policy: .raise).run(steps: Self.steps)
  }

  @Test(arguments: 300..<304 as Range<UInt64>)
  func chaosThroughADeviceLikeCollection(seed: UInt64) throws {
    try Chaos<TestTile>(seed: seed, host: .strictCollection, policy: .raise).run(steps: Self.steps)
  }
}

/// One chaos run: a random screen, a wild custom child, a strict host and a spare one.
@MainActor
final class Chaos<Cell: HeadlessReusableCell> {
  let screen: RandomScreen<Cell>
  let wild: WildSource<Cell>
  let mixed: MixedDataSource
  let kind: ViewKind
  var host: ViewUnderTest
  var deferredFailures: [String] = []

  let policy: HeadlessHostOptions.InvalidUpdatePolicy

  init(
    seed: UInt64, host kind: ViewKind,
    policy: HeadlessHostOptions.InvalidUpdatePolicy = .throwError
  ) throws {
    screen = try RandomScreen<Cell>(seed: seed, depth: 2)
    wild = WildSource<Cell>()
    var catalog = DecoratorCatalog()
    catalog.register(MixedEntryDecorator<Cell>.self)
    catalog.register(MixedTextDecorator<Cell>.self)
    mixed = MixedDataSource(sections: [ListSection(header: "mixed", items: [])], catalog: catalog)
    self.kind = kind
    self.policy = policy
    host = ViewUnderTest(kind, invalidUpdates: policy)
    try screen.root.append(wild)
    try screen.root.append(mixed)
    try host.attach(screen.root)
    screen.root.updates.onDeferredChangeFailure = { [unowned self] in
      deferredFailures.append("\($0)")
    }
    for leaf in screen.leaves { installSelectionHook(on: leaf) }
  }

  var maker: ScreenGenerator {
    get { screen.maker }
    set { screen.maker = newValue }
  }

  func run(steps: Int) throws {
    for index in 0..<steps {
      let step = randomStep()
      let context = "seed \(screen.seed), step \(index): \(step.description)"
      let before = Contents(screen.root)
      let logged = host.updateLog.count
      let raised = host.raised.count
      var thrown: (any Error)?
      do {
        try step.perform()
      } catch {
        thrown = error
      }
      ChaosHooks.onNextDecorate = nil
      let after = try rebuiltRows()
      if let thrown, !isHostFailure(thrown) {
        #expect(
          thrown is ListError || thrown is InternalInconsistency,
          "an untyped error: \(thrown) — \(context)")
        #expect(
          before.text == dump(screen.root),
          "a step that threw changed the data: \(thrown) — \(context)")
      }
      // Rendered once: a render lays the host out and writes every row. What the last batch
      // did is left out (the rows drop it), and written only for a failure.
      let shown = rows(host.render(showingLastUpdate: false))
      #expect(
        shown == after,
        "the host does not show the data — \(context)\n\(host.render())\nrebuilt:\n\(after)")
      let rejected = host.updateLog.dropFirst(logged).filter { !$0.succeeded }
      if !step.mayBeRejected {
        #expect(rejected.isEmpty, "a strict host rejected \(rejected) — \(context)")
      }
      // A device raises only on what UIKit checks; the strict extras are the simulator's own.
      let crashes = host.raised.dropFirst(raised).filter {
        !step.mayBeRejected || !$0.reason.hasPrefix("[strict]")
      }
      #expect(crashes.isEmpty, "a device would have crashed: \(crashes) — \(context)")
      guard shown == after else { return }
    }
  }

  /// The data as the source reports it: titles and every model, section by section.
  func dump(_ source: some SectionTitledDataSource) -> String { Contents(source).text }

  /// The data as the source reports it, kept as values and written out (as ``dump(_:)``
  /// writes it) only when a step that threw is checked: the chaos takes it before each of its
  /// 14,000 steps, and writing every model each time was a tenth of the suite's time.
  @MainActor
  struct Contents {
    var titles: [String?] = []
    /// The models, section by section: values as they are, and an object's description as it
    /// was when taken, since the object may change after.
    var models: [[Any?]] = []

    init(_ source: some SectionTitledDataSource) {
      var section = 0
      let sections = source.numberOfSections
      titles.reserveCapacity(max(0, sections))
      models.reserveCapacity(max(0, sections))
      while section < sections {
        var row: [Any?] = []
        let count = source.numberOfItems(inSection: section)
        row.reserveCapacity(max(0, count))
        var item = 0
        while item < count {
          let model = source.model(at: ListPosition(section: section, item: item))
          if let model, type(of: model) is AnyClass {
            row.append("\(model)")
          } else {
            row.append(model)
          }
          item += 1
        }
        titles.append(source.headerTitle(forSection: section))
        models.append(row)
        section += 1
      }
    }

    /// The titles and models, a section a line.
    var text: String {
      zip(titles, models).map { title, row in
        "\(title ?? "-"): " + row.map { $0.map { "\($0)" } ?? "nil" }.joined(separator: ", ")
      }.joined(separator: "\n")
    }
  }

  /// What a new view shows for the data, read from the root without a view: counts, titles
  /// and each row's cell as its decorator fills it (see `SourceRowReader`). Nothing of the
  /// views' update path is in it, and it costs a fraction of a view reloaded in full.
  lazy var reader = SourceRowReader(kind, visibleItemLimit: 1_000)

  /// The view that shows the data rebuilt when the reader cannot read the root (see
  /// `SourceRowReader`), and the cell registrations it was shown with: a new view displays the
  /// root whenever its registrations change (checking them as a new view does), and otherwise
  /// the same view reloads every row, as a new view would show them.
  var comparison: (view: ViewUnderTest, registrations: [CellRegistration])?

  func rebuiltRows() throws -> String {
    if let rows = reader.rows(of: screen.root) { return rows }
    let registrations = screen.root.cellRegistrations
    if let comparison, comparison.registrations == registrations,
      let adapter = comparison.view.adapter
    {
      adapter.reloadData()
      return rows(comparison.view.render(showingLastUpdate: false))
    }
    // It is given no batch, so it reads no identifiers to check batches against.
    let fresh = ViewUnderTest(kind, invalidUpdates: .throwError, checksItemIdentity: false)
    try fresh.display(screen.root)
    comparison = (fresh, registrations)
    return rows(fresh.render(showingLastUpdate: false))
  }

  func isHostFailure(_ error: any Error) -> Bool {
    if case .hostFailed = error as? ListError { return true }
    return false
  }

  // MARK: Steps

  struct Step {
    var description: String
    var mayBeRejected = false
    var perform: () throws -> Void
  }

  func randomStep() -> Step {
    switch maker.int(0...99) {
    case 0..<50:
      let mutation = screen.randomMutation()
      return Step(description: mutation.description, perform: mutation.perform)
    case 50..<56: return mixedStep()
    case 56..<65: return wildStep()
    case 65..<75: return fromDecorator()
    case 75..<82: return fromSelection()
    case 82..<90: return fromObserver()
    case 90..<97: return ownershipStep()
    default:
      let offset = maker.int(0...40)
      return Step(description: "scroll to \(offset)") { [host] in try host.scrollNow(to: offset) }
    }
  }

  /// A change made from inside the next decorate call, then a mutation that lays cells out.
  func fromDecorator() -> Step {
    let nested = screen.randomMutation()
    let outer = screen.randomMutation()
    return Step(description: "\(outer.description), with from decorate: \(nested.description)") {
      ChaosHooks.onNextDecorate = { _ = try? nested.perform() }
      try outer.perform()
      try self.host.reload()
    }
  }

  /// A change made by a selection handler.
  func fromSelection() -> Step {
    let nested = screen.randomMutation()
    let total = host.rowCount
    let row = maker.int(0...max(0, total - 1))
    for leaf in screen.leaves { installSelectionHook(on: leaf) }
    return Step(description: "select flat row \(row), whose handler does: \(nested.description)") {
      SelectionHook.action = { _ = try? nested.perform() }
      defer { SelectionHook.action = nil }
      self.host.select(flatRow: row)
    }
  }

  /// A change made by an observer of a random source when the next change reaches it.
  func fromObserver() -> Step {
    let nested = screen.randomMutation()
    let outer = screen.randomMutation()
    let sources: [any DataSource] = screen.leaves + screen.compositions + [wild, mixed]
    let observed = maker.pick(sources) ?? screen.root
    return Step(description: "\(outer.description), with from an observer: \(nested.description)") {
      let owner = ObserverToken()
      var fired = false
      observed.updates.observe(by: owner) { _ in
        guard !fired else { return }
        fired = true
        _ = try? nested.perform()
      }
      defer { observed.updates.removeObserver(owner) }
      try outer.perform()
    }
  }

  /// The mixed feed: entries and notes (strings) diffed, upserted, removed and reconfigured.
  func mixedStep() -> Step {
    let mixed = self.mixed
    let current = mixed.items
    let position = ListPosition(section: 0, item: maker.int(0...max(0, current.count)))
    switch maker.int(0...4) {
    case 0, 1:
      var items = current.filter { _ in maker.chance(75) }
      items.shuffle(using: &maker.generator)
      for _ in 0..<maker.int(0...3) {
        let item: Any = maker.chance(50) ? maker.entry() : "note \(maker.int(0...20))"
        items.insert(item, at: maker.int(0...items.count))
      }
      if maker.chance(5) { items.append(3.5) }  // no decorator: refused, nothing changes
      let list = items.map { "\($0)" }.joined(separator: ", ")
      return Step(description: "mixed: set items [\(list)]") { _ = try mixed.setItems(items) }
    case 2:
      let incoming: [Any] = [maker.entry(), "note \(maker.int(0...20))"]
      return Step(description: "mixed: upsert \(incoming)") { try mixed.upsert(incoming) }
    case 3:
      let victim = maker.pick(current) ?? "note 0"
      return Step(description: "mixed: remove \(victim)") { mixed.remove(victim) }
    default:
      var entry = maker.entry()
      let reconfigures = maker.chance(50)
      var target = position
      // A reconfigure keeps the identity of an entry, the one at the position or the next one
      // after it (around the end), so that its cell is really reconfigured: a new identity
      // reloads it instead, as the reconfigure tests check. With no entry, a new entry at the
      // position. The same draws either way.
      if reconfigures, !current.isEmpty {
        let start = min(position.item, current.count - 1)
        let offsets = current.indices.map { (start + $0) % current.count }
        if let item = offsets.first(where: { current[$0] is Entry }),
          let kept = current[item] as? Entry
        {
          target = ListPosition(section: 0, item: item)
          entry = Entry(id: kept.id, content: entry.content)
        }
      }
      return Step(description: "mixed: \(reconfigures ? "reconfigure" : "update") \(target)") {
        if reconfigures {
          try mixed.update(at: target, with: entry, updateStyle: .reconfigure)
        } else {
          try mixed.update(at: target, with: entry)
        }
      }
    }
  }

  /// The custom source: an honest change, a wrong one with extreme positions, or counts that
  /// go negative and back.
  func wildStep() -> Step {
    let wild = self.wild
    switch maker.int(0...3) {
    case 0:
      return Step(description: "wild: append") { wild.honestAppend() }
    case 1:
      let extreme = [Int.max, Int.min, -1, 1 << 40].randomElement(using: &maker.generator) ?? -1
      return Step(description: "wild: a wrong change naming \(extreme)", mayBeRejected: true) {
        wild.wrongChange(extreme: extreme)
      }
    default:
      return Step(description: "wild: counts \(wild.isNegative ? "back" : "negative")") {
        wild.toggleNegative()
      }
    }
  }

  /// Attempts that break "one source, one screen", which must fail and change nothing, and
  /// detaching and attaching the host again.
  func ownershipStep() -> Step {
    let leaves = screen.leaves
    switch maker.int(0...3) {
    case 0:
      let leaf = maker.pick(leaves)
      return Step(description: "attach a composed leaf to a spare host") { [kind] in
        guard let leaf else { return }
        try ViewUnderTest(kind, invalidUpdates: .throwError).attach(leaf)
      }
    case 1:
      let target = maker.pick(screen.compositions) ?? screen.root
      return Step(description: "add the attached root to a composition") { [screen] in
        try target.append(screen.root)
      }
    case 2:
      let fresh = maker.entryLeaf(Cell.self)
      let target = maker.pick(screen.compositions) ?? screen.root
      return Step(description: "add a leaf another host shows, then release it") { [kind] in
        let spare = ViewUnderTest(kind, invalidUpdates: .throwError)
        try spare.attach(fresh)
        do throws(ListError) {
          try target.append(fresh)
        } catch .alreadyAttached {
          spare.detach()
          try target.append(fresh)
          return
        }
        Issue.record("a leaf another host shows joined a composition")
      }
    default:
      return Step(description: "detach the host and attach it again") {
        self.host.detach()
        try self.host.attach(self.screen.root)
      }
    }
  }

  func installSelectionHook(on leaf: ArrayDataSource<Entry, Cell>) {
    leaf.onSelect = { _, _ in SelectionHook.action?() }
  }
}

final class ObserverToken {}

@MainActor
enum SelectionHook {
  static var action: (() -> Void)?
}

extension ViewUnderTest {
  /// A strict view of the kind's sort, every row laid out, that handles an invalid batch as the
  /// policy says (and checks the identity of the items a batch keeps unless told not to).
  convenience init(
    _ kind: ViewKind, invalidUpdates policy: HeadlessHostOptions.InvalidUpdatePolicy,
    checksItemIdentity: Bool = true
  ) {
    var options = HeadlessHostOptions()
    options.isStrict = true
    options.invalidUpdatePolicy = policy
    options.visibleItemLimit = 1_000
    options.checksItemIdentity = checksItemIdentity
    self.init(kind, customOptions: options)
  }

  /// The number of items in every section together.
  var rowCount: Int { counts.reduce(0) { $0 + max($1, 0) } }

  /// Selects the row at a flat offset across sections.
  func select(flatRow: Int) {
    var remaining = flatRow
    if let table {
      for section in 0..<table.numberOfSections {
        let count = table.numberOfRows(inSection: section)
        if remaining < count {
          table.selectRow(at: ListPosition(section: section, item: remaining))
          return
        }
        remaining -= count
      }
    }
    if let collection {
      let sections = collection.numberOfSections
      for section in 0..<sections {
        let count = (try? collection.numberOfItems(inSection: section)) ?? 0
        if remaining < count {
          collection.selectItem(at: ListPosition(section: section, item: remaining))
          return
        }
        remaining -= count
      }
    }
  }
}

/// A custom source written as an app might, with bugs on demand: counts that go negative, and
/// changes reported with positions far outside it.
@MainActor
final class WildSource<Cell: HeadlessReusableCell>: SectionTitledDataSource,
  IdentifiedDataSource
{
  var sections: [[String]] = [["w0"]]
  var isNegative = false
  var made = 0
  let updates = UpdateRelay()

  func honestAppend() {
    updates.performChange { [self] in
      guard !isNegative else { return }
      made += 1
      let text = "w\(made)"
      if sections.isEmpty {
        sections = [[text]]
        _ = try? updates.send(BatchUpdate(insertedSections: [0]))
      } else {
        sections[0].append(text)
        _ = try? updates.send(
          BatchUpdate(insertedItems: [ListPosition(section: 0, item: sections[0].count - 1)]))
      }
    }
  }

  func wrongChange(extreme: Int) {
    updates.performChange { [self] in
      guard !isNegative else { return }
      made += 1
      sections.append(["x\(made)"])
      _ = try? updates.send(
        BatchUpdate(
          insertedSections: [extreme],
          insertedItems: [
            ListPosition(section: 0, item: -1), ListPosition(section: extreme, item: extreme),
          ]))
    }
  }

  func toggleNegative() {
    updates.performChange { [self] in
      let all = Array(sections.indices)
      isNegative.toggle()
      _ = try? updates.send(
        isNegative ? BatchUpdate(deletedSections: all) : BatchUpdate(insertedSections: all))
    }
  }

  var numberOfSections: Int { isNegative ? -3 : sections.count }
  func numberOfItems(inSection section: Int) -> Int {
    guard !isNegative else { return -7 }
    return sections.indices.contains(section) ? sections[section].count : 0
  }
  func model(at position: ListPosition) -> String? {
    guard !isNegative, sections.indices.contains(position.section),
      sections[position.section].indices.contains(position.item)
    else { return nil }
    return sections[position.section][position.item]
  }
  func cell(at position: ListPosition, for request: CellRequest) throws -> AnyObject {
    guard let text = model(at: position) else { throw outOfRangeError(position) }
    let cell = try request.dequeue(Cell.self, reuseIdentifier: "wild")
    cell.textLabel = text
    return cell
  }
  var cellRegistrations: [CellRegistration] {
    [CellRegistration(Cell.self, reuseIdentifier: "wild")]
  }
  func headerTitle(forSection section: Int) -> String? {
    sections.indices.contains(section) && !isNegative ? "wild \(section)" : nil
  }
  func selectItem(at position: ListPosition) -> Bool { false }
  func itemIdentifier(at position: ListPosition) -> AnyHashable? {
    model(at: position).map { AnyHashable($0) }
  }
}

enum MixedEntryDecorator<Cell: HeadlessReusableCell>: CellDecorator {
  static var reuseIdentifier: String { "mixed-entry" }
  static func decorate(_ cell: Cell, with model: Entry) {
    cell.textLabel = "entry \(model.id) \(model.content)"
  }
}

enum MixedTextDecorator<Cell: HeadlessReusableCell>: CellDecorator {
  static var reuseIdentifier: String { "mixed-text" }
  static func decorate(_ cell: Cell, with model: String) { cell.textLabel = model }
}
