import DataSourceCore

/// One section of a storage: its items, and the models of its header, footer and other
/// supplementary views.
public struct StorageSection<Item> {
  /// The items, in order.
  public var items: [Item]
  /// The header's model; a `String` is shown as a title header.
  public var header: (any Sendable)?
  /// The footer's model; a `String` is shown as a title footer.
  public var footer: (any Sendable)?
  /// Models of other supplementary views, by kind.
  public var supplementaries: [String: any Sendable]

  /// Creates a section.
  public init(
    items: [Item] = [], header: (any Sendable)? = nil, footer: (any Sendable)? = nil,
    supplementaries: [String: any Sendable] = [:]
  ) {
    self.items = items
    self.header = header
    self.footer = footer
    self.supplementaries = supplementaries
  }
}

/// A section crosses isolation domains when its items do.
extension StorageSection: Sendable where Item: Sendable {}
