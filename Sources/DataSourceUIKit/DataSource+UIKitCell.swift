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
  extension DataSource {
    /// The cell for a UIKit view's `cellFor…At` question. Where there is none (why is recorded in
    /// `DataSource.failures`), a placeholder of `placeholderClass` registered with and dequeued from
    /// the view: UIKit must be handed a cell whatever happens, a collection view raises for one it did
    /// not dequeue, and no cell is ever made by hand.
    /// - Precondition: the view dequeues the placeholder it was just given to register.
    func uikitCell<Cell: AnyObject>(
      at indexPath: IndexPath, in view: any ListView, placeholder placeholderClass: Cell.Type
    )
      -> Cell
    {
      if let cell = cell(at: ItemPath(indexPath) ?? ItemPath(item: -1, section: -1), in: view) as? Cell { return cell }
      let path = ItemPath(indexPath) ?? ItemPath(item: 0, section: 0)
      guard let placeholder = placeholderCell(at: path, in: view, cellClass: placeholderClass) as? Cell else {
        preconditionFailure(Self.placeholderFailure(at: path))
      }
      return placeholder
    }
  }
#endif
