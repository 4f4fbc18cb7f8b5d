import DataSourceKit
import Foundation

/// Connects a `DataSource` to a ``HeadlessCollectionView``, forwarding every data-source question
/// in one line. Keep it alive: the collection view holds its data source weakly.
@MainActor
public final class HeadlessCollectionAdapter: HeadlessCollectionViewDataSource {
  public let dataSource: DataSource
  public let collectionView: HeadlessCollectionView

  /// Makes `dataSource` drive `collectionView`, and this adapter its data source.
  public init(dataSource: DataSource, collectionView: HeadlessCollectionView) {
    self.dataSource = dataSource
    self.collectionView = collectionView
    collectionView.dataSource = self
    dataSource.listView = collectionView
  }

  public func numberOfSections(in collectionView: HeadlessCollectionView) -> Int { dataSource.numberOfSections }

  public func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int {
    dataSource.numberOfRows(inSection: section)
  }

  public func collectionView(
    _ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath
  ) -> HeadlessCollectionViewCell {
    guard let path = ItemPath(indexPath),
      let cell = dataSource.cell(at: path, in: collectionView) as? HeadlessCollectionViewCell
    else { return HeadlessCollectionViewCell(reuseIdentifier: nil) }
    return cell
  }
}
