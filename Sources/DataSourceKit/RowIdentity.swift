/// The identity of a ``Row``: two rows are the same row when their model types and identifiers
/// match. Its hash is computed once, when the row is made, and comparing two identities compares the
/// typed identifiers directly.
public struct RowIdentity: Hashable, Sendable {
  @usableFromInline let hash: Int
  @usableFromInline let box: RowBox

  @inlinable
  init(_ box: RowBox) {
    self.hash = box.identityHash
    self.box = box
  }

  @inlinable
  public static func == (lhs: RowIdentity, rhs: RowIdentity) -> Bool {
    // The same box is the same row without looking into it (rows kept across reloads share boxes).
    lhs.box === rhs.box || (lhs.hash == rhs.hash && lhs.box.hasSameIdentity(as: rhs.box))
  }

  @inlinable
  public func hash(into hasher: inout Hasher) { hasher.combine(hash) }

  /// The stored hash, already a full `Hasher` result, mixed with the table's seed without hashing
  /// again: sets and dictionaries of identities (the diff's) skip a SipHash round per lookup.
  @inlinable
  public func _rawHashValue(seed: Int) -> Int { (hash ^ seed) &* -7_046_029_254_386_353_131 }
}
