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
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
>: DiffableCollectionDataSource<HeadlessCollectionView, SectionIdentifierType, ItemIdentifierType> {
  /// Creates the data source and makes it the collection view's. `cellProvider` dequeues and configures a cell
  /// for an item, as UIKit's cell provider does.
  public init(
    collectionView: HeadlessCollectionView,
    cellProvider:
      @escaping @MainActor (HeadlessCollectionView, IndexPath, ItemIdentifierType) -> HeadlessCollectionViewCell?
  ) {
    let appDelegate = collectionView.delegate
    super.init(collectionView: collectionView) { view, path, item in cellProvider(view, IndexPath(path), item) }
    _ = HeadlessCollectionAdapter(dataSource: dataSource, collectionView: collectionView)
    // As UIKit's, it leaves the delegate to the app: one the view already has stays.
    if let appDelegate, !(appDelegate is HeadlessCollectionAdapter) { collectionView.delegate = appDelegate }
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
