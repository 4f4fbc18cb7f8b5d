// Apple-only adapter; see UIKitListView.swift for how it is compiled. iOS only: tvOS has no drag
// and drop.
#if canImport(UIKit)
  import UIKit
#elseif UIKIT_STANDIN
  import Foundation
  import UIKitStandIn
#endif
#if (canImport(UIKit) && !os(tvOS)) || UIKIT_STANDIN
  import DataSourceCore
  @_spi(Extending) import DataSourceInteraction
#endif

#if (canImport(UIKit) && !os(tvOS)) || UIKIT_STANDIN
  /// The collection view's drag and drop delegate: items drag by their descriptors' `dragItem`, drops follow the
  /// data source's `dropRule` (``UIKitDragAndDrop``).
  extension CollectionViewConnection: UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    func collectionView(
      _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
    )
      -> [UIDragItem]
    {
      UIKitDragAndDrop.dragItems(of: dataSource, at: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool {
      dataSource.dropRule != nil
    }

    func collectionView(
      _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
      withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal {
      let proposal = UIKitDragAndDrop.proposal(of: dataSource, for: session.items, at: destinationIndexPath)
      return UICollectionViewDropProposal(
        operation: proposal.operation,
        intent: proposal.ontoRow ? .insertIntoDestinationIndexPath : .insertAtDestinationIndexPath)
    }

    func collectionView(
      _ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator
    ) {
      UIKitDragAndDrop.performDrop(
        of: dataSource, coordinator.items.map(\.dragItem), at: coordinator.destinationIndexPath)
    }
  }
#endif
