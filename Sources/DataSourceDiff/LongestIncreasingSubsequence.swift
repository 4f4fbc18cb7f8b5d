/// Marks the members of one longest strictly increasing subsequence of `values`.
///
/// Ties are broken the same way on every run (patience sorting with the leftmost pile), so results
/// are reproducible. An already increasing sequence is recognised in one pass without allocating.
///
/// - Returns: for each position of `values`, whether it belongs to the chosen subsequence; `nil` when
///   every position does (the sequence is already increasing).
/// - Complexity: O(*n* log *n*) time, O(*n*) memory; O(*n*) when `values` is already increasing.
@inlinable
func longestIncreasingSubsequenceMembership(_ values: [Int]) -> [Bool]? {
  let n = values.count
  var increasing = true
  var i = 1
  while i < n {
    if values[i - 1] >= values[i] {
      increasing = false
      break
    }
    i += 1
  }
  if increasing { return nil }

  // tails[k]: the position of the smallest possible last value of an increasing run of length k+1.
  var tails: [Int] = []
  tails.reserveCapacity(64)
  var previous = [Int](repeating: -1, count: n)
  for position in 0..<n {
    let value = values[position]
    var low = 0
    var high = tails.count
    while low < high {
      let mid = (low &+ high) >> 1
      if values[tails[mid]] < value { low = mid &+ 1 } else { high = mid }
    }
    if low > 0 { previous[position] = tails[low - 1] }
    if low == tails.count { tails.append(position) } else { tails[low] = position }
  }
  var member = [Bool](repeating: false, count: n)
  var position = tails.last ?? -1
  while position >= 0 {
    member[position] = true
    position = previous[position]
  }
  return member
}
