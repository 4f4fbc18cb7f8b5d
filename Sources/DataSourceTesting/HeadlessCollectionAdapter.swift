import DataSourceKit
import Foundation

/// Connects a `DataSource` to a ``HeadlessCollectionView``, forwarding every data-source question
/// in one line. The collection view holds its data source weakly, as UIKit does, but keeps this
/// adapter (and so the data source) alive for as long as it lives.
@MainActor
public final class HeadlessCollectionAdapter: HeadlessCollectionViewDataSource {
  public let dataSource: DataSource
  /// The collection view this adapter serves; held weakly (the view keeps the adapter).
  public private(set) weak var collectionView: HeadlessCollectionView?

  /// Makes `dataSource` drive `collectionView`, and this adapter its data source.
  public init(dataSource: DataSource, collectionView: HeadlessCollectionView) {
    self.dataSource = dataSource
    self.collectionView = collectionView
    collectionView.dataSource = self
    dataSource.listView = collectionView
    collectionView.retainedAdapter = self
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
