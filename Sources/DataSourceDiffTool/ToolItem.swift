import DataSourceDiff

/// An item or a section header of the `datasource-diff` schema: `{"id": String, "content": String}`.
public struct ToolItem: Diffable, Hashable, Sendable {
  public var id: String
  public var content: String
  public var diffIdentifier: String { id }
  public func isContentEqual(to other: ToolItem) -> Bool { content == other.content }
}
