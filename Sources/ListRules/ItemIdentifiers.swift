import ListDiffing

/// The identifiers of one section's items, read in one call and compared without boxing each.
///
/// A host that checks a batch of 30,000 changes compares tens of thousands of identifiers. Read
/// one at a time as `AnyHashable`, each costs a dynamic cast to box and another to compare;
/// here the identifiers of a section stay in an array of their own type, and two lists of the
/// same type compare element by element with that type's `==`.
///
///     let ids = ItemIdentifiers([3, 1, 4])
///     ids.count                                           // 3
///     ids[1]                                              // AnyHashable(1)
///     ids.matches(ItemIdentifiers([9, 1, 4]), at: 1, otherStart: 1, count: 2)  // true
///
/// A data source returns one from `IdentifiedDataSource.itemIdentifiers(inSection:)`. Lists of
/// different identifier types compare through `AnyHashable`, with the same result, only slower.
///
/// A list is `Sendable` so that an asynchronous update can compare the lists it reads away from
/// the main actor: its storage is an array made once and never changed, and its identifiers are
/// only read and compared with `==`.
public struct ItemIdentifiers: @unchecked Sendable {
  @usableFromInline let storage: any IdentifierStorage

  /// Creates a list from identifiers of one type.
  ///
  /// - Complexity: O(1); the array is shared, not copied.
  @inlinable
  public init<Identifier: Hashable>(_ identifiers: [Identifier]) {
    storage = TypedIdentifierStorage(identifiers)
  }

  /// The number of identifiers.
  public var count: Int { storage.count }

  /// The identifier at an offset, boxed; `nil` when the offset is out of range.
  ///
  /// - Complexity: O(1).
  public subscript(offset: Int) -> AnyHashable? {
    guard offset >= 0, offset < storage.count else { return nil }
    return storage.boxed(at: offset)
  }

  /// Returns whether `count` identifiers from `start` equal `other`'s from `otherStart`, in
  /// order; `false` when either range is out of bounds.
  ///
  /// - Complexity: O(count).
  package func matches(
    _ other: ItemIdentifiers, at start: Int, otherStart: Int, count: Int
  ) -> Bool {
    firstMismatch(with: other, at: start, otherStart: otherStart, count: count) == nil
  }

  /// Returns the first offset `k` in `0..<count` where the identifier at `start + k` differs
  /// from `other`'s at `otherStart + k`; `0` when either range is out of bounds, `nil` when all
  /// are equal.
  ///
  /// - Complexity: O(count).
  package func firstMismatch(
    with other: ItemIdentifiers, at start: Int, otherStart: Int, count: Int
  ) -> Int? {
    guard count > 0 else { return nil }
    guard start >= 0, otherStart >= 0, start <= storage.count - count,
      otherStart <= other.storage.count - count
    else { return 0 }
    return storage.firstMismatch(from: start, in: other.storage, from: otherStart, count: count)
  }

  /// Returns the first of several runs whose identifiers differ from `other`'s, with the
  /// offset of the first difference in it; `nil` when every run matches. A run out of bounds in
  /// either list differs at offset 0.
  ///
  /// One call compares many runs (the kept stretches of a section after a batch, say) at the
  /// cost of one comparison per identifier, instead of one dynamic call per run.
  ///
  /// - Complexity: O(r + k), where r is the number of runs and k the identifiers they cover.
  package func firstMismatch(with other: ItemIdentifiers, runs: [IdentifierRun]) -> (
    run: Int, offset: Int
  )? {
    storage.firstMismatch(in: other.storage, runs: runs)
  }

  /// Whether both lists share one storage: the same list read twice, not only equal
  /// identifiers.
  ///
  /// - Complexity: O(1).
  package func isSameList(as other: ItemIdentifiers) -> Bool { storage === other.storage }

  /// Joins lists end to end, as a linear composition shows its children's items in one
  /// section. Lists of one type stay typed; a mix is boxed.
  ///
  /// - Complexity: O(n), where n is the total number of identifiers.
  package static func joined(_ lists: [ItemIdentifiers]) -> ItemIdentifiers {
    guard let first = lists.first else { return ItemIdentifiers([AnyHashable]()) }
    if lists.count == 1 { return first }
    return ItemIdentifiers(storage: first.storage.joined(lists.map(\.storage)))
  }

