import DataSourceCore

/// How ``SingleSectionStorage/addItems(_:strategy:)`` combines new items with the ones it holds.
///
/// Starting from `[1 foo, 2 bar]` (identifier and value) and adding `[1 bar, 3 xyz]`:
/// - ``additive`` gives `[1 foo, 2 bar, 1 bar, 3 xyz]`;
/// - ``updateOldValues`` gives `[1 bar, 2 bar, 3 xyz]`;
/// - ``deleteOldValues`` gives `[2 bar, 1 bar, 3 xyz]`.
///
/// **Duplicates inside one batch** (DTModelStorage corrupts the content here): for
/// ``updateOldValues`` and ``deleteOldValues`` the batch is first reduced to one item per identifier,
/// holding the *last* value given for it, at the position of its *first* occurrence in the batch. So
/// adding `[3 a, 3 b]` with ``updateOldValues`` to `[1 foo, 2 bar]` gives `[1 foo, 2 bar, 3 b]`.
/// ``additive`` keeps every item, duplicates included, as its name says.
public enum AccumulationStrategy: Hashable, Sendable {
  /// Append every new item.
  case additive
  /// Replace each held item that has a new item's identifier with that new item, in place; append the
  /// others.
  case updateOldValues
  /// Remove each held item that has a new item's identifier, then append every new item.
  case deleteOldValues

  /// Combines `old` with `new` under this strategy (see the type's documentation).
  /// - Complexity: O(*n* + *m*) expected. Inlinable, so that its dictionary work is specialized for
  ///   `Item` in the caller.
  @inlinable
  public func accumulate<Item: Identifiable>(_ old: [Item], _ new: [Item]) -> [Item] {
    switch self {
    case .additive:
      return old + new
    case .updateOldValues:
      let batch = Self.deduplicated(new)
      let byID = Dictionary(batch.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
      var result = old
      var replaced = Set<Item.ID>()
      for i in result.indices {
        if let value = byID[result[i].id] {
          result[i] = value
          replaced.insert(value.id)
        }
      }
      result += batch.filter { !replaced.contains($0.id) }
      return result
    case .deleteOldValues:
      let batch = Self.deduplicated(new)
      let ids = Set(batch.map { $0.id })
      return old.filter { !ids.contains($0.id) } + batch
    }
  }

  /// One item per identifier: the last value, at the first occurrence's position.
  @inlinable
  static func deduplicated<Item: Identifiable>(_ items: [Item]) -> [Item] {
    var position: [Item.ID: Int] = [:]
    var result: [Item] = []
    result.reserveCapacity(items.count)
    for item in items {
      if let i = position[item.id] {
        result[i] = item
      } else {
        position[item.id] = result.count
        result.append(item)
      }
    }
    return result
  }
}
