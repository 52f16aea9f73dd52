/// The pairing of old and new elements that share an identity.
///
/// The common prefix and suffix pair position by position and are not stored; only the region
/// between them keeps one partner offset per element, `-1` where an element has no partner (an old
/// element without a partner is deleted, a new one without a partner is inserted).
@usableFromInline
struct IdentityPairing<Identifier: Hashable, Offset: FixedWidthInteger & SignedInteger> {
  /// The number of old elements.
  @usableFromInline let oldCount: Int
  /// The number of new elements.
  @usableFromInline let newCount: Int
  /// The number of leading positions whose identifiers are equal on both sides.
  @usableFromInline let prefixCount: Int
  /// The number of trailing positions whose identifiers are equal on both sides.
  @usableFromInline let suffixCount: Int
  /// For each old offset in `oldMiddle`, the offset of its new partner, or `-1`.
  @usableFromInline var middleNewOffsetOfOld: [Offset]
  /// For each new offset in `newMiddle`, the offset of its old partner, or `-1`.
  @usableFromInline var middleOldOffsetOfNew: [Offset]
  /// Identifiers seen more than once on either side, each listed once, in order of discovery.
  @usableFromInline var duplicates: [Identifier]

  @inlinable
  init(
    oldCount: Int, newCount: Int, prefixCount: Int, suffixCount: Int,
    middleNewOffsetOfOld: [Offset], middleOldOffsetOfNew: [Offset], duplicates: [Identifier]
  ) {
    self.oldCount = oldCount
    self.newCount = newCount
    self.prefixCount = prefixCount
    self.suffixCount = suffixCount
    self.middleNewOffsetOfOld = middleNewOffsetOfOld
    self.middleOldOffsetOfNew = middleOldOffsetOfNew
    self.duplicates = duplicates
  }

  /// The old offsets between the common prefix and suffix.
  @inlinable
  var oldMiddle: Range<Int> { prefixCount..<(oldCount - suffixCount) }

  /// The new offsets between the common prefix and suffix.
  @inlinable
  var newMiddle: Range<Int> { prefixCount..<(newCount - suffixCount) }

  /// Returns the offset of the new partner of the old element at `oldOffset`, or `-1`.
  ///
  /// - Complexity: O(1).
  @inlinable
  func newOffset(ofOld oldOffset: Int) -> Int {
    if oldOffset < prefixCount { return oldOffset }
    if oldOffset >= oldCount - suffixCount { return oldOffset + newCount - oldCount }
    return Int(middleNewOffsetOfOld[oldOffset - prefixCount])
  }

  /// Returns the offset of the old partner of the new element at `newOffset`, or `-1`.
  ///
  /// - Complexity: O(1).
  @inlinable
  func oldOffset(ofNew newOffset: Int) -> Int {
    if newOffset < prefixCount { return newOffset }
    if newOffset >= newCount - suffixCount { return newOffset + oldCount - newCount }
    return Int(middleOldOffsetOfNew[newOffset - prefixCount])
  }

  /// The offset of each old element's new partner, or `-1`, for every old offset.
  ///
  /// - Complexity: O(*n*), where *n* is the number of old elements.
  @inlinable
  var newOffsetOfOld: [Int] { (0..<oldCount).map { newOffset(ofOld: $0) } }

  /// The offset of each new element's old partner, or `-1`, for every new offset.
  ///
  /// - Complexity: O(*m*), where *m* is the number of new elements.
  @inlinable
  var oldOffsetOfNew: [Int] { (0..<newCount).map { oldOffset(ofNew: $0) } }

  /// Calls `body` with the old and new offsets of every pair, in old order.
  ///
  /// - Complexity: O(*n*), where *n* is the number of old elements.
  @inlinable
  func forEachPair(_ body: (_ oldOffset: Int, _ newOffset: Int) -> Void) {
    for offset in 0..<prefixCount { body(offset, offset) }
    for oldOffset in oldMiddle {
      let newOffset = middleNewOffsetOfOld[oldOffset - prefixCount]
      if newOffset >= 0 { body(oldOffset, Int(newOffset)) }
    }
    let shift = newCount - oldCount
    for oldOffset in (oldCount - suffixCount)..<oldCount { body(oldOffset, oldOffset + shift) }
  }
}

