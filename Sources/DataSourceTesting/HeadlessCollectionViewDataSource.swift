import Foundation

/// The questions a ``HeadlessCollectionView`` asks its data source: the required part of
/// `UICollectionViewDataSource`, with the same names and shapes.
@MainActor
public protocol HeadlessCollectionViewDataSource: AnyObject {
  /// The number of sections. Defaults to 1, as in UIKit.
  func numberOfSections(in collectionView: HeadlessCollectionView) -> Int
  /// The number of items in `section`.
  func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int
  /// The cell for the item at `indexPath`, usually from
  /// ``HeadlessCollectionView/dequeueReusableCell(withReuseIdentifier:for:)``.
  func collectionView(
    _ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath
  ) -> HeadlessCollectionViewCell
}

extension HeadlessCollectionViewDataSource {
  /// One section, as in UIKit.
  public func numberOfSections(in collectionView: HeadlessCollectionView) -> Int { 1 }
}
