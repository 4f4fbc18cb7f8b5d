@_spi(Extending) import DataSourceCore

/// A shown item: its identifier is its identity. A snapshot says which items to reload or
/// reconfigure, and the apply passes them to the updater as intent.
@usableFromInline
struct SnapshotItem<Identifier: Hashable>: Diffable, @unchecked Sendable {
  @usableFromInline var identifier: Identifier

  @inlinable
  init(identifier: Identifier) { self.identifier = identifier }

  @inlinable
  var diffIdentifier: Identifier { identifier }

  /// An item's content never changes: a snapshot says which items to reload or reconfigure.
  @inlinable
  func isContentEqual(to other: SnapshotItem) -> Bool { true }

  /// The identifier's hash as a row's identity hashes it: an `Int` through the rows' seeded
  /// finalizer (one SipHash round less per item), anything else through `Hasher`.
  @inlinable
  func diffIdentifierHash(seed: Int) -> Int {
    // A comparison of two metatypes, folded away once specialized.
    guard Identifier.self == Int.self else { return identifier._rawHashValue(seed: seed) }
    return RowHashSeed.mix(unsafeBitCast(identifier, to: Int.self) ^ seed, type: ObjectIdentifier(SnapshotItem.self))
  }
}
