/// A section as a ``DataSource`` shows it: hidden rows removed. This is what is diffed.
@_spi(Extending) public struct DisplayedSection: DiffableSection, Sendable {
  /// The section's identity (its identifier) and content (its header and footer).
  /// Two models are the same section when their identifiers match, and show the same when their
  /// headers, footers and contents match (contents: none on both sides, or the same identity with
  /// equal content).
  public struct Model: Diffable, Equatable, Sendable {
    public var identifier: String
    public var header: String?
    public var footer: String?
    public var content: Row?
    public var diffIdentifier: String { identifier }

    public func isContentEqual(to other: Model) -> Bool {
      guard header == other.header, footer == other.footer else { return false }
      switch (content, other.content) {
      case (nil, nil): return true
      case (let a?, let b?): return a.diffIdentifier == b.diffIdentifier && a.isContentEqual(to: b)
      default: return false
      }
    }

    public static func == (lhs: Model, rhs: Model) -> Bool {
      lhs.identifier == rhs.identifier && lhs.isContentEqual(to: rhs)
    }
  }

  public var model: Model
  public var elements: [Row]

  public init(model: Model, elements: [Row]) {
    self.model = model
    self.elements = elements
  }

  /// `section` with every one of its rows shown, even none (a storage's sections: nothing is hidden
  /// there, and its empty sections are in its updates).
  public init(showingAllRowsOf section: Section) {
    self.init(model: Model(section), elements: section.rows)
  }
}

extension DisplayedSection.Model {
  /// The identity and content of `section`.
  public init(_ section: Section) {
    self.init(identifier: section.identifier, header: section.header, footer: section.footer, content: section.content)
  }
}
