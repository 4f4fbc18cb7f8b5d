/// The headless stand-in for `UIListContentConfiguration`: the texts a cell shows. Get one from a
/// table cell's or list cell's `defaultContentConfiguration()`, set its texts, and assign it to
/// ``HeadlessReusableCell/contentConfiguration``, as with UIKit's; the cell's ``HeadlessReusableCell/text``
/// and ``HeadlessReusableCell/detailText`` then show them.
public struct HeadlessListContentConfiguration: Hashable, Sendable {
  /// The primary text.
  public var text: String?
  /// The secondary text.
  public var secondaryText: String?

  /// An empty configuration.
  public init(text: String? = nil, secondaryText: String? = nil) {
    self.text = text
    self.secondaryText = secondaryText
  }
}
