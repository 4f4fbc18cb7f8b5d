import DataSourceCore

extension DiffableDataSourceSectionSnapshot {
  /// An operation that UIKit's section snapshot raises an exception for. This snapshot records it in
  /// ``DiffableDataSourceSectionSnapshot/issues`` and leaves itself unchanged for the item named.
  public enum Issue: Hashable, CustomStringConvertible {
    /// `operation` tried to add an item the snapshot already holds (or that the same call named
    /// twice). It stays where it was; the extra copy is skipped.
    case duplicateItem(ItemIdentifierType, operation: String)
    /// `operation` named an item the snapshot does not hold. Nothing is done for it.
    case itemNotFound(ItemIdentifierType, operation: String)

    public var description: String {
      switch self {
      case .duplicateItem(let item, let operation):
        "\(operation): item \(item) is already in the section snapshot; identifiers must be unique, so it was skipped."
      case .itemNotFound(let item, let operation):
        "\(operation): item \(item) is not in the section snapshot; nothing was done for it."
      }
    }
  }

  /// Adds `items` after the children of `parent`, or after the root items when `parent` is `nil`.
  /// Items already in the snapshot are skipped and recorded; a `parent` the snapshot does not hold
  /// skips them all.
  /// - Complexity: O(*k*) expected for *k* items.
  public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
    let operation = "append(_:to:)"
    if let parent, !members.contains(parent) { return issues.append(.itemNotFound(parent, operation: operation)) }
    let accepted = claim(items, under: parent, operation: operation)
    if let parent { children[parent, default: []] += accepted } else { rootItems += accepted }
  }

  /// Inserts `items` just before `item`, as its siblings.
  /// - Complexity: O(*k*) expected plus O(siblings).
  public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
    insert(items, next: item, after: false, operation: "insert(_:before:)")
  }

  /// Inserts `items` just after `item`, as its siblings.
  /// - Complexity: O(*k*) expected plus O(siblings).
  public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
    insert(items, next: item, after: true, operation: "insert(_:after:)")
  }

  /// Removes `items` with all their descendants; one the snapshot does not hold is recorded.
  /// - Complexity: O(removed items + their siblings).
  public mutating func delete(_ items: [ItemIdentifierType]) {
    for item in items {
      guard members.contains(item) else {
        issues.append(.itemNotFound(item, operation: "delete(_:)"))
        continue
      }
      if let parent = parents[item] {
        children[parent]?.removeAll { $0 == item }
        if children[parent]?.isEmpty == true { children[parent] = nil }
      } else {
        rootItems.removeAll { $0 == item }
      }
      var pending = [item]
      while let gone = pending.popLast() {
        members.remove(gone)
        expanded.remove(gone)
        parents[gone] = nil
        pending += children.removeValue(forKey: gone) ?? []
      }
    }
  }

  /// Removes every item.
  public mutating func deleteAll() {
    let kept = issues
    self = Self()
    issues = kept
  }

  /// Expands `items`: their children are shown when they are. Items the snapshot does not hold are
  /// recorded.
  /// - Complexity: O(*k*) expected.
  public mutating func expand(_ items: [ItemIdentifierType]) {
    for item in items {
      if members.contains(item) {
        expanded.insert(item)
      } else {
        issues.append(.itemNotFound(item, operation: "expand(_:)"))
      }
    }
  }

  /// Collapses `items`: their descendants are hidden but kept, with their own expansion. Items the
  /// snapshot does not hold are recorded.
  /// - Complexity: O(*k*) expected.
  public mutating func collapse(_ items: [ItemIdentifierType]) {
    for item in items {
      if members.contains(item) {
        expanded.remove(item)
      } else {
        issues.append(.itemNotFound(item, operation: "collapse(_:)"))
      }
    }
  }

  /// The items of `items` that are new (recorded otherwise), made members under `parent`.
  private mutating func claim(
    _ items: [ItemIdentifierType], under parent: ItemIdentifierType?, operation: String
  ) -> [ItemIdentifierType] {
    var accepted: [ItemIdentifierType] = []
    for item in items {
      guard members.insert(item).inserted else {
        issues.append(.duplicateItem(item, operation: operation))
        continue
      }
      parents[item] = parent
      accepted.append(item)
    }
    return accepted
  }

  private mutating func insert(
    _ items: [ItemIdentifierType], next sibling: ItemIdentifierType, after: Bool, operation: String
  ) {
    guard members.contains(sibling) else { return issues.append(.itemNotFound(sibling, operation: operation)) }
    let parent = parents[sibling]
    let accepted = claim(items, under: parent, operation: operation)
    if let parent {
      let index = children[parent]!.firstIndex(of: sibling)! + (after ? 1 : 0)
      children[parent]!.insert(contentsOf: accepted, at: index)
    } else {
      let index = rootItems.firstIndex(of: sibling)! + (after ? 1 : 0)
      rootItems.insert(contentsOf: accepted, at: index)
    }
  }
}

extension DiffableDataSourceSectionSnapshot.Issue: Sendable where ItemIdentifierType: Sendable {}
