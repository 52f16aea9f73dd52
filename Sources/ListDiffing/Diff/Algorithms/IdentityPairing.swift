/// The pairing of old and new elements that share an identity.
///
/// Both arrays hold `-1` where an element has no partner: an old element without a partner is
/// deleted, a new one without a partner is inserted.
@usableFromInline
struct IdentityPairing<Identifier: Hashable> {
  /// For each old offset, the offset of its new partner, or `-1`.
  @usableFromInline var newOffsetOfOld: [Int]
  /// For each new offset, the offset of its old partner, or `-1`.
  @usableFromInline var oldOffsetOfNew: [Int]
  /// The number of leading positions whose identifiers are equal on both sides.
  @usableFromInline var prefixCount: Int
  /// The number of trailing positions whose identifiers are equal on both sides.
  @usableFromInline var suffixCount: Int
  /// Identifiers seen more than once on either side, each listed once, in order of discovery.
  @usableFromInline var duplicates: [Identifier]

  @inlinable
  init(
    newOffsetOfOld: [Int], oldOffsetOfNew: [Int], prefixCount: Int, suffixCount: Int,
    duplicates: [Identifier]
  ) {
    self.newOffsetOfOld = newOffsetOfOld
    self.oldOffsetOfNew = oldOffsetOfNew
    self.prefixCount = prefixCount
    self.suffixCount = suffixCount
    self.duplicates = duplicates
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
  var newOffsetOfOld = [Int](repeating: -1, count: oldCount)
  var oldOffsetOfNew = [Int](repeating: -1, count: newCount)

  var prefix = 0
  var suffix = 0
  if trimsCommonEnds {
    let limit = Swift.min(oldCount, newCount)
    while prefix < limit && old[prefix].diffIdentifier == new[prefix].diffIdentifier {
      newOffsetOfOld[prefix] = prefix
      oldOffsetOfNew[prefix] = prefix
      prefix += 1
    }
    while suffix < limit - prefix
      && old[oldCount - 1 - suffix].diffIdentifier == new[newCount - 1 - suffix].diffIdentifier
    {
      newOffsetOfOld[oldCount - 1 - suffix] = newCount - 1 - suffix
      oldOffsetOfNew[newCount - 1 - suffix] = oldCount - 1 - suffix
      suffix += 1
    }
  }

  let oldEnd = oldCount - suffix
  let newEnd = newCount - suffix
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
          newOffsetOfOld[head] = newOffset
          oldOffsetOfNew[newOffset] = head
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
    newOffsetOfOld: newOffsetOfOld,
    oldOffsetOfNew: oldOffsetOfNew,
    prefixCount: prefix,
    suffixCount: suffix,
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
