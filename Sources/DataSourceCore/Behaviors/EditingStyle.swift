/// How a row is edited, mapped one to one onto `UITableViewCell.EditingStyle` by the UIKit adapter.
public enum EditingStyle: Sendable, Hashable {
  case none
  case delete
  case insert
}
