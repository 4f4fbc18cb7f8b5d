/// The kind of a collection view's supplementary view: the string a layout names it by, as UIKit's
/// `elementKind`.
///
/// ``header`` and ``footer`` have UIKit's values for section headers and footers, which list
/// configurations use with the `.supplementary` header and footer modes; any other string names a
/// kind of your own layout.
public struct SupplementaryKind: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The layout's name for the kind.
  public let rawValue: String

  /// A kind named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A kind named by a string literal.
  public init(stringLiteral value: String) { rawValue = value }

  /// A section header: UIKit's `UICollectionView.elementKindSectionHeader`.
  public static let header = SupplementaryKind(rawValue: "UICollectionElementKindSectionHeader")

  /// A section footer: UIKit's `UICollectionView.elementKindSectionFooter`.
  public static let footer = SupplementaryKind(rawValue: "UICollectionElementKindSectionFooter")

  public var description: String { rawValue }
}
