/// The pairing of old and new elements that share an identity.
///
/// The common prefix and suffix pair position by position and are not stored; only the region
/// between them keeps one partner offset per element, `-1` where an element has no partner (an old
/// element without a partner is deleted, a new one without a partner is inserted).
@usableFromInline
struct IdentityPairing<Identifier: Hashable> {
  /// The number of old elements.
  @usableFromInline let oldCount: Int
  /// The number of new elements.
  @usableFromInline let newCount: Int
  /// The number of leading positions whose identifiers are equal on both sides.
  @usableFromInline let prefixCount: Int
  /// The number of trailing positions whose identifiers are equal on both sides.
  @usableFromInline let suffixCount: Int
  /// For each old offset in `oldMiddle`, the offset of its new partner, or `-1`.
  @usableFromInline var middleNewOffsetOfOld: [Int]
  /// For each new offset in `newMiddle`, the offset of its old partner, or `-1`.
  @usableFromInline var middleOldOffsetOfNew: [Int]
  /// Identifiers seen more than once on either side, each listed once, in order of discovery.
  @usableFromInline var duplicates: [Identifier]

  @inlinable
  init(
    oldCount: Int, newCount: Int, prefixCount: Int, suffixCount: Int,
    middleNewOffsetOfOld: [Int], middleOldOffsetOfNew: [Int], duplicates: [Identifier]
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
    return middleNewOffsetOfOld[oldOffset - prefixCount]
  }

  /// Returns the offset of the old partner of the new element at `newOffset`, or `-1`.
  ///
  /// - Complexity: O(1).
  @inlinable
  func oldOffset(ofNew newOffset: Int) -> Int {
    if newOffset < prefixCount { return newOffset }
    if newOffset >= newCount - suffixCount { return newOffset + oldCount - newCount }
    return middleOldOffsetOfNew[newOffset - prefixCount]
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
      if newOffset >= 0 { body(oldOffset, newOffset) }
    }
    let shift = newCount - oldCount
    for oldOffset in (oldCount - suffixCount)..<oldCount { body(oldOffset, oldOffset + shift) }
  }
}

/// Pairs the elements of `old` and `new` by identity, Heckel style.
///
/// When `trimsCommonEnds` is `true`, the longest common prefix and suffix of identifiers are paired
/// position by position first, without hashing. The elements in between are paired through one
/// hash table: occurrences of an identifier are paired in order (first old with first new, and so
/// on); surplus occurrences stay unpaired. Duplicated identifiers never trap.
///
/// - Complexity: O(*n* + *m*) expected, where *n* and *m* are the lengths of `old` and `new`; the
///   common prefix and suffix cost one identifier comparison per element and no hashing.
@inlinable
func pairIdentities<Element: DiffIdentifiable>(
  old: [Element], new: [Element], trimsCommonEnds: Bool
) -> IdentityPairing<Element.DiffIdentifier> {
  let oldCount = old.count
  let newCount = new.count
  var prefix = 0
  var suffix = 0
  if trimsCommonEnds {
    let limit = Swift.min(oldCount, newCount)
    while prefix < limit && old[prefix].diffIdentifier == new[prefix].diffIdentifier {
      prefix += 1
    }
    while suffix < limit - prefix
      && old[oldCount - 1 - suffix].diffIdentifier == new[newCount - 1 - suffix].diffIdentifier
    {
      suffix += 1
    }
  }

  let oldEnd = oldCount - suffix
  let newEnd = newCount - suffix
  var newOffsetOfOld = [Int](repeating: -1, count: oldEnd - prefix)
  var oldOffsetOfNew = [Int](repeating: -1, count: newEnd - prefix)
  var duplicates: [Element.DiffIdentifier] = []
  if prefix < oldEnd && prefix < newEnd {
    // Each identifier maps to the old offset of its next unpaired occurrence, or -1 once every old
    // occurrence is paired (or when it only occurs on the new side). `nextOccurrence` chains the
    // old occurrences of an identifier in order.
    var table = [Element.DiffIdentifier: Int](
      minimumCapacity: (oldEnd - prefix) + (newEnd - prefix) / 8)
    var nextOccurrence = [Int](repeating: -1, count: oldEnd - prefix)
    var oldOffset = oldEnd - 1
    while oldOffset >= prefix {
      let identifier = old[oldOffset].diffIdentifier
      if let later = table.updateValue(oldOffset, forKey: identifier) {
        nextOccurrence[oldOffset - prefix] = later
        duplicates.append(identifier)
      }
      oldOffset -= 1
    }
    for newOffset in prefix..<newEnd {
      let identifier = new[newOffset].diffIdentifier
      if let slot = table.index(forKey: identifier) {
        let head = table.values[slot]
        if head >= 0 {
          newOffsetOfOld[head - prefix] = newOffset
          oldOffsetOfNew[newOffset - prefix] = head
          table.values[slot] = nextOccurrence[head - prefix]
        } else {
          duplicates.append(identifier)
        }
      } else {
        table[identifier] = -1
      }
    }
  } else if prefix < newEnd {
    duplicates = duplicatedIdentifiers(in: new[prefix..<newEnd])
  } else if prefix < oldEnd {
    duplicates = duplicatedIdentifiers(in: old[prefix..<oldEnd])
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

/// Returns the identifiers that occur more than once in `elements`, each once.
///
/// - Complexity: O(*n*) expected, where *n* is the length of `elements`.
@inlinable
func duplicatedIdentifiers<Element: DiffIdentifiable>(
  in elements: ArraySlice<Element>
) -> [Element.DiffIdentifier] {
  var seen = Set<Element.DiffIdentifier>(minimumCapacity: elements.count)
  var duplicates: [Element.DiffIdentifier] = []
  for element in elements where !seen.insert(element.diffIdentifier).inserted {
    duplicates.append(element.diffIdentifier)
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
