import DataSourceCore

extension StorageReplay {
  /// The tokens leading from `old` to `new`, found by identity, not by a diff: sections are matched
  /// by key, items by identifier (the occurrences of one identifier are paired in order, so repeats
  /// are tolerated), and a matched item whose value differs is updated. A matched section holding
  /// the same identifiers and values in the same order, at the same index, is left untouched.
  ///
  /// - Returns: the replay, and the new value of each updated item by its token.
  /// - Complexity: O(*n*) expected for *n* items on both sides, plus O(*s*) for *s* sections.
  @inlinable
  static func matching<Key: Hashable, Item: Identifiable & Equatable>(
    old: [(key: Key, items: [Item])], new: [(key: Key, items: [Item])]
  ) -> (replay: StorageReplay, updatedValues: [Int: Item]) {
    // Index loops over plain arrays, not `enumerated()` over tuples: this generic code is not
    // specialized for the item type, and each generic iteration step costs a metadata lookup.
    let oldItems = old.map { $0.items }
    let newItems = new.map { $0.items }
    var replay = StorageReplay(rowCounts: oldItems.map { $0.count })
    var oldSection: [Key: Int] = [:]
    for (s, section) in old.enumerated() where oldSection[section.key] == nil { oldSection[section.key] = s }
    // The old occurrences of each identifier, as tokens: the first in `first` (no array per
    // identifier), later ones in `repeats`, reversed so the next to take is last.
    var first: [Item.ID: Int] = [:]
    first.reserveCapacity(oldItems.reduce(0) { $0 + $1.count })
    var repeats: [Item.ID: [Int]] = [:]
    for s in oldItems.indices {
      let items = oldItems[s]
      for i in items.indices {
        let id = items[i].id
        let t = token(section: s, index: i)
        // One dictionary operation for an identifier seen once (the usual case).
        if let earlier = first.updateValue(t, forKey: id) {
          first[id] = earlier
          repeats[id, default: []].append(t)
        }
      }
    }
    for id in repeats.keys { repeats[id]!.reverse() }
    // Which first occurrences a new item has claimed, by flat position (`base[section] + index`):
    // a lookup and a flag, where removing the identifier from `first` shifted the table's entries.
    var base = [Int](repeating: 0, count: oldItems.count + 1)
    for s in oldItems.indices { base[s + 1] = base[s] + oldItems[s].count }
    var claimed = [Bool](repeating: false, count: base[oldItems.count])
    var updatedValues: [Int: Item] = [:]
    var usedSections = Set<Int>()
    var sections: [SectionState] = []
    sections.reserveCapacity(new.count)
    for index in newItems.indices {
      let sectionItems = newItems[index]
      var sectionToken: Int
      if let s = oldSection[new[index].key], usedSections.insert(s).inserted {
        sectionToken = s
      } else {
        sectionToken = replay.nextSection
        replay.nextSection += 1
      }
      var items: [Int] = []
      items.reserveCapacity(sectionItems.count)
      var lastOrigin = -1
      for n in sectionItems.indices {
        let item = sectionItems[n]
        var matched: Int?
        if let t = first[item.id], let occurrence = originalPath(of: t) {
          let flat = base[occurrence.section] + occurrence.item
          if !claimed[flat] {
            claimed[flat] = true
            matched = t
          } else if !repeats.isEmpty {
            matched = repeats[item.id]?.popLast()
          }
        }
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
          if oldItems[origin.section][origin.item] != item {
            replay.updatedItems.insert(token)
            updatedValues[token] = item
          }
        } else {
          items.append(replay.nextItem)
          replay.nextItem -= 1
        }
      }
      let unchanged =
        sectionToken == index && sectionToken < oldItems.count && items.count == oldItems[sectionToken].count
        && items.indices.allSatisfy {
          items[$0] == token(section: sectionToken, index: $0) && !replay.updatedItems.contains(items[$0])
        }
      if unchanged {
        // The same items, unchanged, in place: carried as a count, like a section no edit touched.
        sections.append(SectionState(token: sectionToken, items: nil, count: items.count))
      } else {
        if sectionToken < oldItems.count { replay.touched.insert(sectionToken) }
        sections.append(SectionState(token: sectionToken, items: items, count: items.count))
      }
    }
    // Sections that went away, or changed place, reorder.
    if sections.count != oldItems.count || sections.indices.contains(where: { sections[$0].token != $0 }) {
      replay.reorders = true
    }
    replay.sections = sections
    return (replay, updatedValues)
  }
}
