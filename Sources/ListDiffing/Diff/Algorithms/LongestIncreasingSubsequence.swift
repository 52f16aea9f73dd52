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
/// - Complexity: O(*n* log *n*), where *n* is the length of `values`; O(*n*) when `values` is
///   already increasing.
@inlinable
func longestIncreasingSubsequenceMask(_ values: [Int]) -> [Bool] {
  let count = values.count
  var isIncreasing = true
  var index = 1
  while index < count {
    if values[index - 1] >= values[index] {
      isIncreasing = false
      break
    }
    index += 1
  }
  if isIncreasing { return [Bool](repeating: true, count: count) }

  // `tails[k]` is the index of the smallest value that ends an increasing subsequence of length
  // k + 1; `predecessor` links each element to the one before it in its subsequence.
  var tails: [Int] = []
  tails.reserveCapacity(count)
  var predecessor = [Int](repeating: -1, count: count)
  for position in 0..<count {
    let value = values[position]
    var low = 0
    var high = tails.count
    while low < high {
      let middle = (low + high) / 2
      if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
    }
    if low > 0 { predecessor[position] = tails[low - 1] }
    if low == tails.count { tails.append(position) } else { tails[low] = position }
  }
  var mask = [Bool](repeating: false, count: count)
  var member = tails.last ?? -1
  while member >= 0 {
    mask[member] = true
    member = predecessor[member]
  }
  return mask
}
