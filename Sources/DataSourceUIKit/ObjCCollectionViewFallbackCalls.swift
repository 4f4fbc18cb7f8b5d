// Apple-only; see UIKitFallbacks+Forwarding.swift.
#if canImport(UIKit)
  import DataSourceCore
  @_spi(Extending) import DataSourceInteraction
  import UIKit

  /// The Objective-C optional methods of a collection view's app delegate and data source, one call
  /// each; `nil` when the object is gone or does not implement the method. A collection view has no
  /// row heights, editing styles or indentation: those keep the protocol's "no answer".
  @MainActor
  final class ObjCCollectionViewFallbackCalls: UIKitFallbackCalls {
    private weak var connection: CollectionViewConnection?
    private var delegate: (any UICollectionViewDelegate)? { connection?.fallbackDelegate }
    private var dataSource: (any UICollectionViewDataSource)? { connection?.fallbackDataSource }
    private var view: UICollectionView? { connection?.collectionView }

    init(connection: CollectionViewConnection) { self.connection = connection }

    func didSelect(_ indexPath: IndexPath) -> Bool {
      view.flatMap { delegate?.collectionView?($0, didSelectItemAt: indexPath) } != nil
    }
    func shouldHighlight(_ indexPath: IndexPath) -> Bool? {
      view.flatMap { delegate?.collectionView?($0, shouldHighlightItemAt: indexPath) }
    }
    func willDisplay(_ cell: AnyObject, _ indexPath: IndexPath) {
      guard let view, let cell = cell as? UICollectionViewCell else { return }
      delegate?.collectionView?(view, willDisplay: cell, forItemAt: indexPath)
    }
    func didEndDisplaying(_ cell: AnyObject, _ indexPath: IndexPath) {
      guard let view, let cell = cell as? UICollectionViewCell else { return }
      delegate?.collectionView?(view, didEndDisplaying: cell, forItemAt: indexPath)
    }
    func willDisplaySupplementary(_ supplementary: AnyObject, _ kind: SupplementaryKind, _ section: Int) {
      guard let view, let supplementary = supplementary as? UICollectionReusableView else { return }
      delegate?.collectionView?(
        view, willDisplaySupplementaryView: supplementary, forElementKind: kind.rawValue,
        at: IndexPath(item: 0, section: section))
    }
    func didEndDisplayingSupplementary(_ supplementary: AnyObject, _ kind: SupplementaryKind, _ section: Int) {
      guard let view, let supplementary = supplementary as? UICollectionReusableView else { return }
      delegate?.collectionView?(
        view, didEndDisplayingSupplementaryView: supplementary, forElementOfKind: kind.rawValue,
        at: IndexPath(item: 0, section: section))
    }
    func canEdit(_ indexPath: IndexPath) -> Bool? {
      view.flatMap { delegate?.collectionView?($0, canEditItemAt: indexPath) }
    }
    func canMove(_ indexPath: IndexPath) -> Bool? {
      view.flatMap { dataSource?.collectionView?($0, canMoveItemAt: indexPath) }
    }
    func move(_ source: IndexPath, _ destination: IndexPath) {
      guard let view else { return }
      dataSource?.collectionView?(view, moveItemAt: source, to: destination)
    }
    func willSelect(_ indexPath: IndexPath) -> IndexPath?? {
      view.flatMap { delegate?.collectionView?($0, shouldSelectItemAt: indexPath) }.map { $0 ? indexPath : nil }
    }
    func willDeselect(_ indexPath: IndexPath) -> IndexPath?? {
      view.flatMap { delegate?.collectionView?($0, shouldDeselectItemAt: indexPath) }.map { $0 ? indexPath : nil }
    }
    func didDeselect(_ indexPath: IndexPath) {
      guard let view else { return }
      delegate?.collectionView?(view, didDeselectItemAt: indexPath)
    }
    func didHighlight(_ indexPath: IndexPath) {
      guard let view else { return }
      delegate?.collectionView?(view, didHighlightItemAt: indexPath)
    }
    func didUnhighlight(_ indexPath: IndexPath) {
      guard let view else { return }
      delegate?.collectionView?(view, didUnhighlightItemAt: indexPath)
    }
    func targetIndexPathForMove(_ source: IndexPath, _ proposed: IndexPath) -> IndexPath? {
      view.flatMap {
        delegate?.collectionView?(
          $0, targetIndexPathForMoveOfItemFromOriginalIndexPath: source, atCurrentIndexPath: source,
          toProposedIndexPath: proposed)
      }
    }
    #if !os(tvOS)
      func shouldSpringLoad(_ indexPath: IndexPath, _ context: any UISpringLoadedInteractionContext) -> Bool? {
        view.flatMap { delegate?.collectionView?($0, shouldSpringLoadItemAt: indexPath, with: context) }
      }
      func shouldBeginMultipleSelectionInteraction(_ indexPath: IndexPath) -> Bool? {
        view.flatMap { delegate?.collectionView?($0, shouldBeginMultipleSelectionInteractionAt: indexPath) }
      }
      func willPerformPreviewAction(
        _ configuration: UIContextMenuConfiguration, _ animator: any UIContextMenuInteractionCommitAnimating
      ) {
        guard let view else { return }
        delegate?.collectionView?(view, willPerformPreviewActionForMenuWith: configuration, animator: animator)
      }
      /// The per-item form, deprecated in iOS 16: the connection implements it (the only form on iOS
      /// 15), so it asks the app's delegate the same.
      @available(iOS, deprecated: 16.0)
      func contextMenu(_ indexPath: IndexPath, _ point: CGPoint) -> UIContextMenuConfiguration?? {
        guard let view else { return nil }
        return delegate.flatMap { $0.collectionView(_:contextMenuConfigurationForItemAt:point:) }.map {
          $0(view, indexPath, point)
        }
      }
      /// The plural form (iOS 16): the connection implements it too, so the runtime no longer
      /// forwards it; it asks the app's delegate here. Before iOS 16 there is no answer.
      func contextMenu(forItemsAt indexPaths: [IndexPath], _ point: CGPoint) -> UIContextMenuConfiguration?? {
        guard #available(iOS 16.0, *), let view else { return nil }
        return delegate.flatMap { $0.collectionView(_:contextMenuConfigurationForItemsAt:point:) }.map {
          $0(view, indexPaths, point)
        }
      }
    #endif
  }
#endif