  @usableFromInline
  init(storage: any IdentifierStorage) { self.storage = storage }
}

extension ItemIdentifiers {
  /// The identifiers of elements whose type is `Identifiable`, typed; `nil` for elements
  /// of another type.
  ///
  /// - Complexity: O(1) when the elements' type is a `Identifiable` model type itself: the
  ///   identifiers are read from the models as they are compared. O(n) otherwise, where n is
  ///   the number of elements.
  @inlinable
  package init?<Element>(identifiersOf elements: [Element]) {
    guard let identifiable = Element.self as? any Identifiable.Type else { return nil }
    self = Self.reading(elements, as: identifiable)
  }

  @inlinable
  package static func reading<Element, Identified: Identifiable>(
    _ elements: [Element], as type: Identified.Type
  ) -> ItemIdentifiers {
    guard Element.self == Identified.self else {
      return ItemIdentifiers(elements.compactMap { ($0 as? Identified)?.id })
    }
    // The element type is `Identified` itself (checked above), so the array is one of them.
    // The models are kept and read as they are compared (see ModelIdentifierStorage).
    let identified = unsafeBitCast(elements, to: [Identified].self)
    return ItemIdentifiers(storage: ModelIdentifierStorage(identified))
  }
}

extension ItemIdentifiers {
  /// Calls `body` with each offset whose identifier is `identifier` (or, for identifiers that
  /// are stored boxed, `boxed` or `alternative`), in order, until it returns `true`.
  ///
  /// Identifiers of the searched type are compared typed, without boxing each one.
  ///
  /// - Complexity: O(n), where n is the number of identifiers.
  package func forEachOffset<Identifier: Hashable>(
    matching identifier: Identifier, boxed: AnyHashable, or alternative: AnyHashable,
    until body: (Int) -> Bool
  ) {
    if let typed = storage as? TypedIdentifierStorage<Identifier> {
      for (offset, value) in typed.values.enumerated() where value == identifier {
        if body(offset) { return }
      }
    } else if let erased = storage as? TypedIdentifierStorage<AnyHashable> {
      for (offset, value) in erased.values.enumerated()
      where value == boxed || value == alternative {
        if body(offset) { return }
      }
    } else {
      for offset in 0..<count {
        let value = self[offset]
        if value == boxed || value == alternative, body(offset) { return }
      }
    }
  }
}

/// The storage of ``ItemIdentifiers``: an array of one identifier type behind an object, so
/// that lists of different types share one representation.
@usableFromInline
protocol IdentifierStorage: AnyObject {
  /// The number of identifiers.
  var count: Int { get }
  /// The identifier at a valid offset, boxed.
  func boxed(at offset: Int) -> AnyHashable
  /// The first offset in `0..<count` whose identifiers differ; both ranges are valid.
  func firstMismatch(
    from start: Int, in other: any IdentifierStorage, from otherStart: Int, count: Int
  ) -> Int?
  /// The first run whose identifiers differ, and the offset in it; runs may be out of bounds.
  func firstMismatch(in other: any IdentifierStorage, runs: [IdentifierRun]) -> (
    run: Int, offset: Int
  )?
  /// Joins lists end to end (this one among them), typed when all share the type.
  func joined(_ parts: [any IdentifierStorage]) -> any IdentifierStorage
  /// The list as an array of identifiers, for joining: itself when it is one, a new array
  /// read from the models when it reads them lazily (see `ModelIdentifierStorage`).
  func typed() -> any IdentifierStorage
}

