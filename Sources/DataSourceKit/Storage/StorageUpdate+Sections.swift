/// A section of keyed snapshot content: what ``StorageUpdate/init(diffing:to:maximumMoves:)`` compares.
public struct KeyedSection<Key: Hashable & Sendable, Item: Sendable>: Sendable {
  /// The section's identity.
  public var key: Key
  /// Its items, in order.
  public var items: [Item]

  /// Creates a section.
  public init(key: Key, items: [Item]) {
    self.key = key
    self.items = items
  }
}

extension StorageUpdate where Item: Identifiable & Equatable {
  /// The update from one snapshot of keyed sections to another, found by comparing them: sections
  /// are the same when their keys are, items when their identifiers are, and an item whose value
  /// changed is updated (also when it moved, across sections too).
  ///
  /// Identifiers are expected to be unique across a snapshot; when one repeats, only its first
  /// occurrence counts (see ``deduplicated(_:)``, which callers apply to `new` first). The
  /// sequential ``changes`` are valid but not always the fewest moves; the ``stages`` are minimal.
  /// Past `maximumMoves` moves, the update is a reload.
  /// - Complexity: O(*n*) expected, plus O(*m*) per moved item for *m* items in its sections.
  public init<Key>(diffing old: [KeyedSection<Key, Item>], to new: [KeyedSection<Key, Item>], maximumMoves: Int = 2_000) {
    var oldLocation: [Item.ID: ItemPath] = [:]
    for (s, section) in old.enumerated() {
      for (i, item) in section.items.enumerated() where oldLocation[item.id] == nil {
        oldLocation[item.id] = ItemPath(item: i, section: s)
      }
    }
    var newIDs = Set<Item.ID>()
    for section in new { for item in section.items { newIDs.insert(item.id) } }

    var changes: [StorageChange] = []
    var updated: [(path: ItemPath, item: Item)] = []
    for section in new {
      for item in section.items {
        if let p = oldLocation[item.id], old[p.section].items[p.item] != item { updated.append((p, item)) }
      }
    }
    updated.sort { $0.path < $1.path }
    changes += updated.map { .updateItem($0.path) }

    var keys = old.map(\.key)
    var current = old.map { $0.items.map(\.id) }
    // Removed items, from the back.
    for s in current.indices.reversed() {
      for i in current[s].indices.reversed() where !newIDs.contains(current[s][i]) {
        current[s].remove(at: i)
        changes.append(.deleteItem(ItemPath(item: i, section: s)))
      }
    }
    // New sections, each right after the section that precedes it in `new`.
    for (index, section) in new.enumerated() where !keys.contains(section.key) {
      let position = index == 0 ? 0 : (keys.firstIndex(of: new[index - 1].key) ?? keys.count - 1) + 1
      keys.insert(section.key, at: position)
      current.insert([], at: position)
      changes.append(.insertSection(position))
    }
    // Sections in order; sections that go away end up after the others.
    for (index, section) in new.enumerated() {
      guard let from = keys.firstIndex(of: section.key), from != index else { continue }
      keys.insert(keys.remove(at: from), at: index)
      current.insert(current.remove(at: from), at: index)
      changes.append(.moveSection(from: from, to: index))
    }
    // Surviving items into place, section by section.
    var sectionOf: [Item.ID: Int] = [:]
    for (s, ids) in current.enumerated() { for id in ids { sectionOf[id] = s } }
    var moves = 0
    for (s, section) in new.enumerated() {
      var i = 0
      for item in section.items where oldLocation[item.id] != nil {
        defer { i += 1 }
        if current[s].indices.contains(i), current[s][i] == item.id { continue }
        guard let from = sectionOf[item.id], let j = current[from].firstIndex(of: item.id) else { continue }
        moves += 1
        if moves > maximumMoves {
          self = .reload(oldRowCounts: old.map(\.items.count), newRowCounts: new.map(\.items.count))
          return
        }
        current[from].remove(at: j)
        current[s].insert(item.id, at: i)
        sectionOf[item.id] = s
        changes.append(.moveItem(from: ItemPath(item: j, section: from), to: ItemPath(item: i, section: s)))
      }
    }
    // New items at their final places, then the sections that went away.
    for (s, section) in new.enumerated() {
      for (i, item) in section.items.enumerated() where oldLocation[item.id] == nil {
        changes.append(.insertItem(ItemPath(item: i, section: s)))
      }
    }
    for s in (new.count..<keys.count).reversed() { changes.append(.deleteSection(s)) }
    do {
      try self.init(oldRowCounts: old.map(\.items.count), changes: changes, updatedItems: updated.map(\.item))
    } catch {
      preconditionFailure("compared snapshots gave changes that do not replay: \(error)")
    }
  }

  /// `sections` with each identifier kept only where it first occurs (later repeats are dropped),
  /// and sections left empty removed: the form ``init(diffing:to:maximumMoves:)`` expects.
  public static func deduplicated<Key>(_ sections: [KeyedSection<Key, Item>]) -> [KeyedSection<Key, Item>] {
    var seen = Set<Item.ID>()
    return sections.compactMap { section in
      let items = section.items.filter { seen.insert($0.id).inserted }
      return items.isEmpty ? nil : KeyedSection(key: section.key, items: items)
    }
  }
}
