// Apple-only adapter: compiled into DataSourceUIKit where UIKit exists, and on Linux by the test-only
// UIKitAdapterCheck target against a stand-in of UIKit's documented API (UIKIT_STANDIN).
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
  /// `UICollectionViewDiffableDataSource` on DataSourceKit: the same initializer and names, so existing
  /// code moves over by renaming the type (and `NSDiffableDataSourceSnapshot` to
  /// `DiffableDataSourceSnapshot`), and the same screen can be tested on Linux with
  /// `HeadlessCollectionViewDiffableDataSource`.
  ///
  /// Subclass it as you would UIKit's: override `collectionView(_:canMoveItemAt:)` and
  /// `collectionView(_:moveItemAt:to:)`, and the view asks your overrides; or set
  /// `DiffableDataSource.reorderingHandlers` as with UIKit's.
  ///
  /// It becomes the collection view's data source through a ``CollectionViewAdapter`` (the view keeps
  /// it); keep a reference to this object, as with UIKit's. The adapter becomes the delegate too,
  /// for the data source's own behaviours (selection, menus…), unless the view already has one: a
  /// delegate the app set (a `UICollectionViewController`, say) is left in place and receives every
  /// call, as with UIKit's, and the data source's delegate-side behaviours are then not asked.
  @MainActor
  open class CollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
  >: DiffableCollectionDataSource<UICollectionView, SectionIdentifierType, ItemIdentifierType> {
    /// Dequeues and configures the cell of an item, as UIKit's cell provider does.
    public typealias CellProvider =
      @MainActor (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?

    /// Creates the data source and makes it the collection view's.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
      let appDelegate = collectionView.delegate
      super.init(collectionView: collectionView) { view, path, item in cellProvider(view, IndexPath(path), item) }
      let adapter = CollectionViewAdapter(dataSource: dataSource, collectionView: collectionView)
      // UIKit's diffable data source leaves the delegate to the app. The adapter is the delegate for
      // the data source's own behaviours, and the app's delegate (a view controller, say) receives
      // every call those do not answer, as with the table's.
      if let appDelegate, !(appDelegate is CollectionViewConnection) { adapter.fallbackDelegate = appDelegate }
    }

    /// Makes a supplementary view, as UIKit's supplementary view provider does: given the view, the
    /// element kind and the index path (item 0 of the section), it returns a view dequeued from the
    /// view. Find the section with `DiffableDataSource.sectionIdentifier(for:)`.
    public typealias SupplementaryViewProvider =
      @MainActor (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    /// Makes every supplementary view (section headers, footers, other kinds), as UIKit's does. `nil`
    /// (the default) leaves them to the section descriptors, and to the adapter's title views.
    public var supplementaryViewProvider: SupplementaryViewProvider? {
      didSet { provideSupplementaryViews(with: supplementaryViewProvider) }
    }
  }
#endif
