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

  private func rowPaths() -> [RowIdentity: ItemPath] {
    if let shownPaths { return shownPaths }
    var paths: [RowIdentity: ItemPath] = [:]
    paths.reserveCapacity(displayedSections.reduce(0) { $0 + $1.elements.count })
    for (s, section) in displayedSections.enumerated() {
      for (i, row) in section.elements.enumerated() {
        if paths[row.diffIdentifier] == nil { paths[row.diffIdentifier] = ItemPath(item: i, section: s) }
      }
    }
    shownPaths = paths
    return paths
  }
}
