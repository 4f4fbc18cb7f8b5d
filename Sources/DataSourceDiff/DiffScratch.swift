/// Memory one diff leaves for the next: the slots of the hash table that pairs identities, and the
/// words in which a large diff sorts its hashes into partitions (see ``PartitionedPairing``).
///
/// A diff of *n* elements uses a table of 2*n* to 4*n* slots of 8 bytes. A fresh table larger than
/// what the allocator keeps at hand is made of pages the system maps and zeroes on first touch:
/// with glibc, at 100,000 rows, that is about 500 page faults per diff. A caller that diffs lists of
/// a similar size again and again (a data source, reload after reload) keeps one scratch and passes
/// it to each diff. A diff needing a table of the capacity the scratch holds clears that table
/// instead of allocating one; any other diff allocates, and leaves its own table in the scratch.
/// From ``partitionsFrom`` elements, a diff pairs by partition instead, and reuses the scratch's
/// words when they are enough.
///
/// Owned by one diff at a time: a caller that diffs off its own thread hands the scratch over with
/// the work, and takes it back with the result.
@usableFromInline
package struct DiffScratch: Sendable {
  /// The slots of the last table, or none.
  @usableFromInline var slots: [IdentityTable.Slot] = []

  /// The number of source elements from which a diff given this scratch pairs them by
  /// ``PartitionedPairing`` rather than in one ``IdentityTable``:
  /// ``PartitionedPairing/minimumSourceCount`` unless set. Both ways pair alike; tests set it to
  /// run each way on the same lists.
  @usableFromInline package var partitionsFrom = PartitionedPairing.minimumSourceCount

  /// The memory in which the last diff that paired by partition sorted its hashes (32 to 36 bytes
  /// per element of a diff of two lists of one size), or none: a diff too small to partition
  /// empties it.
  @usableFromInline package var partitionWords: [Int] = []

  /// Whether the last diff given this scratch paired its elements by partition (its proposed pairs
  /// all held), rather than in an ``IdentityTable``.
  @usableFromInline package var lastDiffPartitioned = false

  /// An empty scratch: the first diff given it allocates.
  @inlinable
  package init() {}

  /// An empty scratch whose diffs pair by partition from `partitionsFrom` source elements.
  @inlinable
  package init(partitionsFrom: Int) { self.partitionsFrom = partitionsFrom }

  /// The bytes the scratch holds: 8 per slot and per word.
  package var byteCount: Int {
    slots.count * MemoryLayout<IdentityTable.Slot>.stride + partitionWords.count * MemoryLayout<Int>.stride
  }
}
