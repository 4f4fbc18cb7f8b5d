import DataSourceKit

/// The headless stand-in for `UITableViewCell`.
@MainActor
open class HeadlessTableViewCell: HeadlessReusableCell {
  /// The label of the main text, as UIKit's `textLabel`: its text is ``HeadlessReusableCell/text``.
  public private(set) lazy var textLabel: HeadlessLabel? = HeadlessLabel(of: self, isDetail: false)
  /// The label of the secondary text, as UIKit's `detailTextLabel`: its text is
  /// ``HeadlessReusableCell/detailText``.
  public private(set) lazy var detailTextLabel: HeadlessLabel? = HeadlessLabel(of: self, isDetail: true)

  /// A configuration holding no text, as UIKit's `defaultContentConfiguration()`.
  public func defaultContentConfiguration() -> HeadlessListContentConfiguration {
    HeadlessListContentConfiguration()
  }
}

extension HeadlessTableViewCell {
  /// UIKit's `UITableViewCell.EditingStyle`, so that code spelling it moves over by renaming types.
  public typealias EditingStyle = DataSourceKit.EditingStyle
}
