/// The headless stand-in for `UICollectionViewCell`.
@MainActor
open class HeadlessCollectionViewCell: HeadlessReusableCell {}
