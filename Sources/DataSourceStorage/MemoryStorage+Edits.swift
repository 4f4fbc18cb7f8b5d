import DataSourceCore

extension MemoryStorage {
  @usableFromInline typealias Sections = [StorageSection<Item>]

  /// Appends empty sections until `section` exists, recording each as a section insert.
  /// - Throws: ``StorageError/sectionOutOfRange(_:sectionCount:)`` for a negative `section`, and
  ///   ``StorageError/tooManyImplicitSections(section:sectionCount:limit:)`` when more than
  ///   ``maximumImplicitSections`` would be created.
  @usableFromInline
  static func ensureSection(_ section: Int, _ sections: inout Sections, _ changes: inout [StorageChange])
    throws(StorageError)
  {
    guard section >= 0 else { throw .sectionOutOfRange(section, sectionCount: sections.count) }
    // Compared without `section + 1`, which overflows for Int.max.
    guard section < sections.count + maximumImplicitSections else {
      throw .tooManyImplicitSections(section: section, sectionCount: sections.count, limit: maximumImplicitSections)
    }
    while sections.count <= section {
      changes.append(.insertSection(sections.count))
      sections.append(StorageSection())
    }
  }

  static func checkSection(_ s: Int, _ sections: Sections) throws(StorageError) {
    guard sections.indices.contains(s) else { throw .sectionOutOfRange(s, sectionCount: sections.count) }
  }

  static func checkItem(_ path: ItemPath, _ sections: Sections, insertion: Bool = false) throws(StorageError) {
    try checkSection(path.section, sections)
    let count = sections[path.section].items.count
    guard path.item >= 0, path.item < count + (insertion ? 1 : 0) else {
      throw .indexPathOutOfRange(path, itemCount: count)
    }
  }

  // MARK: Replace

  /// Replaces the items of a section, creating missing sections (see ``maximumImplicitSections``);
  /// views reload.
  /// - Throws: a ``StorageError`` for a negative or too distant `section`; nothing changes then.
  public func setItems(_ items: [Item], forSection section: Int = 0) throws(StorageError) {
    try edit(reload: true) { sections, changes, _ throws(StorageError) in
      try Self.ensureSection(section, &sections, &changes)
      sections[section].items = items
    }
  }

  /// Replaces the items of every section: one array per section, sections added or removed to
  /// match (kept sections keep their headers and footers); views reload. Every section is given,
  /// so ``maximumImplicitSections`` does not apply: any number of sections is shown.
  /// - Complexity: O(*s* + *n*) for *s* sections and *n* items given.
  public func setItemsForAllSections(_ items: [[Item]]) {
    // The body cannot throw: `try?` here drops nothing.
    try? edit(reload: true) { sections, _, _ in
      sections.removeLast(max(0, sections.count - items.count))
      while sections.count < items.count { sections.append(StorageSection()) }
      for (s, sectionItems) in items.enumerated() { sections[s].items = sectionItems }
    }
  }

  /// Replaces a whole section, items and supplementary models, creating missing sections (see
  /// ``maximumImplicitSections``); views reload.
  /// - Throws: a ``StorageError`` for a negative or too distant `index`; nothing changes then.
  public func setSection(_ section: StorageSection<Item>, forSection index: Int) throws(StorageError) {
    try edit(reload: true) { sections, changes, _ throws(StorageError) in
      try Self.ensureSection(index, &sections, &changes)
      sections[index] = section
    }
  }

  /// Removes every item, keeping the sections; views reload.
  public func removeAllItems() {
    try? edit(reload: true) { sections, _, _ in
      for s in sections.indices { sections[s].items.removeAll() }
    }
  }

  // MARK: Supplementary models

  /// Sets the header model of each section, in order, creating sections (empty, shown with just
  /// their header) when there are more models than sections; sections past the models lose theirs.
  /// Each section whose header is set is reported as updated. DTModelStorage's `setSectionHeaderModels`.
  /// - Throws: ``StorageError/tooManyImplicitSections(section:sectionCount:limit:)``; nothing changes then.
  public func setSectionHeaderModels(_ models: [(any Sendable)?]) throws(StorageError) {
    try setSupplementaries(models, \.header)
  }

  /// Sets the footer model of each section (see ``setSectionHeaderModels(_:)``).
  public func setSectionFooterModels(_ models: [(any Sendable)?]) throws(StorageError) {
    try setSupplementaries(models, \.footer)
  }

  /// Sets one section's header model, creating missing sections (see ``maximumImplicitSections``);
  /// the section is reported as updated.
  public func setSectionHeaderModel(_ model: (any Sendable)?, forSection section: Int) throws(StorageError) {
    try setSupplementary(model, \.header, forSection: section)
  }

  /// Sets one section's footer model (see ``setSectionHeaderModel(_:forSection:)``).
  public func setSectionFooterModel(_ model: (any Sendable)?, forSection section: Int) throws(StorageError) {
    try setSupplementary(model, \.footer, forSection: section)
  }

