/// One row of a ``Section``: any model value, type-erased so a section can mix model types.
///
/// A row made from a `Diffable` model animates: it is moved when its identity moves and updated in
/// place when only its content changed. A row made from any other value has a fresh identity each
/// time it is created, so after a reload it is deleted and inserted again (the seed library's rule
/// for non-diffable rows).
///
/// The row's identifier, and its hash, are kept from when the row is made, so diffing rows costs
/// about as much as diffing their identifiers. The hash and the model's type are kept in the row
/// itself, beside the reference to its model: a diff pairs rows of integer identifiers without
/// reading their models, and reads a model only to compare content.
///
/// Rows are `Sendable`, so every model must be: ``DataSource/reloadDataInBackground(animated:)``
/// diffs rows off the main actor, and sections can be built in a task and handed to the main actor.
/// Value types of Sendable fields qualify as they are; a class model must be Sendable itself (a
/// `final class` of `let` properties, or one that guards its state). A model that cannot be Sendable
/// can be shown through an identifier that is (its id, say), with the cell looking the model up.
/// The descriptor for a row is found by the exact type of its model, in O(1).
public struct Row: Diffable, Sendable {
  @usableFromInline let box: RowBox
  /// The hash of the identity: a diffable model's identifier hash (``DiffableRowBox/identityHash(of:)``),
  /// else the hash of the box itself (a row without a model identity is identified by its box).
  @usableFromInline let identityHash: Int
  /// The model type's `ObjectIdentifier` bits, with ``isDiffable`` in bit 0 and ``hashIsIdentity``
  /// in bit 1. Type metadata is pointer-aligned, so those two bits of its address are always zero.
  @usableFromInline let typeAndFlags: UInt

  /// A row of `box`, whose model is of type `Item`, and whose identity hashes to `identityHash`.
  @inlinable
  init<Item>(box: TypedRowBox<Item>, identityHash: Int, isDiffable: Bool, hashIsIdentity: Bool) {
    let typeBits = UInt(bitPattern: ObjectIdentifier(Item.self))
    precondition(typeBits & 3 == 0, "DataSourceCore: type metadata is pointer-aligned")
    self.box = box
    self.identityHash = identityHash
    typeAndFlags = typeBits | (isDiffable ? 1 : 0) | (hashIsIdentity ? 2 : 0)
  }

  /// A row of `box`, a diffable model's.
  @inlinable
  init<Item>(diffable box: DiffableRowBox<Item>) {
    self.init(
      box: box, identityHash: DiffableRowBox<Item>.identityHash(of: box.id), isDiffable: true,
      hashIsIdentity: DiffableRowBox<Item>.hashIsIdentity)
  }

  /// A row of `box`, whose model has no identity: the box is the identity.
  @inlinable
  init<Item>(identifiedByBox box: TypedRowBox<Item>) {
    self.init(box: box, identityHash: ObjectIdentifier(box).hashValue, isDiffable: false, hashIsIdentity: false)
  }

  /// A row showing `item`, which animates by its identity and content.
  /// - Complexity: O(1): one allocation, and one hash of the item's identifier.
  @inlinable
  public init<Item: Diffable & Sendable>(_ item: Item) { self.init(diffable: DiffableRowBox(item)) }

  /// A row showing `item` in the cell of the descriptor for `Item` whose reuse identifier is
  /// `identifier`: one model type shown by several cell types, as the seed's `Row(model,
  /// identifier:)`. The identity is the model's alone; a change of identifier is a content change
  /// (the row is reloaded into its new cell).
  /// - Complexity: O(1): one allocation, and one hash of the item's identifier.
  @inlinable
  public init<Item: Diffable & Sendable>(_ item: Item, identifier: String) {
    self.init(diffable: DiffableRowBox(item, cellIdentifier: identifier))
  }

  /// A row showing `item`, which is replaced on every reload because it has no identity.
  /// - Complexity: O(1): one allocation.
  @inlinable
  @_disfavoredOverload
  public init<Item: Sendable>(_ item: Item) { self.init(identifiedByBox: TypedRowBox(item)) }

  /// A row showing `item`, which has no identity, in the cell of the descriptor for `Item` whose
  /// reuse identifier is `identifier` (see ``cellIdentifier``).
  @inlinable
  @_disfavoredOverload
  public init<Item: Sendable>(_ item: Item, identifier: String) {
    self.init(identifiedByBox: TypedRowBox(item, cellIdentifier: identifier))
  }

