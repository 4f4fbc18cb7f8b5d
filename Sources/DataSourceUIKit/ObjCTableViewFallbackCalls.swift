// Apple-only; see UIKitFallbacks+Forwarding.swift.
#if canImport(UIKit)
  import DataSourceCore
  @_spi(Extending) import DataSourceInteraction
  import UIKit

  /// The Objective-C optional methods of a table's app delegate and data source, one call each; `nil`
  /// when the object is gone or does not implement the method.
  @MainActor
  final class ObjCTableViewFallbackCalls: UIKitFallbackCalls {
    private weak var connection: TableViewConnection?
    private var delegate: (any UITableViewDelegate)? { connection?.fallbackDelegate }
    private var dataSource: (any UITableViewDataSource)? { connection?.fallbackDataSource }
    private var view: UITableView? { connection?.tableView }

    init(connection: TableViewConnection) { self.connection = connection }

    func height(_ indexPath: IndexPath) -> CGFloat? {
      view.flatMap { delegate?.tableView?($0, heightForRowAt: indexPath) }
    }
    func estimatedHeight(_ indexPath: IndexPath) -> CGFloat? {
      view.flatMap { delegate?.tableView?($0, estimatedHeightForRowAt: indexPath) }
    }
    func didSelect(_ indexPath: IndexPath) -> Bool {
      view.flatMap { delegate?.tableView?($0, didSelectRowAt: indexPath) } != nil
    }
    func shouldHighlight(_ indexPath: IndexPath) -> Bool? {
      view.flatMap { delegate?.tableView?($0, shouldHighlightRowAt: indexPath) }
    }
    func willDisplay(_ cell: AnyObject, _ indexPath: IndexPath) {
      guard let view, let cell = cell as? UITableViewCell else { return }
      delegate?.tableView?(view, willDisplay: cell, forRowAt: indexPath)
    }
    func didEndDisplaying(_ cell: AnyObject, _ indexPath: IndexPath) {
      guard let view, let cell = cell as? UITableViewCell else { return }
      delegate?.tableView?(view, didEndDisplaying: cell, forRowAt: indexPath)
    }
    func willDisplaySupplementary(_ header: AnyObject, _ kind: SupplementaryKind, _ section: Int) {
      guard let view, let header = header as? UIView else { return }
      switch kind {
      case .header: delegate?.tableView?(view, willDisplayHeaderView: header, forSection: section)
      case .footer: delegate?.tableView?(view, willDisplayFooterView: header, forSection: section)
      default: break
      }
    }
    func didEndDisplayingSupplementary(_ header: AnyObject, _ kind: SupplementaryKind, _ section: Int) {
      guard let view, let header = header as? UIView else { return }
      switch kind {
      case .header: delegate?.tableView?(view, didEndDisplayingHeaderView: header, forSection: section)
      case .footer: delegate?.tableView?(view, didEndDisplayingFooterView: header, forSection: section)
      default: break
      }
    }
    func canEdit(_ indexPath: IndexPath) -> Bool? {
      view.flatMap { dataSource?.tableView?($0, canEditRowAt: indexPath) }
    }
    func editingStyle(_ indexPath: IndexPath) -> UITableViewCell.EditingStyle? {
      view.flatMap { delegate?.tableView?($0, editingStyleForRowAt: indexPath) }
    }
    func commit(_ style: UITableViewCell.EditingStyle, _ indexPath: IndexPath) {
      guard let view else { return }
      dataSource?.tableView?(view, commit: style, forRowAt: indexPath)
    }
    func canMove(_ indexPath: IndexPath) -> Bool? {
      view.flatMap { dataSource?.tableView?($0, canMoveRowAt: indexPath) }
    }
    func move(_ source: IndexPath, _ destination: IndexPath) {
      guard let view else { return }
      dataSource?.tableView?(view, moveRowAt: source, to: destination)
    }
    func willSelect(_ indexPath: IndexPath) -> IndexPath?? {
      guard let view else { return nil }
      return delegate.flatMap { $0.tableView(_:willSelectRowAt:) }.map { $0(view, indexPath) }
    }
    func willDeselect(_ indexPath: IndexPath) -> IndexPath?? {
      guard let view else { return nil }
      return delegate.flatMap { $0.tableView(_:willDeselectRowAt:) }.map { $0(view, indexPath) }
    }
    func didDeselect(_ indexPath: IndexPath) {
      guard let view else { return }
      delegate?.tableView?(view, didDeselectRowAt: indexPath)
    }
    func didHighlight(_ indexPath: IndexPath) {
      guard let view else { return }
      delegate?.tableView?(view, didHighlightRowAt: indexPath)
    }
    func didUnhighlight(_ indexPath: IndexPath) {
      guard let view else { return }
      delegate?.tableView?(view, didUnhighlightRowAt: indexPath)
    }
    func titleForDeleteConfirmationButton(_ indexPath: IndexPath) -> String?? {
      #if os(tvOS)
        nil  // tvOS has no swipe to delete
      #else
        guard let view else { return nil }
        return delegate.flatMap { $0.tableView(_:titleForDeleteConfirmationButtonForRowAt:) }.map {
          $0(view, indexPath)
        }
      #endif
    }
    func indentationLevel(_ indexPath: IndexPath) -> Int? {
      view.flatMap { delegate?.tableView?($0, indentationLevelForRowAt: indexPath) }
    }
    func shouldIndentWhileEditing(_ indexPath: IndexPath) -> Bool? {
      view.flatMap { delegate?.tableView?($0, shouldIndentWhileEditingRowAt: indexPath) }
    }
    func targetIndexPathForMove(_ source: IndexPath, _ proposed: IndexPath) -> IndexPath? {
      view.flatMap { delegate?.tableView?($0, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed) }
    }
    #if !os(tvOS)
      func shouldSpringLoad(_ indexPath: IndexPath, _ context: any UISpringLoadedInteractionContext) -> Bool? {
        view.flatMap { delegate?.tableView?($0, shouldSpringLoadRowAt: indexPath, with: context) }
      }
      func shouldBeginMultipleSelectionInteraction(_ indexPath: IndexPath) -> Bool? {
        view.flatMap { delegate?.tableView?($0, shouldBeginMultipleSelectionInteractionAt: indexPath) }
      }
      func trailingSwipeActions(_ indexPath: IndexPath) -> UISwipeActionsConfiguration?? {
        guard let view else { return nil }
        return delegate.flatMap { $0.tableView(_:trailingSwipeActionsConfigurationForRowAt:) }.map {
          $0(view, indexPath)
        }
      }
      func leadingSwipeActions(_ indexPath: IndexPath) -> UISwipeActionsConfiguration?? {
        guard let view else { return nil }
        return delegate.flatMap { $0.tableView(_:leadingSwipeActionsConfigurationForRowAt:) }.map {
          $0(view, indexPath)
        }
      }
      func willPerformPreviewAction(
        _ configuration: UIContextMenuConfiguration, _ animator: any UIContextMenuInteractionCommitAnimating
      ) {
        guard let view else { return }
        delegate?.tableView?(view, willPerformPreviewActionForMenuWith: configuration, animator: animator)
      }
      func contextMenu(_ indexPath: IndexPath, _ point: CGPoint) -> UIContextMenuConfiguration?? {
        guard let view else { return nil }
        return delegate.flatMap { $0.tableView(_:contextMenuConfigurationForRowAt:point:) }.map {
          $0(view, indexPath, point)
        }
      }
    #endif
  }
#endif
