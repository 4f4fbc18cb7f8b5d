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
  /// The table's drag and drop delegate: rows drag by their descriptors' `dragItem`, drops follow the
  /// data source's `dropRule` (``UIKitDragAndDrop``).
  extension TableViewConnection: UITableViewDragDelegate, UITableViewDropDelegate {
    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath)
      -> [UIDragItem]
    {
      UIKitDragAndDrop.dragItems(of: dataSource, at: indexPath)
    }

    func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool {
      dataSource.dropRule != nil
    }

    func tableView(
      _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
      withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal {
      let proposal = UIKitDragAndDrop.proposal(of: dataSource, for: session.items, at: destinationIndexPath)
      return UITableViewDropProposal(
        operation: proposal.operation,
        intent: proposal.ontoRow ? .insertIntoDestinationIndexPath : .insertAtDestinationIndexPath)
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {
      UIKitDragAndDrop.performDrop(
        of: dataSource, coordinator.items.map(\.dragItem), at: coordinator.destinationIndexPath)
    }
  }
#endif
