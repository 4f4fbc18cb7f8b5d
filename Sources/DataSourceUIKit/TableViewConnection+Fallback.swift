// Apple-only: forwarding to a UIKit fallback delegate needs the Objective-C runtime (`responds(to:)`,
// `forwardingTarget(for:)` and optional protocol methods), which Linux does not have, so this file is
// not compiled against the stand-in. It holds no logic: the runtime overrides, and one call per
// optional method. What the answers mean is decided by UIKitFallbackBridge, which CI compiles and tests.
#if canImport(UIKit)
  import DataSourceCore
  import UIKit

  extension TableViewConnection {
    /// Says yes for what the adapter implements, and for what a fallback delegate or data source does.
    override func responds(to selector: Selector!) -> Bool {
      if super.responds(to: selector) { return true }
      // `Selector` is Sendable only from the iOS 18 SDK on; its name crosses into the main actor.
      let name = NSStringFromSelector(selector)
      return MainActor.assumeIsolated {
        let selector = NSSelectorFromString(name)
        return fallbackDelegate?.responds(to: selector) == true || fallbackDataSource?.responds(to: selector) == true
      }
    }

    /// Sends what the adapter does not implement to the fallback delegate or data source.
    override func forwardingTarget(for selector: Selector!) -> Any? {
      let name = NSStringFromSelector(selector)
      // `assumeIsolated` returns only Sendable values from the Swift 6 SDKs on, and an Objective-C
      // object is not one: the closure stores the target instead of returning it (read only after
      // the closure has run, on this thread).
      nonisolated(unsafe) var target: (any NSObjectProtocol)?
      MainActor.assumeIsolated {
        let selector = NSSelectorFromString(name)
        if let delegate = fallbackDelegate, delegate.responds(to: selector) {
          target = delegate
        } else if let dataSource = fallbackDataSource, dataSource.responds(to: selector) {
          target = dataSource
        }
      }
      return target ?? super.forwardingTarget(for: selector)
    }

    /// The calls into the UIKit fallbacks, or `nil` when neither is set.
    func uikitFallbackCalls() -> (any TableViewFallbackCalls)? {
      guard fallbackDelegate != nil || fallbackDataSource != nil else { return nil }
      return ObjCTableViewFallbackCalls(adapter: self)
    }
  }

  /// The Objective-C optional methods of the adapter's fallback delegate and data source, one call
  /// each; `nil` when the object is gone or does not implement the method.
  @MainActor
  final class ObjCTableViewFallbackCalls: TableViewFallbackCalls {
    private weak var adapter: TableViewConnection?
    private var delegate: (any UITableViewDelegate)? { adapter?.fallbackDelegate }
    private var dataSource: (any UITableViewDataSource)? { adapter?.fallbackDataSource }

    init(adapter: TableViewConnection) { self.adapter = adapter }

    func heightForRow(_ tableView: UITableView, _ indexPath: IndexPath) -> CGFloat? {
      delegate?.tableView?(tableView, heightForRowAt: indexPath)
    }
    func estimatedHeightForRow(_ tableView: UITableView, _ indexPath: IndexPath) -> CGFloat? {
      delegate?.tableView?(tableView, estimatedHeightForRowAt: indexPath)
    }
    func didSelectRow(_ tableView: UITableView, _ indexPath: IndexPath) -> Bool {
      delegate?.tableView?(tableView, didSelectRowAt: indexPath) != nil
    }
    func shouldHighlightRow(_ tableView: UITableView, _ indexPath: IndexPath) -> Bool? {
      delegate?.tableView?(tableView, shouldHighlightRowAt: indexPath)
    }
    func willDisplay(_ tableView: UITableView, _ cell: UITableViewCell, _ indexPath: IndexPath) {
      delegate?.tableView?(tableView, willDisplay: cell, forRowAt: indexPath)
    }
    func didEndDisplaying(_ tableView: UITableView, _ cell: UITableViewCell, _ indexPath: IndexPath) {
      delegate?.tableView?(tableView, didEndDisplaying: cell, forRowAt: indexPath)
    }
    func canEditRow(_ tableView: UITableView, _ indexPath: IndexPath) -> Bool? {
      dataSource?.tableView?(tableView, canEditRowAt: indexPath)
    }
    func editingStyleForRow(_ tableView: UITableView, _ indexPath: IndexPath) -> UITableViewCell.EditingStyle? {
      delegate?.tableView?(tableView, editingStyleForRowAt: indexPath)
    }
    func commit(_ tableView: UITableView, _ style: UITableViewCell.EditingStyle, _ indexPath: IndexPath) {
      dataSource?.tableView?(tableView, commit: style, forRowAt: indexPath)
    }
    func canMoveRow(_ tableView: UITableView, _ indexPath: IndexPath) -> Bool? {
      dataSource?.tableView?(tableView, canMoveRowAt: indexPath)
    }
    func moveRow(_ tableView: UITableView, _ source: IndexPath, _ destination: IndexPath) {
      dataSource?.tableView?(tableView, moveRowAt: source, to: destination)
    }
    func willSelectRow(_ tableView: UITableView, _ indexPath: IndexPath) -> IndexPath?? {
      delegate.flatMap { $0.tableView(_:willSelectRowAt:) }.map { $0(tableView, indexPath) }
    }
    func willDeselectRow(_ tableView: UITableView, _ indexPath: IndexPath) -> IndexPath?? {
      delegate.flatMap { $0.tableView(_:willDeselectRowAt:) }.map { $0(tableView, indexPath) }
    }
    func didDeselectRow(_ tableView: UITableView, _ indexPath: IndexPath) {
      delegate?.tableView?(tableView, didDeselectRowAt: indexPath)
    }
    func didHighlightRow(_ tableView: UITableView, _ indexPath: IndexPath) {
      delegate?.tableView?(tableView, didHighlightRowAt: indexPath)
    }
    func didUnhighlightRow(_ tableView: UITableView, _ indexPath: IndexPath) {
      delegate?.tableView?(tableView, didUnhighlightRowAt: indexPath)
    }
    func titleForDeleteConfirmationButton(_ tableView: UITableView, _ indexPath: IndexPath) -> String?? {
      #if os(tvOS)
        nil  // tvOS has no swipe to delete
      #else
        delegate.flatMap { $0.tableView(_:titleForDeleteConfirmationButtonForRowAt:) }.map { $0(tableView, indexPath) }
      #endif
    }
    func indentationLevelForRow(_ tableView: UITableView, _ indexPath: IndexPath) -> Int? {
      delegate?.tableView?(tableView, indentationLevelForRowAt: indexPath)
    }
    func shouldIndentWhileEditingRow(_ tableView: UITableView, _ indexPath: IndexPath) -> Bool? {
      delegate?.tableView?(tableView, shouldIndentWhileEditingRowAt: indexPath)
    }
    func targetIndexPathForMove(_ tableView: UITableView, _ source: IndexPath, _ proposed: IndexPath) -> IndexPath? {
      delegate?.tableView?(tableView, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
    }
    #if !os(tvOS)
      func trailingSwipeActions(_ tableView: UITableView, _ indexPath: IndexPath) -> UISwipeActionsConfiguration?? {
        delegate.flatMap { $0.tableView(_:trailingSwipeActionsConfigurationForRowAt:) }.map { $0(tableView, indexPath) }
      }
      func leadingSwipeActions(_ tableView: UITableView, _ indexPath: IndexPath) -> UISwipeActionsConfiguration?? {
        delegate.flatMap { $0.tableView(_:leadingSwipeActionsConfigurationForRowAt:) }.map { $0(tableView, indexPath) }
      }
      func willPerformPreviewAction(
        _ tableView: UITableView, _ configuration: UIContextMenuConfiguration,
        _ animator: any UIContextMenuInteractionCommitAnimating
      ) {
        delegate?.tableView?(tableView, willPerformPreviewActionForMenuWith: configuration, animator: animator)
      }
      func contextMenu(_ tableView: UITableView, _ indexPath: IndexPath, _ point: CGPoint)
        -> UIContextMenuConfiguration??
      {
        delegate.flatMap { $0.tableView(_:contextMenuConfigurationForRowAt:point:) }.map {
          $0(tableView, indexPath, point)
        }
      }
    #endif
  }
#endif
