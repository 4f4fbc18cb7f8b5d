/// The identity of a ``Row``: two rows are the same row when their model types and identifiers
/// match. Its hash is computed once, when the row is made, and comparing two identities compares the
/// typed identifiers directly.
public struct RowIdentity: Hashable, Sendable {
  /// The row whose identity this is: equality is ``Row/hasSameDiffIdentifier(as:)``, the one
  /// comparison of row identities.
  @usableFromInline let row: Row

  @inlinable
  init(_ row: Row) { self.row = row }

  @inlinable
  public static func == (lhs: RowIdentity, rhs: RowIdentity) -> Bool {
    lhs.row.hasSameDiffIdentifier(as: rhs.row)
  }

  /// A kept identity hash mixed with a table's seed.
  @inlinable
  static func mix(_ hash: Int, seed: Int) -> Int { (hash ^ seed) &* -7_046_029_254_386_353_131 }

  @inlinable
  public func hash(into hasher: inout Hasher) { hasher.combine(row.identityHash) }

  /// The stored hash, already a full `Hasher` result, mixed with the table's seed without hashing
  /// again: sets and dictionaries of identities (the diff's) skip a SipHash round per lookup.
  @inlinable
  public func _rawHashValue(seed: Int) -> Int { RowIdentity.mix(row.identityHash, seed: seed) }
}
