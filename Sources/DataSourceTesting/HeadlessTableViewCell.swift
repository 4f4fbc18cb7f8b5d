/// The headless stand-in for `UITableViewCell`.
@MainActor
open class HeadlessTableViewCell: HeadlessReusableCell {}

extension HeadlessTableViewCell {
  /// UIKit's `UITableViewCell.EditingStyle`, so that code spelling it moves over by renaming types.
  public typealias EditingStyle = DataSourceKit.EditingStyle
}
