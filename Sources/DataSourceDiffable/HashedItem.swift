import DataSourceCore

/// An identifier as the apply's diff reads it: with its hash, computed once when the diffed arrays
/// are made (as ``SnapshotItem`` hashes it), so that the arrays made for a snapshot's items when it
/// was the target of one apply are the source of the next without hashing them again. See
/// `SnapshotSpecializations.changeset(from:to:findingDuplicates:)`.
@usableFromInline
struct HashedItem<Identifier: Hashable>: Diffable, @unchecked Sendable {
  @usableFromInline var identifier: Identifier
  /// `SnapshotItem(identifier:).diffIdentifierHash(seed: IdentityTable.seed)`.
  @usableFromInline var hash: Int

  @inlinable
  init(_ identifier: Identifier) {
    self.identifier = identifier
    hash = SnapshotItem(identifier: identifier).diffIdentifierHash(seed: IdentityTable.seed)
  }

  @inlinable
  var diffIdentifier: Identifier { identifier }

  /// An item's content never changes: a snapshot says which items to reload or reconfigure.
  @inlinable
  func isContentEqual(to other: HashedItem) -> Bool { true }

  /// The hash kept, for the diff's seed; computed for any other.
  @inlinable
  func diffIdentifierHash(seed: Int) -> Int {
    seed == IdentityTable.seed ? hash : SnapshotItem(identifier: identifier).diffIdentifierHash(seed: seed)
  }
}
