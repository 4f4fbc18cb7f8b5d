import DataSourceCore

/// The content of a ``SortedStorage`` as its worker edits it: sections sorted by key, items sorted by
/// the comparator inside each, and where each identifier is. Every edit records sequential
/// ``StorageChange``s. Touched by one worker at a time, never by two threads at once.
@usableFromInline
final class SortedStorageModel<Item: Identifiable & Equatable & Sendable, Key: Comparable & Hashable & Sendable>:
  @unchecked Sendable
where Item.ID: Sendable {
  @usableFromInline typealias Comparator = @Sendable (Item, Item) -> Bool

  @usableFromInline var keys: [Key] = []
  @usableFromInline var items: [[Item]] = []
  /// Every item by identifier, to find it by binary search.
  @usableFromInline var stored: [Item.ID: Item] = [:]
  @usableFromInline var areInIncreasingOrder: Comparator
  @usableFromInline let sectionKey: @Sendable (Item) -> Key

  @usableFromInline var changes: [StorageChange] = []
  @usableFromInline var updatedItems: [Item] = []

  @inlinable
  init(areInIncreasingOrder: @escaping Comparator, sectionKey: @escaping @Sendable (Item) -> Key) {
    self.areInIncreasingOrder = areInIncreasingOrder
    self.sectionKey = sectionKey
  }

  @inlinable var rowCounts: [Int] { items.map { $0.count } }

  /// The section of `key`, or where it would be inserted.
  @inlinable func sectionIndex(of key: Key) -> (index: Int, found: Bool) {
    var low = 0
    var high = keys.count
    while low < high {
      let mid = (low + high) / 2
      if keys[mid] < key { low = mid + 1 } else { high = mid }
    }
    return (low, low < keys.count && keys[low] == key)
  }

  /// The first index in section `s` whose item does not sort before `item`.
  @inlinable func lowerBound(_ item: Item, in s: Int) -> Int {
    // One read of the class property (and one exclusivity check), not one per probe.
    let row = items[s]
    var low = 0
    var high = row.count
    while low < high {
      let mid = (low + high) / 2
      if areInIncreasingOrder(row[mid], item) { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// The first index in section `s` whose item sorts after `item`: a new item goes after equal ones.
  @inlinable func upperBound(_ item: Item, in s: Int) -> Int {
    let row = items[s]
    var low = 0
    var high = row.count
    while low < high {
      let mid = (low + high) / 2
      if areInIncreasingOrder(item, row[mid]) { high = mid } else { low = mid + 1 }
    }
    return low
  }

  /// Where the item with `id` is.
  /// - Complexity: O(log *m*), plus the run of items that sort equal to it.
  @inlinable func path(of id: Item.ID) -> ItemPath? {
    guard let value = stored[id] else { return nil }
    return path(of: value)
  }

  /// Where the held item `value` is.
  @inlinable func path(of value: Item) -> ItemPath? {
    let id = value.id
    let (s, found) = sectionIndex(of: sectionKey(value))
    guard found else { return nil }
    var i = lowerBound(value, in: s)
    while i < items[s].count {
      if items[s][i].id == id { return ItemPath(item: i, section: s) }
      if areInIncreasingOrder(value, items[s][i]) { break }
      i += 1
    }
    return nil
  }

  @inlinable func insertSection(_ key: Key, at s: Int) {
    keys.insert(key, at: s)
    items.insert([], at: s)
    changes.append(.insertSection(s))
  }

  @inlinable func removeSectionIfEmpty(_ s: Int) {
    guard items[s].isEmpty else { return }
    keys.remove(at: s)
    items.remove(at: s)
    changes.append(.deleteSection(s))
  }

  /// Inserts `item`, or updates the item with its identifier found at `known` (moving it if its order
  /// or section changed). `stored` already holds `item`.
  @inlinable func upsert(_ item: Item, locatedAt known: ItemPath?) {
    let key = sectionKey(item)
    if let old = known {
      let oldKey = keys[old.section]
      let value = items[old.section][old.item]
      if value == item { return }
      if oldKey == key {
        // Same section: stays in place if its neighbours still bracket it.
        let row = items[old.section]
        let afterPrevious = old.item == 0 || !areInIncreasingOrder(item, row[old.item - 1])
        let beforeNext = old.item == row.count - 1 || !areInIncreasingOrder(row[old.item + 1], item)
        if afterPrevious && beforeNext {
          items[old.section][old.item] = item
          changes.append(.updateItem(old))
          updatedItems.append(item)
          return
        }
      }
      let (s, found) = sectionIndex(of: key)
      var from = old
      if !found {
        insertSection(key, at: s)
        if s <= from.section { from.section += 1 }
      }
      items[from.section].remove(at: from.item)
      let to = ItemPath(item: upperBound(item, in: s), section: s)
      items[s].insert(item, at: to.item)
      changes.append(.moveItem(from: from, to: to))
      changes.append(.updateItem(to))
      updatedItems.append(item)
      removeSectionIfEmpty(from.section)
      return
    }
    let (s, found) = sectionIndex(of: key)
    if !found { insertSection(key, at: s) }
    let i = upperBound(item, in: s)
    items[s].insert(item, at: i)
    changes.append(.insertItem(ItemPath(item: i, section: s)))
  }

  /// What debug builds stop with when the comparator is not a strict weak ordering: the binary
  /// searches would then lose items and show one identifier many times.
  @usableFromInline static var notStrictWeakOrder: String {
    "SortedStorage<\(Item.self), \(Key.self)>: areInIncreasingOrder is not a strict weak ordering (it says an item comes before itself, or cannot find an item it sorted). Compare with <, never <=: areInIncreasingOrder(a, a) must be false."
  }

  @inlinable func add(_ item: Item) {
    // Debug builds check irreflexivity, the property a `<=` breaks, on every item added.
    assert(!areInIncreasingOrder(item, item), Self.notStrictWeakOrder)
    // One hash of the identifier finds the held value and stores the new one.
    if let held = stored.updateValue(item, forKey: item.id) {
      let known = path(of: held)
      assert(known != nil, Self.notStrictWeakOrder)
      upsert(item, locatedAt: known)
    } else {
      upsert(item, locatedAt: nil)
    }
  }

  /// Makes room for `count` more identifiers, so a burst of adds does not grow the table repeatedly.
  @inlinable func reserveCapacity(forAdding count: Int) { stored.reserveCapacity(stored.count + count) }

  @inlinable func remove(_ id: Item.ID) {
    guard let p = path(of: id) else { return }
    items[p.section].remove(at: p.item)
    stored[id] = nil
    changes.append(.deleteItem(p))
    removeSectionIfEmpty(p.section)
  }

  @inlinable func removeAll() {
    for s in keys.indices.reversed() { changes.append(.deleteSection(s)) }
    keys.removeAll()
    items.removeAll()
    stored.removeAll()
  }

  /// Sorts every section again under a new comparator. It records no changes: the worker finds the
  /// update of a batch that re-sorts by matching the content before and after it.
  @inlinable func resort(by comparator: @escaping Comparator) {
    assert(items.allSatisfy { $0.first.map { !comparator($0, $0) } ?? true }, Self.notStrictWeakOrder)
    areInIncreasingOrder = comparator
    for s in items.indices { items[s].sort(by: comparator) }
  }

  /// The recorded changes, cleared.
  @inlinable func takeChanges() -> (changes: [StorageChange], updated: [Item]) {
    defer {
      changes.removeAll(keepingCapacity: true)
      updatedItems.removeAll(keepingCapacity: true)
    }
    return (changes, updatedItems)
  }
}
