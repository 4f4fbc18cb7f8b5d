import DataSourceCore

/// A list view that can show an ``EmptyState`` over its empty list: UIKit's views through the
/// adapters, the headless views and the terminal view. A data source with an
/// `emptyState` tells its list view, when the view is one.
@MainActor
public protocol EmptyStateShowing: ListView {
  /// Shows `state` over the empty list, or hides what was shown for `nil`. The data source calls it
  /// when its `emptyState` is set, when the view is attached, and whenever the list
  /// becomes empty or stops being so.
  func showEmptyState(_ state: EmptyState?)
}
