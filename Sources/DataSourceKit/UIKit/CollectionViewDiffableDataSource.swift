// Apple-only adapter: compiled inside DataSourceKit where UIKit exists, and on Linux by the test-only
// UIKitAdapterCheck target against a stand-in of UIKit's documented API (UIKIT_STANDIN).
#if canImport(UIKit)
  import UIKit
#elseif UIKIT_STANDIN
  import DataSourceKit
  import Foundation
  import UIKitStandIn
#endif

#if canImport(UIKit) || UIKIT_STANDIN
  /// `UICollectionViewDiffableDataSource` on DataSourceKit: the same initializer and names, so existing
  /// code moves over by renaming the type (and `NSDiffableDataSourceSnapshot` to
  /// ``DiffableDataSourceSnapshot``), and the same screen can be tested on Linux with
  /// `HeadlessCollectionViewDiffableDataSource`.
  ///
  /// It becomes the collection view's data source and delegate through a ``CollectionViewAdapter`` (the view
  /// keeps it); keep a reference to this object, as with UIKit's.
  @MainActor
  public final class CollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
  >: DiffableDataSource<SectionIdentifierType, ItemIdentifierType> {
    /// Dequeues and configures the cell of an item, as UIKit's cell provider does.
    public typealias CellProvider =
      @MainActor (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?

    /// Creates the data source and makes it the collection view's.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
      super.init { [weak collectionView] path, item in
        guard let collectionView else { return nil }
        return cellProvider(collectionView, IndexPath(path), item)
      }
      _ = CollectionViewAdapter(dataSource: dataSource, collectionView: collectionView)
    }

    /// The identifier of the item shown at `indexPath`, or `nil`.
    /// - Complexity: O(1).
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
      ItemPath(indexPath).flatMap { itemIdentifier(for: $0) }
    }

    /// Where the item is shown, or `nil`.
    /// - Complexity: O(1) expected.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
      (indexPath(for: itemIdentifier) as ItemPath?).map { IndexPath($0) }
    }
  }
#endif
