import DataSourceKit
import Foundation

extension HeadlessTableView: ListView {
  /// Whether the table is in a window.
  public var isOnScreen: Bool { isInWindow }

  /// Reloads everything; a failure (a failed dequeue) is recorded in ``listViewFailures``.
  public func reloadAllData() {
    do { try reloadData() } catch { engine.listViewFailures.append(error) }
  }

  /// Performs the batch by UIKit's rules. A batch UIKit would reject is recorded in
  /// ``listViewFailures`` and the table reloads everything instead, as an app would want in
  /// production; tests assert that ``listViewFailures`` stays empty.
  public func performBatch(_ batch: ListBatch, install: () -> Void) {
    do {
      // The update block is optional, hence formally escaping; it runs before performBatchUpdates
      // returns.
      try withoutActuallyEscaping(install) { install in
        try performBatchUpdates {
          install()
          try self.deleteSections(IndexSet(batch.sectionDeletes), with: .fade)
          try self.insertSections(IndexSet(batch.sectionInserts), with: .fade)
          for move in batch.sectionMoves { try self.moveSection(move.from, toSection: move.to) }
          try self.reloadSections(IndexSet(batch.sectionReloads), with: .fade)
          try self.deleteRows(at: batch.itemDeletes.map(IndexPath.init), with: .fade)
          try self.insertRows(at: batch.itemInserts.map(IndexPath.init), with: .fade)
          for move in batch.itemMoves { try self.moveRow(at: IndexPath(move.from), to: IndexPath(move.to)) }
          try self.reloadRows(at: batch.itemReloads.map(IndexPath.init), with: .fade)
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
  /// is not a ``HeadlessTableViewCell`` is recorded as a
  /// failure.
  public func registerCell(_ cellClass: AnyClass, reuseIdentifier: String, nibBundle: Bundle?) {
    guard let cellClass = cellClass as? HeadlessTableViewCell.Type else {
      engine.listViewFailures.append(
        HeadlessUpdateError(.unregisteredReuseIdentifier, "\(cellClass) is not a HeadlessTableViewCell; a headless table cannot register it for \(reuseIdentifier)"))
      return
    }
    register(cellClass, forCellReuseIdentifier: reuseIdentifier)
  }

  /// A cell for the identifier, or `nil` when nothing is registered for it (the failure is then
  /// reported by the reload or batch that asked, with UIKit's message).
  public func dequeueCell(reuseIdentifier: String, for path: ItemPath) -> AnyObject? {
    let cell = dequeueReusableCell(withIdentifier: reuseIdentifier, for: IndexPath(path))
    return engine.hasPendingDequeueFailure ? nil : cell
  }

  public func visibleCell(at path: ItemPath) -> AnyObject? { cellForRow(at: IndexPath(path)) }

  /// Batches and reloads that went wrong through the ``ListView`` seam: a batch UIKit would have
  /// rejected (the table then reloaded everything), or a failed dequeue. Empty when all went well.
  public var listViewFailures: [HeadlessUpdateError] { engine.listViewFailures }
}
