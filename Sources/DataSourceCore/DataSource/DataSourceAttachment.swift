/// What another module of the package keeps on a ``DataSource`` (its `attachment`), told whenever
/// what the data source shows changes, or its list view is set: DataSourceInteraction keeps the drop
/// rule and the empty state this way, so the core holds no type of theirs.
@MainActor
package protocol DataSourceAttachment: AnyObject {
  /// What `dataSource` shows changed (`viewChanged` false), or its list view was set (true).
  func dataSourceDidChange(_ dataSource: DataSource, viewChanged: Bool)
}
