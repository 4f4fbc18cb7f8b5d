// Apple-only adapter; see UIKitListView.swift for how it is compiled.
#if canImport(UIKit)
  import UIKit
#elseif UIKIT_STANDIN
  import Foundation
  import UIKitStandIn
#endif
#if canImport(UIKit) || UIKIT_STANDIN
  import DataSourceCore
  import DataSourceDiffable
#endif

#if canImport(UIKit) || UIKIT_STANDIN
  /// Makes a ``DataSource`` drive a `UICollectionView`: counts and cells, supplementary views, index
  /// titles, prefetching, highlight, selection and deselection, display, context menus and
  /// interactive reordering all come from the data source, and the collection view becomes its
  /// ``ListView``.
  ///
  /// The collection view keeps the adapter (and so the data source) alive for as long as it lives:
  /// creating it is enough. Creating another adapter for the same view replaces this one.
  @MainActor
  public final class CollectionViewAdapter {
    /// The object the collection view holds as its data source and delegate.
    let connection: CollectionViewConnection

    /// The data source the collection view's questions go to.
    public var dataSource: DataSource { connection.dataSource }

    /// Connects `dataSource` to `collectionView`: the view's data source, delegate and prefetching
    /// data source become this adapter's, and the view becomes the data source's ``ListView``. O(1).
    public init(dataSource: DataSource, collectionView: UICollectionView) {
      connection = CollectionViewConnection(dataSource: dataSource, collectionView: collectionView)
      collectionView.retainAdapter(self)
    }
  }
#endif
