@_spi(Extending) import DataSourceCore
@_spi(Extending) import DataSourceInteraction
import DataSourceKit
import Foundation

/// Connects a `DataSource` to a ``HeadlessCollectionView``, forwarding every data-source, delegate
/// and prefetching question in one line. The collection view holds its data source weakly, as UIKit
/// does, but keeps this adapter (and so the data source) alive for as long as it lives.
@MainActor
public final class HeadlessCollectionAdapter: HeadlessCollectionViewDataSource, HeadlessCollectionViewDelegate,
  HeadlessCollectionViewDataSourcePrefetching, HeadlessDragAndDropDelegate
{
  public let dataSource: DataSource
  /// The collection view this adapter serves; held weakly (the view keeps the adapter).
  public private(set) weak var collectionView: HeadlessCollectionView?

  /// Makes `dataSource` drive `collectionView`, and this adapter its data source, delegate and
  /// prefetching data source.
  public init(dataSource: DataSource, collectionView: HeadlessCollectionView) {
    self.dataSource = dataSource
    self.collectionView = collectionView
    collectionView.dataSource = self
    collectionView.delegate = self
    collectionView.prefetchDataSource = self
    collectionView.dragAndDropDelegate = self
    dataSource.listView = collectionView
    collectionView.retainedAdapter = self
  }

  public func numberOfSections(in collectionView: HeadlessCollectionView) -> Int { dataSource.numberOfSections }

  public func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int {
    dataSource.numberOfRows(inSection: section)
  }

  public func collectionView(
    _ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath
  ) -> HeadlessCollectionViewCell {
    if let path = ItemPath(indexPath),
      let cell = dataSource.cell(at: path, in: collectionView) as? HeadlessCollectionViewCell
    {
      return cell
    }
    // As CollectionViewAdapter does: a collection view takes only dequeued cells, so even the
    // placeholder shown when there is no cell (why is in dataSource.failures) is dequeued.
    let path = ItemPath(indexPath) ?? ItemPath(item: 0, section: 0)
    // After a failed dequeue in this call the seam gives none; the view's own dequeue then gives the
    // cell it always gives, and the failure fails the call, as UIKit raises.
    return dataSource.placeholderCell(at: path, in: collectionView, cellClass: HeadlessCollectionViewCell.self)
      as? HeadlessCollectionViewCell
      ?? collectionView.dequeueReusableCell(
        withReuseIdentifier: DataSource.placeholderCellIdentifier, for: IndexPath(path))
  }

  /// The section descriptor's view for the kind, else a view showing the section's title for a
  /// header or footer, else an empty one: the layout gets a view for every element it asks for.
  public func collectionView(
    _ collectionView: HeadlessCollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> HeadlessCollectionReusableView? {
    let kind = SupplementaryKind(rawValue: kind)
    if let view = dataSource.supplementaryView(ofKind: kind, inSection: indexPath.section, in: collectionView)
      as? HeadlessCollectionReusableView
    {
      return view
    }
    // A failed dequeue (nil) fails the layout as in UIKit.
    let view =
      dataSource.placeholderSupplementaryView(
        ofKind: kind, inSection: indexPath.section, in: collectionView, viewClass: HeadlessCollectionReusableView.self)
      as? HeadlessCollectionReusableView
    view?.text = dataSource.supplementaryTitle(ofKind: kind, inSection: indexPath.section)
    return view
  }

  public func collectionView(
    _ collectionView: HeadlessCollectionView, willDisplaySupplementaryView view: HeadlessCollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {
    dataSource.willDisplaySupplementaryView(
      view, ofKind: SupplementaryKind(rawValue: elementKind), inSection: indexPath.section)
  }

  public func collectionView(
    _ collectionView: HeadlessCollectionView, didEndDisplayingSupplementaryView view: HeadlessCollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {
    dataSource.didEndDisplayingSupplementaryView(
      view, ofKind: SupplementaryKind(rawValue: elementKind), inSection: indexPath.section)
  }

  public func collectionView(_ collectionView: HeadlessCollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
    dataSource.answers.canMoveRow(at: indexPath)
  }

  public func collectionView(
    _ collectionView: HeadlessCollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    dataSource.answers.moveRow(at: sourceIndexPath, to: destinationIndexPath)
  }

  public func indexTitles(for collectionView: HeadlessCollectionView) -> [String]? {
    dataSource.sectionIndexTitlesForView()
  }

  public func collectionView(
    _ collectionView: HeadlessCollectionView, indexPathForIndexTitle title: String, at index: Int
  ) -> IndexPath {
    IndexPath(item: 0, section: dataSource.section(forSectionIndexTitle: title, at: index))
  }

  public func collectionView(_ collectionView: HeadlessCollectionView, shouldHighlightItemAt indexPath: IndexPath)
    -> Bool
  { dataSource.answers.shouldHighlightRow(at: indexPath) }

  public func collectionView(_ collectionView: HeadlessCollectionView, didHighlightItemAt indexPath: IndexPath) {
    dataSource.answers.didHighlightRow(at: indexPath)
  }

  public func collectionView(_ collectionView: HeadlessCollectionView, didUnhighlightItemAt indexPath: IndexPath) {
    dataSource.answers.didUnhighlightRow(at: indexPath)
  }

  /// Selectable when the row's `willSelect` answer is the row itself; a collection view cannot select
  /// another item instead, so a redirect prevents the selection.
  public func collectionView(_ collectionView: HeadlessCollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
  {
    dataSource.answers.willSelectRow(at: indexPath) == indexPath
  }

  public func collectionView(_ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: IndexPath) {
    if dataSource.answers.didSelectRow(at: indexPath) == .deselect {
      collectionView.deselectItem(at: indexPath, animated: true)
    }
  }

  /// Deselectable when the row's `willDeselect` answer is the row itself (a redirect prevents it).
  public func collectionView(_ collectionView: HeadlessCollectionView, shouldDeselectItemAt indexPath: IndexPath)
    -> Bool
  { dataSource.answers.willDeselectRow(at: indexPath) == indexPath }

  public func collectionView(_ collectionView: HeadlessCollectionView, didDeselectItemAt indexPath: IndexPath) {
    dataSource.answers.didDeselectRow(at: indexPath)
  }

  public func collectionView(
    _ collectionView: HeadlessCollectionView, willDisplay cell: HeadlessCollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    dataSource.answers.willDisplay(cell, forRowAt: indexPath)
  }

  public func collectionView(
    _ collectionView: HeadlessCollectionView, didEndDisplaying cell: HeadlessCollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    dataSource.answers.didEndDisplaying(cell, forRowAt: indexPath)
  }

  public func collectionView(
    _ collectionView: HeadlessCollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath
  ) -> ContextMenu? {
    dataSource.answers.contextMenuForRow(at: indexPath)
  }

  public func collectionView(
    _ collectionView: HeadlessCollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath original: IndexPath,
    atCurrentIndexPath current: IndexPath, toProposedIndexPath proposed: IndexPath
  ) -> IndexPath {
    dataSource.answers.targetIndexPathForMove(from: original, proposed: proposed)
  }

  public func collectionView(_ collectionView: HeadlessCollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
    dataSource.prefetchRows(at: indexPaths.compactMap(ItemPath.init))
  }

  public func collectionView(
    _ collectionView: HeadlessCollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {
    dataSource.cancelPrefetchingRows(at: indexPaths.compactMap(ItemPath.init))
  }
}
