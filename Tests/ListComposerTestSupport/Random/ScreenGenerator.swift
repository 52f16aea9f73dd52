import HeadlessHost
import ListComposerTesting

/// The tests' one seeded generator of random screens: leaves of random sections, nested in
/// compositions with random layouts, all drawn from one seed, so that a failure that prints its
/// seed can be replayed.
///
/// Knobs say how wide and deep a screen is and how its sections are headed; the items come from
/// the caller, who draws them from the same generator (``freshID()``, ``freshVersion()``):
///
///     var random = ScreenGenerator(seed: 7)
///     let screen = try random.composition(depth: 2) { random in
///       ArrayDataSource(sections: random.sections { "item\($0.freshID())" }, cell: Row.self) {
///         $0.textLabel = $1
///       }
///     }
@MainActor
package struct ScreenGenerator {
  /// How a generated screen is shaped.
  package struct Knobs: Sendable {
    /// How many sections a leaf has.
    package var sectionsPerLeaf = 0...3
    /// How many items a section has.
    package var itemsPerSection = 0...4
    /// How many children a composition has.
    package var childrenPerComposition = 0...4
    /// How often a child is a composition rather than a leaf, while the depth allows.
    package var nesting = Nesting.half
    /// How a leaf's sections are headed.
    package var headers = Headers.none

    /// Creates the default knobs: up to four children, half of them nested, leaves of up to
    /// three sections of up to four items, without headers.
    package init() {}
  }

  /// How often a child is a composition rather than a leaf.
  package enum Nesting: Sendable {
    /// A coin flip decides.
    case half
    /// One child in three.
    case third
  }

  /// How a leaf's sections are headed.
  package enum Headers: Sendable {
    /// No section has a header.
    case none
    /// Each section is headed by its number among the sections drawn: `h1`, `h2`, …
    case numbered
    /// One section in five has no header, so that sections match in order; the others are
    /// headed `h` and a fresh identifier.
    case mostlyFresh
  }

  /// The generator every random choice is drawn from.
  package var generator: SeededGenerator
  /// The shape of the screens.
  package var knobs: Knobs
  private var nextID = 0
  private var nextVersion = 0
  private var nextSection = 0

  /// Creates a generator of screens shaped by `knobs`, drawn from `seed`.
  package init(seed: UInt64, knobs: Knobs = Knobs()) {
    generator = SeededGenerator(seed: seed)
    self.knobs = knobs
  }

  /// The seed the generator started from.
  package var seed: UInt64 { generator.seed }

  // MARK: Screens

  /// A composition of `childrenPerComposition` children with a random layout: each child a
  /// composition one level less deep (while `depth` allows and the nesting knob says so) or a
  /// leaf from `leaf`.
  package mutating func composition(
    depth: Int, leaf: (inout ScreenGenerator) -> any DataSource
  ) throws -> SectionedDataSource {
    var children: [any DataSource] = []
    for _ in 0..<int(knobs.childrenPerComposition) {
      children.append(try child(depth: depth, leaf: leaf))
    }
    return try SectionedDataSource(children, layout: layout())
  }

  /// A composition at least `depth` levels deep: its first child is such a composition one
  /// level less deep, and its other children (it has at least one) are random children of half
  /// the depth that remains, so that the screen stays small.
  package mutating func deepComposition(
    depth: Int, leaf: (inout ScreenGenerator) -> any DataSource
  ) throws -> SectionedDataSource {
    let children = knobs.childrenPerComposition
    var built: [any DataSource] = []
    for index in 0..<int(max(1, children.lowerBound)...max(1, children.upperBound)) {
      if index == 0, depth > 0 {
        built.append(try deepComposition(depth: depth - 1, leaf: leaf))
      } else {
        built.append(try child(depth: depth / 2, leaf: leaf))
      }
    }
    return try SectionedDataSource(built, layout: layout())
  }

  /// A random child: a composition one level less deep (while `depth` allows and the nesting
  /// knob says so), or a leaf from `leaf`.
  package mutating func child(
    depth: Int, leaf: (inout ScreenGenerator) -> any DataSource
  ) throws -> any DataSource {
    if depth > 0, nests() { return try composition(depth: depth - 1, leaf: leaf) }
    return leaf(&self)
  }

  /// `sectionsPerLeaf` sections of items from `item`.
  package mutating func sections<Item>(_ item: (inout ScreenGenerator) -> Item)
    -> [ListSection<Item>]
  {
    (0..<int(knobs.sectionsPerLeaf)).map { _ in section(item) }
  }

  /// A section of `itemsPerSection` items from `item`, headed as the knobs say.
  package mutating func section<Item>(_ item: (inout ScreenGenerator) -> Item)
    -> ListSection<Item>
  {
    let header = header()
    return ListSection(header: header, items: items(knobs.itemsPerSection, item))
  }

  /// A random number of items in `count` from `item`.
  package mutating func items<Item>(
    _ count: ClosedRange<Int>, _ item: (inout ScreenGenerator) -> Item
  ) -> [Item] {
    (0..<int(count)).map { _ in item(&self) }
  }

  /// A header for a new section, as the knobs say.
  package mutating func header() -> String? {
    switch knobs.headers {
    case .none: return nil
    case .numbered:
      nextSection += 1
      return "h\(nextSection)"
    case .mostlyFresh:
      return Int.random(in: 0..<5, using: &generator) == 0 ? nil : "h\(freshID())"
    }
  }

  // MARK: Values

  /// A number no earlier call returned: an identity for a new item.
  package mutating func freshID() -> Int {
    nextID += 1
    return nextID
  }

  /// A number no earlier call returned, counted apart from identities: a new content.
  package mutating func freshVersion() -> Int {
    nextVersion += 1
    return nextVersion
  }

  /// A random element of `elements`, or `nil` when it is empty.
  package mutating func pick<Element>(_ elements: [Element]) -> Element? {
    elements.randomElement(using: &generator)
  }

  /// A random integer in `range`.
  package mutating func int(_ range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &generator)
  }

  /// `true` `percent` times in a hundred.
  package mutating func chance(_ percent: Int) -> Bool {
    Int.random(in: 0..<100, using: &generator) < percent
  }

  /// A coin flip.
  package mutating func coin() -> Bool {
    Bool.random(using: &generator)
  }

  private mutating func nests() -> Bool {
    switch knobs.nesting {
    case .half: coin()
    case .third: Int.random(in: 0..<3, using: &generator) == 0
    }
  }

  private mutating func layout() -> SectionedDataSource.Layout {
    coin() ? .sections : .linear
  }
}
