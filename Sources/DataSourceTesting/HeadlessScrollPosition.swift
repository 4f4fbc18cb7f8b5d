/// Where a scrolled-to row ends up on screen, like `UITableView.ScrollPosition`.
public enum HeadlessScrollPosition: Sendable, Hashable {
  /// Scroll as little as needed to show the row.
  case none
  case top
  case middle
  case bottom
}
