/// A section as a ``DataSource`` shows it: hidden rows removed. This is what is diffed.
public struct DisplayedSection: DiffableSection, Sendable {
  /// The section's identity (its identifier) and content (its header and footer).
  public struct Model: Diffable, Hashable, Sendable {
    public var identifier: String
    public var header: HeaderFooter?
    public var footer: HeaderFooter?
    public var diffIdentifier: String { identifier }
    public func isContentEqual(to other: Model) -> Bool { header == other.header && footer == other.footer }
  }

  public var model: Model
  public var elements: [Row]

  public init(model: Model, elements: [Row]) {
    self.model = model
    self.elements = elements
  }
}