/// Pairs the elements of `old` and `new` by identity, Heckel style.
///
/// When `trimsCommonEnds` is `true`, the longest common prefix and suffix of identifiers are paired
/// position by position first, without hashing. The elements in between are paired through one
/// ``IdentityTable`` of the old elements: occurrences of an identifier are paired in order (first
/// old with first new, and so on); surplus occurrences stay unpaired. Duplicated identifiers never
/// trap.
///
/// Offsets are stored as `Offset`; the caller must choose a type that holds
/// `old.count + new.count + 2` (see ``offsetsFitInInt32(_:_:)``).
///
/// - Complexity: O(*n* + *m*) expected, where *n* and *m* are the lengths of `old` and `new`; the
///   common prefix and suffix cost one identifier comparison per element and no hashing.
@inlinable
func pairIdentities<Element: Identifiable, Offset: FixedWidthInteger & SignedInteger>(
  old: [Element], new: [Element], trimsCommonEnds: Bool, offsets: Offset.Type = Int.self
) -> IdentityPairing<Element.ID, Offset> {
  let oldCount = old.count
  let newCount = new.count
  var prefix = 0
  var suffix = 0
  if trimsCommonEnds {
    let limit = Swift.min(oldCount, newCount)
    while prefix < limit && old[prefix].id == new[prefix].id {
      prefix += 1
    }
    while suffix < limit - prefix
      && old[oldCount - 1 - suffix].id == new[newCount - 1 - suffix].id
    {
      suffix += 1
    }
  }

  let oldMiddleCount = oldCount - suffix - prefix
  let newMiddleCount = newCount - suffix - prefix
  var newOffsetOfOld = [Offset](repeating: -1, count: oldMiddleCount)
  var oldOffsetOfNew = [Offset](repeating: -1, count: newMiddleCount)
  var duplicates: [Element.ID] = []
  if oldMiddleCount > 0 && newMiddleCount > 0 {
    // A slot's reference r is the middle index r - 1 of the old element to pair next when r > 0,
    // and, once every old occurrence is paired, -(i + 1) for the middle index i of the last one;
    // either way it names an element that carries the slot's identifier, and a filled slot never
    // empties. Until an old element is paired, its `newOffsetOfOld` entry chains to the next old
    // occurrence of its identifier: -2 - (that occurrence's middle index), or -1 for none.
    //
    // Both passes go through the elements in batches: they hash a batch, then load each first
    // slot of the batch in a loop of independent loads (so that the cache misses overlap), then
    // probe. A loaded slot that was filled is still filled with the same identifier when its
    // element is probed; one that was empty is read again.
    var table = IdentityTable<Offset>(maximumCount: oldMiddleCount)
    let batchSize = 16
    var hashes = [Int](repeating: 0, count: batchSize)
    var firstEntries = [IdentityTable<Offset>.Slot](
      repeating: .init(hashBits: 0, reference: 0), count: batchSize)

    var batchEnd = oldMiddleCount
    while batchEnd > 0 {
      let batchStart = Swift.max(0, batchEnd - batchSize)
      for index in batchStart..<batchEnd {
        hashes[index - batchStart] = old[prefix + index].id.hashValue
      }
      for index in batchStart..<batchEnd {
        firstEntries[index - batchStart] = table.slots[table.firstSlot(hashes[index - batchStart])]
      }
      var index = batchEnd - 1
      while index >= batchStart {
        let identifier = old[prefix + index].id
        let hash = hashes[index - batchStart]
        let hashBits = IdentityTable<Offset>.hashBits(hash)
        var slot = table.firstSlot(hash)
        var entry = firstEntries[index - batchStart]
        if entry.reference == 0 { entry = table.slots[slot] }
        while true {
          if entry.reference == 0 {
            table.slots[slot] = .init(
              hashBits: hashBits, reference: Offset(truncatingIfNeeded: index + 1))
            break
          }
          if entry.hashBits == hashBits
            && old[prefix + Int(entry.reference) - 1].id == identifier
          {
            newOffsetOfOld[index] = -1 - table.slots[slot].reference
            table.slots[slot].reference = Offset(truncatingIfNeeded: index + 1)
            duplicates.append(identifier)
            break
          }
          slot = table.slot(after: slot)
          entry = table.slots[slot]
        }
        index -= 1
      }
      batchEnd = batchStart
    }
    let hasOldDuplicates = !duplicates.isEmpty

    // New elements without an old partner are collected to look for duplicates among them.
    var unpairedNew: [Int] = []
    var batchStart = 0
    while batchStart < newMiddleCount {
      let batchEnd = Swift.min(newMiddleCount, batchStart + batchSize)
      for index in batchStart..<batchEnd {
        hashes[index - batchStart] = new[prefix + index].id.hashValue
      }
      for index in batchStart..<batchEnd {
        firstEntries[index - batchStart] = table.slots[table.firstSlot(hashes[index - batchStart])]
      }
      for index in batchStart..<batchEnd {
        let identifier = new[prefix + index].id
        let hash = hashes[index - batchStart]
        let hashBits = IdentityTable<Offset>.hashBits(hash)
        var slot = table.firstSlot(hash)
        var entry = firstEntries[index - batchStart]
        while true {
          if entry.reference == 0 {
            unpairedNew.append(prefix + index)
            break
          }
          let reference = entry.reference > 0 ? entry.reference : -entry.reference
          if entry.hashBits == hashBits
            && old[prefix + Int(reference) - 1].id == identifier
          {
            let current = table.slots[slot].reference
            if current > 0 {
              let head = Int(current) - 1
              let chain = newOffsetOfOld[head]
              newOffsetOfOld[head] = Offset(truncatingIfNeeded: prefix + index)
              oldOffsetOfNew[index] = Offset(truncatingIfNeeded: prefix + head)
              table.slots[slot].reference = chain == -1 ? -current : -1 - chain
            } else {
              duplicates.append(identifier)
            }
            break
          }
          slot = table.slot(after: slot)
          entry = table.slots[slot]
        }
      }
      batchStart = batchEnd
    }
    if hasOldDuplicates {
      // Old occurrences that stayed unpaired still hold their chain links.
      for index in newOffsetOfOld.indices where newOffsetOfOld[index] < -1 {
        newOffsetOfOld[index] = -1
      }
    }
    if unpairedNew.count > 1 {
      var seen = Set<Element.ID>(minimumCapacity: unpairedNew.count)
      for offset in unpairedNew where !seen.insert(new[offset].id).inserted {
        duplicates.append(new[offset].id)
      }
    }
  } else if newMiddleCount > 0 {
    duplicates = duplicatedIdentifiers(in: new[prefix..<(newCount - suffix)])
  } else if oldMiddleCount > 0 {
    duplicates = duplicatedIdentifiers(in: old[prefix..<(oldCount - suffix)])
  }

  return IdentityPairing(
    oldCount: oldCount,
    newCount: newCount,
    prefixCount: prefix,
    suffixCount: suffix,
    middleNewOffsetOfOld: newOffsetOfOld,
    middleOldOffsetOfNew: oldOffsetOfNew,
    duplicates: uniqued(duplicates)
  )
}

