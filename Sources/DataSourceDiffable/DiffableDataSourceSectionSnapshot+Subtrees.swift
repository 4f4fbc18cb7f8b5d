import DataSourceCore

extension DiffableDataSourceSectionSnapshot {
  /// Adds the whole of `snapshot` (its items, their parents and expansion) after the children of
  /// `parent`, or after the root items when `parent` is `nil`: its root items become `parent`'s last
  /// children. When `snapshot` holds an item this one already holds, nothing is added and each such
  /// item is recorded, as is a `parent` this snapshot does not hold.
  /// - Complexity: O(*k*) expected for *k* items in `snapshot`, plus O(siblings).
  public mutating func append(_ snapshot: Self, to parent: ItemIdentifierType? = nil) {
    let operation = "append(_:to:)"
    if let parent, !members.contains(parent) { return issues.append(.itemNotFound(parent, operation: operation)) }
    graft(snapshot, under: parent, at: nil, operation: operation)
  }

  /// Inserts the whole of `snapshot` just before `item`: its root items become `item`'s siblings.
  /// Nothing is added when `item` is not held or `snapshot` repeats an item held here (each recorded).
  /// - Complexity: O(*k*) expected for *k* items in `snapshot`, plus O(siblings).
  public mutating func insert(_ snapshot: Self, before item: ItemIdentifierType) {
    insert(snapshot, next: item, after: false, operation: "insert(_:before:)")
  }

  /// Inserts the whole of `snapshot` just after `item`, as `insert(_:before:)` does before it.
  /// - Complexity: O(*k*) expected for *k* items in `snapshot`, plus O(siblings).
  public mutating func insert(_ snapshot: Self, after item: ItemIdentifierType) {
    insert(snapshot, next: item, after: true, operation: "insert(_:after:)")
  }

  /// Replaces the children of `parent` (and their descendants) with the whole of `snapshot`, whose
  /// root items become `parent`'s children; `parent` keeps its own expansion. A `parent` this
  /// snapshot does not hold is recorded and nothing changes; an item of `snapshot` held here outside
  /// `parent`'s subtree is recorded and the children stay as they were.
  /// - Complexity: O(removed items + *k*) expected for *k* items in `snapshot`.
  public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: Self) {
    let operation = "replace(childrenOf:using:)"
    guard members.contains(parent) else { return issues.append(.itemNotFound(parent, operation: operation)) }
    let old = self.snapshot(of: parent).members
    let clashes = snapshot.items.filter { members.contains($0) && !old.contains($0) }
    guard clashes.isEmpty else {
      issues += clashes.map { .duplicateItem($0, operation: operation) }
      return
    }
    delete(children[parent] ?? [])
    graft(snapshot, under: parent, at: nil, operation: operation)
  }

  /// The outline as indented text, one item a line: `+` for an expanded item with children, `-` for a
  /// collapsed one, `•` for an item without children; two spaces per level. For reading in a test
  /// failure or the debugger, as UIKit's `visualDescription()`.
  /// - Complexity: O(*n*) for *n* items.
  public func visualDescription() -> String {
    var levels: [ItemIdentifierType: Int] = [:]  // depth first: a parent's level is known first
    return items.map { item in
      let level = parents[item].map { (levels[$0] ?? 0) + 1 } ?? 0
      levels[item] = level
      let mark = children[item] == nil ? "•" : expanded.contains(item) ? "+" : "-"
      return String(repeating: "  ", count: level) + "\(mark) \(item)"
    }.joined(separator: "\n")
  }

  private mutating func insert(_ snapshot: Self, next sibling: ItemIdentifierType, after: Bool, operation: String) {
    guard members.contains(sibling) else { return issues.append(.itemNotFound(sibling, operation: operation)) }
    let parent = parents[sibling]
    let siblings = parent.map { children[$0] ?? [] } ?? rootItems
    let index = siblings.firstIndex(of: sibling)! + (after ? 1 : 0)
    graft(snapshot, under: parent, at: index, operation: operation)
  }

  /// Adds `snapshot`'s tree with its root items under `parent` at `index` among its siblings (at the
  /// end when `nil`), unless `snapshot` repeats an item held here: then each such item is recorded
  /// and nothing is added.
  private mutating func graft(
    _ snapshot: Self, under parent: ItemIdentifierType?, at index: Int?, operation: String
  ) {
    let clashes = snapshot.items.filter(members.contains)
    guard clashes.isEmpty else {
      issues += clashes.map { .duplicateItem($0, operation: operation) }
      return
    }
    issues += snapshot.issues
    guard !snapshot.rootItems.isEmpty else { return }
    members.formUnion(snapshot.members)
    expanded.formUnion(snapshot.expanded)
    children.merge(snapshot.children) { _, new in new }
    parents.merge(snapshot.parents) { _, new in new }
    for root in snapshot.rootItems { parents[root] = parent }
    if let parent {
      let end = children[parent]?.count ?? 0
      children[parent, default: []].insert(contentsOf: snapshot.rootItems, at: index ?? end)
    } else {
      rootItems.insert(contentsOf: snapshot.rootItems, at: index ?? rootItems.count)
    }
  }
}

extension DiffableDataSourceSectionSnapshot: CustomStringConvertible {
  /// A one-line summary: how many items, how many are visible, and how many issues.
  public var description: String {
    "DiffableDataSourceSectionSnapshot(\(members.count) items, \(visibleItems.count) visible"
      + (issues.isEmpty ? ")" : ", \(issues.count) issues)")
  }
}