/// A stretch of identifiers to compare between two lists: `count` identifiers from `start` in
/// one and from `otherStart` in the other (see `ItemIdentifiers.firstMismatch(with:runs:)`).
@usableFromInline
package struct IdentifierRun: Hashable, Sendable {
  /// Where the run starts in the list asked.
  @usableFromInline package var start: Int
  /// Where it starts in the other list.
  @usableFromInline package var otherStart: Int
  /// How many identifiers it covers.
  @usableFromInline package var count: Int

  /// Creates a run.
  package init(start: Int, otherStart: Int, count: Int) {
    self.start = start
    self.otherStart = otherStart
    self.count = count
  }

  /// Whether the run lies in lists of `count` and `otherCount` identifiers.
  @inlinable
  func fits(count: Int, otherCount: Int) -> Bool {
    self.count >= 0 && start >= 0 && otherStart >= 0 && start <= count - self.count
      && otherStart <= otherCount - self.count
  }
}

extension IdentifierStorage {
  /// ``firstMismatch(from:in:from:count:)`` through `AnyHashable`, for lists of two types.
  func boxedMismatch(
    from start: Int, in other: any IdentifierStorage, from otherStart: Int, count: Int
  ) -> Int? {
    for offset in 0..<count
    where boxed(at: start + offset) != other.boxed(at: otherStart + offset) {
      return offset
    }
    return nil
  }

  /// ``firstMismatch(in:runs:)`` through `AnyHashable`, for lists of two types.
  func boxedMismatch(in other: any IdentifierStorage, runs: [IdentifierRun]) -> (
    run: Int, offset: Int
  )? {
    for (index, run) in runs.enumerated() {
      guard run.fits(count: count, otherCount: other.count) else { return (index, 0) }
      if let offset = boxedMismatch(
        from: run.start, in: other, from: run.otherStart, count: run.count)
      {
        return (index, offset)
      }
    }
    return nil
  }

  /// ``joined(_:)`` through `AnyHashable`, for lists of several types.
  func boxedJoin(_ parts: [any IdentifierStorage]) -> any IdentifierStorage {
    var all: [AnyHashable] = []
    for part in parts {
      for offset in 0..<part.count { all.append(part.boxed(at: offset)) }
    }
    return TypedIdentifierStorage(all)
  }
}

/// A storage that compares runs with another of its own type through closures compiled for
/// its element type, and with any other storage through `AnyHashable`, over the compared range
/// only (never reading the whole list).
@usableFromInline
protocol RunComparingStorage: IdentifierStorage {
  associatedtype Element
  /// What the runs compare: identifiers, or the models they are read from.
  var elements: [Element] { get }
  var compareRuns: ([Element], Int, [Element], Int, Int) -> Int? { get }
  var compareManyRuns: ([Element], [Element], [IdentifierRun]) -> (run: Int, offset: Int)? {
    get
  }
}

extension RunComparingStorage {
  @usableFromInline
  func firstMismatch(
    from start: Int, in other: any IdentifierStorage, from otherStart: Int, count: Int
  ) -> Int? {
    guard let other = other as? Self else {
      return boxedMismatch(from: start, in: other, from: otherStart, count: count)
    }
    return compareRuns(elements, start, other.elements, otherStart, count)
  }

  @usableFromInline
  func firstMismatch(in other: any IdentifierStorage, runs: [IdentifierRun]) -> (
    run: Int, offset: Int
  )? {
    guard let other = other as? Self else { return boxedMismatch(in: other, runs: runs) }
    return compareManyRuns(elements, other.elements, runs)
  }
}

@usableFromInline
final class TypedIdentifierStorage<Identifier: Hashable>: RunComparingStorage {
  @usableFromInline let values: [Identifier]
  @usableFromInline let count: Int
  /// Compares runs of two arrays of this type; made where the identifier type is known, so
  /// that it is compiled for that type rather than through its witness table.
  @usableFromInline let compareRuns: ([Identifier], Int, [Identifier], Int, Int) -> Int?
  /// Compares many runs in one call, compiled for the identifier type as `compareRuns` is.
  @usableFromInline let compareManyRuns:
    ([Identifier], [Identifier], [IdentifierRun]) -> (run: Int, offset: Int)?

  @inlinable init(_ values: [Identifier]) {
    self.values = values
    compareRuns = { mine, start, theirs, otherStart, count in
      firstUnequal(mine, start, theirs, otherStart, count, by: ==)
    }
    compareManyRuns = { mine, theirs, runs in firstUnequal(mine, theirs, runs, by: ==) }
    count = values.count
  }

