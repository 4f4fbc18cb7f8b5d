import DataSourceKit
import Foundation

extension HeadlessListEngine {
  /// Reloads everything through the `ListView` seam, recording a failure instead of throwing.
  package func reloadAllData() {
    do { try reloadData() } catch { recordListViewFailure(error) }
  }

  /// Reloads everything after `failure`, so the view matches the data again. The reload meeting the
  /// same failure again (a cell that still cannot be dequeued) is not a second failure.
  package func recover(after failure: HeadlessUpdateError) {
    do { try reloadData() } catch  where error == failure {} catch { recordListViewFailure(error) }
  }

  /// Performs a `ListView` batch by this view's rules: `install` runs first inside the batch. A batch
  /// UIKit would reject is recorded in `listViewFailures`, reported by `failurePolicy` (by default
  /// the running test fails), and everything is reloaded so the view matches the data again.
  func performListBatch(_ batch: ListBatch, install: () -> Void) {
    do {
      // The update block is optional, hence formally escaping; it runs before performBatchUpdates
      // returns.
      try withoutActuallyEscaping(install) { install in
        try performBatchUpdates(
          {
            install()
            try self.record { pending in
              pending.operations.append(batch)
            }
          }, completion: nil)
      }
    } catch let error as HeadlessUpdateError {
      recordListViewFailure(error, batch: batch)
      recover(after: error)
    } catch {
      preconditionFailure("the batch block only throws HeadlessUpdateError")
    }
  }

  /// Reconfigures rows through the `ListView` seam; a reconfigure UIKit would reject is recorded in
  /// `listViewFailures` and everything is reloaded instead.
  func reconfigureListItems(_ paths: [ItemPath]) {
    do {
      try record { $0.itemReconfigures += paths }
    } catch {
      recordListViewFailure(error)
      recover(after: error)
    }
  }

  /// Registers a cell class through the `ListView` seam, recording a class of the wrong kind.
  func registerListCell(_ cellClass: AnyClass, reuseIdentifier: String) {
    let usable: HeadlessReusableCell.Type? =
      kind == .tableView
      ? cellClass as? HeadlessTableViewCell.Type : cellClass as? HeadlessCollectionViewCell.Type
    guard let usable else {
      let expected = kind == .tableView ? "HeadlessTableViewCell" : "HeadlessCollectionViewCell"
      recordListViewFailure(
        HeadlessUpdateError(
          .unregisteredReuseIdentifier,
          "\(cellClass) is not a \(expected); a headless \(kind.viewName) cannot register it for \(reuseIdentifier)"))
      return
    }
    registered[reuseIdentifier] = usable
  }

  /// A dequeued cell through the `ListView` seam, or `nil` when the dequeue failed (the failure is
  /// then reported by the reload or batch that asked).
  func dequeueListCell(reuseIdentifier: String) -> AnyObject? {
    let cell = dequeue(identifier: reuseIdentifier)
    return hasPendingDequeueFailure ? nil : cell
  }
}
