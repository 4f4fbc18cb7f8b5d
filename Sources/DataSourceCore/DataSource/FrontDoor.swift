/// How a front door drives a ``DataSource``: where its cells and supplementary views come from,
/// whether its rows are shown as given, how an updated row is refreshed, and who handles the user's
/// moves. The engine asks its door (`DataSource.door`) and never which door it is: sections
/// with descriptors (`DescriptorDoor`, the default; a bound storage uses it too), a diffable data
/// source (DataSourceDiffable's `SnapshotDoor`), and any door to come.
@MainActor
@_spi(Extending) public protocol FrontDoor {
  /// Whether rows are shown as the door gives them: no descriptor's `isHidden` is evaluated (only
  /// the data source's `isRowHidden`, when set), and sections without a shown row are shown.
  var showsRowsAsGiven: Bool { get }

  /// The configured cell for `row`, shown at `path`.
  func cell(for row: Row, at path: ItemPath, of dataSource: DataSource, in view: any ListView) throws(DataSourceError)
    -> AnyObject

  /// Refreshes the visible updated `row` at `path` in place: configures its cell again, or appends
  /// `path` to `reconfigured` for the view to ask for the cell again.
  func refresh(
    _ row: Row, at path: ItemPath, of dataSource: DataSource, in view: any ListView, reconfigured: inout [ItemPath])

  /// The configured supplementary view of `kind` for `section`, or `nil` for none.
  func supplementaryView(
    ofKind kind: SupplementaryKind, inSection section: Int, of dataSource: DataSource, in view: any ListView
  ) throws(DataSourceError) -> AnyObject?

  /// Whether `section` shows a supplementary view of `kind`.
  func hasSupplementaryView(ofKind kind: SupplementaryKind, inSection section: Int, of dataSource: DataSource) -> Bool

  /// The user moved `row` from `source` to `destination` (a valid move, already on screen).
  func userMoved(_ row: Row, from source: ItemPath, to destination: ItemPath, of dataSource: DataSource)
}

/// The default door: the data source's own sections and descriptors. Cells and supplementary views
/// come from the descriptors, hidden rows and empty sections are left out, and a user's move is
/// made in what is shown and told to the `moveRow` behaviour.
package struct DescriptorDoor: FrontDoor {
  package init() {}

  package var showsRowsAsGiven: Bool { false }

  package func cell(for row: Row, at path: ItemPath, of dataSource: DataSource, in view: any ListView)
    throws(DataSourceError) -> AnyObject
  {
    try dataSource.descriptorCell(for: row, at: path, in: view)
  }

  package func refresh(
    _ row: Row, at path: ItemPath, of dataSource: DataSource, in view: any ListView, reconfigured: inout [ItemPath]
  ) {
    guard let cell = view.visibleCell(at: path), let descriptor = dataSource.registry.cell(for: row) else { return }
    (descriptor.update ?? descriptor.configure)?(row, cell, path)
    descriptor.styleByState(row, cell, in: view)
  }

  package func supplementaryView(
    ofKind kind: SupplementaryKind, inSection section: Int, of dataSource: DataSource, in view: any ListView
  ) throws(DataSourceError) -> AnyObject? {
    try dataSource.descriptorSupplementaryView(ofKind: kind, inSection: section, in: view)
  }

  package func hasSupplementaryView(ofKind kind: SupplementaryKind, inSection section: Int, of dataSource: DataSource)
    -> Bool
  {
    dataSource.describesSupplementaryView(ofKind: kind, inSection: section)
  }

  package func userMoved(_ row: Row, from source: ItemPath, to destination: ItemPath, of dataSource: DataSource) {
    dataSource.moveShownRow(from: source, to: destination)
    dataSource.answer(.moveRow, for: row, (source, destination))
  }
}
