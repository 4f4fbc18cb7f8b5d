import DataSourceCore

extension StorageUpdate where Item: Identifiable & Equatable {
  /// The update from one snapshot of keyed sections to another: sections are the same when their
  /// keys are, items when their identifiers are, and an item whose value changed is updated (also
  /// when it moved, across sections too). There is one diff, over the matched identities, and it
  /// gives the `stages` with the fewest moves; ``changes`` are derived from it when asked for.
  ///
  /// Identifiers are expected to be unique across a snapshot; when one repeats, its occurrences are
  /// paired in order (remove repeats from `new` first if only the first occurrence should count). However many moves it has, the update describes them: whether to animate them or
  /// reload is the data source's one decision (`DataSource/animationThreshold`).
  /// - Complexity: O(*n*) expected for *n* items, plus the staging diff over the sections whose
  ///   items changed.
  @_spi(Extending) public init<Key>(diffing old: [KeyedSection<Key, Item>], to new: [KeyedSection<Key, Item>]) {
    self.init(matching: old.map { ($0.key, $0.items) }, to: new.map { ($0.key, $0.items) })
  }

  /// The update that turns the single section `old` into `new` (see ``init(diffing:to:)``).
  @inlinable
  init(diffing old: [Item], to new: [Item]) {
    self.init(matching: [(0, old)], to: [(0, new)])
  }

  /// The update between two snapshots, matched by key and identifier.
  @inlinable
  init<Key: Hashable>(matching old: [(key: Key, items: [Item])], to new: [(key: Key, items: [Item])]) {
    let (replay, values) = StorageReplay.matching(old: old, new: new)
    var objects: [ItemPath: Item] = [:]
    objects.reserveCapacity(values.count)
    for (token, value) in values { objects[StorageReplay.originalPath(of: token)!] = value }
    self.init(replay: replay, recordedChanges: nil, updatedObjects: objects)
  }

  /// `sections` with each identifier kept only where it first occurs (later repeats are dropped),
  /// and sections left empty removed: the form ``init(diffing:to:)`` expects.
  package static func deduplicated<Key>(_ sections: [KeyedSection<Key, Item>]) -> [KeyedSection<Key, Item>] {
    var seen = Set<Item.ID>()
    return sections.compactMap { section in
      let items = section.items.filter { seen.insert($0.id).inserted }
      return items.isEmpty ? nil : KeyedSection(key: section.key, items: items)
    }
  }
}
