// Apple-only adapter; see UITableView+ListView.swift for how it is compiled.
#if canImport(UIKit)
  import UIKit
#elseif UIKIT_STANDIN
  import DataSourceKit
  import Foundation
  import UIKitStandIn
#endif

#if canImport(UIKit) || UIKIT_STANDIN
  /// Makes a ``DataSource`` the data source and delegate of a `UICollectionView`, forwarding every
  /// method in one line. Keep the adapter alive: the collection view holds it weakly.
  @MainActor
  public final class CollectionViewAdapter: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The data source the collection view's questions go to.
    public let dataSource: DataSource

    /// Connects `dataSource` to `collectionView`.
    public init(dataSource: DataSource, collectionView: UICollectionView) {
      self.dataSource = dataSource
      super.init()
      collectionView.dataSource = self
      collectionView.delegate = self
      dataSource.listView = collectionView
    }

    public func numberOfSections(in collectionView: UICollectionView) -> Int { dataSource.numberOfSections }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
      dataSource.numberOfRows(inSection: section)
    }

    public func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      ItemPath(indexPath).flatMap { dataSource.cell(at: $0, in: collectionView) } as? UICollectionViewCell
        ?? UICollectionViewCell(frame: .zero)
    }

    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      if let path = ItemPath(indexPath), dataSource.didSelectRow(at: path) == .deselect {
        collectionView.deselectItem(at: indexPath, animated: true)
      }
    }
  }
#endif