  private func setSupplementary(
    _ model: (any Sendable)?, _ field: WritableKeyPath<StorageSection<Item>, (any Sendable)?>, forSection section: Int
  ) throws(StorageError) {
    try edit { sections, changes, _ throws(StorageError) in
      let existed = section < sections.count
      try Self.ensureSection(section, &sections, &changes)
      sections[section][keyPath: field] = model
      if existed { changes.append(.updateSection(section)) }
    }
  }

  private func setSupplementaries(
    _ models: [(any Sendable)?], _ field: WritableKeyPath<StorageSection<Item>, (any Sendable)?>
  ) throws(StorageError) {
    try edit { sections, changes, _ throws(StorageError) in
      let existing = sections.count
      if !models.isEmpty { try Self.ensureSection(models.count - 1, &sections, &changes) }
      for s in sections.indices {
        sections[s][keyPath: field] = s < models.count ? models[s] : nil
        if s < existing { changes.append(.updateSection(s)) }
      }
    }
  }

  // MARK: Insert

  /// Inserts a section, with its items, at `index` (0 through the number of sections).
  public func insertSection(_ section: StorageSection<Item>, atIndex index: Int) throws(StorageError) {
    try edit { sections, changes, _ throws(StorageError) in
      guard index >= 0, index <= sections.count else { throw .sectionOutOfRange(index, sectionCount: sections.count) }
      sections.insert(section, at: index)
      changes.append(.insertSection(index))
      changes += section.items.indices.map { .insertItem(ItemPath(item: $0, section: index)) }
    }
  }

  /// Adds items at the end of a section, creating missing sections (see ``maximumImplicitSections``).
  /// - Throws: a ``StorageError`` for a negative or too distant `section`; nothing changes then.
  /// - Complexity: O(*k*) for *k* items (amortized), plus showing them. Inlinable, so appending is
  ///   specialized for `Item` in the caller.
  @inlinable
  public func addItems(_ items: [Item], toSection section: Int = 0) throws(StorageError) {
    try edit(validatesFirst: true) { sections, changes, _ throws(StorageError) in
      try Self.ensureSection(section, &sections, &changes)
      let start = sections[section].items.count
      sections[section].items += items
      // A loop, not `map`: a closure made here is main-actor isolated, and Swift checks the executor
      // on every call of such a closure.
      changes.reserveCapacity(changes.count + items.count)
      for offset in items.indices { changes.append(.insertItem(ItemPath(item: start + offset, section: section))) }
    }
  }

  /// Inserts each item at its path, in order: each path counts the items inserted before it.
  /// - Throws: ``StorageError/itemCountMismatch(items:paths:)`` when the counts differ, or a range
  ///   error for a path past the end; nothing is inserted then.
  public func insertItems(_ items: [Item], at paths: [ItemPath]) throws(StorageError) {
    guard items.count == paths.count else { throw .itemCountMismatch(items: items.count, paths: paths.count) }
    try edit { sections, changes, _ throws(StorageError) in
      for (item, path) in zip(items, paths) {
        if path.section == sections.count { try Self.ensureSection(path.section, &sections, &changes) }
        try Self.checkItem(path, sections, insertion: true)
        sections[path.section].items.insert(item, at: path.item)
        changes.append(.insertItem(path))
      }
    }
  }

  // MARK: Change

  /// Reports the item at `path` as updated (its cell is refreshed).
  public func reloadItem(at path: ItemPath) throws(StorageError) {
    // Checked before anything changes: the edit runs in place (see `moveItem(from:to:)`).
    try edit(validatesFirst: true) { sections, changes, updated throws(StorageError) in
      try Self.checkItem(path, sections)
      changes.append(.updateItem(path))
      updated.append(sections[path.section].items[path.item])
    }
  }

  /// Replaces the item at `path` with `item`, reported as an update.
  public func replaceItem(at path: ItemPath, with item: Item) throws(StorageError) {
    try edit(validatesFirst: true) { sections, changes, updated throws(StorageError) in
      try Self.checkItem(path, sections)
      sections[path.section].items[path.item] = item
      changes.append(.updateItem(path))
      updated.append(item)
    }
  }

  // MARK: Remove

  /// Removes the items at `paths` (positions before the removal; repeats count once).
  public func removeItems(at paths: [ItemPath]) throws(StorageError) {
    // Every path is checked before the first removal: the edit runs in place.
    try edit(validatesFirst: true) { sections, changes, _ throws(StorageError) in
      for path in paths { try Self.checkItem(path, sections) }
      for path in Set(paths).sorted(by: >) {
        sections[path.section].items.remove(at: path.item)
        changes.append(.deleteItem(path))
      }
    }
  }

  /// Removes every item of a section, keeping the section (animated, unlike `setItems([], forSection:)`).
  /// - Throws: ``StorageError/sectionOutOfRange(_:sectionCount:)`` for a section that does not exist.
  public func removeItems(fromSection section: Int) throws(StorageError) {
    try Self.checkSection(section, sections)
    try removeItems(at: sections[section].items.indices.map { ItemPath(item: $0, section: section) })
  }

