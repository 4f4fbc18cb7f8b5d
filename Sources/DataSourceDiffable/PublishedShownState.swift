import DataSourceCore
import Foundation

/// What a diffable data source shows, published on the main actor after every change of it, for
/// applies made off the main actor to prepare their rows and plan their update from (see
/// `DiffableDataSource.apply(_:animatingDifferences:completion:)`). Guarded by a lock: it is read
/// on any thread.
final class PublishedShownState<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
>: @unchecked Sendable {
  typealias State = DiffableDataSource<SectionIdentifierType, ItemIdentifierType>.ShownState

  private let lock = NSLock()
  private var state = State(shown: .init(), rows: [], sectionNumbers: [:], numberedSections: [], displayed: [])

  /// The state published last.
  /// - Complexity: O(1): its arrays are shared, not copied.
  var current: State {
    lock.lock()
    defer { lock.unlock() }
    return state
  }

  /// Publishes `state`.
  func publish(_ state: State) {
    lock.lock()
    defer { lock.unlock() }
    self.state = state
  }

  /// The memory the last apply's diff left for the next (see `DiffScratch`), taken by an apply for
  /// its diff and given back after: an apply that finds it taken (another diffs at the same time)
  /// diffs in memory of its own.
  private var scratch = DiffScratch()

  /// Takes the kept diff memory, leaving none until it is given back.
  /// - Complexity: O(1).
  func takeScratch() -> DiffScratch {
    lock.lock()
    defer { lock.unlock() }
    var taken = DiffScratch()
    swap(&taken, &scratch)
    return taken
  }

  /// Keeps `scratch` for the next apply's diff, replacing what is kept.
  /// - Complexity: O(1), plus freeing the memory replaced.
  func giveScratch(_ scratch: consuming DiffScratch) {
    var given = scratch
    lock.lock()
    swap(&given, &self.scratch)
    lock.unlock()
  }
}
