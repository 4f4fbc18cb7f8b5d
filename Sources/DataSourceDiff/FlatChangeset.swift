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
    self = FlatChangeset.compute(
      sourceCount: source.count, targetCount: target.count,
      sourceID: { source[$0].diffIdentifier }, targetID: { target[$0].diffIdentifier },
      contentEqual: { source[$0].isContentEqual(to: target[$1]) }
    ).changeset
  }

  /// The flat diff over positions, returning the pairing too (target offset → source offset or -1).
  @inlinable
  static func compute<ID: Hashable>(
    sourceCount: Int, targetCount: Int, sourceID: (Int) -> ID, targetID: (Int) -> ID,
    contentEqual: (Int, Int) -> Bool
  ) -> (changeset: FlatChangeset, targetToSource: [Int]) {
    var table = IdentityTable<ID>(sourceCount: sourceCount)
    var i = sourceCount - 1
    while i >= 0 {
      table.add(sourceID(i), at: i)
      i -= 1
    }
    var paired = [Bool](repeating: false, count: sourceCount)
    var targetToSource = [Int](repeating: -1, count: targetCount)
    var inserts: [Int] = []
    var updates: [Relocation<Int>] = []
    // The source offset of each paired target item, in target order, and its target offset.
    var pairedSources: [Int] = []
    var pairedTargets: [Int] = []
    pairedSources.reserveCapacity(Swift.min(sourceCount, targetCount))
    pairedTargets.reserveCapacity(Swift.min(sourceCount, targetCount))
    for j in 0..<targetCount {
      let s = table.claim(targetID(j))
      if s < 0 {
        inserts.append(j)
        continue
      }
      paired[s] = true
      targetToSource[j] = s
      pairedSources.append(s)
      pairedTargets.append(j)
      if !contentEqual(s, j) { updates.append(Relocation(from: s, to: j)) }
    }
    var deletes: [Int] = []
    if pairedSources.count < sourceCount {
      deletes.reserveCapacity(sourceCount - pairedSources.count)
      for s in 0..<sourceCount where !paired[s] { deletes.append(s) }
    }
    var moves: [Relocation<Int>] = []
    if let kept = longestIncreasingSubsequenceMembership(pairedSources) {
      for k in 0..<kept.count where !kept[k] {
        moves.append(Relocation(from: pairedSources[k], to: pairedTargets[k]))
      }
    }
    return (FlatChangeset(deletes: deletes, inserts: inserts, updates: updates, moves: moves), targetToSource)
  }
}
