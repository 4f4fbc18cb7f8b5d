import DataSourceKit

/// The edits of one ``ChangeLogStorage/write(_:)`` transaction, recorded as they are made. Each edit
/// applies at once to ``sections`` and is logged as a `StorageChange` at the positions it used. An
/// edit at a position that does not exist is logged too, so that the transaction fails as a whole
/// with the storage's typed error instead of trapping here.
public struct ChangeLog<Item: Sendable> {
  /// The content as the edits so far left it.
  public private(set) var sections: [[Item]]
  /// The edits so far, in order.
  public private(set) var changes: [StorageChange] = []
  /// The new value of each updated item, in the order of the updates.
  private(set) var updatedItems: [Item] = []

  init(sections: [[Item]]) { self.sections = sections }

  private func contains(_ path: ItemPath, inserting: Bool = false) -> Bool {
    sections.indices.contains(path.section) && path.item >= 0
      && path.item < sections[path.section].count + (inserting ? 1 : 0)
  }

  /// Inserts `item` at `path`.
  public mutating func insert(_ item: Item, at path: ItemPath) {
    changes.append(.insertItem(path))
    if contains(path, inserting: true) { sections[path.section].insert(item, at: path.item) }
  }

  /// Removes the item at `path`.
  public mutating func remove(at path: ItemPath) {
    changes.append(.deleteItem(path))
    if contains(path) { sections[path.section].remove(at: path.item) }
  }

  /// Moves the item at `from` to `to` (where it is once moved).
  public mutating func move(from: ItemPath, to: ItemPath) {
    changes.append(.moveItem(from: from, to: to))
    guard contains(from) else { return }
    let item = sections[from.section].remove(at: from.item)
    if contains(to, inserting: true) { sections[to.section].insert(item, at: to.item) }
  }

  /// Replaces the item at `path` with `item`.
  public mutating func update(_ item: Item, at path: ItemPath) {
    changes.append(.updateItem(path))
    updatedItems.append(item)
    if contains(path) { sections[path.section][path.item] = item }
  }

  /// Inserts a section of `items` at `index`.
  public mutating func insertSection(_ items: [Item], at index: Int) {
    changes.append(.insertSection(index))
    guard (0...sections.count).contains(index) else { return }
    sections.insert([], at: index)
    for item in items { insert(item, at: ItemPath(item: sections[index].count, section: index)) }
  }

  /// Removes the section at `index` and its items.
  public mutating func removeSection(at index: Int) {
    changes.append(.deleteSection(index))
    if sections.indices.contains(index) { sections.remove(at: index) }
  }
}
