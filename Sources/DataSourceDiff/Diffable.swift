/// A value a diff can follow: it has an identity that survives edits, and a content that can change.
///
/// Two values with equal ``diffIdentifier``s are "the same item": if its position changes it is
/// moved, not deleted and inserted. ``isContentEqual(to:)`` then says whether what it shows changed
/// (an update, which becomes a reload or reconfigure).
///
/// Conformance is free for `Hashable` types (the value is its own identity and `==` compares content)
/// and for `Identifiable & Equatable` types (`id` is the identity, `==` compares content): declare
/// `extension MyModel: Diffable {}`.
///
/// Identifiers need not be unique: see ``FlatChangeset`` for how duplicates pair up.
public protocol Diffable {
  /// The type of the identity.
  associatedtype DiffIdentifier: Hashable

  /// The identity: equal for two values that are the same item, before and after an edit.
  var diffIdentifier: DiffIdentifier { get }

  /// Whether `self` shows the same content as `other`, which has the same identifier.
  /// - Complexity: should be O(1) for diffs to stay linear.
  func isContentEqual(to other: Self) -> Bool

  /// The hash of ``diffIdentifier`` mixed with `seed`, as the diff's identity table uses it. The
  /// default is `diffIdentifier._rawHashValue(seed:)`; a type that keeps its identifier's hash can
  /// answer without building the identifier. Must agree with ``hasSameDiffIdentifier(as:)``: values
  /// with the same identity hash alike.
  func diffIdentifierHash(seed: Int) -> Int

  /// Whether `other` has the same identity: `diffIdentifier == other.diffIdentifier` by default.
  func hasSameDiffIdentifier(as other: Self) -> Bool
}

extension Diffable {
  /// `diffIdentifier._rawHashValue(seed:)`.
  @inlinable public func diffIdentifierHash(seed: Int) -> Int { diffIdentifier._rawHashValue(seed: seed) }

  /// `diffIdentifier == other.diffIdentifier`.
  @inlinable public func hasSameDiffIdentifier(as other: Self) -> Bool { diffIdentifier == other.diffIdentifier }
}

extension Diffable where Self: Hashable {
  /// The value itself.
  @inlinable public var diffIdentifier: Self { self }
}

extension Diffable where Self: Equatable {
  /// `==`.
  @inlinable public func isContentEqual(to other: Self) -> Bool { self == other }
}

extension Diffable where Self: Identifiable {
  /// `id`.
  @inlinable public var diffIdentifier: ID { id }
}

extension Diffable where Self: Identifiable & Hashable {
  /// `id`: for a type that is both `Identifiable` and `Hashable`, the identity is `id`, so a value
  /// whose other fields change is an update rather than a delete and an insert.
  @inlinable public var diffIdentifier: ID { id }
}

extension String: Diffable {}
extension Substring: Diffable {}
extension Int: Diffable {}
extension Int64: Diffable {}
extension Int32: Diffable {}
extension UInt: Diffable {}
extension UInt64: Diffable {}
extension Character: Diffable {}
extension Bool: Diffable {}
