import DataSourceKit
import Foundation

/// `UICollectionViewDiffableDataSource` for a ``HeadlessCollectionView``: the same initializer shape (the view
/// and a cell provider) and the same names, so a screen's diffable-data-source code and its tests
/// move over by renaming types, and run on any machine.
///
/// It can be subclassed as UIKit's can: override `collectionView(_:canMoveItemAt:)` and
/// `collectionView(_:moveItemAt:to:)`, or set `reorderingHandlers`.
///
/// It attaches itself to the collection view through a ``HeadlessCollectionAdapter`` (the view keeps it); keep a
/// reference to this object, as with UIKit's. The adapter is the delegate too unless the view
/// already has one, which is left in place, as `CollectionViewDiffableDataSource` does.
@MainActor
open class HeadlessCollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: DiffableDataSource<SectionIdentifierType, ItemIdentifierType> {
  /// Creates the data source and makes it the collection view's. `cellProvider` dequeues and configures a cell
  /// for an item, as UIKit's cell provider does.
  public init(
    collectionView: HeadlessCollectionView,
    cellProvider:
      @escaping @MainActor (HeadlessCollectionView, IndexPath, ItemIdentifierType) -> HeadlessCollectionViewCell?
  ) {
    super.init(view: collectionView) { view, path, item in cellProvider(view, IndexPath(path), item) }
    let appDelegate = collectionView.delegate
    _ = HeadlessCollectionAdapter(dataSource: dataSource, collectionView: collectionView)
    // As UIKit's, it leaves the delegate to the app: one the view already has stays.
    if let appDelegate, !(appDelegate is HeadlessCollectionAdapter) { collectionView.delegate = appDelegate }
    answer(
      with: DiffableOverrides(
        view: collectionView, canEdit: { _, _ in false }, commitEditing: { _, _, _ in },
        canMove: { [unowned self] in self.collectionView($0, canMoveItemAt: $1) },
        moveItem: { [unowned self] in self.collectionView($0, moveItemAt: $1, to: $2) },
        sectionIndexTitles: { [unowned self] in self.indexTitles(for: $0) },
        sectionForIndexTitle: { [unowned self] in self.collectionView($0, indexPathForIndexTitle: $1, at: $2).section })
    )
  }

  /// The titles of the view's index: by default none, as with UIKit's.
  open func indexTitles(for collectionView: HeadlessCollectionView) -> [String]? { nil }

  /// Where the index title at `index` leads: by default the first item of the section at `index`.
  open func collectionView(
    _ collectionView: HeadlessCollectionView, indexPathForIndexTitle title: String, at index: Int
  ) -> IndexPath {
    IndexPath(item: 0, section: index)
  }

  /// Whether the item can be moved: by default what `reorderingHandlers`' `canReorderItem` says, no
  /// without it, as with UIKit's.
  open func collectionView(_ collectionView: HeadlessCollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
    canReorderItem(at: indexPath)
  }

  /// Told that the user moved an item, before anything has moved: `snapshot()` still describes the
  /// order before the move. By default (and when an override calls `super`), the item moves in the
  /// snapshot as it has on screen, and the reordering handlers hear of it.
  open func collectionView(
    _ collectionView: HeadlessCollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    guard let source = ItemPath(sourceIndexPath), let destination = ItemPath(destinationIndexPath) else { return }
    completeUserMove(from: source, to: destination)
  }

  /// Makes a supplementary view, as UIKit's provider does: given the view, the element kind and the
  /// index path (item 0 of the section), it returns a view dequeued from the view. Find the section
  /// with `sectionIdentifier(for:)`.
  public typealias SupplementaryViewProvider =
    @MainActor (HeadlessCollectionView, String, IndexPath) -> HeadlessCollectionReusableView?

  /// Makes every supplementary view (section headers, footers, other kinds), as UIKit's does. `nil`
  /// (the default) leaves them to the section descriptors, and to the adapter's empty view.
  public var supplementaryViewProvider: SupplementaryViewProvider? {
    didSet { provideSupplementaryViews(with: supplementaryViewProvider) }
  }
}
