/// The headless stand-in for `UICollectionViewCell`.
@MainActor
open class HeadlessCollectionViewCell: HeadlessReusableCell {}

/// The headless stand-in for `UICollectionViewListCell`: a collection view cell of a list, which
/// alone has a default content configuration, as in UIKit.
@MainActor
open class HeadlessCollectionViewListCell: HeadlessCollectionViewCell {
  /// A configuration holding no text, as UIKit's `defaultContentConfiguration()`.
  public func defaultContentConfiguration() -> HeadlessListContentConfiguration {
    HeadlessListContentConfiguration()
  }
}
