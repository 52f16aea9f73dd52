import ListDiffing

/// A value the validator's sets can hold, with a hash that is cheap to compute.
///
/// A batch of 30,000 changes puts each index path in several sets; with `Set`, hashing them with
/// the standard library's seeded hasher was most of the validation's time. These hashes only
/// need to spread the positions of one batch, not to resist chosen collisions.
protocol CheapHashable: Equatable {
  /// A hash of the value; equal values have equal hashes.
  var cheapHash: Int { get }
}

extension Int: CheapHashable {
  var cheapHash: Int { self }
}

extension ListPosition: CheapHashable {
  var cheapHash: Int { section &* -7_046_029_254_386_353_131 ^ item }
}

extension SectionMove: CheapHashable {
  var cheapHash: Int { from &* 31 ^ to }
}

extension ItemMove: CheapHashable {
  var cheapHash: Int { from.cheapHash &* 31 ^ to.cheapHash }
}

/// The slots an open-addressing table needs for `capacity` elements at a load of at most 1/2:
/// a power of two, at least 8; none for no elements, so that an empty table allocates nothing.
private func slotCount(forCapacity capacity: Int) -> Int {
  guard capacity > 0 else { return 0 }
  var size = 8
  while size < capacity * 2 { size *= 2 }
  return size
}

/// Where a value of a hash starts probing in a table of `mask + 1` slots: Fibonacci hashing,
/// the high bits of the product, spread over the table.
private func firstSlot(of hash: Int, mask: Int) -> Int {
  let mixed = UInt(bitPattern: hash) &* 0x9E37_79B9_7F4A_7C15
  return Int(truncatingIfNeeded: mixed >> 32) & mask
}

/// A set with open addressing and linear probing over ``CheapHashable`` values: insertion and
/// lookup in O(1) on average, without the seeded hasher.
struct CheapSet<Element: CheapHashable> {
  private var slots: [Element?]
  private var mask: Int
  /// The number of elements.
  private(set) var count = 0

  /// Creates an empty set with room for `capacity` elements before it grows; with no room
  /// asked for, it allocates nothing until the first insertion (a batch leaves most of its
  /// operation kinds empty).
  init(minimumCapacity capacity: Int = 0) {
    let size = slotCount(forCapacity: capacity)
    slots = Array(repeating: nil, count: size)
    mask = max(0, size - 1)
  }

  /// Creates a set of the elements of a sequence.
  init<S: Sequence>(_ elements: S) where S.Element == Element {
    self.init(minimumCapacity: elements.underestimatedCount)
    for element in elements { insert(element) }
  }

  private func start(of element: Element) -> Int { firstSlot(of: element.cheapHash, mask: mask) }

  /// Whether the set holds `element`.
  ///
  /// - Complexity: O(1) on average.
  func contains(_ element: Element) -> Bool {
    guard count > 0 else { return false }
    var index = start(of: element)
    while let present = slots[index] {
      if present == element { return true }
      index = (index + 1) & mask
    }
    return false
  }

  /// Inserts an element; returns `false` when it was already there.
  ///
  /// - Complexity: O(1) on average.
  @discardableResult
  mutating func insert(_ element: Element) -> Bool {
    if (count + 1) * 2 > slots.count { grow() }
    var index = start(of: element)
    while let present = slots[index] {
      if present == element { return false }
      index = (index + 1) & mask
    }
    slots[index] = element
    count += 1
    return true
  }

  private mutating func grow() {
    let old = slots
    slots = Array(repeating: nil, count: max(8, old.count * 2))
    mask = slots.count - 1
    count = 0
    for case let element? in old { insert(element) }
  }

  var isEmpty: Bool { count == 0 }

  /// The values in order without repeats, and the first repeat; `values` itself, not a copy,
  /// when nothing repeats.
  static func withoutRepeats(_ values: [Element]) -> (kept: [Element], repeated: Element?) {
    guard !values.isEmpty else { return (values, nil) }
    var seen = CheapSet(minimumCapacity: values.count)
    return keepingFirst(of: values) { seen.insert($0) }
  }
}

