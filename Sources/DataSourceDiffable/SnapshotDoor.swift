@_spi(Extending) import DataSourceCore

/// The door of a diffable data source: cells come from the app's cell provider and are reconfigured
/// through the view, rows and empty sections are shown as the snapshot has them, and the user's
/// moves go to the diffable data source first. (A snapshot's reloads and reconfigures reach the
/// updater as intent, through `DataSource.reloadData(animated:refreshing:reloadingSections:completion:)`.)
@MainActor
final class SnapshotDoor: FrontDoor {
  /// Makes every cell; `nil` is reported as the provider's failure.
  let cellProvider: (ItemPath, Row) -> AnyObject?
  /// Handles a row the user moved, before anything has moved, so that what the app's code sees
  /// first is the state before the move, as with UIKit's diffable data sources.
  var handlesUserMove: ((ItemPath, ItemPath) -> Void)?
  /// Makes every supplementary view instead of the section descriptors, when set.
  var supplementaryProvider: ((SupplementaryKind, Int) -> AnyObject?)?

  init(cellProvider: @escaping (ItemPath, Row) -> AnyObject?) {
    self.cellProvider = cellProvider
  }

  var showsRowsAsGiven: Bool { true }

  func cell(for row: Row, at path: ItemPath, of dataSource: DataSource, in view: any ListView) throws(DataSourceError)
    -> AnyObject
  {
    guard let cell = cellProvider(path, row) else { throw .cellProviderReturnedNil(path: path) }
    return cell
  }

  /// Cells from a provider are configured only by it: the view asks for the cell again.
  func refresh(
    _ row: Row, at path: ItemPath, of dataSource: DataSource, in view: any ListView, reconfigured: inout [ItemPath]
  ) {
    reconfigured.append(path)
  }

  func supplementaryView(
    ofKind kind: SupplementaryKind, inSection section: Int, of dataSource: DataSource, in view: any ListView
  ) throws(DataSourceError) -> AnyObject? {
    guard let supplementaryProvider else {
      return try DescriptorDoor().supplementaryView(ofKind: kind, inSection: section, of: dataSource, in: view)
    }
    guard let supplementary = supplementaryProvider(kind, section) else {
      throw .supplementaryProviderReturnedNil(kind: kind, section: section)
    }
    return supplementary
  }

  /// With a provider, every kind is asked for; without, the section descriptors say.
  func hasSupplementaryView(ofKind kind: SupplementaryKind, inSection section: Int, of dataSource: DataSource) -> Bool {
    supplementaryProvider != nil
      || DescriptorDoor().hasSupplementaryView(ofKind: kind, inSection: section, of: dataSource)
  }

  func userMoved(_ row: Row, from source: ItemPath, to destination: ItemPath, of dataSource: DataSource) {
    guard let handlesUserMove else {
      return DescriptorDoor().userMoved(row, from: source, to: destination, of: dataSource)
    }
    handlesUserMove(source, destination)
  }
}
