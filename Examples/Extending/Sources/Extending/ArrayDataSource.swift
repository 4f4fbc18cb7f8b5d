@_spi(Extending) import DataSourceCore
import DataSourceKit

/// A front door written outside DataSourceKit: the app gives sections as arrays of `Diffable`
/// items and one closure that configures a cell, with no descriptors, and applies new arrays as it
/// would a diffable snapshot. It drives a `DataSource` through the seams a door uses: its own
/// `FrontDoor` (``ArrayDoor``) for cells and the user's moves, and an `UpdatePlan` from what the data
/// source shows to the new arrays, shown by `DataSource.show(_:animated:completion:)`, so the data
/// source's one updater animates or reloads it.
@MainActor
public final class ArrayDataSource<Item: Diffable & Sendable> {
  /// The data source to attach to a list view (`dataSource.listView = view`).
  public let dataSource = DataSource()
  /// The items shown, by section: the last arrays applied, with the user's moves made.
  public internal(set) var sections: [[Item]] = []

  /// Creates a door whose cells are `cellClass`, registered as `reuseIdentifier` on each view it
  /// asks for one, and configured by `configure`.
  public init(
    cellClass: AnyClass, reuseIdentifier: String = "ArrayCell",
    configure: @escaping @MainActor (Item, AnyObject, ItemPath) -> Void
  ) {
    let door = ArrayDoor<Item>(cellClass: cellClass, reuseIdentifier: reuseIdentifier, configure: configure)
    dataSource.door = door
    door.moved = { [weak self] source, destination in
      guard let self else { return }
      self.sections[destination.section].insert(
        self.sections[source.section].remove(at: source.item), at: destination.item)
    }
  }

  /// Shows `sections`: as animated batches from what is shown when `animated` and the view allows,
  /// else by reloading. `completion` runs once the view has shown it.
  /// - Precondition: no item appears twice (identities must be unique, as in a diffable snapshot).
  /// - Complexity: O(*n*) in the items shown before and after, for the diff.
  public func apply(_ sections: [[Item]], animated: Bool = true, completion: (@MainActor () -> Void)? = nil) {
    self.sections = sections
    let target = sections.enumerated().map { DisplayedSection(showingAllRowsOf: Section("\($0)", items: $1)) }
    let plan = UpdatePlan(StagedChangeset(source: dataSource.displayedSections, target: target), target: target)
    dataSource.show(plan, animated: animated, completion: completion)
  }
}
