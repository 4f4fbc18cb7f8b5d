import Foundation

/// What a diffable data source shows, published on the main actor after every change of it, for
/// applies made off the main actor to prepare their rows and plan their update from (see
/// `DiffableDataSource.apply(_:animatingDifferences:completion:)`). Guarded by a lock: it is read
/// on any thread.
final class PublishedShownState<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
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
}
