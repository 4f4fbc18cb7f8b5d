/// The headless stand-in for `UICollectionReusableView`: a section header, footer or any other
/// supplementary view of a ``HeadlessCollectionView``.
///
/// It has a cell's readable fields (``HeadlessReusableCell/text``, reuse counts) so that tests read
/// headers as they read cells, and the kind it was dequeued for.
@MainActor
open class HeadlessCollectionReusableView: HeadlessReusableCell {
  /// The element kind it was last dequeued for; `nil` for a view made directly.
  public internal(set) var elementKind: String?
}
