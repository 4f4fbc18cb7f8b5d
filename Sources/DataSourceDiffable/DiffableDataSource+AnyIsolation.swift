@_spi(Extending) import DataSourceCore
import Foundation

/// The applies callable from any isolation, as UIKit's are, for identifiers that may cross actors:
/// `Sendable`, with conformances of no actor (`Int`, `String`, `UUID`, an app's `nonisolated struct`).
/// Swift picks these over the main-actor forms for such identifiers. An Xcode 26 app's models are
/// main-actor isolated by default, so their `Hashable` conformance cannot run elsewhere: they get
/// the main-actor forms, and an apply from another task is written `await MainActor.run { … }`.
extension DiffableDataSource where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {
  /// Shows `snapshot`: animated from what is shown when `animatingDifferences` is true (the default),
  /// otherwise reloaded at once. `completion` runs once the view has finished showing it, on the main
  /// actor.
  ///
  /// Callable from any isolation, as UIKit's is. On the main actor the snapshot is shown before this
  /// returns (``snapshot()`` is it at once, even when `completion` applies another); from elsewhere
  /// the rows and the diff are made where it is called, and it is shown on the main actor soon
  /// after, in the order of the calls.
  /// - Complexity: O(*n*) expected for *n* items shown before and after, plus the moves' O(*k* log *k*).
  ///   Items that stay in order keep the rows made for them (unless a reload or reconfigure is
  ///   pending), so an apply that changes little allocates little; an animated apply keeps the hash
  ///   of each item it diffed, so the next one hashes only the items of the snapshot it is given.
  nonisolated public func apply(
    _ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (@MainActor () -> Void)? = nil
  ) {
    guard !MainQueue.isCurrent else {
      return MainActor.assumeIsolated {
        show(snapshot, animatingDifferences: animatingDifferences, completion: completion)
      }
    }
    // Off the main actor, as UIKit's apply from a background queue: the rows and the diff are made
    // here, and the main actor installs them (or plans again, if what is shown changed meanwhile).
    let (prepared, handoff) = preparedWithHandoff(snapshot, animatingDifferences: animatingDifferences)
    onMainActor {
      var planned = handoff.take()
      $0.install(prepared, planned: planned, animatingDifferences: animatingDifferences, completion: completion)
      BackgroundRelease.release(&planned)
    }
  }

  /// Shows `snapshot` as `apply(_:animatingDifferences:completion:)` does, and returns once the
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
  /// `apply(_:animatingDifferences:completion:)` is.
  nonisolated public func applySnapshotUsingReloadData(
    _ snapshot: Snapshot, completion: (@MainActor () -> Void)? = nil
  ) {
    apply(snapshot, animatingDifferences: false, completion: completion)
  }

  /// Shows `snapshot` by reloading everything, and returns once the view has shown it.
  public func applySnapshotUsingReloadData(_ snapshot: Snapshot) async {
    await apply(snapshot, animatingDifferences: false)
  }

  /// Shows `sectionSnapshot` in `section`, as the main-actor form does. Callable from any isolation:
  /// the outline is walked where it is called, and shown on the main actor.
  /// - Complexity: O(*n*) expected for *n* items shown before and after, plus the outline's size.
  @inlinable
  nonisolated public final func apply(
    _ sectionSnapshot: SectionSnapshot, to section: SectionIdentifierType, animatingDifferences: Bool = true,
    completion: (@MainActor () -> Void)? = nil
  ) {
    let outline = Self.walk(sectionSnapshot, into: section)
    onMainActor {
      $0.show(sectionSnapshot, outline, animatingDifferences: animatingDifferences, completion: completion)
    }
  }
}
