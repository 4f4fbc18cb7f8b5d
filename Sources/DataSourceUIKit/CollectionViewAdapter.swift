// Apple-only adapter; see UIKitListView.swift for how it is compiled.
#if canImport(UIKit)
  import UIKit
#elseif UIKIT_STANDIN
  import Foundation
  import UIKitStandIn
#endif
#if canImport(UIKit) || UIKIT_STANDIN
  import DataSourceCore
  @_spi(Extending) import DataSourceInteraction
  import DataSourceDiffable
#endif

#if canImport(UIKit) || UIKIT_STANDIN
  /// Makes a `DataSource` drive a `UICollectionView`: counts and cells, supplementary views, index
  /// titles, prefetching, highlight, selection and deselection, display, context menus and
  /// interactive reordering all come from the data source, and the collection view becomes its
  /// `ListView`. What the data source does not answer goes to ``fallbackDelegate`` and
  /// ``fallbackDataSource``, as with ``TableViewAdapter``.
  ///
  /// The collection view keeps the adapter (and so the data source) alive for as long as it lives:
  /// creating it is enough. Creating another adapter for the same view replaces this one.
  @MainActor
  public final class CollectionViewAdapter {
    /// The object the collection view holds as its data source and delegate.
    let connection: CollectionViewConnection

    /// The data source the collection view's questions go to.
    public var dataSource: DataSource { connection.dataSource }

    /// The collection view this adapter serves; `nil` once the view is gone.
    public var collectionView: UICollectionView? { connection.collectionView }

    /// A UIKit delegate asked when DataSourceKit has no answer, as for a table: the methods the
    /// adapter does not implement (scroll-view callbacks, the flow layout's sizes) are forwarded to
    /// it, and for items, the data source's lookup order asks it in the fallback step (unless the
    /// data source already has a fallback of its own). Its `shouldSelectItemAt` and
    /// `shouldDeselectItemAt` answer as a `willSelect`/`willDeselect` that keeps or prevents. Held
    /// weakly. Setting it makes the view ask again which delegate methods exist.
    ///
    /// Forwarding relies on the Objective-C runtime, so it exists only on Apple platforms.
    public var fallbackDelegate: (any UICollectionViewDelegate)? {
      get { connection.fallbackDelegate }
      set { connection.fallbackDelegate = newValue }
    }

    /// How the data source's `DataSource.emptyState` appears: by default as the collection view's
    /// background view; see ``EmptyStatePresentation`` for the others (a view or configuration of
    /// your own, or your view controller's `contentUnavailableConfiguration`). Setting it hides the
    /// state the old way and shows it the new way at once.
    public var emptyStatePresentation: EmptyStatePresentation {
      get { connection.listView.emptyStatePresentation }
      set { connection.listView.emptyStatePresentation = newValue }
    }

    /// A UIKit data source asked when DataSourceKit has no answer (moving items, and the methods the
    /// adapter does not implement). Held weakly.
    public var fallbackDataSource: (any UICollectionViewDataSource)? {
      get { connection.fallbackDataSource }
      set { connection.fallbackDataSource = newValue }
    }

    /// Connects `dataSource` to `collectionView`: the view's data source, delegate and prefetching
    /// data source become this adapter's, and the view becomes the data source's `ListView`. O(1).
    public init(dataSource: DataSource, collectionView: UICollectionView) {
      connection = CollectionViewConnection(dataSource: dataSource, collectionView: collectionView)
      collectionView.retainAdapter(self)
    }
  }

  extension UICollectionView {
    /// The ``CollectionViewAdapter`` this view keeps (made by `CollectionViewAdapter(dataSource:collectionView:)`, directly or by a
    /// diffable data source), if any: the way from a view to its adapter, and through the adapter's
    /// `dataSource` to its `DataSource`. The view's own `dataSource` and `delegate` are the
    /// adapter's connection object, so casting them to the adapter fails; use this instead.
    /// - Complexity: O(1).
    public var collectionViewAdapter: CollectionViewAdapter? { retainedAdapter as? CollectionViewAdapter }
  }
#endif