  /// Deletes sections, with their items (indexes before the deletion; repeats count once).
  public func deleteSections(_ indexes: [Int]) throws(StorageError) {
    try edit { sections, changes, _ throws(StorageError) in
      for s in indexes { try Self.checkSection(s, sections) }
      for s in Set(indexes).sorted(by: >) {
        sections.remove(at: s)
        changes.append(.deleteSection(s))
      }
    }
  }

  // MARK: Move

  /// Moves a section to `to` (its index once the move is done).
  public func moveSection(_ from: Int, toSection to: Int) throws(StorageError) {
    try edit { sections, changes, _ throws(StorageError) in
      try Self.checkSection(from, sections)
      try Self.checkSection(to, sections)
      sections.insert(sections.remove(at: from), at: to)
      changes.append(.moveSection(from: from, to: to))
    }
  }

  /// Moves an item to `to` (its path once the move is done; the section may differ). A destination
  /// section past the end is created, with the sections before it (see ``maximumImplicitSections``),
  /// as DTModelStorage does; the item is then its first.
  public func moveItem(from: ItemPath, to: ItemPath) throws(StorageError) {
    // Everything is checked before anything changes, so the edit runs in place: a copy of the
    // sections to roll back to would copy the moved item's whole section on every move.
    try edit(validatesFirst: true) { sections, changes, _ throws(StorageError) in
      try Self.checkItem(from, sections)
      try Self.checkMoveDestination(to, from: from, sections)
      if to.section >= sections.count { try Self.ensureSection(to.section, &sections, &changes) }
      try Self.moveItem(from: from, to: to, &sections)
      changes.append(.moveItem(from: from, to: to))
    }
  }

  /// Throws what a move from `from` to `to` would throw about its destination, changing nothing:
  /// the error the move itself gives once the item has left (and missing sections were made).
  static func checkMoveDestination(_ to: ItemPath, from: ItemPath, _ sections: Sections) throws(StorageError) {
    guard to.section >= 0 else { throw .sectionOutOfRange(to.section, sectionCount: sections.count) }
    guard to.section < sections.count + maximumImplicitSections else {
      throw .tooManyImplicitSections(section: to.section, sectionCount: sections.count, limit: maximumImplicitSections)
    }
    let count =
      to.section >= sections.count ? 0 : sections[to.section].items.count - (to.section == from.section ? 1 : 0)
    guard to.item >= 0, to.item <= count else { throw .indexPathOutOfRange(to, itemCount: count) }
  }

  /// Moves an item without telling anyone, outside a batch: for a row the user already dragged, which
  /// the view has moved itself (a `DataSource` bound to this storage has too). Inside
  /// ``performUpdates(_:)``, it is an ordinary move.
  public func moveItemWithoutAnimation(from: ItemPath, to: ItemPath) throws(StorageError) {
    if batch != nil {
      try moveItem(from: from, to: to)
      return
    }
    var copy = sections
    try Self.moveItem(from: from, to: to, &copy)
    silentlyReplace(with: copy)
  }

  static func moveItem(from: ItemPath, to: ItemPath, _ sections: inout Sections) throws(StorageError) {
    try checkItem(from, sections)
    let item = sections[from.section].items.remove(at: from.item)
    do throws(StorageError) {
      try checkItem(to, sections, insertion: true)
    } catch {
      sections[from.section].items.insert(item, at: from.item)
      throw error
    }
    sections[to.section].items.insert(item, at: to.item)
  }
}

extension MemoryStorage where Item: Equatable {
  /// The path of `item`, or a thrown ``StorageError/itemNotFound``.
  func path(of item: Item, in sections: Sections) throws(StorageError) -> ItemPath {
    for (s, section) in sections.enumerated() {
      if let i = section.items.firstIndex(of: item) { return ItemPath(item: i, section: s) }
    }
    throw .itemNotFound
  }

  /// Reports the first item equal to `item` as updated.
  public func reloadItem(_ item: Item) throws(StorageError) {
    try reloadItem(at: path(of: item, in: sections))
  }

  /// Replaces the first item equal to `old` with `new`, reported as an update.
  public func replaceItem(_ old: Item, with new: Item) throws(StorageError) {
    try replaceItem(at: path(of: old, in: sections), with: new)
  }

  /// Removes the first item equal to each of `items`; if any is missing, removes nothing.
  public func removeItems(_ items: [Item]) throws(StorageError) {
    var paths: [ItemPath] = []
    var remaining = sections
    for item in items {
      let path = try path(of: item, in: remaining)
      paths.append(originalPath(of: path, removed: paths))
      remaining[path.section].items.remove(at: path.item)
    }
    try removeItems(at: paths)
  }

  /// The path before any removal of an item found at `path` once `removed` (original paths) are gone.
  private func originalPath(of path: ItemPath, removed: [ItemPath]) -> ItemPath {
    var item = path.item
    for r in removed.filter({ $0.section == path.section }).map({ $0.item }).sorted() where r <= item { item += 1 }
    return ItemPath(item: item, section: path.section)
  }
}
