/// A small stand-in for `NSDiffableDataSourceSnapshot` that enforces its identifier rules.
///
/// A diffable snapshot requires every section and item identifier to be unique. On a device, an
/// array with a repeated identifier stops the app ("supplied item identifiers are not unique"),
/// appending items to a snapshot without sections throws, and (from iOS 15) appending an item
/// that is already present only logs a warning and moves the item. This type reports the first
/// two as `InternalInconsistency` values and records the third in ``warnings``.
///
///     var snapshot = HeadlessDiffableSnapshot<Int, Int>()
///     try snapshot.appendSections([0])
///     try snapshot.appendItems([1, 1])
///     // throws .diffableDuplicate: "supplied item identifiers are not unique. Duplicate …"
///
/// It does not diff or apply itself to a view; use ListDiffing for that. It belongs to the
/// package: its tests state the snapshot's rules with it.
package struct HeadlessDiffableSnapshot<SectionIdentifier: Hashable, ItemIdentifier: Hashable> {
  /// The section identifiers, in order.
  package private(set) var sectionIdentifiers: [SectionIdentifier] = []
  private var items: [[ItemIdentifier]] = []

  /// The major iOS version whose rules apply (15 and later: re-appending warns and moves).
  package var iOSVersion: Int

  /// Messages UIKit logs without throwing, oldest first.
  package private(set) var warnings: [String] = []

  /// Creates an empty snapshot.
  package init(iOSVersion: Int = 18) {
    self.iOSVersion = iOSVersion
  }

  /// The number of sections.
  package var numberOfSections: Int { sectionIdentifiers.count }

  /// All item identifiers, section by section.
  package var itemIdentifiers: [ItemIdentifier] { items.flatMap { $0 } }

  /// Returns the item identifiers of a section.
  ///
  /// - Throws: `InternalInconsistency.Kind.diffableMissingIdentifier` for a missing section.
  package func itemIdentifiers(inSection section: SectionIdentifier) throws(InternalInconsistency)
    -> [ItemIdentifier]
  {
    guard let index = sectionIdentifiers.firstIndex(of: section) else {
      throw InternalInconsistency(
        .diffableMissingIdentifier,
        "Invalid parameter not satisfying: section identifier \(section) exists in the snapshot")
    }
    return items[index]
  }

  /// Returns the position of an item, or `nil`.
  package func indexPath(for item: ItemIdentifier) -> ListPosition? {
    for (section, sectionItems) in items.enumerated() {
      if let index = sectionItems.firstIndex(of: item) {
        return ListPosition(section: section, item: index)
      }
    }
    return nil
  }

  /// Appends sections.
  ///
  /// - Throws: `InternalInconsistency.Kind.diffableDuplicate` when an identifier repeats or
  ///   is already present.
  package mutating func appendSections(_ identifiers: [SectionIdentifier])
    throws(InternalInconsistency)
  {
    let duplicates = Self.duplicates(in: identifiers, existing: Set(sectionIdentifiers))
    guard duplicates.isEmpty else {
      throw InternalInconsistency(
        .diffableDuplicate,
        "supplied section identifiers are not unique. Duplicate identifiers: "
          + Self.list(duplicates))
    }
    sectionIdentifiers += identifiers
    items += identifiers.map { _ in [] }
  }

  /// Appends items to a section, by default the last one.
  ///
  /// - Throws: `InternalInconsistency.Kind.noSections` when the snapshot has no section,
  ///   `InternalInconsistency.Kind.diffableMissingIdentifier` for a missing section, and
  ///   `InternalInconsistency.Kind.diffableDuplicate` for an array with a repeated identifier
  ///   (or, before iOS 15, an identifier already present).
  package mutating func appendItems(
    _ identifiers: [ItemIdentifier], toSection section: SectionIdentifier? = nil
  ) throws(InternalInconsistency) {
    guard !sectionIdentifiers.isEmpty else {
      throw InternalInconsistency(.noSections, "There are currently no sections.")
    }
    let target: Int
    if let section {
      guard let index = sectionIdentifiers.firstIndex(of: section) else {
        throw InternalInconsistency(
          .diffableMissingIdentifier,
          "Invalid parameter not satisfying: section identifier \(section) exists in the snapshot")
      }
      target = index
    } else {
      target = sectionIdentifiers.count - 1
    }
    let repeated = Self.duplicates(in: identifiers, existing: [])
    guard repeated.isEmpty else {
      throw InternalInconsistency(
        .diffableDuplicate,
        "supplied item identifiers are not unique. Duplicate identifiers: " + Self.list(repeated))
    }
    let present = identifiers.filter { indexPath(for: $0) != nil }
    if !present.isEmpty {
      guard iOSVersion >= 15 else {
        throw InternalInconsistency(
          .diffableDuplicate,
          "supplied item identifiers are not unique. Duplicate identifiers: " + Self.list(present))
      }
      warnings.append(
        "Diffable data source detected an attempt to insert or append \(present.count) item "
          + "identifier\(present.count == 1 ? "" : "s") that already exist\(present.count == 1 ? "s" : "") in "
          + "the snapshot. The existing item identifiers will be moved into place instead, but "
          + "this operation will be more expensive. For best performance, inserted item "
          + "identifiers should always be unique. Set a symbolic breakpoint on "
          + "BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in "
          + "the debugger. Item identifiers that already exist: ("
          + present.map { "\($0)" }
          .joined(separator: ", ") + ")")
      let moving = Set(present)
      items = items.map { $0.filter { !moving.contains($0) } }
    }
    items[target] += identifiers
  }

  /// Deletes items; identifiers not in the snapshot are ignored.
  package mutating func deleteItems(_ identifiers: [ItemIdentifier]) {
    let removing = Set(identifiers)
    items = items.map { $0.filter { !removing.contains($0) } }
  }

  private static func duplicates<T: Hashable>(in values: [T], existing: Set<T>) -> [T] {
    var seen = existing
    var result: [T] = []
    for value in values where !seen.insert(value).inserted && !result.contains(value) {
      result.append(value)
    }
    return result
  }

  private static func list<T>(_ values: [T]) -> String {
    "{ " + values.map { "\($0)" }.joined(separator: ", ") + " }"
  }
}
