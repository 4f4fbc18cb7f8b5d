@_spi(Extending) import DataSourceCore
import DataSourceKit

/// ``ArrayDataSource``'s front door: every row is shown as given, its cell comes from one closure,
/// no section has a header or footer view, and a user's move is made in what is shown and in the
/// arrays.
@MainActor
final class ArrayDoor<Item: Diffable & Sendable>: FrontDoor {
  let cellClass: AnyClass
  let reuseIdentifier: String
  let configure: @MainActor (Item, AnyObject, ItemPath) -> Void
  /// Told of each move the user made, after the data source shows it.
  var moved: (@MainActor (ItemPath, ItemPath) -> Void)?
  /// The views the cell class is registered on.
  private var registered: Set<ObjectIdentifier> = []

  init(
    cellClass: AnyClass, reuseIdentifier: String, configure: @escaping @MainActor (Item, AnyObject, ItemPath) -> Void
  ) {
    self.cellClass = cellClass
    self.reuseIdentifier = reuseIdentifier
    self.configure = configure
  }

  var showsRowsAsGiven: Bool { true }

  func cell(for row: Row, at path: ItemPath, of dataSource: DataSource, in view: any ListView) throws(DataSourceError)
    -> AnyObject
  {
    if registered.insert(ObjectIdentifier(view)).inserted {
      view.registerCell(cellClass, reuseIdentifier: reuseIdentifier, nibBundle: nil)
    }
    guard let cell = view.dequeueCell(reuseIdentifier: reuseIdentifier, for: path) else {
      throw .dequeueFailed(reuseIdentifier: reuseIdentifier, path: path)
    }
    if let item = row.item(as: Item.self) { configure(item, cell, path) }
    return cell
  }

  func refresh(
    _ row: Row, at path: ItemPath, of dataSource: DataSource, in view: any ListView, reconfigured: inout [ItemPath]
  ) {
    guard let cell = view.visibleCell(at: path), let item = row.item(as: Item.self) else { return }
    configure(item, cell, path)
  }

  func supplementaryView(
    ofKind kind: SupplementaryKind, inSection section: Int, of dataSource: DataSource, in view: any ListView
  ) throws(DataSourceError) -> AnyObject? { nil }

  func hasSupplementaryView(ofKind kind: SupplementaryKind, inSection section: Int, of dataSource: DataSource) -> Bool {
    false
  }

  func userMoved(_ row: Row, from source: ItemPath, to destination: ItemPath, of dataSource: DataSource) {
    dataSource.moveShownRow(from: source, to: destination)
    moved?(source, destination)
  }
}
