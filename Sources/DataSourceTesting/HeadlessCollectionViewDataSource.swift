import Foundation

/// The questions a ``HeadlessCollectionView`` asks its data source: `UICollectionViewDataSource`'s
/// item questions, with the same names and shapes.
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
  /// The supplementary view of `kind` at `indexPath` (item 0 for section headers and footers), usually
  /// from ``HeadlessCollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``.
  /// Asked for every kind in ``HeadlessCollectionView/supplementaryKinds``; the default answers `nil`,
  /// which fails as in UIKit (rule 25 of <doc:UIKitBatchRules>).
  func collectionView(
    _ collectionView: HeadlessCollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> HeadlessCollectionReusableView?
  /// Whether the item can be moved by dragging it (default: no).
  func collectionView(_ collectionView: HeadlessCollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
  /// The user moved an item; the view has already moved it on screen.
  func collectionView(
    _ collectionView: HeadlessCollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
  /// The titles of the index shown along the view's edge; `nil` for none (default).
  func indexTitles(for collectionView: HeadlessCollectionView) -> [String]?
  /// The item the index entry `title` at `index` leads to (default: the first item of section
  /// `index`).
  func collectionView(
    _ collectionView: HeadlessCollectionView, indexPathForIndexTitle title: String, at index: Int
  ) -> IndexPath
}

extension HeadlessCollectionViewDataSource {
  /// One section, as in UIKit.
  public func numberOfSections(in collectionView: HeadlessCollectionView) -> Int { 1 }
  public func collectionView(
    _ collectionView: HeadlessCollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> HeadlessCollectionReusableView? { nil }
  public func collectionView(_ collectionView: HeadlessCollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
    false
  }
  public func collectionView(
    _ collectionView: HeadlessCollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
  public func indexTitles(for collectionView: HeadlessCollectionView) -> [String]? { nil }
  public func collectionView(
    _ collectionView: HeadlessCollectionView, indexPathForIndexTitle title: String, at index: Int
  ) -> IndexPath { IndexPath(item: 0, section: index) }
}
