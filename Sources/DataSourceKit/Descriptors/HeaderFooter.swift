/// A section header or footer.
public enum HeaderFooter: Hashable, Sendable {
  /// A plain title, as `tableView(_:titleForHeaderInSection:)` gives.
  case title(String)
}
