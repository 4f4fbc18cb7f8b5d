@_spi(Extending) import DataSourceCore
@_spi(Extending) import DataSourceInteraction
import DataSourceKit
import Foundation

/// Connects a `DataSource` to a ``HeadlessTableView``: it is the table's data source and delegate,
/// forwarding every question to the data source in one line, the way the UIKit adapter connects a
/// `UITableView`. User actions on the table (``HeadlessTableView/tap(rowAt:)``,
/// ``HeadlessTableView/swipeToDelete(rowAt:)``, ``HeadlessTableView/dragRow(at:to:)``) reach the
/// descriptors through it.
///
/// The table holds its data source and delegate weakly, as UIKit does, but it keeps this adapter
/// (and so the data source) alive for as long as the table lives, as the UIKit adapters make their
/// views do: nothing else needs storing.
@MainActor
public final class HeadlessTableAdapter: HeadlessTableViewDataSource, HeadlessTableViewDelegate,
  HeadlessTableViewDataSourcePrefetching, HeadlessDragAndDropDelegate
{
  public let dataSource: DataSource
  /// The table this adapter serves; held weakly (the table keeps the adapter).
  public private(set) weak var tableView: HeadlessTableView?

  /// The answer of the selection closures to the most recent selection.
  public private(set) var lastSelectionResult: SelectionResult?

  /// Makes `dataSource` drive `tableView`, and this adapter the table's data source and delegate.
  public init(dataSource: DataSource, tableView: HeadlessTableView) {
    self.dataSource = dataSource
    self.tableView = tableView
    tableView.dataSource = self
    tableView.delegate = self
    tableView.prefetchDataSource = self
    tableView.dragAndDropDelegate = self
    dataSource.listView = tableView
    tableView.retainedAdapter = self
  }

  public func numberOfSections(in tableView: HeadlessTableView) -> Int { dataSource.numberOfSections }

  public func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
    dataSource.numberOfRows(inSection: section)
  }

  public func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell {
    let path = ItemPath(indexPath) ?? ItemPath(item: 0, section: 0)
    if let cell = dataSource.cell(at: path, in: tableView) as? HeadlessTableViewCell { return cell }
    // As TableViewAdapter does: where there is no cell (the failure is reported), a dequeued
    // placeholder. After a failed dequeue in this call the seam gives none; the table's own dequeue
    // then gives the cell it always gives, and the failure fails the call, as UIKit raises.
    return dataSource.placeholderCell(at: path, in: tableView, cellClass: HeadlessTableViewCell.self)
      as? HeadlessTableViewCell
      ?? tableView.dequeueReusableCell(withIdentifier: DataSource.placeholderCellIdentifier, for: IndexPath(path))
  }

  public func sectionIndexTitles(for tableView: HeadlessTableView) -> [String]? {
    dataSource.sectionIndexTitlesForView()
  }

  public func tableView(_ tableView: HeadlessTableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
  {
    dataSource.section(forSectionIndexTitle: title, at: index)
  }

  public func tableView(_ tableView: HeadlessTableView, prefetchRowsAt indexPaths: [IndexPath]) {
    dataSource.prefetchRows(at: indexPaths.compactMap(ItemPath.init))
  }

  public func tableView(_ tableView: HeadlessTableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
    dataSource.cancelPrefetchingRows(at: indexPaths.compactMap(ItemPath.init))
  }

  /// Taps the row (see ``HeadlessTableView/tap(rowAt:)``) and returns what the selection closures
  /// answered; a row that was not selected keeps the selection as it is.
  @discardableResult
  public func tapRow(at indexPath: IndexPath) -> SelectionResult {
    lastSelectionResult = nil
    guard tableView?.tap(rowAt: indexPath) == true else { return .keepSelected }
    return lastSelectionResult ?? .keepSelected
  }

  // MARK: HeadlessTableViewDelegate

  public func tableView(_ tableView: HeadlessTableView, heightForRowAt indexPath: IndexPath) -> Double {
    dataSource.answers.heightForRow(at: indexPath) ?? tableView.rowHeight
  }

  public func tableView(_ tableView: HeadlessTableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    dataSource.answers.shouldHighlightRow(at: indexPath)
  }

  public func tableView(_ tableView: HeadlessTableView, didHighlightRowAt indexPath: IndexPath) {
    dataSource.answers.didHighlightRow(at: indexPath)
  }

  public func tableView(_ tableView: HeadlessTableView, didUnhighlightRowAt indexPath: IndexPath) {
    dataSource.answers.didUnhighlightRow(at: indexPath)
  }

  public func tableView(_ tableView: HeadlessTableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    dataSource.answers.willSelectRow(at: indexPath)
  }

  public func tableView(_ tableView: HeadlessTableView, didSelectRowAt indexPath: IndexPath) {
    guard let path = ItemPath(indexPath) else { return }
    let result = dataSource.answers.didSelectRow(at: path)
    lastSelectionResult = result
    if result == .deselect { tableView.deselectRow(at: indexPath, animated: true) }
  }

  public func tableView(
    _ tableView: HeadlessTableView, willDisplay cell: HeadlessTableViewCell, forRowAt indexPath: IndexPath
  ) {
    dataSource.answers.willDisplay(cell, forRowAt: indexPath)
  }

  public func tableView(_ tableView: HeadlessTableView, canEditRowAt indexPath: IndexPath) -> Bool {
    dataSource.answers.canEditRow(at: indexPath)
  }

  public func tableView(_ tableView: HeadlessTableView, editingStyleForRowAt indexPath: IndexPath) -> EditingStyle {
    dataSource.answers.editingStyleForRow(at: indexPath)
  }

  public func tableView(
    _ tableView: HeadlessTableView, commit editingStyle: EditingStyle, forRowAt indexPath: IndexPath
  ) {
    dataSource.answers.commitEditing(editingStyle, forRowAt: indexPath)
  }

  public func tableView(_ tableView: HeadlessTableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    dataSource.answers.canMoveRow(at: indexPath)
  }

  public func tableView(
    _ tableView: HeadlessTableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    dataSource.answers.moveRow(at: sourceIndexPath, to: destinationIndexPath)
  }

  public func tableView(
    _ tableView: HeadlessTableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? {
    dataSource.answers.trailingSwipeActionsForRow(at: indexPath)
  }

  public func tableView(
    _ tableView: HeadlessTableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? {
    dataSource.answers.leadingSwipeActionsForRow(at: indexPath)
  }

  public func tableView(_ tableView: HeadlessTableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double? {
    dataSource.answers.estimatedHeightForRow(at: indexPath)
  }

  public func tableView(_ tableView: HeadlessTableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    dataSource.answers.willDeselectRow(at: indexPath)
  }

  public func tableView(_ tableView: HeadlessTableView, didDeselectRowAt indexPath: IndexPath) {
    dataSource.answers.didDeselectRow(at: indexPath)
  }

  public func tableView(
    _ tableView: HeadlessTableView, didEndDisplaying cell: HeadlessTableViewCell, forRowAt indexPath: IndexPath
  ) {
    dataSource.answers.didEndDisplaying(cell, forRowAt: indexPath)
  }

  public func tableView(
    _ tableView: HeadlessTableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? {
    dataSource.answers.titleForDeleteConfirmationButtonForRow(at: indexPath)
  }

  public func tableView(_ tableView: HeadlessTableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
    dataSource.answers.indentationLevelForRow(at: indexPath)
  }

  public func tableView<Output>(
    _ tableView: HeadlessTableView, answer behavior: RowBehavior<ItemPath, Output>, forRowAt indexPath: IndexPath
  ) -> Output? {
    behavior.defaultAnswer == nil ? nil : dataSource.answers.answer(behavior, at: indexPath)
  }

  public func tableView(_ tableView: HeadlessTableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
    dataSource.answers.shouldIndentWhileEditingRow(at: indexPath)
  }

  public func tableView(
    _ tableView: HeadlessTableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    dataSource.answers.targetIndexPathForMove(from: sourceIndexPath, proposed: proposedDestinationIndexPath)
  }

  public func tableView(
    _ tableView: HeadlessTableView, contextMenuConfigurationForRowAt indexPath: IndexPath
  ) -> ContextMenu? {
    dataSource.answers.contextMenuForRow(at: indexPath)
  }
}
