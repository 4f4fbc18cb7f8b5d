import DataSourceTesting

/// An element or section model for diff tests: an identity and a content, like the
/// `datasource-diff` JSON schema.
public struct TestItem: Diffable, Hashable, Sendable, CustomStringConvertible {
  public var id: String
  public var content: String
  public init(_ id: String, _ content: String = "") {
    self.id = id
    self.content = content
  }
  public var diffIdentifier: String { id }
  public func isContentEqual(to other: TestItem) -> Bool { content == other.content }
  public var description: String { content.isEmpty ? id : "\(id):\(content)" }
}

/// A section of test items.
public typealias TestSection = DiffSection<TestItem, TestItem>
