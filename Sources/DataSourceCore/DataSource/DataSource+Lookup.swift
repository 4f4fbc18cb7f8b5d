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

  private func identifierPaths() -> [TypedIdentifier: ItemPath] {
    if let paths = shownIndex.byIdentifier { return paths }
    let paths = firstPaths { row in row.box.anyIdentifier.map { TypedIdentifier(type: row.itemType, identifier: $0) } }
    shownIndex.byIdentifier = paths
    return paths
  }

  private func rowPaths() -> [RowIdentity: ItemPath] {
    if let paths = shownIndex.byIdentity { return paths }
    let paths = firstPaths { $0.diffIdentifier }
    shownIndex.byIdentity = paths
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

extension DataSource {
  /// Where the row shown at `path` is in ``sections``: the section and row an app edits to change
  /// that row. Every closure of a descriptor and of the data source is given shown paths (hidden rows
  /// and sections do not count there); with hidden rows above, the place in ``sections`` differs,
  /// and this is the one call that maps a shown path to it.
  ///
  /// ```swift
  /// .on(.commitEditing) { [unowned self] _, _, path in
  ///   guard let place = dataSource.sectionsPath(ofRowAt: path) else { return }
  ///   dataSource.sections[place.section].rows.remove(at: place.item)
  ///   dataSource.reloadData()
  /// }
  /// ```
  ///
  /// Returns `nil` when nothing is shown at `path`, or when the row shown there is no longer in
  /// ``sections`` (they were changed and not reloaded yet). A row of a lazy section maps to its
  /// index in that section.
  /// - Complexity: O(*n*) in the rows of ``sections`` before it.
  public func sectionsPath(ofRowAt path: ItemPath) -> ItemPath? {
    guard displayedSections.indices.contains(path.section),
      displayedSections[path.section].elements.indices.contains(path.item)
    else { return nil }
    let shown = displayedSections[path.section].elements[path.item]
    if let lazy = shown.item(as: LazyRowPlaceholder.self) {
      guard let s = sections.firstIndex(where: { $0.lazyRows === lazy.rows }) else { return nil }
      return ItemPath(item: lazy.index, section: s)
    }
    // The shown row is the row of `sections` itself (the same box), so it is found by identity even
    // where several rows are equal.
    for (s, section) in sections.enumerated() {
      if let i = section.rows.firstIndex(where: { $0.box === shown.box }) { return ItemPath(item: i, section: s) }
    }
    return nil
  }
}
