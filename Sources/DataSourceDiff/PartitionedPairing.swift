/// Pairs target positions with source positions by identity hash alone, one partition of the hashes
/// at a time, for lists too large for ``IdentityTable`` to stay in the processor's caches.
///
/// ``IdentityTable`` gives a million source positions 16 MiB of slots, and each add and claim then
/// waits on a cache miss (and often a TLB miss) into them. Here the hashes are first sorted into
/// partitions by their high bits, stably, in passes that read and write memory in order; then each
/// partition is paired in a table of a few thousand slots that stays in the L2 cache.
///
/// It compares hashes, never identities, so what it returns is a proposal. The caller checks each
/// pair with the identities, and pairs with ``IdentityTable`` instead when one fails (two identities
/// share a hash). When no pair fails, the pairs are the ones ``IdentityTable`` would have made: the
/// source holds no hash twice (else this returns `nil`), so the first target position with a hash
/// pairs with the one source position with it, and that is the pair the identity rule makes when the
/// identities agree.
@usableFromInline
package enum PartitionedPairing {
  /// The source count from which a diff pairs by partition: a smaller source's ``IdentityTable``
  /// (at most 2 MiB of slots) is faster, measured on an x86_64 machine with 512 KiB of L2 per core.
  @inlinable
  package static var minimumSourceCount: Int { 1 << 17 }

  /// How many source positions a partition holds on average: its table of 4 bytes per slot, at
  /// most half full, and its hashes then fit in the L2 cache beside the streams that feed it.
  @inlinable
  static var partitionSize: Int { 4096 }

  /// Proposes a pair for each target position `t` in `0..<targetCount`, and returns where in
  /// `workspace` the answers are, one word per target position:
  /// - a source position `s >= 0`, paired with `t`: the first target position with a hash pairs
  ///   with the source position with that hash;
  /// - `-1`: no source position has `t`'s hash;
  /// - `-(s + 2)`: source position `s` has `t`'s hash and pairs with an earlier target position.
  ///
  /// Only the first `claimingCount` target positions pair; each later one only looks up: it gets
  /// `-(s + 2)` when source position `s` has its hash, paired or not, and `-1` otherwise.
  ///
  /// Returns `nil` when two source positions have one hash, or when there is no source.
  ///
  /// `hashes(source, target)` writes the hashes of the source and target positions into the two
  /// buffers it is given, of `sourceCount` and `targetCount` elements. They, the sorted copies and
  /// the answers are all in `workspace`: 3*n* + *m* words, or 3*n* + 2*m* when *m* > *n*, grown to
  /// an eighth more when outgrown, and left in it for the next call, so that a caller that pairs
  /// lists of a similar size again and again (a data source, through ``DiffScratch``) does not have
  /// the system map and zero new pages each time.
  /// - Complexity: O(*n* + *m*) expected time and memory for *n* source and *m* target positions.
  @inlinable
  package static func pairs(
    sourceCount: Int, targetCount: Int, claimingCount: Int, workspace: inout [Int],
    hashes: (_ source: UnsafeMutableBufferPointer<Int>, _ target: UnsafeMutableBufferPointer<Int>) -> Void
  ) -> Range<Int>? {
    precondition(
      sourceCount < Int(Int32.max) && targetCount < Int(Int32.max) && claimingCount <= targetCount,
      "DataSourceDiff compares lists of at most 2,147,483,646 elements")
    guard sourceCount > 0 else { return nil }
    let (n, m) = (sourceCount, targetCount)
    // Source hashes (then sorted target hashes, when they fit), target hashes (then answers),
    // the sorted source hashes each beside its position, and sorted target hashes when m > n.
    let words = 3 * n + m + (m > n ? m : 0)
    if workspace.count < words {
      // An outgrown workspace grows by an eighth more, so that a list that grows a little at each
      // diff does not allocate each time. A first one does not: glibc maps an allocation above
      // 32 MiB anew each time, and 3n + m words of a million rows each are just under.
      let size = workspace.isEmpty ? words : words + words / 8
      workspace = []
      workspace = [Int](unsafeUninitializedCapacity: size) { _, count in count = size }
    }
    return workspace.withUnsafeMutableBufferPointer { workspace in
      func region(_ start: Int, _ count: Int) -> UnsafeMutableBufferPointer<Int> {
        UnsafeMutableBufferPointer(rebasing: workspace[start..<(start + count)])
      }
      let sourceHashes = region(0, n)
      let targetHashes = region(n, m)
      hashes(sourceHashes, targetHashes)
      let paired = pairs(
        sourceHashes: sourceHashes, targetHashes: targetHashes, claimingCount: claimingCount,
        sourceSorted: region(n + m, 2 * n), targetSorted: m > n ? region(3 * n + m, m) : region(0, m))
      return paired ? n..<(n + m) : nil
    }
  }

  /// ``pairs(sourceCount:targetCount:claimingCount:workspace:hashes:)`` for hashes already written,
  /// with `sourceSorted` of twice as many elements as `sourceHashes`, to sort each source hash into
  /// beside its position, and `targetSorted` of as many as `targetHashes`, to sort them into;
  /// `targetSorted` may be `sourceHashes`. Leaves the answers in `targetHashes`, and returns whether
  /// there are any.
  @inlinable
  static func pairs(
    sourceHashes: UnsafeMutableBufferPointer<Int>, targetHashes: UnsafeMutableBufferPointer<Int>,
    claimingCount: Int, sourceSorted: UnsafeMutableBufferPointer<Int>, targetSorted: UnsafeMutableBufferPointer<Int>
  ) -> Bool {
    let sourceCount = sourceHashes.count
    let targetCount = targetHashes.count
    var bits = 0
    while sourceCount >> bits > partitionSize { bits += 1 }
    let partitionCount = 1 << bits
    /// The partition of a hash: its high bits after a multiplication, so that a hash whose own high
    /// bits are all alike (an identifier hashed as itself) still spreads.
    @inline(__always) func partition(_ hash: Int) -> Int {
      bits == 0 ? 0 : Int(truncatingIfNeeded: (UInt(bitPattern: hash) &* 0x9E37_79B9_7F4A_7C15) &>> UInt(64 - bits))
    }
    // Where each partition starts in the sorted source and target, where its claiming targets end,
    // and a cursor into each while sorting: four rows of counters, read and written in the sorting
    // loops without the checks of an array's.
    let row = partitionCount + 1
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 4 * row) { counters in
      counters.update(repeating: 0)
      let base = counters.baseAddress!
      let (sourceStart, targetStart, claimingEnd, cursor) = (base, base + row, base + 2 * row, base + 3 * row)
      for hash in sourceHashes { sourceStart[partition(hash) + 1] += 1 }
      for t in 0..<targetCount {
        let p = partition(targetHashes[t])
        targetStart[p + 1] += 1
        if t < claimingCount { claimingEnd[p] += 1 }
      }
      var largest = 0
      for p in 0..<partitionCount {
        largest = Swift.max(largest, sourceStart[p + 1])
        sourceStart[p + 1] += sourceStart[p]
        targetStart[p + 1] += targetStart[p]
        claimingEnd[p] += targetStart[p]
      }
      // Each source hash goes to its partition with its position after it: one stream per
      // partition rather than two.
      let sorted = sourceSorted.baseAddress!
      cursor.update(from: sourceStart, count: partitionCount)
      for s in 0..<sourceCount {
        let hash = sourceHashes[s]
        let p = partition(hash)
        let k = cursor[p]
        sorted[2 * k] = hash
        sorted[2 * k + 1] = s
        cursor[p] = k + 1
      }
      let targets = targetSorted.baseAddress!
      cursor.update(from: targetStart, count: partitionCount)
      for t in 0..<targetCount {
        let hash = targetHashes[t]
        let p = partition(hash)
        let k = cursor[p]
        targets[k] = hash
        cursor[p] = k + 1
      }
      var capacity = 8
      while capacity < 2 * largest { capacity <<= 1 }
      let mask = capacity - 1
      // The table of one partition holds indexes into the sorted source: -1 for an empty slot,
      // -(k + 2) once k is paired.
      let paired = withUnsafeTemporaryAllocation(of: Int32.self, capacity: capacity) { slots in
        // Each partition's answers are written over its sorted target hashes, which are read first.
        for p in 0..<partitionCount {
          slots.update(repeating: -1)
          for k in sourceStart[p]..<sourceStart[p + 1] {
            let hash = sorted[2 * k]
            var index = hash & mask
            while true {
              let slot = slots[index]
              if slot == -1 {
                slots[index] = Int32(truncatingIfNeeded: k)
                break
              }
              if sorted[2 * Int(slot)] == hash { return false }
              index = (index &+ 1) & mask
            }
          }
          for k in targetStart[p]..<targetStart[p + 1] {
            let hash = targets[k]
            var index = hash & mask
            var answer = -1
            while true {
              let slot = Int(slots[index])
              if slot == -1 { break }
              let found = slot >= 0 ? slot : -slot - 2
              if sorted[2 * found] == hash {
                let position = sorted[2 * found + 1]
                if slot >= 0 && k < claimingEnd[p] {
                  answer = position
                  slots[index] = Int32(truncatingIfNeeded: -slot - 2)
                } else {
                  answer = -position - 2
                }
                break
              }
              index = (index &+ 1) & mask
            }
            targets[k] = answer
          }
        }
        return true
      }
      guard paired else { return false }
      // Back to target order: each partition's answers are in the order of its target positions.
      cursor.update(from: targetStart, count: partitionCount)
      for t in 0..<targetCount {
        let p = partition(targetHashes[t])
        let k = cursor[p]
        targetHashes[t] = targets[k]
        cursor[p] = k + 1
      }
      return true
    }
  }
}
