import DataSourceCore
import Foundation

/// The applies that wait until the view has shown the snapshot, and the reload-everything applies,
/// for identifiers that stay on the main actor (see `apply(_:animatingDifferences:completion:)`).
/// `Sendable` identifiers of no actor get the forms in `DiffableDataSource+AnyIsolation.swift`.
extension DiffableDataSource {
  /// Shows `snapshot` as `apply(_:animatingDifferences:completion:)` does, and returns once the
  /// view has finished showing it. The diff runs on the main actor, where the identifiers' conformances
  /// are; for `Sendable` identifiers of no actor, Swift picks the form that diffs off the main actor.
  /// - Complexity: as `apply(_:animatingDifferences:completion:)`.
  public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      show(snapshot, animatingDifferences: animatingDifferences) { continuation.resume() }
    }
  }

  /// Shows `snapshot` by reloading everything, without a diff.
  public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (@MainActor () -> Void)? = nil) {
    apply(snapshot, animatingDifferences: false, completion: completion)
  }

  /// Shows `snapshot` by reloading everything, and returns once the view has shown it.
  public func applySnapshotUsingReloadData(_ snapshot: Snapshot) async {
    await apply(snapshot, animatingDifferences: false)
  }
}
