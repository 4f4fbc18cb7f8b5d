import DataSourceCore

extension StorageReplay {
  /// Sequential changes (DTModelStorage's form) that lead from the content before the update to the
  /// tokens' final layout: updates at their original positions, deletes from the back, new sections,
  /// sections into order, surviving items into place, new items, and last the sections that went away.
  /// The result replays correctly but is not the fewest moves; the ``stages()`` are.
  /// - Complexity: O(*n* + *s*²) for *n* items and *s* sections, plus O(*m*) per moved item for *m*
  ///   items in its sections.
  func sequentialChanges() -> [StorageChange] {
    let finalItems: [[Int]] = sections.map { $0.items ?? Self.originalTokens($0.token, $0.count) }
    var survivors = Set<Int>()
    for items in finalItems { for token in items where token >= 0 { survivors.insert(token) } }
    var changes: [StorageChange] = []
    for s in updatedSections.sorted() where s < oldRowCounts.count { changes.append(.updateSection(s)) }
    for token in updatedItems.originalTokens() {
      changes.append(.updateItem(Self.originalPath(of: token)!))
    }

    var keys = Array(oldRowCounts.indices)
    var current = oldRowCounts.enumerated().map { Self.originalTokens($0.offset, $0.element) }
    // Removed items, from the back.
    for s in current.indices.reversed() {
      for i in current[s].indices.reversed() where !survivors.contains(current[s][i]) {
        current[s].remove(at: i)
        changes.append(.deleteItem(ItemPath(item: i, section: s)))
      }
    }
    // New sections, each right after the section that precedes it in the final layout.
    for (index, section) in sections.enumerated() where section.token >= oldRowCounts.count {
      let position = index == 0 ? 0 : (keys.firstIndex(of: sections[index - 1].token) ?? keys.count - 1) + 1
      keys.insert(section.token, at: position)
      current.insert([], at: position)
      changes.append(.insertSection(position))
    }
    // Sections in order; sections that go away end up after the others.
    for (index, section) in sections.enumerated() {
      guard let from = keys.firstIndex(of: section.token), from != index else { continue }
      keys.insert(keys.remove(at: from), at: index)
      current.insert(current.remove(at: from), at: index)
      changes.append(.moveSection(from: from, to: index))
    }
    // Surviving items into place, section by section.
    var sectionOf: [Int: Int] = [:]
    for (s, tokens) in current.enumerated() { for token in tokens { sectionOf[token] = s } }
    for (s, items) in finalItems.enumerated() {
      var i = 0
      for token in items where token >= 0 {
        defer { i += 1 }
        if current[s].indices.contains(i), current[s][i] == token { continue }
        guard let from = sectionOf[token], let j = current[from].firstIndex(of: token) else { continue }
        current[from].remove(at: j)
        current[s].insert(token, at: i)
        sectionOf[token] = s
        changes.append(.moveItem(from: ItemPath(item: j, section: from), to: ItemPath(item: i, section: s)))
      }
    }
    // New items at their final places, then the sections that went away.
    for (s, items) in finalItems.enumerated() {
      for (i, token) in items.enumerated() where token < 0 {
        changes.append(.insertItem(ItemPath(item: i, section: s)))
      }
    }
    for s in (sections.count..<keys.count).reversed() { changes.append(.deleteSection(s)) }
    return changes
  }
}
