import DataSourceCore

/// One section as an outline, with the names of UIKit's `NSDiffableDataSourceSectionSnapshot`: items
/// in a tree, each either expanded (its children are shown) or collapsed. Give it to a diffable data
/// source's `apply(_:to:animatingDifferences:completion:)`, which shows its
/// ``visibleItems`` in that section, animated from what was shown.
///
/// ```swift
/// var outline = DiffableDataSourceSectionSnapshot<String>()
/// outline.append(["Sources", "Tests"])
/// outline.append(["main.swift", "util.swift"], to: "Sources")
/// outline.expand(["Sources"])
/// // outline.visibleItems == ["Sources", "main.swift", "util.swift", "Tests"]
/// ```
///
/// Collapsing an item hides its descendants without removing them: they keep their identifiers and
/// their own expansion, so expanding again shows the same rows. Where UIKit raises an exception (an
/// item added twice, an operation naming an item the snapshot does not hold), this snapshot leaves
/// itself unchanged for that item and records an ``Issue`` in ``issues``; applying it reports each.
///
/// A value type: copies are independent, and it can be built on any thread.
///
/// - Complexity: membership, ``parent(of:)`` and ``isExpanded(_:)`` are O(1) expected;
///   ``level(of:)`` and ``isVisible(_:)`` are O(depth); ``items``, ``visibleItems`` and
///   ``index(of:)`` are O(*n*); placing items relative to a sibling is O(siblings).
public struct DiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable>: Equatable {
  /// The items without a parent, in order.
  public internal(set) var rootItems: [ItemIdentifierType] = []
  /// The children of each item that has any, in order.
  @usableFromInline var children: [ItemIdentifierType: [ItemIdentifierType]] = [:]
  /// The parent of each item that has one.
  var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
  /// Every item the snapshot holds.
  @usableFromInline var members: Set<ItemIdentifierType> = []
  /// The expanded items.
  @usableFromInline var expanded: Set<ItemIdentifierType> = []

  /// Operations UIKit would have raised an exception for, in order, and what was done instead.
  public internal(set) var issues: [Issue] = []

  /// An empty outline.
  public init() {}

  /// Every item, depth first: each item, then its descendants, whether expanded or not.
  @inlinable public var items: [ItemIdentifierType] { flatten(rootItems, onlyVisible: false) }

  /// The items shown: depth first, descending only into expanded items.
  @inlinable public var visibleItems: [ItemIdentifierType] { flatten(rootItems, onlyVisible: true) }

  /// Whether the snapshot holds `item`.
  public func contains(_ item: ItemIdentifierType) -> Bool { members.contains(item) }

  /// Whether `item` is expanded. `false` for an item the snapshot does not hold.
  public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

  /// Whether `item` is shown: the snapshot holds it and every ancestor is expanded.
  public func isVisible(_ item: ItemIdentifierType) -> Bool {
    guard members.contains(item) else { return false }
    var current = item
    while let parent = parents[current] {
      guard expanded.contains(parent) else { return false }
      current = parent
    }
    return true
  }

  /// The parent of `item`; `nil` for a root item or one the snapshot does not hold.
  public func parent(of item: ItemIdentifierType) -> ItemIdentifierType? { parents[item] }

  /// How deep `item` is: 0 for a root item, 1 for its children, and so on; 0 for an item the snapshot
  /// does not hold.
  public func level(of item: ItemIdentifierType) -> Int {
    var level = 0
    var current = item
    while let parent = parents[current] {
      level += 1
      current = parent
    }
    return level
  }

  /// The position of `item` in ``items``, or `nil`.
  public func index(of item: ItemIdentifierType) -> Int? {
    guard members.contains(item) else { return nil }
    return items.firstIndex(of: item)
  }

  /// The subtree under `parent`: its children become the root items (or `parent` itself is the root
  /// with `includingParent`), with their descendants and expansion. Empty for an item the snapshot
  /// does not hold.
  public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
    var result = Self()
    guard members.contains(parent) else { return result }
    let roots = includingParent ? [parent] : children[parent] ?? []
    result.rootItems = roots
    var pending = roots
    while let item = pending.popLast() {
      result.members.insert(item)
      if expanded.contains(item) { result.expanded.insert(item) }
      if let kids = children[item] {
        result.children[item] = kids
        for kid in kids { result.parents[kid] = item }
        pending += kids
      }
    }
    return result
  }

  /// The items under `level`, depth first: every one, or only those whose ancestors are expanded.
  /// - Complexity: O(items returned).
  @inlinable
  func flatten(_ level: [ItemIdentifierType], onlyVisible: Bool) -> [ItemIdentifierType] {
    var result: [ItemIdentifierType] = []
    result.reserveCapacity(onlyVisible ? level.count : members.count)
    // Depth first without recursion (an outline may be deep): the sibling list being walked is held
    // in locals, and only the lists above it wait on the stack, so an item costs its append and one
    // look-up of its children, not a copy of its siblings' entry.
    var stack: [(siblings: [ItemIdentifierType], next: Int)] = []
    var siblings = level
    var next = 0
    while true {
      guard next < siblings.count else {
        guard let parent = stack.popLast() else { break }
        (siblings, next) = parent
        continue
      }
      let item = siblings[next]
      next += 1
      result.append(item)
      if let kids = children[item], !kids.isEmpty, !onlyVisible || expanded.contains(item) {
        stack.append((siblings, next))
        siblings = kids
        next = 0
      }
    }
    return result
  }

}

/// A section snapshot crosses isolation domains when its identifiers do (see `DiffableDataSourceSnapshot`).
extension DiffableDataSourceSectionSnapshot: Sendable where ItemIdentifierType: Sendable {}
