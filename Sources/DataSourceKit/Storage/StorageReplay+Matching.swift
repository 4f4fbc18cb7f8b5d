extension StorageReplay {
  /// The tokens leading from `old` to `new`, found by identity, not by a diff: sections are matched
  /// by key, items by identifier (the occurrences of one identifier are paired in order, so repeats
  /// are tolerated), and a matched item whose value differs is updated. A matched section holding
  /// the same identifiers and values in the same order, at the same index, is left untouched.
  ///
  /// - Returns: the replay, and the new value of each updated item by its token.
  /// - Complexity: O(*n*) expected for *n* items on both sides, plus O(*s*) for *s* sections.
  static func matching<Key: Hashable, Item: Identifiable & Equatable>(
    old: [(key: Key, items: [Item])], new: [(key: Key, items: [Item])]
  ) -> (replay: StorageReplay, updatedValues: [Int: Item]) {
    var replay = StorageReplay(rowCounts: old.map(\.items.count))
    var oldSection: [Key: Int] = [:]
    for (s, section) in old.enumerated() where oldSection[section.key] == nil { oldSection[section.key] = s }
    // The old occurrences of each identifier, as tokens: the first in `first` (no array per
    // identifier), later ones in `repeats`, reversed so the next to take is last.
    var first: [Item.ID: Int] = [:]
    first.reserveCapacity(old.reduce(0) { $0 + $1.items.count })
    var repeats: [Item.ID: [Int]] = [:]
    for (s, section) in old.enumerated() {
      for (i, item) in section.items.enumerated() {
        let t = token(section: s, index: i)
        if first[item.id] == nil { first[item.id] = t } else { repeats[item.id, default: []].append(t) }
      }
    }
    for id in repeats.keys { repeats[id]!.reverse() }
    var updatedValues: [Int: Item] = [:]
    var usedSections = Set<Int>()
    var sections: [SectionState] = []
    sections.reserveCapacity(new.count)
    for (index, section) in new.enumerated() {
      var sectionToken: Int
      if let s = oldSection[section.key], usedSections.insert(s).inserted {
        sectionToken = s
      } else {
        sectionToken = replay.nextSection
        replay.nextSection += 1
      }
      var items: [Int] = []
      items.reserveCapacity(section.items.count)
      var lastOrigin = -1
      for item in section.items {
        var matched = first.removeValue(forKey: item.id)
        if matched == nil, let last = repeats[item.id]?.popLast() { matched = last }
        if let token = matched {
          items.append(token)
          let origin = originalPath(of: token)!
          if origin.section != sectionToken {
            // It leaves its old section, which must then list its items (whether it stays or goes).
            replay.reorders = true
            replay.touched.insert(origin.section)
          } else if origin.item < lastOrigin {
            replay.reorders = true
          }
          lastOrigin = origin.item
          if old[origin.section].items[origin.item] != item {
            replay.updatedItems.insert(token)
            updatedValues[token] = item
          }
        } else {
          items.append(replay.nextItem)
          replay.nextItem -= 1
        }
      }
      let unchanged =
        sectionToken == index && sectionToken < old.count && items.count == old[sectionToken].items.count
        && items.indices.allSatisfy { items[$0] == token(section: sectionToken, index: $0) && !replay.updatedItems.contains(items[$0]) }
      if unchanged {
        // The same items, unchanged, in place: carried as a count, like a section no edit touched.
        sections.append(SectionState(token: sectionToken, items: nil, count: items.count))
      } else {
        if sectionToken < old.count { replay.touched.insert(sectionToken) }
        sections.append(SectionState(token: sectionToken, items: items, count: items.count))
      }
    }
    // Sections that went away, or changed place, reorder.
    if sections.count != old.count || sections.enumerated().contains(where: { $0.offset != $0.element.token }) {
      replay.reorders = true
    }
    replay.sections = sections
    return (replay, updatedValues)
  }
}
