/// How a ``DataSource`` behaves when a diffable data source drives it, in one value instead of
/// hooks spread over the data source: cells come from the app's cell provider, a snapshot's
/// reloaded items get new cells, empty sections are shown, and the user's moves go to the diffable
/// data source first. A data source without one (`DataSource.diffable == nil`) uses its
/// descriptors.
@MainActor
package struct DiffableStrategy {
  /// Makes every cell instead of the descriptors; in-place refreshes ask the view to reconfigure the
  /// row (see ``ListView/reconfigureItems(at:)``).
  var cellProvider: (ItemPath, Row) -> AnyObject?
  /// The updated rows that must get a new cell even when refreshing in place (a snapshot's reloaded
  /// items).
  var reloadsOnUpdate: (Row) -> Bool
  /// Handles a row the user moved instead of the data source, before anything has moved, so that
  /// what the app's code sees first is the state before the move, as with UIKit's diffable data
  /// sources.
  package var handlesUserMove: ((ItemPath, ItemPath) -> Void)?
  /// Makes every supplementary view instead of section descriptors, when set.
  package var supplementaryProvider: ((SupplementaryKind, Int) -> AnyObject?)?

  package init(
    cellProvider: @escaping (ItemPath, Row) -> AnyObject?, reloadsOnUpdate: @escaping (Row) -> Bool,
    handlesUserMove: ((ItemPath, ItemPath) -> Void)? = nil,
    supplementaryProvider: ((SupplementaryKind, Int) -> AnyObject?)? = nil
  ) {
    self.cellProvider = cellProvider
    self.reloadsOnUpdate = reloadsOnUpdate
    self.handlesUserMove = handlesUserMove
    self.supplementaryProvider = supplementaryProvider
  }
}
