// Apple-only adapter; see UIKitListView.swift for how it is compiled.
#if canImport(UIKit)
  import UIKit
#elseif UIKIT_STANDIN
  import Foundation
  import UIKitStandIn
#endif
#if canImport(UIKit) || UIKIT_STANDIN
  import DataSourceCore
#endif

#if canImport(UIKit) || UIKIT_STANDIN
  /// What `UIKitListView` needs of a table or collection view, in one set of names: UIKit spells
  /// each operation differently for the two (`deleteRows` and `deleteItems`, a row animation or
  /// none). Internal: UIKit's classes gain nothing public.
  @MainActor
  protocol UIKitBatchView: UIView {
    var numberOfSections: Int { get }
    var backgroundView: UIView? { get set }
    func reloadData()
    /// The rows (items) the view shows in `section`.
    func itemCount(inSection section: Int) -> Int
    /// UIKit's own `performBatchUpdates(_:completion:)`, which both views have.
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?)
    /// Hands UIKit each operation of `batch`, inside `performUpdates`.
    func apply(_ batch: ListBatch)
    /// Registers `nib` when there is one, else `cellClass`.
    func registerCell(_ cellClass: AnyClass, nib: UINib?, _ reuseIdentifier: String)
    func dequeueCell(_ reuseIdentifier: String, for indexPath: IndexPath) -> AnyObject?
    func visibleCell(at indexPath: IndexPath) -> AnyObject?
    /// Registers a supplementary view (collection views; tables have none).
    func registerSupplementaryView(_ viewClass: AnyClass, nib: UINib?, kind: String, _ reuseIdentifier: String)
    func dequeueSupplementaryView(kind: String, _ reuseIdentifier: String, for indexPath: IndexPath) -> AnyObject?
    /// Measures the rows at `indexPaths` again after they were refreshed in place.
    func remeasure(_ indexPaths: [IndexPath])
    /// UIKit's reconfigure of rows (items): the rows keep their cells.
    func reconfigure(_ indexPaths: [IndexPath])
  }
#endif
