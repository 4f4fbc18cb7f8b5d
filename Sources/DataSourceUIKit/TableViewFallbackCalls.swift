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
  /// One call per optional `UITableViewDelegate`/`UITableViewDataSource` method that the fallback
  /// bridge asks, with UIKit's own types. Each answer is `nil` when the fallback object does not
  /// implement the method, so "not implemented" never merges with "returned `nil`" (hence the double
  /// optionals).
  ///
  /// On Apple platforms the only conformer calls the Objective-C optional method in one line
  /// (`TableViewConnection+Fallback.swift`); everything that interprets the answers lives in
  /// ``UIKitFallbackBridge``, which Linux CI compiles against the stand-in and tests.
  @MainActor
  protocol TableViewFallbackCalls: AnyObject {
    func heightForRow(_ tableView: UITableView, _ indexPath: IndexPath) -> CGFloat?
    func estimatedHeightForRow(_ tableView: UITableView, _ indexPath: IndexPath) -> CGFloat?
    /// Whether the delegate implements `tableView(_:didSelectRowAt:)` (it was called when it does).
    func didSelectRow(_ tableView: UITableView, _ indexPath: IndexPath) -> Bool
    func shouldHighlightRow(_ tableView: UITableView, _ indexPath: IndexPath) -> Bool?
    func willDisplay(_ tableView: UITableView, _ cell: UITableViewCell, _ indexPath: IndexPath)
    func didEndDisplaying(_ tableView: UITableView, _ cell: UITableViewCell, _ indexPath: IndexPath)
    func canEditRow(_ tableView: UITableView, _ indexPath: IndexPath) -> Bool?
    func editingStyleForRow(_ tableView: UITableView, _ indexPath: IndexPath) -> UITableViewCell.EditingStyle?
    func commit(_ tableView: UITableView, _ style: UITableViewCell.EditingStyle, _ indexPath: IndexPath)
    func canMoveRow(_ tableView: UITableView, _ indexPath: IndexPath) -> Bool?
    func moveRow(_ tableView: UITableView, _ source: IndexPath, _ destination: IndexPath)
    func willSelectRow(_ tableView: UITableView, _ indexPath: IndexPath) -> IndexPath??
    func willDeselectRow(_ tableView: UITableView, _ indexPath: IndexPath) -> IndexPath??
    func didDeselectRow(_ tableView: UITableView, _ indexPath: IndexPath)
    func didHighlightRow(_ tableView: UITableView, _ indexPath: IndexPath)
    func didUnhighlightRow(_ tableView: UITableView, _ indexPath: IndexPath)
    func titleForDeleteConfirmationButton(_ tableView: UITableView, _ indexPath: IndexPath) -> String??
    func indentationLevelForRow(_ tableView: UITableView, _ indexPath: IndexPath) -> Int?
    func shouldIndentWhileEditingRow(_ tableView: UITableView, _ indexPath: IndexPath) -> Bool?
    func targetIndexPathForMove(_ tableView: UITableView, _ source: IndexPath, _ proposed: IndexPath) -> IndexPath?
    #if !os(tvOS)
      /// What the delegate's `trailingSwipeActionsConfigurationForRowAt` gives, asked when the data
      /// source gives no actions; `nil` when the delegate does not implement it.
      func trailingSwipeActions(_ tableView: UITableView, _ indexPath: IndexPath) -> UISwipeActionsConfiguration??
      /// The same for `leadingSwipeActionsConfigurationForRowAt`.
      func leadingSwipeActions(_ tableView: UITableView, _ indexPath: IndexPath) -> UISwipeActionsConfiguration??
      /// Tells the delegate its menu's preview was tapped (`willPerformPreviewActionForMenuWith`).
      func willPerformPreviewAction(
        _ tableView: UITableView, _ configuration: UIContextMenuConfiguration,
        _ animator: any UIContextMenuInteractionCommitAnimating)
      /// The same for `contextMenuConfigurationForRowAt`.
      func contextMenu(_ tableView: UITableView, _ indexPath: IndexPath, _ point: CGPoint)
        -> UIContextMenuConfiguration??
    #endif
  }
#endif
