/// Which UIKit view a headless view stands in for. The two share one rules engine; the collection
/// view says "item" where the table view says "row", and it is stricter (rules 16, 18 and 24 of the
/// batch rules).
package enum HeadlessListKind: Sendable, Hashable {
  /// `UITableView`.
  case tableView
  /// `UICollectionView`.
  case collectionView

  /// "row" or "item".
  var element: String { self == .tableView ? "row" : "item" }
  /// "rows" or "items".
  var elements: String { self == .tableView ? "rows" : "items" }
  /// "table view" or "collection view".
  var viewName: String { self == .tableView ? "table view" : "collection view" }
}
