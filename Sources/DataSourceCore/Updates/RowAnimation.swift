/// How a table animates the rows and sections of a batch, with the cases of UIKit's
/// `UITableView.RowAnimation`. A collection view has no such choice and ignores it; the headless
/// table records it for each batch, so a test can check it.
public enum RowAnimation: Hashable, Sendable {
  /// The rows fade in or out.
  case fade
  /// Inserted rows slide in from the right; deleted rows slide out to the right.
  case right
  /// Inserted rows slide in from the left; deleted rows slide out to the left.
  case left
  /// Rows slide in from, or out to, the top.
  case top
  /// Rows slide in from, or out to, the bottom.
  case bottom
  /// No animation of the rows themselves; the table still moves the rows around them.
  case none
  /// Rows grow from, or shrink to, the middle.
  case middle
  /// The table chooses (UIKit's default for a diffable data source).
  case automatic
}
