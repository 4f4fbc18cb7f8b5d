import DataSourceCore
import Foundation

/// The applies that wait until the view has shown the snapshot, and the reload-everything applies.
extension DiffableDataSource {
  /// Shows `snapshot` as ``apply(_:animatingDifferences:completion:)`` does, and returns once the
  /// view has finished showing it. The rows and the diff are made off the main actor, which only
  /// installs them and performs the batch: the main actor stays free while a large snapshot is
  /// diffed. Unlike the synchronous apply, ``snapshot()`` is the new snapshot only once the diff is
  /// done, so applies awaited one after another show in order; an apply made on the main actor
  /// meanwhile is shown first, and this one is then diffed again on the main actor.
  /// - Complexity: O(*n*) off the main actor; on it, O(sections) plus the batch, or the whole
  ///   apply when what is shown changed while it was diffed.
  public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async {
    let (prepared, handoff) = await preparedInBackground(snapshot, animatingDifferences: animatingDifferences)
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      var planned = handoff.take()
      install(prepared, planned: planned, animatingDifferences: animatingDifferences) { continuation.resume() }
      BackgroundRelease.release(&planned)
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