  /// The reuse identifier of the descriptor that shows this row, when the row names one; `nil` for
  /// the descriptor registered first for its model type.
  @inlinable
  public var cellIdentifier: String? { box.cellIdentifier }

  /// The model, if it is an `Item`.
  /// - Complexity: O(1), without a dynamic cast.
  @inlinable
  public func item<Item>(as type: Item.Type) -> Item? {
    guard itemType == ObjectIdentifier(Item.self) else { return nil }
    // Every box for an `Item` model is a TypedRowBox<Item>, so the identifier check proves the type.
    return unsafeDowncast(box, to: TypedRowBox<Item>.self).item
  }

  /// The exact type of the model: the key under which its cell descriptor is looked up.
  @inlinable
  package var itemType: ObjectIdentifier { unsafeBitCast(typeAndFlags & ~3, to: ObjectIdentifier.self) }

  /// Whether the model is `Diffable`, so that the row has a model identity.
  @inlinable
  package var isDiffable: Bool { typeAndFlags & 1 != 0 }

  /// Whether ``identityHash`` alone decides identity among rows of one model type: true for an
  /// integer identifier, whose hash is a bijection of it (see `RowHashSeed.mix`). Two such rows of
  /// one type with equal hashes are the same row, with no virtual call to compare identifiers.
  @inlinable
  package var hashIsIdentity: Bool { typeAndFlags & 2 != 0 }

  /// The model's type, for messages.
  package var itemTypeName: String { box.itemTypeName }

  /// The row's model, type-erased.
  package var anyItem: Any { box.anyItem }

  /// The model's type and the cell identifier the row names, if any, for messages.
  var describedName: String { itemTypeName + (cellIdentifier.map { " with cell identifier '\($0)'" } ?? "") }

  /// The identity: the model's type together with its `diffIdentifier`, or a fresh token for models
  /// that are not `Diffable`.
  @inlinable
  public var diffIdentifier: RowIdentity { RowIdentity(self) }

  /// The identity's kept hash mixed with `seed`, read without building the identity.
  @inlinable
  public func diffIdentifierHash(seed: Int) -> Int { RowIdentity.mix(identityHash, seed: seed) }

  /// Whether both rows have the same identity, compared without building the identities. Neither
  /// model is read when the hashes differ, or when both are of one type with integer identifiers.
  @inlinable
  public func hasSameDiffIdentifier(as other: Row) -> Bool {
    // Equal bits: one model type, both with a model identity or both without.
    guard identityHash == other.identityHash, typeAndFlags == other.typeAndFlags else { return false }
    if hashIsIdentity || box === other.box { return true }
    return isDiffable && box.hasSameIdentity(as: other.box)
  }

