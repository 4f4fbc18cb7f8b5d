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
#endif

#if canImport(UIKit) || UIKIT_STANDIN
  /// The one route from an adapter to the app's own UIKit delegate and data source: one call per
  /// optional method the adapter implements itself, for tables and collection views alike, with
  /// UIKit's own types. Each answer is `nil` when the app's object does not implement the method, so
  /// "not implemented" never merges with "returned `nil`" (hence the double optionals).
  ///
  /// On Apple platforms each conformer calls the Objective-C optional method of its view's protocols
  /// in one line (`ObjCTableViewFallbackCalls`, `ObjCCollectionViewFallbackCalls`); what the answers
  /// mean is decided by ``UIKitFallbackBridge`` (the row behaviours) and by the connections (answers
  /// that are UIKit objects), which Linux CI compiles against the stand-in and tests. A method the
  /// view's protocols lack (row heights on a collection view) keeps the default: no answer.
  @MainActor
  protocol UIKitFallbackCalls: AnyObject {
    func height(_ indexPath: IndexPath) -> CGFloat?
    func estimatedHeight(_ indexPath: IndexPath) -> CGFloat?
    /// Whether the app's delegate implements `didSelectRowAt`/`didSelectItemAt` (it was called when
    /// it does).
    func didSelect(_ indexPath: IndexPath) -> Bool
    func shouldHighlight(_ indexPath: IndexPath) -> Bool?
    func willDisplay(_ cell: AnyObject, _ indexPath: IndexPath)
    func didEndDisplaying(_ cell: AnyObject, _ indexPath: IndexPath)
    /// Tells the app's delegate a header, footer or other supplementary view appears.
    func willDisplaySupplementary(_ view: AnyObject, _ kind: SupplementaryKind, _ section: Int)
    /// Tells the app's delegate a supplementary view left the screen.
    func didEndDisplayingSupplementary(_ view: AnyObject, _ kind: SupplementaryKind, _ section: Int)
    func canEdit(_ indexPath: IndexPath) -> Bool?
    func editingStyle(_ indexPath: IndexPath) -> UITableViewCell.EditingStyle?
    func commit(_ style: UITableViewCell.EditingStyle, _ indexPath: IndexPath)
    func canMove(_ indexPath: IndexPath) -> Bool?
    func move(_ source: IndexPath, _ destination: IndexPath)
    /// The path to select instead (`willSelectRowAt`); a collection view's `shouldSelectItemAt`
    /// answers the path itself for yes and `nil` for no.
    func willSelect(_ indexPath: IndexPath) -> IndexPath??
    /// The same for deselection.
    func willDeselect(_ indexPath: IndexPath) -> IndexPath??
    func didDeselect(_ indexPath: IndexPath)
    func didHighlight(_ indexPath: IndexPath)
    func didUnhighlight(_ indexPath: IndexPath)
    func titleForDeleteConfirmationButton(_ indexPath: IndexPath) -> String??
    func indentationLevel(_ indexPath: IndexPath) -> Int?
    func shouldIndentWhileEditing(_ indexPath: IndexPath) -> Bool?
    func targetIndexPathForMove(_ source: IndexPath, _ proposed: IndexPath) -> IndexPath?
    #if !os(tvOS)
      func shouldSpringLoad(_ indexPath: IndexPath, _ context: any UISpringLoadedInteractionContext) -> Bool?
      func shouldBeginMultipleSelectionInteraction(_ indexPath: IndexPath) -> Bool?
      /// What the delegate's `trailingSwipeActionsConfigurationForRowAt` gives, asked when the data
      /// source gives no actions.
      func trailingSwipeActions(_ indexPath: IndexPath) -> UISwipeActionsConfiguration??
      /// The same for `leadingSwipeActionsConfigurationForRowAt`.
      func leadingSwipeActions(_ indexPath: IndexPath) -> UISwipeActionsConfiguration??
      /// Tells the delegate the preview of a menu it made was tapped.
      func willPerformPreviewAction(
        _ configuration: UIContextMenuConfiguration, _ animator: any UIContextMenuInteractionCommitAnimating)
      /// The delegate's context menu for a row or item, asked when the data source gives none.
      func contextMenu(_ indexPath: IndexPath, _ point: CGPoint) -> UIContextMenuConfiguration??
      /// The delegate's menu for the items of a multiple selection, or for none (the space between
      /// cells): `contextMenuConfigurationForItemsAt` (iOS 16), asked when the data source gives none.
      func contextMenu(forItemsAt indexPaths: [IndexPath], _ point: CGPoint) -> UIContextMenuConfiguration??
    #endif
  }

  /// No answer for the methods a view's protocols do not have.
  extension UIKitFallbackCalls {
    func height(_ indexPath: IndexPath) -> CGFloat? { nil }
    func estimatedHeight(_ indexPath: IndexPath) -> CGFloat? { nil }
    func editingStyle(_ indexPath: IndexPath) -> UITableViewCell.EditingStyle? { nil }
    func commit(_ style: UITableViewCell.EditingStyle, _ indexPath: IndexPath) {}
    func titleForDeleteConfirmationButton(_ indexPath: IndexPath) -> String?? { nil }
    func indentationLevel(_ indexPath: IndexPath) -> Int? { nil }
    func shouldIndentWhileEditing(_ indexPath: IndexPath) -> Bool? { nil }
    #if !os(tvOS)
      func contextMenu(forItemsAt indexPaths: [IndexPath], _ point: CGPoint) -> UIContextMenuConfiguration?? { nil }
      func trailingSwipeActions(_ indexPath: IndexPath) -> UISwipeActionsConfiguration?? { nil }
      func leadingSwipeActions(_ indexPath: IndexPath) -> UISwipeActionsConfiguration?? { nil }
    #endif
  }
#endif
