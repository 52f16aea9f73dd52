import ListDiffing

/// An item with an identity and a version: same `id` is the same item, a different `version` is
/// changed content.
struct TestItem: Hashable, Sendable, DiffIdentifiable, ContentEquatable, CustomStringConvertible {
  var id: Int
  var version: Int

  init(_ id: Int, version: Int = 0) {
    self.id = id
    self.version = version
  }

  var description: String { version == 0 ? "\(id)" : "\(id)'\(version)" }
}

typealias TestSection = DiffSection<TestItem, TestItem>

/// Wraps a flat list as the one section the reference applier works on.
func single(_ items: [TestItem]) -> [TestSection] {
  [TestSection(model: TestItem(-1), items: items)]
}

/// Returns the length of a longest strictly increasing subsequence by the O(n²) dynamic
/// programme, independent of the diff's patience sorting.
func bruteForceLongestIncreasingLength(_ values: [Int]) -> Int {
  var lengths = [Int](repeating: 1, count: values.count)
  for end in values.indices {
    for start in 0..<end where values[start] < values[end] {
      lengths[end] = max(lengths[end], lengths[start] + 1)
    }
  }
  return lengths.max() ?? 0
}