  /// Whether both rows hold models of one type with equal content. A row is equal to itself and to
  /// its copies (they share one immutable box), whatever its model; otherwise rows of non-diffable
  /// models are never equal.
  ///
  /// - Complexity: O(1) for copies of one row, without calling the model's `isContentEqual(to:)`;
  ///   otherwise that call.
  @inlinable
  public func isContentEqual(to other: Row) -> Bool {
    if box === other.box { return true }
    // Only diffable models of one type compare content (the boxes' class is then the same).
    guard isDiffable, typeAndFlags == other.typeAndFlags else { return false }
    // The boxes cross as unretained pointers: the caller holds both rows, and a diff comparing rows
    // read from its arrays would otherwise retain and release both around the virtual call.
    return RowBox.contentEqual(
      Unmanaged.passUnretained(box).toOpaque(), Unmanaged.passUnretained(other.box).toOpaque())
  }
}
/// What a ``Row`` holds. Immutable once made, so sharing it across threads is safe.
@usableFromInline
package class RowBox: @unchecked Sendable {
  // The model's type and whether it is diffable are kept in the row (`Row.typeAndFlags`), not here:
  // a box holds only what comparing content reads, so that it spans fewer cache lines.
  /// The reuse identifier of the descriptor the row asks for, if any.
  @usableFromInline let cellIdentifier: String?

  @inlinable
  init(cellIdentifier: String?) {
    self.cellIdentifier = cellIdentifier
  }

  /// Whether `other`, a box of the same class, holds the same identity: by default, when it is this
  /// box.
  @usableFromInline func hasSameIdentity(as other: RowBox) -> Bool { self === other }

  @usableFromInline var itemTypeName: String { "" }

  /// Whether `other`, a box of the same class, holds equal content: by default never.
  @usableFromInline func isContentEqual(to other: RowBox) -> Bool { false }

  /// ``isContentEqual(to:)`` of two boxes given as unretained pointers, which their caller keeps
  /// alive.
  @usableFromInline @inline(never)
  static func contentEqual(_ lhs: UnsafeMutableRawPointer, _ rhs: UnsafeMutableRawPointer) -> Bool {
    Unmanaged<RowBox>.fromOpaque(lhs)._withUnsafeGuaranteedRef { lhs in
      Unmanaged<RowBox>.fromOpaque(rhs)._withUnsafeGuaranteedRef { lhs.isContentEqual(to: $0) }
    }
  }

  /// The model's identifier, type-erased, for look-ups by identifier; `nil` without an identity.
  var anyIdentifier: AnyHashable? { nil }

  /// The model, type-erased (for descriptions: a text rendering's default row title).
  var anyItem: Any { () }
}
/// A row's model of type `Item`.
@usableFromInline
package class TypedRowBox<Item>: RowBox, @unchecked Sendable {
  @usableFromInline let item: Item

  @inlinable
  init(_ item: Item, cellIdentifier: String? = nil) {
    self.item = item
    super.init(cellIdentifier: cellIdentifier)
  }

  @usableFromInline override var itemTypeName: String { String(reflecting: Item.self) }

  override var anyItem: Any { item }
}
/// A row's diffable model, with its identifier kept from creation (the row keeps its hash).
@usableFromInline
package final class DiffableRowBox<Item: Diffable>: TypedRowBox<Item>, @unchecked Sendable {
  @usableFromInline let id: Item.DiffIdentifier

  @inlinable
  package override init(_ item: Item, cellIdentifier: String? = nil) {
    id = item.diffIdentifier
    super.init(item, cellIdentifier: cellIdentifier)
  }

  /// Whether ``identityHash(of:)`` is a bijection of the identifier: for `Int` identifiers. The type
  /// test is a pointer comparison, folded away once specialized.
  @inlinable
  static var hashIsIdentity: Bool { Item.DiffIdentifier.self == Int.self }

  /// The hash of a row identity: the model type with `id`. Integer identifiers, the common case,
  /// skip a SipHash round (about 150 instructions per row made).
  @inlinable
  static func identityHash(of id: Item.DiffIdentifier) -> Int {
    if hashIsIdentity { return RowHashSeed.mix(unsafeBitCast(id, to: Int.self), type: ObjectIdentifier(Item.self)) }
    var hasher = Hasher()
    hasher.combine(ObjectIdentifier(Item.self))
    hasher.combine(id)
    return hasher.finalize()
  }

  override var anyIdentifier: AnyHashable? { AnyHashable(id) }

  @usableFromInline override func hasSameIdentity(as other: RowBox) -> Bool {
    // The row checked that both are diffable models of one type: `other` is of this very class.
    unsafeDowncast(other, to: type(of: self)).id == id
  }

  @usableFromInline override func isContentEqual(to other: RowBox) -> Bool {
    // The row checked that both are diffable models of one type: `other` is of this very class.
    guard other.cellIdentifier == cellIdentifier else { return false }
    return item.isContentEqual(to: unsafeDowncast(other, to: type(of: self)).item)
  }
}

/// The hash of an integer row identifier: a per-process random seed, as `Hasher` has, and a
/// bijective 64-bit finalizer (SplitMix64's), so every bit of the result depends on every bit of the
/// identifier and of the model type. Identifiers an attacker chooses cannot be aimed at one bucket
/// without knowing the seed.
@usableFromInline
package enum RowHashSeed {
  /// Random per process unless `SWIFT_DETERMINISTIC_HASHING` is set, like `Hasher` itself.
  @usableFromInline static let seed: UInt64 = {
    var hasher = Hasher()
    hasher.combine(0x5EED as UInt16)
    return UInt64(bitPattern: Int64(hasher.finalize()))
  }()

  @inlinable
  package static func mix(_ identifier: Int, type: ObjectIdentifier) -> Int {
    let typeBits = UInt64(UInt(bitPattern: type))
    var z = (UInt64(bitPattern: Int64(identifier)) ^ seed) &+ typeBits &* 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int(bitPattern: UInt(z ^ (z >> 31)))
  }
}
