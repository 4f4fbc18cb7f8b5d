import DataSourceKit
import Foundation

extension HeadlessTableView {
  /// Does what a user's tap on a row does in UIKit: asks whether the row highlights, highlights and
  /// unhighlights it, asks which row to select, selects that row and tells the delegate. A row that
  /// does not highlight is not selected, and `willSelectRowAt` may redirect or prevent the selection.
  /// - Returns: whether a row was selected.
  @discardableResult
  public func tap(rowAt indexPath: IndexPath) -> Bool {
    guard let path = ItemPath(indexPath), engine.token(at: path) != nil else { return false }
    return gestures.tap(
      indexPath, selected: indexPathsForSelectedRows ?? [], allowsMultipleSelection: allowsMultipleSelection)
  }

  /// The tap rules (written once, in `ListGestures`) over this table's delegate and selection:
  /// `willSelectRowAt` may redirect or prevent a selection, and `willDeselectRowAt` a deselection.
  private var gestures: ListGestures<IndexPath> {
    ListGestures(
      shouldHighlight: { self.delegate?.tableView(self, shouldHighlightRowAt: $0) ?? true },
      didHighlight: {
        if let path = ItemPath($0) { self.engine.setHighlighted(true, at: path) }
        self.delegate?.tableView(self, didHighlightRowAt: $0)
      },
      didUnhighlight: {
        if let path = ItemPath($0) { self.engine.setHighlighted(false, at: path) }
        self.delegate?.tableView(self, didUnhighlightRowAt: $0)
      },
      willSelect: { indexPath in
        let target = self.delegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
        guard let target, let path = ItemPath(target), self.engine.token(at: path) != nil else { return nil }
        return target
      },
      willDeselect: { indexPath in self.delegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
      },
      isSelected: { ItemPath($0).map(self.engine.selectedPaths.contains) ?? false },
      select: { self.selectRow(at: $0, animated: false, scrollPosition: .none) },
      deselect: { self.deselectRow(at: $0, animated: false) },
      didSelect: { self.delegate?.tableView(self, didSelectRowAt: $0) },
      didDeselect: { self.delegate?.tableView(self, didDeselectRowAt: $0) })
  }

  /// Does what a swipe-to-delete does: when the row can be edited and its style is delete, commits
  /// the delete through the delegate (which is expected to update the model and the table).
  /// - Returns: whether the delete was committed.
  @discardableResult
  public func swipeToDelete(rowAt indexPath: IndexPath) -> Bool {
    guard let path = ItemPath(indexPath), engine.token(at: path) != nil, let delegate else { return false }
    return ListGestures<IndexPath>.swipeToDelete(
      canEdit: delegate.tableView(self, canEditRowAt: indexPath),
      editingStyle: delegate.tableView(self, editingStyleForRowAt: indexPath)
    ) { delegate.tableView(self, commit: .delete, forRowAt: indexPath) }
  }

