// Apple-only adapter; see UIKitListView.swift for how it is compiled.
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
  /// Answers the data source's fallback questions from a UIKit delegate and data source, through
  /// ``TableViewFallbackCalls``: a method they do not implement gives no answer, so the lookup goes on
  /// to the default. Swipe actions and context menus are UIKit objects with no platform-neutral form,
  /// so they are not asked here.
  ///
  /// Rules that are easy to get wrong, and so are tested on Linux against the stand-in:
  /// - a delegate that implements `willSelectRowAt`/`willDeselectRowAt` and returns `nil` prevents the
  ///   (de)selection; one that does not implement them gives no answer. A returned path that is not a
  ///   two-index path prevents it too, as UIKit ignores such a path;
  /// - an implemented `titleForDeleteConfirmationButtonForRowAt` that returns `nil` gives no answer;
  /// - a delegate that implements `didSelectRowAt` deselects by itself if it wants to, so the adapter
  ///   keeps the selection.
  @MainActor
  final class UIKitFallbackBridge: DataSourceFallback {
    weak var tableView: UITableView?
    let calls: any TableViewFallbackCalls

    init(tableView: UITableView, calls: any TableViewFallbackCalls) {
      self.tableView = tableView
      self.calls = calls
    }

    func height(for row: Row, at path: ItemPath) -> Double? {
      guard let tableView, let height = calls.heightForRow(tableView, IndexPath(path)) else { return nil }
      return Double(height)
    }

    func estimatedHeight(for row: Row, at path: ItemPath) -> Double? {
      guard let tableView, let height = calls.estimatedHeightForRow(tableView, IndexPath(path)) else { return nil }
      return Double(height)
    }

    func didSelect(_ row: Row, at path: ItemPath) -> SelectionResult? {
      guard let tableView, calls.didSelectRow(tableView, IndexPath(path)) else { return nil }
      return .keepSelected
    }

    func shouldHighlight(_ row: Row, at path: ItemPath) -> Bool? {
      tableView.flatMap { calls.shouldHighlightRow($0, IndexPath(path)) }
    }

    func willDisplay(_ row: Row, cell: AnyObject, at path: ItemPath) {
      guard let tableView, let cell = cell as? UITableViewCell else { return }
      calls.willDisplay(tableView, cell, IndexPath(path))
    }

    func didEndDisplaying(_ row: Row, cell: AnyObject, at path: ItemPath) {
      guard let tableView, let cell = cell as? UITableViewCell else { return }
      calls.didEndDisplaying(tableView, cell, IndexPath(path))
    }

    func canEdit(_ row: Row, at path: ItemPath) -> Bool? {
      tableView.flatMap { calls.canEditRow($0, IndexPath(path)) }
    }

    func editingStyle(for row: Row, at path: ItemPath) -> EditingStyle? {
      guard let tableView, let style = calls.editingStyleForRow(tableView, IndexPath(path)) else { return nil }
      return EditingStyle(style)
    }

    func commitEditing(_ row: Row, style: EditingStyle, at path: ItemPath) {
      guard let tableView else { return }
      calls.commit(tableView, UITableViewCell.EditingStyle(style), IndexPath(path))
    }

    func canMove(_ row: Row, at path: ItemPath) -> Bool? {
      tableView.flatMap { calls.canMoveRow($0, IndexPath(path)) }
    }

    func moveRow(_ row: Row, from source: ItemPath, to destination: ItemPath) {
      guard let tableView else { return }
      calls.moveRow(tableView, IndexPath(source), IndexPath(destination))
    }

    func willSelect(_ row: Row, at path: ItemPath) -> ItemPath?? {
      guard let tableView, let answer = calls.willSelectRow(tableView, IndexPath(path)) else { return nil }
      return .some(answer.flatMap { ItemPath($0) })
    }

    func willDeselect(_ row: Row, at path: ItemPath) -> ItemPath?? {
      guard let tableView, let answer = calls.willDeselectRow(tableView, IndexPath(path)) else { return nil }
      return .some(answer.flatMap { ItemPath($0) })
    }

    func didDeselect(_ row: Row, at path: ItemPath) {
      guard let tableView else { return }
      calls.didDeselectRow(tableView, IndexPath(path))
    }

    func didHighlight(_ row: Row, at path: ItemPath) {
      guard let tableView else { return }
      calls.didHighlightRow(tableView, IndexPath(path))
    }

    func didUnhighlight(_ row: Row, at path: ItemPath) {
      guard let tableView else { return }
      calls.didUnhighlightRow(tableView, IndexPath(path))
    }

    func titleForDeleteConfirmationButton(for row: Row, at path: ItemPath) -> String? {
      guard let tableView, let title = calls.titleForDeleteConfirmationButton(tableView, IndexPath(path)) else {
        return nil
      }
      return title
    }

    func indentationLevel(for row: Row, at path: ItemPath) -> Int? {
      tableView.flatMap { calls.indentationLevelForRow($0, IndexPath(path)) }
    }

    func shouldIndentWhileEditing(_ row: Row, at path: ItemPath) -> Bool? {
      tableView.flatMap { calls.shouldIndentWhileEditingRow($0, IndexPath(path)) }
    }

    func targetIndexPathForMove(of row: Row, from source: ItemPath, proposed: ItemPath) -> ItemPath? {
      guard let tableView, let target = calls.targetIndexPathForMove(tableView, IndexPath(source), IndexPath(proposed))
      else { return nil }
      return ItemPath(target)
    }
  }

  extension TableViewConnection {
    /// Makes a bridge over `calls` the data source's fallback step, unless the data source has a
    /// fallback of its own (a diffable data source's is the exception: it answers its overridable
    /// methods and hands every other question to the bridge); with `calls == nil` (no UIKit
    /// fallback set), removes the bridge this adapter installed before.
    func installFallbackBridge(calls: (any TableViewFallbackCalls)?) {
      if let current = uikitFallback, dataSource.fallback === current {
        dataSource.fallback = nil
      }
      // A diffable data source's fallback answers its own methods and hands the rest on.
      let diffable = dataSource.fallback as? DiffableOverridesFallback
      if let diffable, diffable.next === uikitFallback { diffable.next = nil }
      guard let calls, let tableView, dataSource.fallback == nil || diffable != nil else {
        uikitFallback = nil
        return
      }
      let bridge = UIKitFallbackBridge(tableView: tableView, calls: calls)
      uikitFallback = bridge
      if let diffable { diffable.next = bridge } else { dataSource.fallback = bridge }
    }
  }
#endif
