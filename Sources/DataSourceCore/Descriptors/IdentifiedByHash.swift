import DataSourceDiff

/// A `Hashable` model whose identity is its hash value, as the seed library identified `Hashable`
/// models: declare it on a model whose `hash(into:)` covers only the fields that name the item (its
/// id) while `==` compares everything.
///
/// ```swift
/// struct Number: Hashable, IdentifiedByHash {
///   var id: Int
///   var word: String
///   func hash(into hasher: inout Hasher) { hasher.combine(id) }
/// }
/// ```
///
/// Then a changed `word` is an update of the same row, not a delete and an insert, and `==` decides
/// whether the content changed. Without this conformance a `Hashable` model's identity is the whole
/// value (`Diffable`'s default), and prefer `Identifiable` with `id` for new code.
///
/// Two different items with the same hash value are the same identity: they pair up in order, as
/// duplicates do (see `FlatChangeset`), and are never a crash.
public protocol IdentifiedByHash: Diffable, Hashable where DiffIdentifier == Int {}

extension IdentifiedByHash {
  /// `hashValue`: stable for the life of the process, which is what a diff needs.
  /// - Complexity: one call of `hash(into:)`.
  @inlinable public var diffIdentifier: Int { hashValue }
}
