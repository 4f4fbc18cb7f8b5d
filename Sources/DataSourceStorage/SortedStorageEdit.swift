import DataSourceCore

/// One edit of a ``SortedStorage``, queued for the worker.
@usableFromInline
enum SortedStorageEdit<Item: Identifiable & Sendable>: Sendable where Item.ID: Sendable {
  case add([Item])
  case remove([Item.ID])
  case removeAll
  case sort(@Sendable (Item, Item) -> Bool)

  /// Merges waiting edits so that each identifier keeps only its last add or removal, at the place
  /// of that last edit, within each run between re-sorts; a `removeAll` drops the run before it.
  /// Applying the result gives the same items, values and sections as applying `edits` one by one;
  /// only the order among items that sort equal may differ.
  /// - Complexity: O(*n*) for *n* added items and removed identifiers.
  @inlinable static func compact(_ edits: inout [Self]) {
    var result: [Self] = []
    // The current run: each identifier's last edit (an item to add, or nil to remove), in the order
    // of those last edits; `nil` slots were superseded.
    var run: [(id: Item.ID, item: Item?)?] = []
    var slot: [Item.ID: Int] = [:]
    func record(_ id: Item.ID, _ item: Item?) {
      if let old = slot[id] { run[old] = nil }
      slot[id] = run.count
      run.append((id, item))
    }
    func flush() {
      var adds: [Item] = []
      var removals: [Item.ID] = []
      for case (let id, let item)? in run {
        if let item {
          if !removals.isEmpty {
            result.append(.remove(removals))
            removals = []
          }
          adds.append(item)
        } else {
          if !adds.isEmpty {
            result.append(.add(adds))
            adds = []
          }
          removals.append(id)
        }
      }
      if !adds.isEmpty { result.append(.add(adds)) }
      if !removals.isEmpty { result.append(.remove(removals)) }
      run.removeAll()
      slot.removeAll()
    }
    for edit in edits {
      switch edit {
      case .add(let items): for item in items { record(item.id, item) }
      case .remove(let ids): for id in ids { record(id, nil) }
      case .removeAll:
        run.removeAll()
        slot.removeAll()
        if case .removeAll? = result.last { continue }
        result.append(.removeAll)
      case .sort:
        flush()
        result.append(edit)
      }
    }
    flush()
    edits = result
  }
}
