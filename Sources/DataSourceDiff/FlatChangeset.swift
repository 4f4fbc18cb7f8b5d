/// The difference between two flat lists: what was deleted, inserted, updated and moved.
///
/// Items are paired by ``Diffable/diffIdentifier``. When identifiers repeat, the *k*-th occurrence in
/// the source pairs with the *k*-th occurrence in the target, and unpaired occurrences are deleted or
/// inserted: duplicates never trap, and the result depends only on the inputs.
///
/// Guarantees:
/// - ``deletes`` are source offsets and ``inserts`` target offsets, both ascending.
/// - ``updates`` pair an item's source and target offsets when its content changed, by target offset.
/// - ``moves`` are **minimal**: the paired items left in place form a longest increasing subsequence
///   of source offsets in target order, so items that only shift because of deletes and inserts are
///   never moves, and no smaller set of moves describes the change. Moves are sorted by target offset.
public struct FlatChangeset: Hashable, Sendable {
  /// Source offsets of deleted items, ascending.
  public var deletes: [Int]
  /// Target offsets of inserted items, ascending.
  public var inserts: [Int]
  /// Paired items whose content changed: source offset → target offset, by target offset.
  public var updates: [Relocation<Int>]
  /// Paired items outside the kept subsequence: source offset → target offset, by target offset.
  public var moves: [Relocation<Int>]

  /// Creates a changeset from its parts, as given.
  public init(
    deletes: [Int] = [], inserts: [Int] = [], updates: [Relocation<Int>] = [], moves: [Relocation<Int>] = []
  ) {
    self.deletes = deletes
    self.inserts = inserts
    self.updates = updates
    self.moves = moves
  }

  /// Whether nothing changed.
  public var isEmpty: Bool { deletes.isEmpty && inserts.isEmpty && updates.isEmpty && moves.isEmpty }

  /// Computes the changes that turn `source` into `target`.
  ///
  /// - Complexity: O(*n* + *m*) expected time for the pairing (one hash insertion per source item,
  ///   one lookup per target item), plus O(*k* log *k*) for the moves, where *k* counts the paired
  ///   items (O(*k*) when their order did not change); O(*n* + *m*) memory.
  @inlinable
  public init<Element: Diffable>(source: [Element], target: [Element]) {
    self =
      FlatChangeset.compute(
        sourceCount: source.count, targetCount: target.count,
        sourceHash: { source[$0].diffIdentifierHash(seed: IdentityTable.seed) },
        targetHash: { target[$0].diffIdentifierHash(seed: IdentityTable.seed) },
        sourcesAreSame: { source[$0].hasSameDiffIdentifier(as: source[$1]) },
        areSame: { source[$0].hasSameDiffIdentifier(as: target[$1]) },
        contentEqual: { source[$0].isContentEqual(to: target[$1]) }, recordPairing: false
      ).changeset
  }

  /// The flat diff over positions: items are known by their identity hashes (`sourceHash`,
  /// `targetHash`), identities compared by position (`sourcesAreSame` for two source positions,
  /// `areSame` for a source and a target position), so no identifier is built or kept. With
  /// `recordPairing`, also returns the pairing (target offset → source offset, or -1 when inserted);
  /// otherwise that array is empty.
  @inlinable
  static func compute(
    sourceCount: Int, targetCount: Int, sourceHash: (Int) -> Int, targetHash: (Int) -> Int,
    sourcesAreSame: (Int, Int) -> Bool, areSame: (Int, Int) -> Bool,
    contentEqual: (Int, Int) -> Bool, recordPairing: Bool
  ) -> (changeset: FlatChangeset, targetToSource: [Int]) {
    precondition(
      sourceCount < Int(Int32.max) && targetCount < Int(Int32.max),
      "DataSourceDiff compares lists of at most 2,147,483,646 elements")
    var table = IdentityTable(sourceCount: sourceCount)
    table.addDescending(0..<sourceCount, hash: sourceHash, isSame: { sourcesAreSame($1, $0) })
    var paired = [Bool](repeating: false, count: sourceCount)
    var targetToSource = recordPairing ? [Int](repeating: -1, count: targetCount) : []
    var inserts: [Int] = []
    var updates: [Relocation<Int>] = []
    var moves: [Relocation<Int>] = []
    // One work buffer, left uninitialized: the source offset of each paired target item in target
    // order, then the longest-increasing-subsequence scratch space. Large lists pay for one
    // allocation, not one per array.
    let capacity = Swift.min(sourceCount, targetCount)
    // (Not for an empty buffer: the initializer would then write its count into the shared empty-array
    // storage, which the thread sanitizer reports when two diffs run at once.)
    var work =
      capacity == 0 ? [] : [Int32](unsafeUninitializedCapacity: 3 * capacity) { _, count in count = 3 * capacity }
    work.withUnsafeMutableBufferPointer { work in
      var pairedCount = 0
      table.claimEach(
        targetCount, hash: targetHash, isSame: { areSame($1, $0) },
        body: { j, s in
          if s < 0 {
            inserts.append(j)
            return
          }
          paired[s] = true
          if recordPairing { targetToSource[j] = s }
          work[pairedCount] = Int32(truncatingIfNeeded: s)
          pairedCount += 1
          if !contentEqual(s, j) { updates.append(Relocation(from: s, to: j)) }
        })
      let sources = UnsafeMutableBufferPointer(rebasing: work[0..<pairedCount])
      let kept = markLongestIncreasingSubsequence(
        sources, previous: UnsafeMutableBufferPointer(rebasing: work[capacity..<(capacity + pairedCount)]),
        tails: UnsafeMutableBufferPointer(rebasing: work[(2 * capacity)..<(2 * capacity + pairedCount)]))
      guard kept < pairedCount else { return }
      // Walk the target again, skipping inserted offsets, to find each paired item's target offset.
      moves.reserveCapacity(pairedCount - kept)
      var nextInsert = 0
      var k = 0
      for j in 0..<targetCount {
        if nextInsert < inserts.count && inserts[nextInsert] == j {
          nextInsert += 1
          continue
        }
        if sources[k] >= 0 { moves.append(Relocation(from: Int(sources[k]), to: j)) }
        k += 1
      }
    }
    var deletes: [Int] = []
    if sourceCount > targetCount - inserts.count {
      deletes.reserveCapacity(sourceCount - (targetCount - inserts.count))
      for s in 0..<sourceCount where !paired[s] { deletes.append(s) }
    }
    return (FlatChangeset(deletes: deletes, inserts: inserts, updates: updates, moves: moves), targetToSource)
  }
}