  @usableFromInline
  func boxed(at offset: Int) -> AnyHashable { AnyHashable(values[offset]) }

  @usableFromInline
  var elements: [Identifier] { values }

  @usableFromInline
  func typed() -> any IdentifierStorage { self }

  @usableFromInline
  func joined(_ parts: [any IdentifierStorage]) -> any IdentifierStorage {
    var all: [Identifier] = []
    all.reserveCapacity(parts.reduce(0) { $0 + $1.count })
    for part in parts {
      guard let typed = part.typed() as? TypedIdentifierStorage<Identifier> else {
        return boxedJoin(parts)
      }
      all.append(contentsOf: typed.values)
    }
    return TypedIdentifierStorage(all)
  }
}

/// The identifiers of `Identifiable` models, read from the models as they are compared
/// instead of copied out first.
///
/// A host that checks identities reads every section's identifiers when it loads its counts.
/// Copied out, that costs one identifier per item of the whole list, however few rows show; kept
/// as the models' array (a shared, copy-on-write buffer, so O(1)), it costs nothing until a
/// batch compares them, and then one `id` read per item compared. The models are
/// never changed here: a source that changes its items in place copies them first, as any
/// array shared with another does.
///
/// The comparisons are closures made in the inlinable initializer, so they run compiled for
/// the app's model type.
@usableFromInline
final class ModelIdentifierStorage<Model: Identifiable>: RunComparingStorage {
  @usableFromInline let models: [Model]
  @usableFromInline let count: Int
  @usableFromInline let compareRuns: ([Model], Int, [Model], Int, Int) -> Int?
  @usableFromInline let compareManyRuns:
    ([Model], [Model], [IdentifierRun]) -> (run: Int, offset: Int)?
  @usableFromInline let readAll: ([Model]) -> any IdentifierStorage

  @inlinable init(_ models: [Model]) {
    self.models = models
    count = models.count
    compareRuns = { mine, start, theirs, otherStart, count in
      firstUnequal(mine, start, theirs, otherStart, count) {
        $0.id == $1.id
      }
    }
    compareManyRuns = { mine, theirs, runs in
      firstUnequal(mine, theirs, runs) { $0.id == $1.id }
    }
    readAll = { models in TypedIdentifierStorage(models.map(\.id)) }
  }

  @usableFromInline
  func boxed(at offset: Int) -> AnyHashable { AnyHashable(models[offset].id) }

  @usableFromInline
  var elements: [Model] { models }

  @usableFromInline
  func joined(_ parts: [any IdentifierStorage]) -> any IdentifierStorage {
    typed().joined(parts)
  }

  /// The identifiers read from the models, in a new array: O(n).
  @usableFromInline
  func typed() -> any IdentifierStorage { readAll(models) }
}

/// The first offset in `0..<count` where `mine` from `start` and `theirs` from `otherStart`
/// differ by `equal`; both ranges are valid.
@inlinable
func firstUnequal<Element>(
  _ mine: [Element], _ start: Int, _ theirs: [Element], _ otherStart: Int, _ count: Int,
  by equal: (Element, Element) -> Bool
) -> Int? {
  mine.withUnsafeBufferPointer { mine in
    theirs.withUnsafeBufferPointer { theirs in
      for offset in 0..<count where !equal(mine[start + offset], theirs[otherStart + offset]) {
        return offset
      }
      return nil
    }
  }
}

/// The first run whose elements differ by `equal`, and the offset in it; a run out of bounds
/// differs at its start.
@inlinable
func firstUnequal<Element>(
  _ mine: [Element], _ theirs: [Element], _ runs: [IdentifierRun],
  by equal: (Element, Element) -> Bool
) -> (run: Int, offset: Int)? {
  mine.withUnsafeBufferPointer { mine in
    theirs.withUnsafeBufferPointer { theirs in
      for (index, run) in runs.enumerated() {
        guard run.fits(count: mine.count, otherCount: theirs.count) else { return (index, 0) }
        for offset in 0..<run.count
        where !equal(mine[run.start + offset], theirs[run.otherStart + offset]) {
          return (index, offset)
        }
      }
      return nil
    }
  }
}
