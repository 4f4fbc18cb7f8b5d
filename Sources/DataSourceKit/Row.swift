/// One row of a ``Section``: any model value, type-erased so a section can mix model types.
///
/// A row made from a ``Diffable`` model animates: it is moved when its identity moves and updated in
/// place when only its content changed. A row made from any other value has a fresh identity each
/// time it is created, so after a reload it is deleted and inserted again (the seed library's rule
/// for non-diffable rows).
///
/// The descriptor for a row is found by the exact type of its model, in O(1).
public struct Row: Diffable {
  @usableFromInline let content: any RowContent

  /// A row showing `item`, which animates by its identity and content.
  /// - Complexity: O(1).
  @inlinable
  public init<Item: Diffable>(_ item: Item) { content = DiffableRowContent(item: item) }

  /// A row showing `item`, which is replaced on every reload because it has no identity.
  /// - Complexity: O(1), with one small allocation for the row's identity.
  @inlinable
  @_disfavoredOverload
  public init<Item>(_ item: Item) { content = PlainRowContent(item: item) }

  /// The model, if it is an `Item`.
  /// - Complexity: O(1).
  @inlinable
  public func item<Item>(as type: Item.Type) -> Item? { content.item(as: type) }

  /// The exact type of the model: the key under which its cell descriptor is looked up.
  public var itemType: Any.Type { content.itemType }

  /// The identity: the model's type together with its `diffIdentifier`, or a fresh token for models
  /// that are not ``Diffable``.
  public var diffIdentifier: RowIdentity { content.identity }

  /// Whether both rows hold models of one type with equal content (never for non-diffable models).
  public func isContentEqual(to other: Row) -> Bool { content.isContentEqual(to: other.content) }
}

/// The identity of a ``Row``: two rows are the same row when their model types and identifiers match.
public struct RowIdentity: Hashable, @unchecked Sendable {
  // `AnyHashable` is not `Sendable`; the identifiers it holds come from `Diffable` models and are
  // only read (hashed and compared), never mutated.
  @usableFromInline let type: ObjectIdentifier
  @usableFromInline let id: AnyHashable

  @inlinable
  init(type: ObjectIdentifier, id: AnyHashable) {
    self.type = type
    self.id = id
  }
}

/// What a ``Row`` holds; implemented by the two boxes below.
@usableFromInline
protocol RowContent {
  var itemType: Any.Type { get }
  var identity: RowIdentity { get }
  func isContentEqual(to other: any RowContent) -> Bool
  func item<T>(as type: T.Type) -> T?
}

@usableFromInline
struct DiffableRowContent<Item: Diffable>: RowContent {
  @usableFromInline let item: Item

  @inlinable
  init(item: Item) { self.item = item }

  @usableFromInline var itemType: Any.Type { Item.self }

  @usableFromInline var identity: RowIdentity {
    RowIdentity(type: ObjectIdentifier(Item.self), id: AnyHashable(item.diffIdentifier))
  }

  @usableFromInline func isContentEqual(to other: any RowContent) -> Bool {
    guard let other = other as? DiffableRowContent<Item> else { return false }
    return item.isContentEqual(to: other.item)
  }

  @usableFromInline func item<T>(as type: T.Type) -> T? { item as? T }
}

/// A fresh identity for a row whose model is not diffable.
@usableFromInline
final class RowToken: Sendable {
  @inlinable init() {}
}

@usableFromInline
struct PlainRowContent<Item>: RowContent {
  @usableFromInline let item: Item
  @usableFromInline let token = RowToken()

  @inlinable
  init(item: Item) { self.item = item }

  @usableFromInline var itemType: Any.Type { Item.self }

  @usableFromInline var identity: RowIdentity {
    RowIdentity(type: ObjectIdentifier(Item.self), id: AnyHashable(ObjectIdentifier(token)))
  }

  @usableFromInline func isContentEqual(to other: any RowContent) -> Bool { false }

  @usableFromInline func item<T>(as type: T.Type) -> T? { item as? T }
}
