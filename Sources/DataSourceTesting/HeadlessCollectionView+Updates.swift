import DataSourceKit
import Foundation

extension HeadlessCollectionView {
  /// Runs `updates` as one batch and checks it by UIKit's rules when the block ends. `completion` runs
  /// with `true` once the batch is accepted; a rejected batch throws and changes nothing.
  ///
  /// - Throws: ``HeadlessUpdateError`` when the batch breaks a rule; any error the block throws is
  ///   rethrown as it is, after the batch is discarded.
  public func performBatchUpdates(
    _ updates: (() throws -> Void)?, completion: ((Bool) -> Void)? = nil
  ) throws {
    try engine.performBatchUpdates(updates, completion: completion)
  }

  /// Inserts items; the paths are in the state after the batch. Outside a batch, a batch of its own.
  public func insertItems(at indexPaths: [IndexPath]) throws(HeadlessUpdateError) {
    let paths = try engine.itemPaths(indexPaths)
    try engine.record { $0.itemInserts += paths }
  }

  /// Deletes items; the paths are in the state before the batch. The same path twice is an error.
  public func deleteItems(at indexPaths: [IndexPath]) throws(HeadlessUpdateError) {
    let paths = try engine.itemPaths(indexPaths)
    try engine.record { $0.itemDeletes += paths }
  }

  /// Reloads items with new cells. Rejected in a batch that also moves items or sections.
  public func reloadItems(at indexPaths: [IndexPath]) throws(HeadlessUpdateError) {
    let paths = try engine.itemPaths(indexPaths)
    try engine.record { $0.itemReloads += paths }
  }

  /// Moves an item; it keeps its cell and that cell's content.
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) throws(HeadlessUpdateError) {
    let from = try engine.itemPath(indexPath)
    let to = try engine.itemPath(newIndexPath)
    try engine.record { $0.itemMoves.append(Relocation(from: from, to: to)) }
  }

  /// Configures visible items again in their existing cells, without `prepareForReuse()`.
  public func reconfigureItems(at indexPaths: [IndexPath]) throws(HeadlessUpdateError) {
    let paths = try engine.itemPaths(indexPaths)
    try engine.record { $0.itemReconfigures += paths }
  }

  /// Inserts sections; the indexes are in the state after the batch.
  public func insertSections(_ sections: IndexSet) throws(HeadlessUpdateError) {
    try engine.record { $0.sectionInserts += sections }
  }

  /// Deletes sections; the indexes are in the state before the batch.
  public func deleteSections(_ sections: IndexSet) throws(HeadlessUpdateError) {
    try engine.record { $0.sectionDeletes += sections }
  }

  /// Replaces sections with new ones at their shifted positions.
  public func reloadSections(_ sections: IndexSet) throws(HeadlessUpdateError) {
    try engine.record { $0.sectionReloads += sections }
  }

  /// Moves a section with its items. Rejected when the batch also has item operations in it.
  public func moveSection(_ section: Int, toSection newSection: Int) throws(HeadlessUpdateError) {
    try engine.record { $0.sectionMoves.append(Relocation(from: section, to: newSection)) }
  }
}
