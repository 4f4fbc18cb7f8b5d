/// The headless stand-in for `UITableViewCell`.
@MainActor
open class HeadlessTableViewCell: HeadlessReusableCell {}