/// The values `isNew` accepts, in order, and the first it refuses; `values` itself when it
/// refuses none.
private func keepingFirst<T>(of values: [T], isNew: (T) -> Bool) -> (kept: [T], repeated: T?) {
  var kept: [T]?
  var repeated: T?
  for index in values.indices {
    let value = values[index]
    if isNew(value) {
      kept?.append(value)
    } else if kept == nil {
      repeated = value
      var copy = Array(values[..<index])
      copy.reserveCapacity(values.count)
      kept = copy
    }
  }
  return (kept ?? values, repeated)
}

/// The operations each index path of a batch takes part in, in one table: what the validator
/// needs to remove repeats and find illegal combinations, with one allocation per batch instead
/// of one set per operation kind.
///
/// A delete and an insert at the same index path are in different index spaces (old and new)
/// and do not conflict; the table only records them, and the checks ask for the combinations
/// UIKit refuses.
struct PositionRoles {
  /// An operation an index path can take part in.
  struct Role: OptionSet {
    let rawValue: UInt8
    static let deleted = Role(rawValue: 1 << 0)
    static let inserted = Role(rawValue: 1 << 1)
    static let reloaded = Role(rawValue: 1 << 2)
    static let reconfigured = Role(rawValue: 1 << 3)
    static let movedFrom = Role(rawValue: 1 << 4)
    static let movedTo = Role(rawValue: 1 << 5)
  }

  /// A slot of the table: empty while `roles` is.
  private struct Slot {
    var section = 0
    var item = 0
    var roles = Role()
  }

  private var slots: [Slot]
  private var mask: Int
  private var count = 0

  /// Creates an empty table with room for `capacity` index paths; no room asked for allocates
  /// nothing.
  init(minimumCapacity capacity: Int) {
    let size = slotCount(forCapacity: capacity)
    slots = Array(repeating: Slot(), count: size)
    mask = max(0, size - 1)
  }

  private func start(of position: ListPosition) -> Int {
    firstSlot(of: position.cheapHash, mask: mask)
  }

  /// The roles of an index path; empty when it takes part in nothing.
  ///
  /// - Complexity: O(1) on average.
  func roles(of position: ListPosition) -> Role {
    guard count > 0 else { return [] }
    var index = start(of: position)
    while !slots[index].roles.isEmpty {
      if slots[index].section == position.section, slots[index].item == position.item {
        return slots[index].roles
      }
      index = (index + 1) & mask
    }
    return []
  }

  /// Whether an index path takes part in an operation.
  func contains(_ position: ListPosition, as role: Role) -> Bool {
    roles(of: position).contains(role)
  }

  /// Records that an index path takes part in an operation; returns `false` when it already
  /// did (a repeat).
  ///
  /// - Complexity: O(1) on average.
  @discardableResult
  mutating func insert(_ position: ListPosition, as role: Role) -> Bool {
    if (count + 1) * 2 > slots.count { grow() }
    var index = start(of: position)
    while !slots[index].roles.isEmpty {
      if slots[index].section == position.section, slots[index].item == position.item {
        guard !slots[index].roles.contains(role) else { return false }
        slots[index].roles.insert(role)
        return true
      }
      index = (index + 1) & mask
    }
    slots[index] = Slot(section: position.section, item: position.item, roles: role)
    count += 1
    return true
  }

  /// Records that each index path takes part in an operation, and returns them in order
  /// without repeats, with the first repeat; `positions` itself, not a copy, when nothing
  /// repeats.
  ///
  /// - Complexity: O(n) on average, where n is the number of positions.
  mutating func insertAll(_ positions: [ListPosition], as role: Role) -> (
    kept: [ListPosition], repeated: ListPosition?
  ) {
    keepingFirst(of: positions) { insert($0, as: role) }
  }

  private mutating func grow() {
    let old = slots
    let size = max(8, old.count * 2)
    slots = Array(repeating: Slot(), count: size)
    mask = size - 1
    count = 0
    for slot in old where !slot.roles.isEmpty {
      var index = start(of: ListPosition(section: slot.section, item: slot.item))
      while !slots[index].roles.isEmpty { index = (index + 1) & mask }
      slots[index] = slot
      count += 1
    }
  }
}
