import DataSourceKit
@_spi(Extending) import DataSourceStorage

/// An edit-style storage written outside DataSourceKit, in the manner of Realm's write
/// transactions: the app edits inside ``write(_:)``, each edit is recorded as it is made, and when
/// the transaction ends the storage sends one update made of those edits
/// (`StorageUpdate(oldRowCounts:changes:updatedItems:)`, the seam an edit storage uses), with no diff of
/// its own. A `DataSource` bound to it (`bind(to:row:)`) shows each transaction as batches.
@MainActor
public final class ChangeLogStorage<Item: Sendable>: Storage {
  public private(set) var sections: [StorageSection<Item>] = []
  private var observers: [Int: @MainActor (StorageUpdate<Item>) -> Void] = [:]
  private var nextObserver = 0

  /// Creates a storage of `sections`, given as arrays of items.
  public init(_ sections: [[Item]] = []) {
    self.sections = sections.map { StorageSection(items: $0) }
  }

  /// Makes the edits `body` records, in order, and sends them as one update when it returns.
  /// Nothing is sent when it made none.
  /// - Throws: ``StorageError`` when an edit does not fit the content the edits before it left; then
  ///   nothing changes and nothing is sent.
  /// - Complexity: that of the edits, plus O(rows in the sections they touch) to send the update.
  public func write(_ body: (inout ChangeLog<Item>) -> Void) throws(StorageError) {
    var log = ChangeLog(sections: sections.map(\.items))
    body(&log)
    guard !log.changes.isEmpty else { return }
    let update = try StorageUpdate(
      oldRowCounts: sections.map(\.items.count), changes: log.changes, updatedItems: log.updatedItems)
    sections = log.sections.map { StorageSection(items: $0) }
    for observer in observers.sorted(by: { $0.key < $1.key }) { observer.value(update) }
  }

  public func observe(_ observer: @escaping @MainActor (StorageUpdate<Item>) -> Void) -> StorageObservation {
    let key = nextObserver
    nextObserver += 1
    observers[key] = observer
    return StorageObservation { [weak self] in
      MainActor.assumeIsolated { _ = self?.observers.removeValue(forKey: key) }
    }
  }

  public func updates() -> AsyncStream<StorageUpdate<Item>> {
    let (stream, continuation) = AsyncStream<StorageUpdate<Item>>.makeStream()
    let observation = observe { continuation.yield($0) }
    continuation.onTermination = { _ in Task { @MainActor in observation.cancel() } }
    return stream
  }
}