/// Returns ``pairIdentities(old:new:trimsCommonEnds:offsets:)`` as full-length partner arrays,
/// pairing with `Int32` offsets when they fit.
///
/// - Complexity: O(*n* + *m*) expected, where *n* and *m* are the lengths of `old` and `new`.
@inlinable
func pairedOffsets<Element: Identifiable>(
  old: [Element], new: [Element], trimsCommonEnds: Bool
) -> (newOffsetOfOld: [Int], oldOffsetOfNew: [Int], duplicates: [Element.ID]) {
  if offsetsFitInInt32(old.count, new.count) {
    let pairing = pairIdentities(
      old: old, new: new, trimsCommonEnds: trimsCommonEnds, offsets: Int32.self)
    return (pairing.newOffsetOfOld, pairing.oldOffsetOfNew, pairing.duplicates)
  }
  let pairing = pairIdentities(
    old: old, new: new, trimsCommonEnds: trimsCommonEnds, offsets: Int.self)
  return (pairing.newOffsetOfOld, pairing.oldOffsetOfNew, pairing.duplicates)
}

/// Returns whether every offset and count of a diff between lists of `oldCount` and `newCount`
/// elements, and the references of its ``IdentityTable``, fit in `Int32`.
@inlinable
func offsetsFitInInt32(_ oldCount: Int, _ newCount: Int) -> Bool {
  oldCount < Int(Int32.max) / 2 && newCount < Int(Int32.max) / 2
}

/// Returns the identifiers that occur more than once in `elements`, each once.
///
/// - Complexity: O(*n*) expected, where *n* is the length of `elements`.
@inlinable
func duplicatedIdentifiers<Element: Identifiable>(
  in elements: ArraySlice<Element>
) -> [Element.ID] {
  var seen = Set<Element.ID>(minimumCapacity: elements.count)
  var duplicates: [Element.ID] = []
  for element in elements where !seen.insert(element.id).inserted {
    duplicates.append(element.id)
  }
  return uniqued(duplicates)
}

/// Returns `values` without repetitions, keeping the first occurrence of each.
///
/// - Complexity: O(*n*) expected, where *n* is the length of `values`.
@inlinable
func uniqued<Value: Hashable>(_ values: [Value]) -> [Value] {
  guard values.count > 1 else { return values }
  var seen = Set<Value>(minimumCapacity: values.count)
  return values.filter { seen.insert($0).inserted }
}
