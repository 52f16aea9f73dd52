/// Returns, for each element of `values`, whether it belongs to one longest strictly increasing
/// subsequence.
///
/// The diff keeps the elements of this subsequence in place and reports every other paired
/// element as a move, which makes the number of moves minimal. Among several longest
/// subsequences, patience sorting keeps the one that ends with the smallest values: for the old
/// offsets `[1, 0]` (the item at old offset 1 now comes first) it keeps `0` and moves `1`.
///
///     longestIncreasingSubsequenceMask([3, 0, 1, 2])  // [false, true, true, true]
///
/// Every value must be zero or more (the diff passes offsets).
///
/// - Complexity: O(*n* log *n*), where *n* is the length of `values`; O(*n*) when `values` is
///   already increasing.
@inlinable
func longestIncreasingSubsequenceMask(_ values: [Int]) -> [Bool] {
  var marked = values
  markLongestIncreasingSubsequence(&marked)
  return marked.map { $0 < 0 }
}

/// Marks one longest strictly increasing subsequence of `values` in place, the one
/// ``longestIncreasingSubsequenceMask(_:)`` describes: each member `v` becomes `-1 - v`, and every
/// other value stays as it is. Marking in place needs no mask beside the values.
///
/// Every value must be zero or more (the diff passes offsets).
///
/// - Complexity: O(*n* log *n*), where *n* is the length of `values`; O(*n*) when `values` is
///   already increasing, and close to O(*n*) when few values are out of order.
@inlinable
func markLongestIncreasingSubsequence<Value: FixedWidthInteger & SignedInteger>(
  _ values: inout [Value]
) {
  let count = values.count
  guard count > 0 else { return }
  @inline(__always) func marked(_ value: Value) -> Value { -1 &- value }

  var isIncreasing = true
  var index = 1
  while index < count {
    if values[index - 1] >= values[index] {
      isIncreasing = false
      break
    }
    index += 1
  }
  if isIncreasing {
    for position in 0..<count { values[position] = marked(values[position]) }
    return
  }

  // `tails[k]` is the position of the smallest value that ends an increasing subsequence of
  // length k + 1; `predecessor` links each position to the one before it in its subsequence, or
  // holds -1. Most values of a diff extend the longest subsequence so far, which is tested first.
  var tails: [Value] = []
  tails.reserveCapacity(count)
  var predecessor = [Value](repeating: -1, count: count)
  var lastTailValue = values[0]
  tails.append(0)
  for position in 1..<count {
    let value = values[position]
    if value > lastTailValue {
      predecessor[position] = tails[tails.count - 1]
      tails.append(Value(truncatingIfNeeded: position))
      lastTailValue = value
      continue
    }
    var low = 0
    var high = tails.count - 1
    while low < high {
      let middle = (low + high) / 2
      if values[Int(tails[middle])] < value { low = middle + 1 } else { high = middle }
    }
    if low > 0 { predecessor[position] = tails[low - 1] }
    tails[low] = Value(truncatingIfNeeded: position)
    if low == tails.count - 1 { lastTailValue = value }
  }
  var member = Int(tails[tails.count - 1])
  while member >= 0 {
    values[member] = marked(values[member])
    member = Int(predecessor[member])
  }
}
