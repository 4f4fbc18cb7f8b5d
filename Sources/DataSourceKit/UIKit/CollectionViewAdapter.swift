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
  /// method in one line. The collection view keeps the adapter (and so
  /// the data source) alive for as long as it lives: creating it is enough.
  @MainActor
  public final class CollectionViewAdapter: NSObject, UICollectionViewDataSource, UICollectionViewDelegate,
    UICollectionViewDataSourcePrefetching
  {
    /// The data source the collection view's questions go to.
    public let dataSource: DataSource

    /// Connects `dataSource` to `collectionView`.
    public init(dataSource: DataSource, collectionView: UICollectionView) {
      self.dataSource = dataSource
      super.init()
      collectionView.dataSource = self
      collectionView.delegate = self
      collectionView.prefetchDataSource = self
      dataSource.listView = collectionView
      collectionView.retainAdapter(self)
    }

    public func numberOfSections(in collectionView: UICollectionView) -> Int { dataSource.numberOfSections }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
      dataSource.numberOfRows(inSection: section)
    }

    public func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      if let cell = dataSource.uikitCell(at: indexPath, in: collectionView) as? UICollectionViewCell { return cell }
      // A collection view raises for any cell it did not dequeue, so even the placeholder shown when
      // there is no cell (why is in dataSource.failures) is a registered, dequeued one.
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: Self.placeholderReuseIdentifier)
      return collectionView.dequeueReusableCell(withReuseIdentifier: Self.placeholderReuseIdentifier, for: indexPath)
    }

    public func indexTitles(for collectionView: UICollectionView) -> [String]? {
      dataSource.sectionIndexTitlesForView()
    }

    public func collectionView(
      _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath {
      IndexPath(item: 0, section: dataSource.section(forSectionIndexTitle: title, at: index))
    }

    public func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
      dataSource.prefetchRows(at: indexPaths.compactMap(ItemPath.init))
    }

    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
    {
      dataSource.cancelPrefetchingRows(at: indexPaths.compactMap(ItemPath.init))
    }

    /// The reuse identifier of the blank cell shown where the data source has none.
    static let placeholderReuseIdentifier = "DataSourceKit.PlaceholderCell"

    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      if let path = ItemPath(indexPath), dataSource.didSelectRow(at: path) == .deselect {
        collectionView.deselectItem(at: indexPath, animated: true)
      }
    }
  }
#endif
