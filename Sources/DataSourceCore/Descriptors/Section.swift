/// A section of a ``DataSource``: rows of any model types, an identifier, and an optional header and
/// footer.
///
/// Sections animate by ``identifier``: a section whose identifier stays is moved or updated, not
/// replaced. Its header, footer and ``content`` are what it shows: when they change, the section is
/// reloaded.
public struct Section: Sendable {
  /// The identity of the section among its siblings.
  public var identifier: String
  /// The header, shown above the rows.
  public var header: String?
  /// The footer, shown below the rows.
  public var footer: String?
  /// The section's model, for a ``SectionDescriptor`` of its type to describe (header, footer,
  /// heights, visibility). A `String` content is shown as a title header without a descriptor.
  public var content: Row?
  /// The rows, in order.
  public var rows: [Row]
  /// Whether the section is hidden. Evaluated by ``DataSource/reloadData(animated:completion:)``; a section
  /// with no visible row is hidden too.
  public var isHidden: Bool
  /// Rows made on demand, for a section created with ``init(_:content:header:footer:lazyRows:isHidden:)``;
  /// then ``rows`` is empty.
  public internal(set) var lazyRows: LazyRows?

  /// Creates a section.
  /// - Complexity: O(1).
  public init(
    _ identifier: String = "", content: Row? = nil, header: String? = nil, footer: String? = nil,
    rows: [Row], isHidden: Bool = false
  ) {
    self.identifier = identifier
    self.content = content
    self.header = header
    self.footer = footer
    self.rows = rows
    self.isHidden = isHidden
  }

  /// Creates a section of rows made from diffable models of one type.
  /// - Complexity: O(*n*).
  public init<Item: Diffable & Sendable>(
    _ identifier: String = "", content: Row? = nil, header: String? = nil, footer: String? = nil,
    items: [Item], isHidden: Bool = false
  ) {
    self.init(
      identifier, content: content, header: header, footer: footer, rows: items.map { Row($0) }, isHidden: isHidden)
  }
}
