/// Pairs source positions with target positions by identity.
///
/// Fill it with every source position in *descending* order (``addDescending(_:hash:isSame:)``),
/// then claim each target identifier in ascending order (``claimEach(_:hash:isSame:body:)``).
/// Duplicates pair in order: the *k*-th occurrence of an identifier in the source pairs with the
/// *k*-th claim of it. Unclaimed source positions are deletions, failed claims insertions. The rule
/// depends only on the order of the inputs, so results are reproducible.
///
/// The table keeps positions and hashes only, never the identifiers themselves: an identifier is
/// compared, through the caller's `isSame`, only with the source position of an equal hash. So
/// identifiers that hold references (a row's identity holds its box) are neither retained nor
/// released by the table, and nothing but integers is freed with it. Open addressing with linear
/// probing, at most half full.
///
/// Owned by one diff computation; never shared.
@usableFromInline
package struct IdentityTable {
  /// One identifier, in 8 bytes so that the table stays small: the high half of its hash (the low
  /// bits chose the slot), and a source position with that identifier. `head >= 0` is the first
  /// unclaimed position; once all are claimed, `head == -(p + 2)` keeps the last one claimed, `p`, to
  /// compare with. An empty slot has `head == -1`.
  @usableFromInline
  struct Slot: Sendable {
    @usableFromInline var tag: UInt32
    @usableFromInline var head: Int32

    @inlinable
    init(tag: UInt32, head: Int32) {
      self.tag = tag
      self.head = head
    }

    /// A source position with this slot's identifier.
    @inlinable
    var someSource: Int { head >= 0 ? Int(head) : -Int(head) - 2 }
  }

  @usableFromInline var slots: [Slot]
  @usableFromInline let mask: Int
  /// Source position → the next source position with the same identifier, or -1. Allocated only
  /// when a duplicate appears.
  @usableFromInline var next: [Int32] = []
  @usableFromInline let sourceCount: Int

  /// The seed mixed into identifier hashes (`Hashable._rawHashValue(seed:)`); the per-process random
  /// key of `Hasher` still applies, as in a `Dictionary`.
  @usableFromInline package static var seed: Int { 0 }

  /// Creates a table for `sourceCount` source positions.
  /// - Complexity: O(*n*) to allocate the slots.
  @inlinable
  package init(sourceCount: Int) {
    var scratch = DiffScratch()
    self.init(sourceCount: sourceCount, reusing: &scratch)
  }

  /// Creates a table for `sourceCount` source positions in the slots `scratch` holds when they are
  /// as many as the table needs, which leaves `scratch` empty; else in new slots. Give them back with
  /// ``giveSlots(to:)``.
  /// - Complexity: O(*n*) to clear or allocate the slots.
  @inlinable
  package init(sourceCount: Int, reusing scratch: inout DiffScratch) {
    precondition(sourceCount < Int(Int32.max), "DataSourceDiff compares lists of at most 2,147,483,646 elements")
    var capacity = 8
    while capacity < 2 * sourceCount { capacity <<= 1 }
    let empty = Slot(tag: 0, head: -1)
    if scratch.slots.count == capacity {
      // Taken, not shared: with the scratch emptied, clearing the slots copies nothing.
      slots = scratch.slots
      scratch.slots = []
      slots.withUnsafeMutableBufferPointer { $0.update(repeating: empty) }
    } else {
      slots = [Slot](repeating: empty, count: capacity)
    }
    mask = capacity - 1
    self.sourceCount = sourceCount
  }

  /// Leaves the table's slots in `scratch` for a later table, replacing what it held. The table is
  /// not used afterwards.
  /// - Complexity: O(1).
  @inlinable
  package mutating func giveSlots(to scratch: inout DiffScratch) {
    scratch.slots = []
    swap(&slots, &scratch.slots)
  }

  /// Whether the source identifier that hashes to `hash` and is the same as the one asked about
  /// (`isSame(p)` compares it with source position `p`) has had every position claimed; `false` for
  /// an identifier the source does not hold.
  /// - Complexity: O(1) expected.
  @inlinable
  func isClaimed(hash: Int, isSame: (Int) -> Bool) -> Bool {
    let tag = IdentityTable.tag(hash)
    var index = hash & mask
    while true {
      let slot = slots[index]
      if slot.head == -1 { return false }
      if slot.tag == tag && isSame(slot.someSource) { return slot.head < 0 }
      index = (index &+ 1) & mask
    }
  }

  /// Whether two source positions added so far have the same identifier.
  /// - Complexity: O(1).
  @inlinable
  package var holdsDuplicates: Bool { !next.isEmpty }

  @inlinable
  static func tag(_ hash: Int) -> UInt32 { UInt32(truncatingIfNeeded: UInt(bitPattern: hash) >> 32) }

  /// Adds a source position whose identifier hashes to `hash`. Positions must arrive in descending
  /// order, before any claim. `isSame(p)` says whether the identifier at `position` equals the one at
  /// source position `p`; it is asked only when the hashes agree on the slot and the tag.
  /// - Complexity: O(1) expected.
  @inlinable
  package mutating func add(hash: Int, at position: Int, isSame: (Int) -> Bool) {
    add(hash: hash, at: position, loaded: Slot(tag: 0, head: -1), isSame: isSame)
  }

  /// How many identifiers ``addDescending(_:hash:isSame:)`` and ``claimEach(_:hash:isSame:body:)``
  /// take at a time. They hash all of them, then load all of their slots in a loop that does nothing
  /// else, then probe. So where the table is larger than the nearer caches, the cache misses of
  /// those loads overlap, instead of each waiting behind the probe before it (in a table of a
  /// million slots, a probe that waits for its miss costs several times the hash).
  @inlinable
  static var lookAhead: Int { 16 }

  /// Adds the source positions of `positions`, from the last down to the first (see
  /// ``add(hash:at:isSame:)``): `hash(p)` is the hash of the identifier at `p`, and `isSame(p, q)`
  /// says whether the identifiers at `p` and `q` are the same.
  /// - Complexity: O(`positions.count`) expected.
  @inlinable
  package mutating func addDescending(
    _ positions: Range<Int>, hash: (Int) -> Int, isSame: (_ position: Int, _ other: Int) -> Bool
  ) {
    let last = positions.upperBound - 1
    lookingAhead(
      positions.count, hash: { hash(last - $0) },
      probe: { table, k, hash, loaded in
        let position = last - k
        table.add(hash: hash, at: position, loaded: loaded) { isSame(position, $0) }
      })
  }

  /// Claims an identifier for each target position `0..<count` in ascending order (see
  /// ``claim(hash:isSame:)``), and calls `body(t, s)` with the source position `s` claimed for
  /// target position `t`, or -1. `hash(t)` is the hash of the identifier at `t`; `isSame(t, s)`
  /// compares it with the one at source position `s`.
  /// - Complexity: O(`count`) expected, plus the calls of `body`.
  @inlinable
  package mutating func claimEach(
    _ count: Int, hash: (Int) -> Int, isSame: (_ target: Int, _ source: Int) -> Bool,
    body: (_ target: Int, _ source: Int) -> Void
  ) {
    lookingAhead(
      count, hash: hash,
      probe: { table, target, hash, loaded in
        body(target, table.claim(hash: hash, loaded: loaded) { isSame(target, $0) })
      })
  }

  /// Calls `probe(&self, k, hash(k), slot)` for each `k` in `0..<count` in order, where `slot` is
  /// the slot `hash(k)` points at, loaded ahead (see ``lookAhead``).
  /// - Complexity: O(`count`), plus the calls.
  @inlinable
  mutating func lookingAhead(
    _ count: Int, hash: (Int) -> Int,
    probe: (_ table: inout IdentityTable, _ k: Int, _ hash: Int, _ loaded: Slot) -> Void
  ) {
    // Each closure is called in one place only: called in two, it kept the compiler from inlining
    // this method, and every identifier paid for calls through closure contexts.
    withUnsafeTemporaryAllocation(of: Int.self, capacity: IdentityTable.lookAhead) { hashes in
      withUnsafeTemporaryAllocation(of: Slot.self, capacity: IdentityTable.lookAhead) { loaded in
        var start = 0
        while start < count {
          let chunk = Swift.min(IdentityTable.lookAhead, count - start)
          for k in 0..<chunk { hashes[k] = hash(start + k) }
          for k in 0..<chunk { loaded[k] = slots[hashes[k] & mask] }
          for k in 0..<chunk { probe(&self, start + k, hashes[k], loaded[k]) }
          start += chunk
        }
      }
    }
  }

  /// ``add(hash:at:isSame:)``, given `loaded`, the slot the hash points at as read earlier. Adds
  /// since then may have filled that slot, but a filled slot keeps its tag: when `loaded` was filled
  /// with another tag, the probe starts at the next slot.
  @inlinable
  mutating func add(hash: Int, at position: Int, loaded: Slot, isSame: (Int) -> Bool) {
    let tag = IdentityTable.tag(hash)
    let p = Int32(truncatingIfNeeded: position)
    var index = hash & mask
    if loaded.head != -1 && loaded.tag != tag { index = (index &+ 1) & mask }
    while true {
      let slot = slots[index]
      if slot.head == -1 {
        slots[index] = Slot(tag: tag, head: p)
        return
      }
      if slot.tag == tag && isSame(Int(slot.head)) {
        if next.isEmpty { next = [Int32](repeating: -1, count: sourceCount) }
        next[position] = slot.head
        slots[index].head = p
        return
      }
      index = (index &+ 1) & mask
    }
  }

  /// ``claim(hash:isSame:)``, given `loaded`, the slot the hash points at as read earlier. Claims
  /// change only the positions of filled slots, so a slot that was empty still is: its identifier is
  /// not in the source.
  @inlinable
  mutating func claim(hash: Int, loaded: Slot, isSame: (Int) -> Bool) -> Int {
    loaded.head == -1 ? -1 : claim(hash: hash, isSame: isSame)
  }

  /// The first unclaimed source position whose identifier hashes to `hash` and is the same as the
  /// claimed one (`isSame(p)` compares it with source position `p`), now claimed; -1 if there is none.
  /// - Complexity: O(1) expected.
  @inlinable
  mutating func claim(hash: Int, isSame: (Int) -> Bool) -> Int {
    let tag = IdentityTable.tag(hash)
    var index = hash & mask
    while true {
      let slot = slots[index]
      if slot.head == -1 { return -1 }
      if slot.tag == tag && isSame(slot.someSource) {
        guard slot.head >= 0 else { return -1 }
        let position = Int(slot.head)
        let following = next.isEmpty ? -1 : next[position]
        slots[index].head = following >= 0 ? following : -slot.head - 2
        return position
      }
      index = (index &+ 1) & mask
    }
  }
}
