// Apple-only adapter; see UIKitListView.swift for how it is compiled.
#if canImport(UIKit)
  import UIKit
#elseif UIKIT_STANDIN
  import Foundation
  import UIKitStandIn
#endif
#if canImport(UIKit) || UIKIT_STANDIN
  @_spi(Extending) import DataSourceCore
  @_spi(Extending) import DataSourceInteraction
  import DataSourceDiffable
#endif

#if canImport(UIKit) || UIKIT_STANDIN
  /// The object a `UITableView` holds as its data source, delegate and prefetching data source, on
  /// behalf of a ``TableViewAdapter``. Every table method forwards to the platform-free data source in
  /// one line, converting index paths and UIKit values; the only other code is connecting the
  /// fallbacks. Internal, so that UIKit's ~40 protocol methods are not part of the library's API.
  @MainActor
  final class TableViewConnection: UIKitConnection, UITableViewDataSource, UITableViewDelegate,
    UITableViewDataSourcePrefetching
  {
    /// The table as the data source's `ListView`; it holds the table weakly (the table keeps the
    /// adapter, and through it this object).
    let listView: UIKitListView<UITableView>

    /// The table served; `nil` once it is gone.
    var tableView: UITableView? { listView.view }

    /// See ``TableViewAdapter/fallbackDelegate``.
    var fallbackDelegate: (any UITableViewDelegate)? {
      get { fallbacks.delegate as? any UITableViewDelegate }
      set {
        fallbacks.delegate = newValue
        fallbackDidChange()
      }
    }

    /// See ``TableViewAdapter/fallbackDataSource``.
    var fallbackDataSource: (any UITableViewDataSource)? {
      get { fallbacks.dataSource as? any UITableViewDataSource }
      set {
        fallbacks.dataSource = newValue
        fallbackDidChange()
      }
    }

    /// Becomes `tableView`'s data source, delegate and prefetching data source, and makes the table
    /// `dataSource`'s `ListView`.
    init(dataSource: DataSource, tableView: UITableView) {
      listView = UIKitListView(tableView, dataSource: dataSource)
      super.init(dataSource: dataSource)
      tableView.dataSource = self
      tableView.delegate = self
      tableView.prefetchDataSource = self
      #if !os(tvOS)
        // iOS: rows drag by their descriptors and drops follow the data source's drop rule.
        tableView.dragDelegate = self
        tableView.dropDelegate = self
      #endif
      dataSource.listView = listView
    }

    private func fallbackDidChange() {
      fallbacks.install(uikitFallbackCalls())
      // UIKit caches which optional methods its delegate implements when the delegate is set.
      guard let tableView else { return }
      tableView.delegate = nil
      tableView.dataSource = nil
      tableView.dataSource = self
      tableView.delegate = self
    }

    func numberOfSections(in tableView: UITableView) -> Int { dataSource.numberOfSections }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      dataSource.numberOfRows(inSection: section)
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      dataSource.uikitCell(at: indexPath, in: listView, placeholder: UITableViewCell.self)
    }

    func sectionIndexTitles(for tableView: UITableView) -> [String]? { dataSource.sectionIndexTitlesForView() }

    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
      dataSource.section(forSectionIndexTitle: title, at: index)
    }

    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
      dataSource.prefetchRows(at: indexPaths.compactMap(ItemPath.init))
    }

    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
      dataSource.cancelPrefetchingRows(at: indexPaths.compactMap(ItemPath.init))
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      dataSource.header(inSection: section)?.title
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
      dataSource.footer(inSection: section)?.title
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
      if case .view(let view)? = dataSource.header(inSection: section) { view as? UIView } else { nil }
    }

    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
      if case .view(let view)? = dataSource.footer(inSection: section) { view as? UIView } else { nil }
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
      dataSource.headerHeight(inSection: section).resolved(grouped: tableView.style != .plain).map { CGFloat($0) }
        ?? UITableView.automaticDimension
    }

    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
      dataSource.footerHeight(inSection: section).resolved(grouped: tableView.style != .plain).map { CGFloat($0) }
        ?? UITableView.automaticDimension
    }

    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
      dataSource.willDisplayHeader(view, inSection: section)
      fallbacks.calls?.willDisplaySupplementary(view, .header, section)
    }

    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
      dataSource.willDisplayFooter(view, inSection: section)
      fallbacks.calls?.willDisplaySupplementary(view, .footer, section)
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      dataSource.answers.heightForRow(at: indexPath).map { CGFloat($0) }
        ?? UITableView.automaticDimension
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      if dataSource.answers.didSelectRow(at: indexPath) == .deselect {
        tableView.deselectRow(at: indexPath, animated: true)
      }
      selectionDidChange?()
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
      dataSource.answers.willSelectRow(at: indexPath)
    }

    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
      dataSource.answers.willDeselectRow(at: indexPath)
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
      dataSource.answers.didDeselectRow(at: indexPath)
      selectionDidChange?()
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
      dataSource.answers.didHighlightRow(at: indexPath)
    }

    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
      dataSource.answers.didUnhighlightRow(at: indexPath)
    }

    func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
      dataSource.answers.didEndDisplaying(cell, forRowAt: indexPath)
    }

    #if !os(tvOS)
      /// iOS only: tvOS has no swipe to delete.
      func tableView(
        _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
      ) -> String? {
        dataSource.answers.titleForDeleteConfirmationButtonForRow(at: indexPath)
      }
    #endif

    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
      dataSource.answers.indentationLevelForRow(at: indexPath)
    }

    #if !os(tvOS)
      /// iOS only: tvOS has no spring loading.
      func tableView(
        _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
        with context: any UISpringLoadedInteractionContext
      ) -> Bool {
        dataSource.answers.answer(.shouldSpringLoad, at: indexPath) {
          fallbacks.calls?.shouldSpringLoad(indexPath, context) ?? nil
        }
      }
    #endif

    #if !os(tvOS)
      /// iOS only: tvOS has no multiple-selection pan.
      func tableView(
        _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
      ) -> Bool {
        dataSource.answers.answer(.shouldBeginMultipleSelectionInteraction, at: indexPath) {
          fallbacks.calls?.shouldBeginMultipleSelectionInteraction(indexPath) ?? nil
        }
      }
    #endif

    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
      dataSource.answers.shouldIndentWhileEditingRow(at: indexPath)
    }

    func tableView(
      _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
      toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
      dataSource.answers.targetIndexPathForMove(from: sourceIndexPath, proposed: proposedDestinationIndexPath)
    }

    @available(tvOS 17.0, *)
    func tableView(
      _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
      if let menu = dataSource.answers.contextMenuForRow(at: indexPath) {
        return .init(menu, identifier: ContextMenuRow(indexPath))
      }
      #if os(tvOS)
        return nil
      #else
        return fallbacks.calls?.contextMenu(indexPath, point) ?? nil
      #endif
    }

    #if !os(tvOS)
      /// The user tapped the preview of a row's menu: its ``ContextMenu/willPerformPreviewAction``
      /// runs; a menu the app's own delegate made goes back to it. iOS only.
      func tableView(
        _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
      ) {
        guard let row = configuration.identifier as? ContextMenuRow else {
          fallbacks.calls?.willPerformPreviewAction(configuration, animator)
          return
        }
        dataSource.answers.contextMenuForRow(at: row.indexPath)?.willPerformPreviewAction?()
      }
    #endif

    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
      dataSource.answers.estimatedHeightForRow(at: indexPath).map { CGFloat($0) }
        ?? UITableView.automaticDimension
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
      dataSource.answers.shouldHighlightRow(at: indexPath)
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
      dataSource.answers.willDisplay(cell, forRowAt: indexPath)
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      dataSource.answers.canEditRow(at: indexPath)
    }

    func tableView(
      _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle {
      UITableViewCell.EditingStyle(dataSource.answers.editingStyleForRow(at: indexPath))
    }

    func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
      dataSource.answers.commitEditing(EditingStyle(editingStyle), forRowAt: indexPath)
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      dataSource.answers.canMoveRow(at: indexPath)
    }

    func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
      dataSource.answers.moveRow(at: sourceIndexPath, to: destinationIndexPath)
    }

    #if !os(tvOS)
      /// iOS only: tvOS has no swipe actions.
      func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
      ) -> UISwipeActionsConfiguration? {
        dataSource.answers.trailingSwipeActionsForRow(at: indexPath).map(
          UISwipeActionsConfiguration.init)
          ?? fallbacks.calls?.trailingSwipeActions(indexPath) ?? nil
      }

      /// iOS only: tvOS has no swipe actions.
      func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
      ) -> UISwipeActionsConfiguration? {
        dataSource.answers.leadingSwipeActionsForRow(at: indexPath).map(
          UISwipeActionsConfiguration.init)
          ?? fallbacks.calls?.leadingSwipeActions(indexPath) ?? nil
      }
    #endif
  }
#endif
