import DataSourceKit
import Foundation

/// What a ``HeadlessCollectionView`` tells and asks its delegate: the per-item part of
/// `UICollectionViewDelegate`, with UIKit's names. Every method has a default implementation giving
/// UIKit's default answer.
///
/// Unlike a table view, a collection view cannot redirect a selection to another item: it only asks
/// whether an item should be selected or deselected.
@MainActor
public protocol HeadlessCollectionViewDelegate: AnyObject {
  /// Whether an item highlights when touched (default: yes).
  func collectionView(_ collectionView: HeadlessCollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
  /// The item was highlighted (touch down).
  func collectionView(_ collectionView: HeadlessCollectionView, didHighlightItemAt indexPath: IndexPath)
  /// The item's highlight went away (touch up).
  func collectionView(_ collectionView: HeadlessCollectionView, didUnhighlightItemAt indexPath: IndexPath)
  /// Whether the item may be selected (default: yes).
  func collectionView(_ collectionView: HeadlessCollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
  /// The item was selected.
  func collectionView(_ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: IndexPath)
  /// Whether the selected item may be deselected (default: yes).
  func collectionView(_ collectionView: HeadlessCollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
  /// The item was deselected.
  func collectionView(_ collectionView: HeadlessCollectionView, didDeselectItemAt indexPath: IndexPath)
  /// A supplementary view is about to appear (UIKit's
  /// `collectionView(_:willDisplaySupplementaryView:forElementKind:at:)`).
  func collectionView(
    _ collectionView: HeadlessCollectionView, willDisplaySupplementaryView view: HeadlessCollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath)
  /// A supplementary view left the screen, or its section left the view.
  func collectionView(
    _ collectionView: HeadlessCollectionView, didEndDisplayingSupplementaryView view: HeadlessCollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath)
  /// A cell is about to appear for an item.
  func collectionView(
    _ collectionView: HeadlessCollectionView, willDisplay cell: HeadlessCollectionViewCell,
    forItemAt indexPath: IndexPath)
  /// An item's cell left the screen.
  func collectionView(
    _ collectionView: HeadlessCollectionView, didEndDisplaying cell: HeadlessCollectionViewCell,
    forItemAt indexPath: IndexPath)
  /// The context menu of an item (default: none).
  func collectionView(
    _ collectionView: HeadlessCollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath
  ) -> ContextMenu?
  /// Where a dragged item may land, given where it started, where it is and where the user is
  /// dragging it (default: the proposed path), as iOS 15's
  /// `targetIndexPathForMoveOfItemFromOriginalIndexPath`.
  func collectionView(
    _ collectionView: HeadlessCollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath original: IndexPath,
    atCurrentIndexPath current: IndexPath, toProposedIndexPath proposed: IndexPath
  ) -> IndexPath
}

extension HeadlessCollectionViewDelegate {
  public func collectionView(
    _ collectionView: HeadlessCollectionView, willDisplaySupplementaryView view: HeadlessCollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {}
  public func collectionView(
    _ collectionView: HeadlessCollectionView, didEndDisplayingSupplementaryView view: HeadlessCollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {}
  public func collectionView(_ collectionView: HeadlessCollectionView, shouldHighlightItemAt indexPath: IndexPath)
    -> Bool
  { true }
  public func collectionView(_ collectionView: HeadlessCollectionView, didHighlightItemAt indexPath: IndexPath) {}
  public func collectionView(_ collectionView: HeadlessCollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
  public func collectionView(_ collectionView: HeadlessCollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
  {
    true
  }
  public func collectionView(_ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: IndexPath) {}
  public func collectionView(_ collectionView: HeadlessCollectionView, shouldDeselectItemAt indexPath: IndexPath)
    -> Bool
  { true }
  public func collectionView(_ collectionView: HeadlessCollectionView, didDeselectItemAt indexPath: IndexPath) {}
  public func collectionView(
    _ collectionView: HeadlessCollectionView, willDisplay cell: HeadlessCollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  public func collectionView(
    _ collectionView: HeadlessCollectionView, didEndDisplaying cell: HeadlessCollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  public func collectionView(
    _ collectionView: HeadlessCollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath
  ) -> ContextMenu? { nil }
  public func collectionView(
    _ collectionView: HeadlessCollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath original: IndexPath,
    atCurrentIndexPath current: IndexPath, toProposedIndexPath proposed: IndexPath
  ) -> IndexPath { proposed }
}