  /// Does what dragging a row in editing mode does: when the row can move, asks the delegate where
  /// the row may land (`targetIndexPathForMoveFromRowAt`, given `proposed`), then tells it the move. As
  /// in UIKit, the table has already moved the row on screen, so it updates its own row model.
  /// - Returns: whether the move happened.
  @discardableResult
  public func dragRow(at source: IndexPath, to proposed: IndexPath) throws(HeadlessUpdateError) -> Bool {
    guard let from = ItemPath(source), engine.token(at: from) != nil, let delegate else { return false }
    return try ListGestures<IndexPath>.drag(
      canMove: delegate.tableView(self, canMoveRowAt: source),
      to: { delegate.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed) },
      moveOnScreen: { (destination) throws(HeadlessUpdateError) in
        try engine.moveRowInteractively(from: from, to: engine.itemPath(destination))
      },
      didMove: { delegate.tableView(self, moveRowAt: source, to: $0) })
  }

  /// Does what a swipe on the row does: reveals its trailing actions (its leading ones with
  /// `leading`), and its cell is swiped open (``HeadlessReusableCell/configurationState``'s
  /// `isSwiped`) until ``closeSwipeActions()`` or another row is swiped, as UIKit shows one row's
  /// actions at a time. A row with no actions does not open.
  /// - Returns: the actions revealed; `nil` when the row has none.
  @discardableResult
  public func swipeOpen(rowAt indexPath: IndexPath, leading: Bool = false) -> SwipeActionsConfiguration? {
    guard let path = ItemPath(indexPath), engine.token(at: path) != nil else { return nil }
    let actions = leading ? leadingSwipeActions(forRowAt: indexPath) : trailingSwipeActions(forRowAt: indexPath)
    guard let actions, !actions.actions.isEmpty else { return nil }
    engine.setSwiped(path)
    return actions
  }

  /// Closes the swipe actions that show, as a tap elsewhere does: that row's cell is no longer swiped.
  public func closeSwipeActions() { engine.setSwiped(nil) }

  /// The actions a trailing swipe on the row reveals.
  public func trailingSwipeActions(forRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
    delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
  }

  /// The actions a leading swipe on the row reveals.
  public func leadingSwipeActions(forRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
    delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
  }

  /// The context menu a long press on the row shows.
  public func contextMenu(forRowAt indexPath: IndexPath) -> ContextMenu? {
    delegate?.tableView(self, contextMenuConfigurationForRowAt: indexPath)
  }

  /// The user long-presses the row and taps the preview above its menu, as UIKit's
  /// `willPerformPreviewActionForMenuWith` reports it: the menu's
  /// `ContextMenu.willPerformPreviewAction` runs. Returns `false` when the row shows no menu.
  @discardableResult
  public func tapMenuPreview(forRowAt indexPath: IndexPath) -> Bool {
    guard let menu = contextMenu(forRowAt: indexPath) else { return false }
    menu.willPerformPreviewAction?()
    return true
  }

  /// The title of the row's delete confirmation button, as UIKit shows it ("Delete" by default).
  public func deleteConfirmationTitle(forRowAt indexPath: IndexPath) -> String {
    delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
  }

  /// The row's indentation level, and whether it indents while editing.
  public func indentation(ofRowAt indexPath: IndexPath) -> (level: Int, indentsWhileEditing: Bool) {
    (
      delegate?.tableView(self, indentationLevelForRowAt: indexPath) ?? 0,
      delegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true
    )
  }

  /// What the delegate answers about the row for a behaviour UIKit asks at a moment the headless
  /// table does not act out, such as `.shouldSpringLoad` (whether the row opens when the user holds
  /// something dragged over it). With no delegate, the behaviour's default, as in UIKit; `nil` only
  /// for a behaviour whose default depends on the row (the heights and the selection redirects, which
  /// have methods of their own).
  public func answer<Output>(_ behavior: RowBehavior<ItemPath, Output>, forRowAt indexPath: IndexPath) -> Output? {
    guard let delegate else { return behavior.defaultAnswer?() }
    return delegate.tableView(self, answer: behavior, forRowAt: indexPath)
  }

  /// The estimated height of a row, as the delegate gives it; `nil` when it gives none.
  public func estimatedHeightOfRow(at indexPath: IndexPath) -> Double? {
    delegate?.tableView(self, estimatedHeightForRowAt: indexPath)
  }

  /// The height of a row, as the delegate gives it (else ``rowHeight``).
  public func heightOfRow(at indexPath: IndexPath) -> Double {
    delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
  }

  /// The titles of the section index the data source gives (`nil` for none), as UIKit shows them
  /// along the table's edge.
  public var sectionIndexTitles: [String]? { dataSource?.sectionIndexTitles(for: self) }

  /// Does what touching entry `index` of the section index does: asks the data source which section
  /// the entry leads to and scrolls that section's first row to the top.
  /// - Returns: the section scrolled to, or `nil` when there is no such entry or the section has
  ///   no row to scroll to.
  @discardableResult
  public func touchSectionIndex(at index: Int) -> Int? {
    guard let titles = sectionIndexTitles, titles.indices.contains(index), let dataSource else { return nil }
    let section = dataSource.tableView(self, sectionForSectionIndexTitle: titles[index], at: index)
    guard (try? scrollToRow(at: IndexPath(row: 0, section: section), at: .top, animated: false)) != nil else {
      return nil
    }
    return section
  }

  /// Tells the prefetching data source to prefetch rows, as UIKit does for rows about to scroll in.
  /// Paths outside the table are left out, as UIKit never sends them.
  public func prefetchRows(at indexPaths: [IndexPath]) {
    let rows = indexPaths.filter { ItemPath($0).flatMap(engine.token(at:)) != nil }
    if !rows.isEmpty { prefetchDataSource?.tableView(self, prefetchRowsAt: rows) }
  }

  /// Tells the prefetching data source that rows it was asked to prefetch are no longer expected.
  public func cancelPrefetchingRows(at indexPaths: [IndexPath]) {
    if !indexPaths.isEmpty { prefetchDataSource?.tableView(self, cancelPrefetchingForRowsAt: indexPaths) }
  }
}
