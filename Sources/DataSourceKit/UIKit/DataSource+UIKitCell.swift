// Apple-only adapter; see UITableView+ListView.swift for how it is compiled.
#if canImport(UIKit)
  import UIKit
#elseif UIKIT_STANDIN
  import DataSourceKit
  import Foundation
  import UIKitStandIn
#endif

#if canImport(UIKit) || UIKIT_STANDIN
  extension DataSource {
    /// The cell for a UIKit view's `cellFor…At` question, or `nil` after recording in
    /// ``DataSource/failures`` why there is none. UIKit must be handed a cell whatever happens, so the
    /// adapters answer `nil` with a placeholder that the view accepts.
    func uikitCell(at indexPath: IndexPath, in view: any ListView) -> AnyObject? {
      cell(at: ItemPath(indexPath) ?? ItemPath(item: -1, section: -1), in: view)
    }
  }
#endif
