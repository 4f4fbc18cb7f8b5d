// Apple-only: forwarding to a UIKit fallback delegate needs the Objective-C runtime (`responds(to:)`,
// `forwardingTarget(for:)` and optional protocol methods), which Linux does not have. Unlike the other
// adapter files, this one is therefore not type-checked by UIKitAdapterCheck.
#if canImport(UIKit)
  import UIKit

  extension TableViewAdapter {
    /// Says yes for what the adapter implements, and for what a fallback delegate or data source does.
    override public func responds(to selector: Selector!) -> Bool {
      if super.responds(to: selector) { return true }
      return MainActor.assumeIsolated {
        fallbackDelegate?.responds(to: selector) == true || fallbackDataSource?.responds(to: selector) == true
      }
    }

    /// Sends what the adapter does not implement to the fallback delegate or data source.
    override public func forwardingTarget(for selector: Selector!) -> Any? {
      let target: AnyObject? = MainActor.assumeIsolated {
        if let delegate = fallbackDelegate, delegate.responds(to: selector) { return delegate }
        if let dataSource = fallbackDataSource, dataSource.responds(to: selector) { return dataSource }
        return nil
      }
      return target ?? super.forwardingTarget(for: selector)
    }

    /// Makes the UIKit fallbacks the data source's fallback step, unless it has one of its own.
    func installUIKitFallback() {
      if let current = uikitFallback as? UIKitFallbackBridge, dataSource.fallback === current {
        dataSource.fallback = nil
      }
      guard fallbackDelegate != nil || fallbackDataSource != nil, let tableView, dataSource.fallback == nil else {
        uikitFallback = nil
        return
      }
      let bridge = UIKitFallbackBridge(tableView: tableView, delegate: fallbackDelegate, dataSource: fallbackDataSource)
      uikitFallback = bridge
      dataSource.fallback = bridge
    }
  }

  /// Answers the data source's fallback questions from a UIKit delegate and data source, through
  /// their optional methods; a method they do not implement gives no answer. Swipe actions and context
  /// menus are UIKit objects with no platform-neutral form, so they are not asked here.
  @MainActor
  final class UIKitFallbackBridge: DataSourceFallback {
    weak var tableView: UITableView?
    weak var delegate: (any UITableViewDelegate)?
    weak var dataSource: (any UITableViewDataSource)?

    init(tableView: UITableView, delegate: (any UITableViewDelegate)?, dataSource: (any UITableViewDataSource)?) {
      self.tableView = tableView
      self.delegate = delegate
      self.dataSource = dataSource
    }

    func height(for row: Row, at path: ItemPath) -> Double? {
      guard let tableView else { return nil }
      return delegate?.tableView?(tableView, heightForRowAt: IndexPath(path)).map(Double.init)
    }

    func estimatedHeight(for row: Row, at path: ItemPath) -> Double? {
      guard let tableView else { return nil }
      return delegate?.tableView?(tableView, estimatedHeightForRowAt: IndexPath(path)).map(Double.init)
    }

    /// The delegate deselects by itself if it wants to, so the adapter keeps the selection.
    func didSelect(_ row: Row, at path: ItemPath) -> SelectionResult? {
      guard let tableView, let delegate, delegate.responds(to: #selector(UITableViewDelegate.tableView(_:didSelectRowAt:)))
      else { return nil }
      delegate.tableView?(tableView, didSelectRowAt: IndexPath(path))
      return .keepSelected
    }

    func shouldHighlight(_ row: Row, at path: ItemPath) -> Bool? {
      guard let tableView else { return nil }
      return delegate?.tableView?(tableView, shouldHighlightRowAt: IndexPath(path))
    }

    func willDisplay(_ row: Row, cell: AnyObject, at path: ItemPath) {
      guard let tableView, let cell = cell as? UITableViewCell else { return }
      delegate?.tableView?(tableView, willDisplay: cell, forRowAt: IndexPath(path))
    }

    func didEndDisplaying(_ row: Row, cell: AnyObject, at path: ItemPath) {
      guard let tableView, let cell = cell as? UITableViewCell else { return }
      delegate?.tableView?(tableView, didEndDisplaying: cell, forRowAt: IndexPath(path))
    }

    func canEdit(_ row: Row, at path: ItemPath) -> Bool? {
      guard let tableView else { return nil }
      return dataSource?.tableView?(tableView, canEditRowAt: IndexPath(path))
    }

    func editingStyle(for row: Row, at path: ItemPath) -> EditingStyle? {
      guard let tableView else { return nil }
      return delegate?.tableView?(tableView, editingStyleForRowAt: IndexPath(path)).map(EditingStyle.init)
    }

    func commitEditing(_ row: Row, style: EditingStyle, at path: ItemPath) {
      guard let tableView else { return }
      dataSource?.tableView?(tableView, commit: UITableViewCell.EditingStyle(style), forRowAt: IndexPath(path))
    }

    func canMove(_ row: Row, at path: ItemPath) -> Bool? {
      guard let tableView else { return nil }
      return dataSource?.tableView?(tableView, canMoveRowAt: IndexPath(path))
    }

    func moveRow(_ row: Row, from source: ItemPath, to destination: ItemPath) {
      guard let tableView else { return }
      dataSource?.tableView?(tableView, moveRowAt: IndexPath(source), to: IndexPath(destination))
    }

    func willSelect(_ row: Row, at path: ItemPath) -> ItemPath?? {
      guard let tableView, let answer = delegate?.tableView?(tableView, willSelectRowAt: IndexPath(path)) else {
        return nil
      }
      return .some(answer.flatMap(ItemPath.init))
    }

    func willDeselect(_ row: Row, at path: ItemPath) -> ItemPath?? {
      guard let tableView, let answer = delegate?.tableView?(tableView, willDeselectRowAt: IndexPath(path)) else {
        return nil
      }
      return .some(answer.flatMap(ItemPath.init))
    }

    func didDeselect(_ row: Row, at path: ItemPath) {
      guard let tableView else { return }
      delegate?.tableView?(tableView, didDeselectRowAt: IndexPath(path))
    }

    func didHighlight(_ row: Row, at path: ItemPath) {
      guard let tableView else { return }
      delegate?.tableView?(tableView, didHighlightRowAt: IndexPath(path))
    }

    func didUnhighlight(_ row: Row, at path: ItemPath) {
      guard let tableView else { return }
      delegate?.tableView?(tableView, didUnhighlightRowAt: IndexPath(path))
    }

    func titleForDeleteConfirmationButton(for row: Row, at path: ItemPath) -> String? {
      guard let tableView else { return nil }
      return delegate?.tableView?(tableView, titleForDeleteConfirmationButtonForRowAt: IndexPath(path)) ?? nil
    }

    func indentationLevel(for row: Row, at path: ItemPath) -> Int? {
      guard let tableView else { return nil }
      return delegate?.tableView?(tableView, indentationLevelForRowAt: IndexPath(path))
    }

    func shouldIndentWhileEditing(_ row: Row, at path: ItemPath) -> Bool? {
      guard let tableView else { return nil }
      return delegate?.tableView?(tableView, shouldIndentWhileEditingRowAt: IndexPath(path))
    }

    func targetIndexPathForMove(of row: Row, from source: ItemPath, proposed: ItemPath) -> ItemPath? {
      guard let tableView else { return nil }
      return delegate?.tableView?(
        tableView, targetIndexPathForMoveFromRowAt: IndexPath(source), toProposedIndexPath: IndexPath(proposed)
      ).flatMap(ItemPath.init)
    }
  }
#endif
