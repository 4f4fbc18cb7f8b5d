extension DataSource {
  /// The model of the row shown at `path`, if there is one and it is an `Item`.
  /// - Complexity: O(1).
  public func item<Item>(at path: ItemPath, as type: Item.Type = Item.self) -> Item? {
    row(at: path)?.item(as: type)
  }

  /// Where the row with `item`'s identity is shown (its type and `diffIdentifier`, whatever its
  /// content), or `nil` when no shown row has it. When several shown rows share an identity, the
  /// first of them in display order.
  /// - Complexity: O(1) expected; the first look-up after what is shown changed builds an index of
  ///   the shown rows in O(*n*).
  public func indexPath<Item: Diffable & Sendable>(of item: Item) -> ItemPath? {
    indexPath(ofRow: Row(item))
  }

  /// The index of the shown section that holds the row with `item`'s identity.
  /// - Complexity: O(1) expected, as ``indexPath(of:)``.
  public func section<Item: Diffable & Sendable>(containing item: Item) -> Int? { indexPath(of: item)?.section }

  /// Where the row with `row`'s identity is shown (see ``indexPath(of:)``).
  /// - Complexity: O(1) expected, as ``indexPath(of:)``.
  public func indexPath(ofRow row: Row) -> ItemPath? { rowPaths()[row.diffIdentifier] }

  /// Where the row whose model is an `Item` with identifier `identifier` is shown, without a model
  /// value to ask with; `nil` when no shown row has it. When several do, the first in display order.
  /// - Complexity: O(1) expected; the first look-up by identifier after what is shown changed builds
  ///   an index of the shown rows in O(*n*).
  public func indexPath<Item: Diffable>(of type: Item.Type, identifier: Item.DiffIdentifier) -> ItemPath? {
    identifierPaths()[TypedIdentifier(type: ObjectIdentifier(type), identifier: AnyHashable(identifier))]
  }

  /// The index of the shown section that holds the row whose model is an `Item` with identifier
  /// `identifier` (see ``indexPath(of:identifier:)``).
  public func section<Item: Diffable>(of type: Item.Type, identifier: Item.DiffIdentifier) -> Int? {
    indexPath(of: type, identifier: identifier)?.section
  }

  private func identifierPaths() -> [TypedIdentifier: ItemPath] {
    if let shownIdentifierPaths { return shownIdentifierPaths }
    let paths = firstPaths { row in row.box.anyIdentifier.map { TypedIdentifier(type: row.itemType, identifier: $0) } }
    shownIdentifierPaths = paths
    return paths
  }

  private func rowPaths() -> [RowIdentity: ItemPath] {
    if let shownPaths { return shownPaths }
    let paths = firstPaths { $0.diffIdentifier }
    shownPaths = paths
    return paths
  }

  /// Where each key of the shown rows first occurs, in display order; rows without a key are left out.
  /// - Complexity: O(*n*) expected for *n* shown rows.
  private func firstPaths<Key: Hashable>(_ key: (Row) -> Key?) -> [Key: ItemPath] {
    var paths: [Key: ItemPath] = [:]
    paths.reserveCapacity(displayedSections.reduce(0) { $0 + $1.elements.count })
    for (s, section) in displayedSections.enumerated() {
      for (i, row) in section.elements.enumerated() {
        if let key = key(row), paths[key] == nil { paths[key] = ItemPath(item: i, section: s) }
      }
    }
    return paths
  }
}

/// A model type and one of its identifiers: the key of look-ups by identifier.
struct TypedIdentifier: Hashable {
  let type: ObjectIdentifier
  let identifier: AnyHashable
}
