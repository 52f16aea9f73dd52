/// An open-addressing hash table from identifiers to old offsets that stores no identifiers.
///
/// Each slot holds 32 bits of an identifier's hash and a reference (`Offset`) to an element that
/// carries the identifier; the caller compares identifiers through that reference only when the
/// stored hash bits match. With `Int32` references a slot takes 8 bytes, a quarter of a
/// `[Int: Int]` bucket, and a lookup touches one slot array instead of a bitmap, a key array and a
/// value array. Linear probing; the capacity is fixed at creation, so the caller must never insert
/// more than `maximumCount` entries.
///
/// A reference of `0` marks an empty slot; the caller chooses what nonzero references mean.
@usableFromInline
struct IdentityTable<Offset: FixedWidthInteger & SignedInteger> {
  @usableFromInline
  struct Slot {
    @usableFromInline var hashBits: UInt32
    @usableFromInline var reference: Offset

    @inlinable
    init(hashBits: UInt32, reference: Offset) {
      self.hashBits = hashBits
      self.reference = reference
    }
  }

  @usableFromInline var slots: [Slot]
  @usableFromInline let mask: Int

  /// Creates an empty table that holds up to `maximumCount` entries at a load of at most 2/3.
  ///
  /// - Complexity: O(*n*), where *n* is `maximumCount`.
  @inlinable
  init(maximumCount: Int) {
    var capacity = 8
    let needed = maximumCount + maximumCount / 2 + 1
    while capacity < needed && capacity < Int.max / 4 { capacity *= 2 }
    slots = [Slot](repeating: Slot(hashBits: 0, reference: 0), count: capacity)
    mask = capacity - 1
  }

  /// The slot where probing for `hash` starts.
  @inlinable
  func firstSlot(_ hash: Int) -> Int { hash & mask }

  /// The hash bits stored to filter comparisons for `hash`.
  @inlinable
  static func hashBits(_ hash: Int) -> UInt32 { UInt32(truncatingIfNeeded: hash >> 32) }

  /// The slot after `slot`, wrapping around.
  @inlinable
  func slot(after slot: Int) -> Int { (slot + 1) & mask }
}
