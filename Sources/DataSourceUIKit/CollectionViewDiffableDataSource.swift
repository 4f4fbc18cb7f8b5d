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
  /// ``DiffableDataSourceSnapshot``), and the same screen can be tested on Linux with
  /// `HeadlessCollectionViewDiffableDataSource`.
  ///
  /// Subclass it as you would UIKit's: override `collectionView(_:canMoveItemAt:)` and
  /// `collectionView(_:moveItemAt:to:)`, and the view asks your overrides; or set
  /// ``DiffableDataSource/reorderingHandlers`` as with UIKit's.
  ///
  /// It becomes the collection view's data source through a ``CollectionViewAdapter`` (the view keeps
  /// it); keep a reference to this object, as with UIKit's. The adapter becomes the delegate too,
  /// for the data source's own behaviours (selection, menus…), unless the view already has one: a
  /// delegate the app set (a `UICollectionViewController`, say) is left in place and receives every
  /// call, as with UIKit's, and the data source's delegate-side behaviours are then not asked.
  @MainActor
  open class CollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
  >: DiffableDataSource<SectionIdentifierType, ItemIdentifierType> {
    /// Dequeues and configures the cell of an item, as UIKit's cell provider does.
    public typealias CellProvider =
      @MainActor (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?

    /// Creates the data source and makes it the collection view's.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
      super.init(view: collectionView) { view, path, item in cellProvider(view, IndexPath(path), item) }
      let appDelegate = collectionView.delegate
      let adapter = CollectionViewAdapter(dataSource: dataSource, collectionView: collectionView)
      answer(
        with: DiffableOverrides(
          view: collectionView, canEdit: { _, _ in false }, commitEditing: { _, _, _ in },
          canMove: { [unowned self] in self.collectionView($0, canMoveItemAt: $1) },
          moveItem: { [unowned self] in self.collectionView($0, moveItemAt: $1, to: $2) },
          sectionIndexTitles: { [unowned self] in self.indexTitles(for: $0) },
          sectionForIndexTitle: { [unowned self] in self.collectionView($0, indexPathForIndexTitle: $1, at: $2).section
          }))
      // UIKit's diffable data source leaves the delegate to the app. The adapter is the delegate for
      // the data source's own behaviours, and the app's delegate (a view controller, say) receives
      // every call those do not answer, as with the table's.
      if let appDelegate, !(appDelegate is CollectionViewConnection) { adapter.fallbackDelegate = appDelegate }
    }

    /// The titles of the view's index: by default none, as with UIKit's.
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

    /// Where the index title at `index` leads: by default the first item of the section at `index`.
    open func collectionView(
      _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath {
      IndexPath(item: 0, section: index)
    }

    /// Whether the item can be moved: by default what ``DiffableDataSource/reorderingHandlers``'
    /// `canReorderItem` says, no without it, as with UIKit's.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
      canReorderItem(at: indexPath)
    }

    /// Told that the user moved an item, before anything has moved: ``DiffableDataSource/snapshot()``
    /// still describes the order before the move. By default (and when an override calls `super`),
    /// the item moves in the snapshot as it has on screen, and the reordering handlers hear of it.
    open func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
      guard let source = ItemPath(sourceIndexPath), let destination = ItemPath(destinationIndexPath) else { return }
      completeUserMove(from: source, to: destination)
    }

    /// Makes a supplementary view, as UIKit's supplementary view provider does: given the view, the
    /// element kind and the index path (item 0 of the section), it returns a view dequeued from the
    /// view. Find the section with ``DiffableDataSource/sectionIdentifier(for:)``.
    public typealias SupplementaryViewProvider =
      @MainActor (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    /// Makes every supplementary view (section headers, footers, other kinds), as UIKit's does. `nil`
    /// (the default) leaves them to the section descriptors, and to the adapter's title views.
    public var supplementaryViewProvider: SupplementaryViewProvider? {
      didSet { provideSupplementaryViews(with: supplementaryViewProvider) }
    }
  }
#endif
