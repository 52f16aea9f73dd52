extension Sequence where Element: Hashable {
  /// The elements in their order, each kept the first time it comes.
  ///
  /// Registrations are asked for at every batch, and a screen has a handful: while few are
  /// kept, each new one is compared with them, which costs less than hashing its reuse
  /// identifier; past 16, they are hashed.
  ///
  /// - Complexity: O(n) expected, where n is the number of elements; at most 16 comparisons
  ///   per element before the switch to hashing.
  func firstOfEach() -> [Element] {
    var kept: [Element] = []
    var seen: Set<Element> = []
    for element in self {
      if seen.isEmpty {
        guard !kept.contains(element) else { continue }
        kept.append(element)
        if kept.count == 16 { seen = Set(kept) }
      } else if seen.insert(element).inserted {
        kept.append(element)
      }
    }
    return kept
  }
}
