/// Marks one longest strictly increasing subsequence of the non-negative `values` in place: each
/// member `v` becomes `~v` (negative), the others are left as they are.
///
/// Ties are broken the same way on every run (patience sorting, leftmost pile), so results are
/// reproducible. An already increasing sequence is recognised in one pass and touches no scratch
/// memory, and a value that extends the longest run so far is placed without a search, so nearly
/// sorted input (the usual case for list updates) costs close to O(*n*).
///
/// - Parameters:
///   - previous: scratch space of at least `values.count` elements.
///   - tails: scratch space of at least `values.count` elements.
/// - Returns: the number of members.
/// - Complexity: O(*n* log *n*) time; O(*n*) when the values are already increasing.
@inlinable
func markLongestIncreasingSubsequence<T: FixedWidthInteger & SignedInteger>(
  _ values: UnsafeMutableBufferPointer<T>, previous: UnsafeMutableBufferPointer<T>,
  tails: UnsafeMutableBufferPointer<T>
) -> Int {
  let n = values.count
  if isStrictlyIncreasing(values) {
    for k in 0..<n { values[k] = ~values[k] }
    return n
  }
  // tails[0..<length]: positions of the smallest last value of an increasing run of each length.
  var length = 0
  for position in 0..<n {
    let value = values[position]
    if length > 0, values[Int(tails[length - 1])] < value {
      previous[position] = tails[length - 1]
      tails[length] = T(position)
      length += 1
      continue
    }
    var low = 0
    var high = length
    while low < high {
      let mid = (low &+ high) >> 1
      if values[Int(tails[mid])] < value { low = mid &+ 1 } else { high = mid }
    }
    previous[position] = low > 0 ? tails[low - 1] : -1
    tails[low] = T(position)
    if low == length { length += 1 }
  }
  var position = length > 0 ? Int(tails[length - 1]) : -1
  while position >= 0 {
    let before = Int(previous[position])
    values[position] = ~values[position]
    position = before
  }
  return length
}

/// ``markLongestIncreasingSubsequence(_:previous:tails:)`` over an array, with its own scratch
/// space (allocated only when the values are not already increasing).
/// - Complexity: O(*n* log *n*); O(*n*) with no allocation when already increasing.
@inlinable
func markLongestIncreasingSubsequence(_ values: inout [Int]) {
  let n = values.count
  if isStrictlyIncreasing(values) {
    for k in 0..<n { values[k] = ~values[k] }
    return
  }
  var scratch = [Int](unsafeUninitializedCapacity: 2 * n) { _, count in count = 2 * n }
  values.withUnsafeMutableBufferPointer { values in
    scratch.withUnsafeMutableBufferPointer { scratch in
      _ = markLongestIncreasingSubsequence(
        values, previous: UnsafeMutableBufferPointer(rebasing: scratch[0..<n]),
        tails: UnsafeMutableBufferPointer(rebasing: scratch[n...]))
    }
  }
}

/// Whether every value is greater than the one before it.
/// - Complexity: O(*n*), stopping at the first value out of order.
@inlinable
func isStrictlyIncreasing<C: RandomAccessCollection>(_ values: C) -> Bool where C.Element: Comparable, C.Index == Int {
  var i = values.startIndex + 1
  while i < values.endIndex {
    if values[i - 1] >= values[i] { return false }
    i += 1
  }
  return true
}
