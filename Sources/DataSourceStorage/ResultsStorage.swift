import DataSourceCore

/// A live, sectioned storage over any store that can fetch its results and say when they changed (a
/// ``ResultsSource``): Core Data, SwiftData, SQLite through GRDB, or a store of your own.
///
/// Every source gets the same guarantees, written once here:
/// - **Actor.** The storage lives on the main actor: read it there, and its updates arrive there, in
///   order, after ``sections`` already shows them. Fetching and comparing run off the main actor.
/// - **Identity and content.** Rows are matched by `Item.id` and compared with `==`: an item whose
///   id is shown but whose value changed is refreshed in place (an update, not a delete and insert),
///   so an edited record never stays stale. An id that repeats keeps its first item; a section left
///   empty is not shown; sections are matched by key, and one that appears or disappears is inserted
///   or deleted as a whole.
/// - **Bursts.** Changes told while a fetch or a comparison runs are handled after it, as one: the
///   storage fetches at most once more, compares only the newest results, and sends one update for
///   them. Rows show the last results compared until then.
/// - **Errors.** An error (a failed fetch, or one the source reports) is reported through ``onError``
///   once when it starts, and ``onRecovery`` once when results are shown again; meanwhile the rows
///   shown stay as they were and ``lastError`` holds it.
/// - **Stopping.** ``cancel()``, or releasing the storage, stops the source: nothing is fetched or
///   sent after it, what is shown stays, and every ``updates()`` stream finishes when the storage is
///   released.
///
/// What crosses actors: the items, made where the source delivers them and compared off the main
/// actor. So they are `Sendable` and of no actor; in an Xcode 26 app target (main-actor isolation by
/// default) declare the model `nonisolated struct`. See *Models in an Xcode 26 app* (DataSourceKit).
///
/// Available from iOS 15 and tvOS 15; a source may need more (each says so).
@MainActor
public final class ResultsStorage<Item: Identifiable & Equatable & Sendable, Key: Hashable & Sendable>: Storage
where Item.ID: Sendable {
  public private(set) var sections: [StorageSection<Item>] = []
  /// The key of each section, in the order of ``sections``.
  public private(set) var sectionKeys: [Key] = []
  /// The error the storage is in, if any: set when an error happens, cleared when results are shown
  /// again.
  public private(set) var lastError: (any Error)?
  /// Called on the main actor when an error starts. An error that repeats (the same failed fetch at
  /// every change, say) is reported once, until results are shown in between.
  public var onError: (@MainActor (any Error) -> Void)?
  /// Called on the main actor when results are shown after an error: the error has cleared.
  public var onRecovery: (@MainActor () -> Void)?
  /// The description of the error being reported, so that a repeat is not reported again.
  private var activeError: String?
  /// Whether the source's first results were shown or an error reported (or the storage stopped):
  /// until then, ``waitUntilPublished()`` waits for it, whatever the source told so far.
  private var settled = false
  private var settleWaiters: [CheckedContinuation<Void, Never>] = []

  private let observers = StorageObservers<Item>()
  private let pipeline: ResultsPipeline<Item, Key>
  private let sectionHeader: @Sendable (Key) -> (any Sendable)?
  private let stopSource: @Sendable () -> Void

  /// Shows the results of `source`, starting it now.
  /// - Parameters:
  ///   - source: the store; the storage calls its `start(_:)` here and its `stop()` once, when the
  ///     storage is cancelled or released.
  ///   - sectionHeader: the header model of a section (default: the key's description; a `String`
  ///     shows as a title header).
  /// - Complexity: O(1) here; the first results arrive once the source's first fetch is compared.
  public init<Source: ResultsSource>(
    _ source: Source, sectionHeader: @escaping @Sendable (Key) -> (any Sendable)? = { String(describing: $0) }
  ) where Source.Item == Item, Source.Key == Key {
    self.sectionHeader = sectionHeader
    pipeline = ResultsPipeline { try await source.fetch() }
    stopSource = { source.stop() }
    pipeline.publish = { [weak self] snapshot, update in self?.publish(snapshot, update) }
    pipeline.fail = { [weak self] error in self?.report(error) }
    source.start(ResultsFeed(pipeline))
  }

  // Not an `isolated deinit` (its back-deployment shim crashes on OS releases before the runtime
  // supports it): the pipeline and the source's stop are Sendable.
  deinit {
    if !pipeline.isStopped {
      pipeline.stop()
      stopSource()
    }
  }

  public func observe(_ observer: @escaping @MainActor (StorageUpdate<Item>) -> Void) -> StorageObservation {
    observers.observe(observer)
  }

  public func updates() -> AsyncStream<StorageUpdate<Item>> { observers.updates() }

  /// Stops the source. What is shown stays; calling it again does nothing.
  public func cancel() {
    guard !pipeline.isStopped else { return }
    pipeline.stop()
    stopSource()
    settle()
  }

  /// Whether the storage still follows its source: until ``cancel()`` (which the app calls, so only
  /// the tests ask).
  package var isObserving: Bool { !pipeline.isStopped }

  /// Returns once the first results are shown (or an error is reported, or the storage stopped),
  /// and everything the source told before the call is fetched, compared and shown (or reported,
  /// for an error). A source may deliver its first results a moment after it starts; this waits
  /// for them.
  public func waitUntilPublished() async {
    if !settled { await withCheckedContinuation { settleWaiters.append($0) } }
    await pipeline.waitUntilIdle()
  }

  /// Notes that the storage has shown results or reported an error, and lets waiters go on.
  private func settle() {
    guard !settled else { return }
    settled = true
    let waiters = settleWaiters
    settleWaiters = []
    for waiter in waiters { waiter.resume() }
  }

  private func publish(_ snapshot: [KeyedSection<Key, Item>], _ update: StorageUpdate<Item>) {
    sectionKeys = snapshot.map(\.key)
    sections = snapshot.map { StorageSection(items: $0.items, header: sectionHeader($0.key)) }
    if activeError != nil {
      activeError = nil
      lastError = nil
      onRecovery?()
    }
    if !update.isEmpty { observers.send(update, sections: sections) }
    settle()
  }

  /// Reports an error once when it starts: the same error again is not reported until results have
  /// been shown in between.
  private func report(_ error: any Error) {
    let description = String(describing: error)
    lastError = error
    defer { settle() }
    guard description != activeError else { return }
    activeError = description
    onError?(error)
  }
}
