import Foundation

/// What a ``HeadlessCollectionView`` tells its prefetching data source:
/// `UICollectionViewDataSourcePrefetching` with the same names. The view tells it when a test calls
/// ``HeadlessCollectionView/prefetchItems(at:)`` or ``HeadlessCollectionView/cancelPrefetchingItems(at:)``,
/// as UIKit does while the user scrolls.
@MainActor
public protocol HeadlessCollectionViewDataSourcePrefetching: AnyObject {
  /// Items the view expects to show soon.
  func collectionView(_ collectionView: HeadlessCollectionView, prefetchItemsAt indexPaths: [IndexPath])
  /// Items the view no longer expects to show soon (default: nothing happens).
  func collectionView(_ collectionView: HeadlessCollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension HeadlessCollectionViewDataSourcePrefetching {
  public func collectionView(
    _ collectionView: HeadlessCollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {}
}
