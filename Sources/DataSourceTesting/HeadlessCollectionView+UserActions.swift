import DataSourceKit
import Foundation

extension HeadlessCollectionView {
  /// Does what a user's tap on an item does in UIKit: asks whether the item highlights, highlights
  /// and unhighlights it, then asks whether it should be selected, selects it and tells the delegate.
  /// With multiple selection, tapping a selected item deselects it (if `shouldDeselectItemAt` agrees);
  /// with single selection, the item selected before is deselected first.
  /// - Returns: whether an item was selected.
  @discardableResult
  public func tap(itemAt indexPath: IndexPath) -> Bool {
    guard let path = ItemPath(indexPath), engine.token(at: path) != nil else { return false }
    return gestures.tap(
      indexPath, selected: indexPathsForSelectedItems ?? [], allowsMultipleSelection: allowsMultipleSelection)
  }

  /// The tap rules (written once, in `ListGestures`) over this view's delegate and selection: a
  /// collection view cannot redirect a selection, so `shouldSelectItemAt` and `shouldDeselectItemAt`
  /// only allow or prevent it.
  private var gestures: ListGestures<IndexPath> {
    ListGestures(
      shouldHighlight: { self.delegate?.collectionView(self, shouldHighlightItemAt: $0) ?? true },
      didHighlight: {
        if let path = ItemPath($0) { self.engine.setHighlighted(true, at: path) }
        self.delegate?.collectionView(self, didHighlightItemAt: $0)
      },
      didUnhighlight: {
        if let path = ItemPath($0) { self.engine.setHighlighted(false, at: path) }
        self.delegate?.collectionView(self, didUnhighlightItemAt: $0)
      },
      willSelect: { self.delegate?.collectionView(self, shouldSelectItemAt: $0) ?? true ? $0 : nil },
      willDeselect: { self.delegate?.collectionView(self, shouldDeselectItemAt: $0) ?? true ? $0 : nil },
      isSelected: { ItemPath($0).map(self.engine.selectedPaths.contains) ?? false },
      select: { self.selectItem(at: $0, animated: false, scrollPosition: .none) },
      deselect: { self.deselectItem(at: $0, animated: false) },
      didSelect: { self.delegate?.collectionView(self, didSelectItemAt: $0) },
      didDeselect: { self.delegate?.collectionView(self, didDeselectItemAt: $0) })
  }

  /// Does what an interactive reorder does: when the data source says the item can move, asks the
  /// delegate where it may land (given `proposed`), tells the data source the move and moves the
  /// item in the view's own model, as UIKit has already moved it on screen.
  /// - Returns: whether the move happened.
  /// - Throws: ``HeadlessUpdateError/Rule/moveOutOfRange`` when the landing path is outside the view.
  @discardableResult
  public func dragItem(at source: IndexPath, to proposed: IndexPath) throws(HeadlessUpdateError) -> Bool {
    guard let from = ItemPath(source), engine.token(at: from) != nil, let dataSource else { return false }
    return try ListGestures<IndexPath>.drag(
      canMove: dataSource.collectionView(self, canMoveItemAt: source),
      to: {
        self.delegate?.collectionView(
          self, targetIndexPathForMoveOfItemFromOriginalIndexPath: source, atCurrentIndexPath: source,
          toProposedIndexPath: proposed) ?? proposed
      },
      moveOnScreen: { (destination) throws(HeadlessUpdateError) in
        try engine.moveRowInteractively(from: from, to: engine.itemPath(destination))
      },
      didMove: { dataSource.collectionView(self, moveItemAt: source, to: $0) })
  }

  /// The context menu a long press on the item shows.
  public func contextMenu(forItemAt indexPath: IndexPath) -> ContextMenu? {
    delegate?.collectionView(self, contextMenuConfigurationForItemAt: indexPath)
  }

  /// The user long-presses the item and taps the preview above its menu: the menu's
  /// `ContextMenu.willPerformPreviewAction` runs. Returns `false` when the item shows no menu.
  @discardableResult
  public func tapMenuPreview(forItemAt indexPath: IndexPath) -> Bool {
    guard let menu = contextMenu(forItemAt: indexPath) else { return false }
    menu.willPerformPreviewAction?()
    return true
  }

  /// The titles of the index the data source gives (`nil` for none), as UIKit shows them along the
  /// view's edge.
  public var indexTitles: [String]? { dataSource?.indexTitles(for: self) }

  /// Does what touching entry `index` of the index does: asks the data source which item the entry
  /// leads to and scrolls it to the top.
  /// - Returns: the item scrolled to, or `nil` when there is no such entry or item.
  @discardableResult
  public func touchIndexTitle(at index: Int) -> IndexPath? {
    guard let titles = indexTitles, titles.indices.contains(index), let dataSource else { return nil }
    let target = dataSource.collectionView(self, indexPathForIndexTitle: titles[index], at: index)
    guard (try? scrollToItem(at: target, at: .top, animated: false)) != nil else { return nil }
    return target
  }

  /// Tells the prefetching data source to prefetch items, as UIKit does for items about to scroll
  /// in. Paths outside the view are left out, as UIKit never sends them.
  public func prefetchItems(at indexPaths: [IndexPath]) {
    let items = indexPaths.filter { ItemPath($0).flatMap(engine.token(at:)) != nil }
    if !items.isEmpty { prefetchDataSource?.collectionView(self, prefetchItemsAt: items) }
  }

  /// Tells the prefetching data source that items it was asked to prefetch are no longer expected.
  public func cancelPrefetchingItems(at indexPaths: [IndexPath]) {
    if !indexPaths.isEmpty { prefetchDataSource?.collectionView(self, cancelPrefetchingForItemsAt: indexPaths) }
  }
}
