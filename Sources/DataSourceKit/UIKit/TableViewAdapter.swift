// Apple-only adapter; see UITableView+ListView.swift for how it is compiled.
#if canImport(UIKit)
  import UIKit
#elseif UIKIT_STANDIN
  import DataSourceKit
  import Foundation
  import UIKitStandIn
#endif

#if canImport(UIKit) || UIKIT_STANDIN
  /// Makes a ``DataSource`` the data source and delegate of a `UITableView`. Every table method
  /// forwards to the platform-free data source in one line, converting index paths and UIKit values;
  /// the only other code is connecting the fallbacks (``fallbackDelegate``, ``fallbackDataSource``).
  ///
  /// The table holds its data source and delegate weakly, as UIKit does, but the adapter makes the
  /// table keep it (and so the data source) alive for as long as the table lives: creating it is
  /// enough, nothing else needs storing.
  @MainActor
  public final class TableViewAdapter: NSObject, UITableViewDataSource, UITableViewDelegate,
    UITableViewDataSourcePrefetching
  {
    /// The data source the table's questions go to.
    public let dataSource: DataSource

    /// The table this adapter serves.
    public private(set) weak var tableView: UITableView?

    /// A UIKit delegate asked when DataSourceKit has no answer, as in the seed library: the methods
    /// this adapter does not implement (scroll-view callbacks, for instance) are forwarded to it, and
    /// for rows, the data source's lookup order asks it in the fallback step (unless
    /// ``DataSource/fallback`` is already set to a Swift object of your own). Held weakly. Setting it
    /// re-attaches the adapter so that UIKit asks again which methods exist.
    ///
    /// Forwarding relies on the Objective-C runtime, so it exists only on Apple platforms.
    public weak var fallbackDelegate: (any UITableViewDelegate)? {
      didSet { fallbackDidChange() }
    }

    /// A UIKit data source asked when DataSourceKit has no answer (editing and moving rows, and the
    /// methods this adapter does not implement). Held weakly.
    public weak var fallbackDataSource: (any UITableViewDataSource)? {
      didSet { fallbackDidChange() }
    }

    /// The bridge from the fallbacks above to ``DataSourceFallback``, kept alive here because the data
    /// source holds its fallback weakly.
    var uikitFallback: AnyObject?

    /// Connects `dataSource` to `tableView`: the adapter becomes the table's data source and
    /// delegate, and the table the data source's ``ListView``.
    public init(dataSource: DataSource, tableView: UITableView) {
      self.dataSource = dataSource
      self.tableView = tableView
      super.init()
      tableView.dataSource = self
      tableView.delegate = self
      tableView.prefetchDataSource = self
      dataSource.listView = tableView
      tableView.retainAdapter(self)
    }

    private func fallbackDidChange() {
      installFallbackBridge(calls: uikitFallbackCalls())
      // UIKit caches which optional methods its delegate implements when the delegate is set.
      guard let tableView else { return }
      tableView.delegate = nil
      tableView.dataSource = nil
      tableView.dataSource = self
      tableView.delegate = self
    }

    public func numberOfSections(in tableView: UITableView) -> Int { dataSource.numberOfSections }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      dataSource.numberOfRows(inSection: section)
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      // A table accepts a cell it did not dequeue; why there was none is in dataSource.failures.
      dataSource.uikitCell(at: indexPath, in: tableView) as? UITableViewCell
        ?? UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { dataSource.sectionIndexTitlesForView() }

    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
      dataSource.section(forSectionIndexTitle: title, at: index)
    }

    public func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
      dataSource.prefetchRows(at: indexPaths.compactMap(ItemPath.init))
    }

    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
      dataSource.cancelPrefetchingRows(at: indexPaths.compactMap(ItemPath.init))
    }

    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      dataSource.header(inSection: section)?.title
    }

    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
      dataSource.footer(inSection: section)?.title
    }

    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
      if case .view(let view)? = dataSource.header(inSection: section) { view as? UIView } else { nil }
    }

    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
      if case .view(let view)? = dataSource.footer(inSection: section) { view as? UIView } else { nil }
    }

    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
      dataSource.headerHeight(inSection: section).resolved(grouped: tableView.style != .plain).map { CGFloat($0) }
        ?? UITableView.automaticDimension
    }

    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
      dataSource.footerHeight(inSection: section).resolved(grouped: tableView.style != .plain).map { CGFloat($0) }
        ?? UITableView.automaticDimension
    }

    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
      dataSource.willDisplayHeader(view, inSection: section)
    }

    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
      dataSource.willDisplayFooter(view, inSection: section)
    }

    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      ItemPath(indexPath).flatMap(dataSource.heightForRow(at:)).map { CGFloat($0) } ?? UITableView.automaticDimension
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      if let path = ItemPath(indexPath), dataSource.didSelectRow(at: path) == .deselect {
        tableView.deselectRow(at: indexPath, animated: true)
      }
    }

    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
      ItemPath(indexPath).flatMap(dataSource.willSelectRow(at:)).map(IndexPath.init)
    }

    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
      ItemPath(indexPath).flatMap(dataSource.willDeselectRow(at:)).map(IndexPath.init)
    }

    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
      if let path = ItemPath(indexPath) { dataSource.didDeselectRow(at: path) }
    }

    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
      if let path = ItemPath(indexPath) { dataSource.didHighlightRow(at: path) }
    }

    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
      if let path = ItemPath(indexPath) { dataSource.didUnhighlightRow(at: path) }
    }

    public func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
      if let path = ItemPath(indexPath) { dataSource.didEndDisplaying(cell, forRowAt: path) }
    }

    #if !os(tvOS)
      /// iOS only: tvOS has no swipe to delete.
      public func tableView(
        _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
      ) -> String? {
        ItemPath(indexPath).flatMap(dataSource.titleForDeleteConfirmationButtonForRow(at:))
      }
    #endif

    public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
      ItemPath(indexPath).map(dataSource.indentationLevelForRow(at:)) ?? 0
    }

    #if !os(tvOS)
      /// iOS only: tvOS has no spring loading.
      public func tableView(
        _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
        with context: any UISpringLoadedInteractionContext
      ) -> Bool {
        ItemPath(indexPath).flatMap { dataSource.answer(.shouldSpringLoad, at: $0, $0) }
          ?? uikitFallbackCalls()?.shouldSpringLoadRow(tableView, indexPath, context) ?? true
      }
    #endif

    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
      ItemPath(indexPath).map(dataSource.shouldIndentWhileEditingRow(at:)) ?? true
    }

    public func tableView(
      _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
      toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
      guard let from = ItemPath(sourceIndexPath), let proposed = ItemPath(proposedDestinationIndexPath) else {
        return proposedDestinationIndexPath
      }
      return IndexPath(dataSource.targetIndexPathForMove(from: from, proposed: proposed))
    }

    @available(tvOS 17.0, *)
    public func tableView(
      _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
      if let menu = ItemPath(indexPath).flatMap(dataSource.contextMenuForRow(at:)) {
        return .init(menu, identifier: ContextMenuRow(indexPath))
      }
      #if os(tvOS)
        return nil
      #else
        return uikitFallbackCalls()?.contextMenu(tableView, indexPath, point) ?? nil
      #endif
    }

    #if !os(tvOS)
      /// The user tapped the preview of a row's menu: its ``ContextMenu/willPerformPreviewAction``
      /// runs; a menu the app's own delegate made goes back to it. iOS only.
      public func tableView(
        _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
      ) {
        guard let row = configuration.identifier as? ContextMenuRow else {
          uikitFallbackCalls()?.willPerformPreviewAction(tableView, configuration, animator)
          return
        }
        ItemPath(row.indexPath).flatMap(dataSource.contextMenuForRow(at:))?.willPerformPreviewAction?()
      }
    #endif

    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
      ItemPath(indexPath).flatMap(dataSource.estimatedHeightForRow(at:)).map { CGFloat($0) }
        ?? UITableView.automaticDimension
    }

    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
      ItemPath(indexPath).map(dataSource.shouldHighlightRow(at:)) ?? false
    }

    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
      if let path = ItemPath(indexPath) { dataSource.willDisplay(cell, forRowAt: path) }
    }

    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      ItemPath(indexPath).map(dataSource.canEditRow(at:)) ?? false
    }

    public func tableView(
      _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle {
      ItemPath(indexPath).map { UITableViewCell.EditingStyle(dataSource.editingStyleForRow(at: $0)) } ?? .none
    }

    public func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
      if let path = ItemPath(indexPath) { dataSource.commitEditing(EditingStyle(editingStyle), forRowAt: path) }
    }

    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      ItemPath(indexPath).map(dataSource.canMoveRow(at:)) ?? false
    }

    public func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
      if let from = ItemPath(sourceIndexPath), let to = ItemPath(destinationIndexPath) {
        dataSource.moveRow(at: from, to: to)
      }
    }

    #if !os(tvOS)
      /// iOS only: tvOS has no swipe actions.
      public func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
      ) -> UISwipeActionsConfiguration? {
        ItemPath(indexPath).flatMap(dataSource.trailingSwipeActionsForRow(at:)).map(UISwipeActionsConfiguration.init)
          ?? uikitFallbackCalls()?.trailingSwipeActions(tableView, indexPath) ?? nil
      }

      /// iOS only: tvOS has no swipe actions.
      public func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
      ) -> UISwipeActionsConfiguration? {
        ItemPath(indexPath).flatMap(dataSource.leadingSwipeActionsForRow(at:)).map(UISwipeActionsConfiguration.init)
          ?? uikitFallbackCalls()?.leadingSwipeActions(tableView, indexPath) ?? nil
      }
    #endif
  }
#endif
