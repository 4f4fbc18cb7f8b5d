import DataSourceKit
import Foundation

extension HeadlessTableView {
  /// Runs `updates` as one batch and checks it by UIKit's rules when the block ends. Calls nested in
  /// the block, and nested `beginUpdates()`/`endUpdates()` pairs, count as one batch (rule 1 of <doc:UIKitBatchRules>).
  /// `completion` runs with `true` once the batch is accepted; a rejected batch throws instead and
  /// changes nothing.
  ///
  /// - Throws: ``HeadlessUpdateError`` when the batch breaks a rule; any error the block throws is
  ///   rethrown as it is, after the batch is discarded.
  public func performBatchUpdates(
    _ updates: (() throws -> Void)?, completion: ((Bool) -> Void)? = nil
  ) throws {
    try engine.performBatchUpdates(updates, completion: completion)
  }

  /// Opens a batch; the matching ``endUpdates()`` checks and applies it.
  public func beginUpdates() { engine.beginUpdates() }

  /// Closes a batch. The outermost call checks and applies everything since the first
  /// ``beginUpdates()``.
  public func endUpdates() throws(HeadlessUpdateError) { try engine.endUpdates() }

  /// Inserts rows; the paths are in the state after the batch. Outside a batch, a batch of its own.
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) throws(HeadlessUpdateError) {
    let paths = try engine.itemPaths(indexPaths)
    try engine.record { $0.itemInserts += paths }
  }

  /// Deletes rows; the paths are in the state before the batch.
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) throws(HeadlessUpdateError) {
    let paths = try engine.itemPaths(indexPaths)
    try engine.record { $0.itemDeletes += paths }
  }

  /// Reloads rows: each is deleted at its path before the batch and inserted, with a new cell, at the
  /// same row shifted by the batch (rule 2 of <doc:UIKitBatchRules>).
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) throws(HeadlessUpdateError) {
    let paths = try engine.itemPaths(indexPaths)
    try engine.record { $0.itemReloads += paths }
  }

  /// Moves a row from its path before the batch to its path after it. The row keeps its cell, whose
  /// content is not refreshed (rule 2 of <doc:UIKitBatchRules>).
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) throws(HeadlessUpdateError) {
    let from = try engine.itemPath(indexPath)
    let to = try engine.itemPath(newIndexPath)
    try engine.record { $0.itemMoves.append(Relocation(from: from, to: to)) }
  }

  /// Configures visible rows again in their existing cells: the data source is asked for each, and its
  /// dequeue returns the existing cell without `prepareForReuse()` (rule 23 of <doc:UIKitBatchRules>). Counts do not change.
  /// Inside a batch the paths are in the state before it.
  public func reconfigureRows(at indexPaths: [IndexPath]) throws(HeadlessUpdateError) {
    let paths = try engine.itemPaths(indexPaths)
    try engine.record { $0.itemReconfigures += paths }
  }

  /// Inserts sections; the indexes are in the state after the batch.
  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) throws(HeadlessUpdateError) {
    try engine.record { $0.sectionInserts += sections }
  }

  /// Deletes sections; the indexes are in the state before the batch.
  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) throws(HeadlessUpdateError) {
    try engine.record { $0.sectionDeletes += sections }
  }

  /// Reloads sections: each is replaced by a new section, with new rows, at its shifted position.
  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) throws(HeadlessUpdateError) {
    try engine.record { $0.sectionReloads += sections }
  }

  /// Moves a section, with its rows and their cells, from its index before the batch to its index after.
  public func moveSection(_ section: Int, toSection newSection: Int) throws(HeadlessUpdateError) {
    try engine.record { $0.sectionMoves.append(Relocation(from: section, to: newSection)) }
  }
}
