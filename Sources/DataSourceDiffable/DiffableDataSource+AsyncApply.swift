import DataSourceCore
import Foundation

/// The applies that wait until the view has shown the snapshot, and the reload-everything applies.
extension DiffableDataSource {
  /// Shows `snapshot` as ``apply(_:animatingDifferences:completion:)`` does, and returns once the
  /// view has finished showing it.
  public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      show(snapshot, animatingDifferences: animatingDifferences) { continuation.resume() }
    }
  }

  /// Shows `snapshot` by reloading everything, without a diff. Callable from any isolation, as
  /// ``apply(_:animatingDifferences:completion:)`` is.
  nonisolated public func applySnapshotUsingReloadData(
    _ snapshot: Snapshot, completion: (@MainActor () -> Void)? = nil
  ) {
    apply(snapshot, animatingDifferences: false, completion: completion)
  }

  /// Shows `snapshot` by reloading everything, and returns once the view has shown it.
  public func applySnapshotUsingReloadData(_ snapshot: Snapshot) async {
    await apply(snapshot, animatingDifferences: false)
  }
}
