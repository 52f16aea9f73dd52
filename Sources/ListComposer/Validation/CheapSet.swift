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
    guard capacity > 0 else {
      slots = []
      mask = 0
      return
    }
    var size = 8
    while size < capacity * 2 { size *= 2 }
    slots = Array(repeating: nil, count: size)
    mask = size - 1
  }

  /// Creates a set of the elements of a sequence.
  init<S: Sequence>(_ elements: S) where S.Element == Element {
    self.init(minimumCapacity: elements.underestimatedCount)
    for element in elements { insert(element) }
  }

  private func start(of element: Element) -> Int {
    // Fibonacci hashing: the high bits of the product, spread over the table.
    let mixed = UInt(bitPattern: element.cheapHash) &* 0x9E37_79B9_7F4A_7C15
    return Int(truncatingIfNeeded: mixed >> 32) & mask
  }

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
}
