import DataSourceKit
import Foundation

extension HeadlessCollectionView: ListView {
  /// Whether the view is in a window.
  public var isOnScreen: Bool { isInWindow }

  /// Reloads everything; a failure (a failed dequeue) is recorded in ``listViewFailures``.
  public func reloadAllData() {
    do { try reloadData() } catch { engine.listViewFailures.append(error) }
  }

  /// Performs the batch by the collection view's stricter rules. A batch UIKit would reject is
  /// recorded in ``listViewFailures`` and the view reloads everything instead.
  public func performBatch(_ batch: ListBatch, install: () -> Void) {
    do {
      // The update block is optional, hence formally escaping; it runs before performBatchUpdates
      // returns.
      try withoutActuallyEscaping(install) { install in
        try performBatchUpdates {
          install()
          try self.deleteSections(IndexSet(batch.sectionDeletes))
          try self.insertSections(IndexSet(batch.sectionInserts))
          for move in batch.sectionMoves { try self.moveSection(move.from, toSection: move.to) }
          try self.reloadSections(IndexSet(batch.sectionReloads))
          try self.deleteItems(at: batch.itemDeletes.map(IndexPath.init))
          try self.insertItems(at: batch.itemInserts.map(IndexPath.init))
          for move in batch.itemMoves { try self.moveItem(at: IndexPath(move.from), to: IndexPath(move.to)) }
          try self.reloadItems(at: batch.itemReloads.map(IndexPath.init))
        }
      }
    } catch let error as HeadlessUpdateError {
      engine.listViewFailures.append(error)
      reloadAllData()
    } catch {
      preconditionFailure("the batch block only throws HeadlessUpdateError")
    }
  }

  /// Registers a cell class (headless views have no nibs, so `nibBundle` is not used); a class that
  /// is not a ``HeadlessCollectionViewCell`` is recorded as a
  /// failure.
  public func registerCell(_ cellClass: AnyClass, reuseIdentifier: String, nibBundle: Bundle?) {
    guard let cellClass = cellClass as? HeadlessCollectionViewCell.Type else {
      engine.listViewFailures.append(
        HeadlessUpdateError(
          .unregisteredReuseIdentifier,
          "\(cellClass) is not a HeadlessCollectionViewCell; a headless collection view cannot register it for \(reuseIdentifier)"))
      return
    }
    register(cellClass, forCellWithReuseIdentifier: reuseIdentifier)
  }

  /// A cell for the identifier, or `nil` when nothing is registered for it (the failure is then
  /// reported by the reload or batch that asked, with UIKit's message).
  public func dequeueCell(reuseIdentifier: String, for path: ItemPath) -> AnyObject? {
    let cell = dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: IndexPath(path))
    return engine.hasPendingDequeueFailure ? nil : cell
  }

  public func visibleCell(at path: ItemPath) -> AnyObject? { cellForItem(at: IndexPath(path)) }

  /// Batches and reloads that went wrong through the ``ListView`` seam. Empty when all went well.
  public var listViewFailures: [HeadlessUpdateError] { engine.listViewFailures }
}
