import DataSourceCore

/// A section of keyed snapshot content: what `StorageUpdate(diffing:to:)` compares.
public struct KeyedSection<Key: Hashable & Sendable, Item: Sendable>: Sendable {
  /// The section's identity.
  public var key: Key
  /// Its items, in order.
  public var items: [Item]

  /// Creates a section.
  public init(key: Key, items: [Item]) {
    self.key = key
    self.items = items
  }
}
