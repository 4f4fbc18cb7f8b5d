/// Pairs source positions with target positions by identity.
///
/// Fill it with every source position in *descending* order, then ``claim(_:)`` each target
/// identifier in ascending order. Duplicates pair in order: the *k*-th occurrence of an identifier in
/// the source pairs with the *k*-th claim of it. Unclaimed source positions are deletions, failed
/// claims insertions. The rule depends only on the order of the inputs, so results are reproducible.
///
/// Owned by one diff computation; never shared.
@usableFromInline
struct IdentityTable<ID: Hashable> {
  /// Identifier → the first source position not yet claimed, or -1 once all are.
  @usableFromInline var heads: [ID: Int]
  /// Source position → the next source position with the same identifier, or -1. Allocated only
  /// when a duplicate appears.
  @usableFromInline var next: [Int] = []
  @usableFromInline let sourceCount: Int

  /// Creates a table for `sourceCount` source positions.
  /// - Complexity: O(*n*) to reserve the table.
  @inlinable
  init(sourceCount: Int) {
    heads = [ID: Int](minimumCapacity: sourceCount)
    self.sourceCount = sourceCount
  }

  /// Adds a source position. Positions must arrive in descending order.
  /// - Complexity: O(1) expected: one hash insertion.
  @inlinable
  mutating func add(_ id: ID, at position: Int) {
    if let later = heads.updateValue(position, forKey: id) {
      if next.isEmpty { next = [Int](repeating: -1, count: sourceCount) }
      next[position] = later
    }
  }

  /// The first unclaimed source position with identifier `id`, now claimed; -1 if there is none.
  /// - Complexity: O(1) expected: one hash lookup.
  @inlinable
  mutating func claim(_ id: ID) -> Int {
    guard let slot = heads.index(forKey: id) else { return -1 }
    let position = heads.values[slot]
    if position >= 0 { heads.values[slot] = next.isEmpty ? -1 : next[position] }
    return position
  }
}
