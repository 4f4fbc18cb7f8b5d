import Foundation

/// The questions a ``HeadlessTableView`` asks its data source: the required part of
/// `UITableViewDataSource`, with the same names and shapes.
@MainActor
public protocol HeadlessTableViewDataSource: AnyObject {
  /// The number of sections. Defaults to 1, as in UIKit.
  func numberOfSections(in tableView: HeadlessTableView) -> Int
  /// The number of rows in `section`.
  func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for the row at `indexPath`, usually from
  /// ``HeadlessTableView/dequeueReusableCell(withIdentifier:for:)``.
  func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell
  /// The titles of the section index, or `nil` for none (the default).
  func sectionIndexTitles(for tableView: HeadlessTableView) -> [String]?
  /// The section the index entry `title` at `index` leads to (default: `index`).
  func tableView(_ tableView: HeadlessTableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
}

extension HeadlessTableViewDataSource {
  /// One section, as in UIKit.
  public func numberOfSections(in tableView: HeadlessTableView) -> Int { 1 }
  /// No section index, as in UIKit.
  public func sectionIndexTitles(for tableView: HeadlessTableView) -> [String]? { nil }
  /// The section at the entry's index, as in UIKit.
  public func tableView(_ tableView: HeadlessTableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
  {
    index
  }
}
