import Foundation

/// What a ``HeadlessTableView`` tells its prefetching data source: `UITableViewDataSourcePrefetching`
/// with the same names. The table tells it when a test calls
/// ``HeadlessTableView/prefetchRows(at:)`` or ``HeadlessTableView/cancelPrefetchingRows(at:)``, as
/// UIKit does while the user scrolls.
@MainActor
public protocol HeadlessTableViewDataSourcePrefetching: AnyObject {
  /// Rows the table expects to show soon.
  func tableView(_ tableView: HeadlessTableView, prefetchRowsAt indexPaths: [IndexPath])
  /// Rows the table no longer expects to show soon (default: nothing happens).
  func tableView(_ tableView: HeadlessTableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension HeadlessTableViewDataSourcePrefetching {
  public func tableView(_ tableView: HeadlessTableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
