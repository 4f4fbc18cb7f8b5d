extension StorageUpdate {
  /// The edits that turn `old` into `new` in section `section`, found by diffing: updates first (at
  /// their original positions), then deletes from the back, then the fewest moves (each moved item
  /// placed right after the item that precedes it in `new`), then inserts in order.
  /// - Complexity: O(*n*) expected for the diff, plus O(*n*) per moved item to find it.
  static func diffChanges<Element: Diffable>(
    from old: [Element], to new: [Element], section: Int = 0
  ) -> (changes: [StorageChange], updated: [Int]) {
    let diff = FlatChangeset(source: old, target: new)
    var changes: [StorageChange] = []
    changes.reserveCapacity(diff.deletes.count + diff.inserts.count + diff.moves.count + diff.updates.count)
    let path = { (i: Int) in ItemPath(item: i, section: section) }
    for update in diff.updates.sorted(by: { $0.from < $1.from }) { changes.append(.updateItem(path(update.from))) }
    let updatedTargets = diff.updates.sorted(by: { $0.from < $1.from }).map(\.to)
    for delete in diff.deletes.sorted(by: >) { changes.append(.deleteItem(path(delete))) }
    if !diff.moves.isEmpty {
      // Pair every target survivor with its source: moves say so for moved ones; the others keep
      // their relative order.
      let deleted = Set(diff.deletes)
      let inserted = Set(diff.inserts)
      let movedSources = Set(diff.moves.map(\.from))
      var sourceOfTarget = [Int](repeating: -1, count: new.count)
      for move in diff.moves { sourceOfTarget[move.to] = move.from }
      var stable = old.indices.lazy.filter { !deleted.contains($0) && !movedSources.contains($0) }.makeIterator()
      for t in new.indices where !inserted.contains(t) && sourceOfTarget[t] < 0 {
        sourceOfTarget[t] = stable.next() ?? -1
      }
      var current = old.indices.filter { !deleted.contains($0) }
      for move in diff.moves.sorted(by: { $0.to < $1.to }) {
        guard let from = current.firstIndex(of: move.from) else { continue }
        current.remove(at: from)
        var to = 0
        var t = move.to - 1
        while t >= 0, inserted.contains(t) { t -= 1 }
        if t >= 0, let predecessor = current.firstIndex(of: sourceOfTarget[t]) { to = predecessor + 1 }
        current.insert(move.from, at: to)
        if from != to { changes.append(.moveItem(from: path(from), to: path(to))) }
      }
    }
    for insert in diff.inserts.sorted() { changes.append(.insertItem(path(insert))) }
    return (changes, updatedTargets)
  }
}

/// An identifiable value seen by the diff: `id` is its identity, `==` its content.
struct DiffByID<Value: Identifiable & Equatable>: Diffable {
  let value: Value
  var diffIdentifier: Value.ID { value.id }
  func isContentEqual(to other: DiffByID) -> Bool { value == other.value }
}

extension StorageUpdate where Item: Identifiable & Equatable {
  /// The update that turns the single section `old` into `new`, by diffing them.
  init(diffing old: [Item], to new: [Item]) {
    let (changes, updatedTargets) = Self.diffChanges(from: old.map(DiffByID.init), to: new.map(DiffByID.init))
    do {
      try self.init(oldRowCounts: [old.count], changes: changes, updatedItems: updatedTargets.map { new[$0] })
    } catch {
      preconditionFailure("diffed changes failed to replay: \(error)")
    }
  }
}
