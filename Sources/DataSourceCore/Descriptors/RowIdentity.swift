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
    same(lhs.box, rhs.box)
  }

  /// Whether two boxes hold the same row. The same box is the same row without looking into it
  /// (rows kept across reloads share boxes); boxes whose hash is their identity (integer
  /// identifiers) compare their hashes and model types without a virtual call.
  @inlinable
  static func same(_ lhs: RowBox, _ rhs: RowBox) -> Bool {
    if lhs === rhs { return true }
    guard lhs.identityHash == rhs.identityHash else { return false }
    if lhs.hashIsIdentity && rhs.hashIsIdentity { return lhs.itemType == rhs.itemType }
    return lhs.hasSameIdentity(as: rhs)
  }

  /// A kept identity hash mixed with a table's seed.
  @inlinable
  static func mix(_ hash: Int, seed: Int) -> Int { (hash ^ seed) &* -7_046_029_254_386_353_131 }

  @inlinable
  public func hash(into hasher: inout Hasher) { hasher.combine(hash) }

  /// The stored hash, already a full `Hasher` result, mixed with the table's seed without hashing
  /// again: sets and dictionaries of identities (the diff's) skip a SipHash round per lookup.
  @inlinable
  public func _rawHashValue(seed: Int) -> Int { RowIdentity.mix(hash, seed: seed) }
}
