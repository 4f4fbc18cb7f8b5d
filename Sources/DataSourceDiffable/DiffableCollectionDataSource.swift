@_spi(Extending) import DataSourceCore
import Foundation

/// The collection-shaped diffable data source, written once for every kind of collection view:
/// UIKit's (`CollectionViewDiffableDataSource`) and the headless one subclass it with their own view
/// type, and so share the override points UIKit's `UICollectionViewDiffableDataSource` has, with
/// UIKit's names. Subclass one of those, not this class.
///
/// Override `indexTitles(for:)`, `indexPathForIndexTitle`, `canMoveItemAt` and `moveItemAt`, or set
/// ``DiffableDataSource/reorderingHandlers``.
@MainActor
open class DiffableCollectionDataSource<
  CollectionView: AnyObject, SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
>: DiffableDataSource<SectionIdentifierType, ItemIdentifierType> {
  /// Shows snapshots in `collectionView` with cells from `cellProvider`, and answers the view's
  /// questions from this object's overridable methods.
  package init(
    collectionView: CollectionView,
    cellProvider: @escaping @MainActor (CollectionView, ItemPath, ItemIdentifierType) -> AnyObject?
  ) {
    super.init(view: collectionView, cellProvider: cellProvider)
    answer(
      with: DiffableOverrides(
        view: collectionView, canEdit: { _, _ in false }, commitEditing: { _, _, _ in },
        canMove: { [unowned self] in self.collectionView($0, canMoveItemAt: $1) },
        moveItem: { [unowned self] in self.collectionView($0, moveItemAt: $1, to: $2) },
        sectionIndexTitles: { [unowned self] in self.indexTitles(for: $0) },
        sectionForIndexTitle: { [unowned self] view, title, index in
          // `IndexPath.section` is UIKit's (Foundation alone has only the indexes).
          ItemPath(self.collectionView(view, indexPathForIndexTitle: title, at: index))?.section ?? index
        })
    )
  }

  /// The titles of the view's index: by default none, as with UIKit's.
  open func indexTitles(for collectionView: CollectionView) -> [String]? { nil }

  /// Where the index title at `index` leads: by default the first item of the section at `index`.
  open func collectionView(
    _ collectionView: CollectionView, indexPathForIndexTitle title: String, at index: Int
  ) -> IndexPath {
    IndexPath(ItemPath(item: 0, section: index))
  }

  /// Whether the item can be moved: by default what ``DiffableDataSource/reorderingHandlers``'
  /// `canReorderItem` says, no without it, as with UIKit's.
  open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
    canReorderItem(at: indexPath)
  }

  /// Told that the user moved an item, before anything has moved: ``DiffableDataSource/snapshot()``
  /// still describes the order before the move. By default (and when an override calls `super`),
  /// the item moves in the snapshot as it has on screen, and the reordering handlers hear of it.
  open func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    guard let source = ItemPath(sourceIndexPath), let destination = ItemPath(destinationIndexPath) else { return }
    completeUserMove(from: source, to: destination)
  }
}
