import DataSourceCore

/// Sections of items kept in memory, edited one call at a time, each edit reported as an animated
/// ``StorageUpdate``: DTModelStorage's `MemoryStorage`, with errors that reach the caller.
///
/// Every edit checks its input first: bad input (a negative, past-the-end or overflowing index)
/// throws a ``StorageError`` naming the value and the valid range at the call, and changes nothing
/// (DTModelStorage defers the check and swallows the error). Edits made inside
/// ``performUpdates(_:)`` are sent as one update; batches nest as transactions, a throwing level
/// undoing only its own edits. Adding to, inserting into, moving into or setting a section past the
/// end creates the missing sections (at most ``maximumImplicitSections`` at once), reported as
/// section inserts. Replacing content wholesale (`setItems…`, `setSection`, `removeAllItems`) and
/// ``updateWithoutAnimations(_:)`` send a reload. Updates reach observers in the order the edits
/// were made, also when an observer edits the storage from its callback.
///
/// Owned and used on the main actor. An append costs O(appended items); other edits cost O(*m*) in
/// the touched section's items, plus the staging of the update they send.
@MainActor
public final class MemoryStorage<Item>: Storage {
  public private(set) var sections: [StorageSection<Item>]

  let observers = StorageObservers<Item>()

  /// The edits of the batch being made, if one is.
  private(set) var batch: Batch?

  struct Batch {
    var start: [StorageSection<Item>]
    var changes: [StorageChange] = []
    var updatedItems: [Item] = []
    var isReload = false
    /// Where each open ``performUpdates(_:)`` level began, innermost last: a level that throws rolls
    /// back to its own savepoint and no further.
    var savepoints: [Savepoint] = []
  }

  struct Savepoint {
    var sections: [StorageSection<Item>]
    var changeCount: Int
    var updatedCount: Int
    var isReload: Bool
  }

  /// How many missing sections one edit may create (adding to, inserting into, moving into or setting
  /// a section past the end creates the sections up to it). Past this, the edit throws
  /// ``StorageError/tooManyImplicitSections(section:sectionCount:limit:)``: a section index that far
  /// away is almost surely a bug, and creating millions of sections would stall the app.
  public nonisolated static var maximumImplicitSections: Int { 1_000 }

  /// Creates a storage holding `sections`.
  public init(sections: [StorageSection<Item>] = []) {
    self.sections = sections
  }

  public func observe(_ observer: @escaping @MainActor (StorageUpdate<Item>) -> Void) -> StorageObservation {
    observers.observe(observer)
  }

  public func updates() -> AsyncStream<StorageUpdate<Item>> { observers.updates() }

  /// The section at `index`, or `nil`.
  public func section(at index: Int) -> StorageSection<Item>? {
    sections.indices.contains(index) ? sections[index] : nil
  }

  // MARK: Batching

  /// Makes every edit in `body` one update. Batches nest, and each level is a transaction: when
  /// `body` throws, the storage is restored to how it was when this level began and the error is
  /// rethrown; an outer batch that catches it goes on with its own earlier edits kept. Only the
  /// outermost batch sends an update, once, holding every edit that survived.
  /// - Throws: what `body` throws (a ``StorageError``, or an error of your own).
  public func performUpdates<Failure: Error>(_ body: () throws(Failure) -> Void) throws(Failure) {
    try runBatch(reload: false, body)
  }

  /// Makes the edits in `body` without animations: the storage sends one reload (a level of an
  /// outer batch makes that whole batch a reload, unless it throws).
  public func updateWithoutAnimations<Failure: Error>(_ body: () throws(Failure) -> Void) throws(Failure) {
    try runBatch(reload: true, body)
  }

  private func runBatch<Failure: Error>(reload: Bool, _ body: () throws(Failure) -> Void) throws(Failure) {
    var current = batch ?? Batch(start: sections)
    current.savepoints.append(
      Savepoint(
        sections: sections, changeCount: current.changes.count, updatedCount: current.updatedItems.count,
        isReload: current.isReload))
    if reload { current.isReload = true }
    batch = current
    do {
      try body()
    } catch {
      let savepoint = batch!.savepoints.removeLast()
      sections = savepoint.sections
      batch!.changes.removeSubrange(savepoint.changeCount...)
      batch!.updatedItems.removeSubrange(savepoint.updatedCount...)
      batch!.isReload = savepoint.isReload
      if batch!.savepoints.isEmpty { batch = nil }
      throw error
    }
    batch!.savepoints.removeLast()
    guard batch!.savepoints.isEmpty, let finished = batch else { return }
    batch = nil
    send(
      from: finished.start.map { $0.items.count }, changes: finished.changes, updated: finished.updatedItems,
      reload: finished.isReload)
  }

  /// Applies an edit, keeps it only if it succeeds, and records its changes (or sends them, outside a
  /// batch). By default the edit works on a copy, so a throw anywhere leaves the storage untouched.
  /// With `validatesFirst`, it works on the sections themselves, for edits that throw only before
  /// their first mutation: an append then costs O(appended), not a copy of its section.
  @usableFromInline
  func edit(
    reload: Bool = false, validatesFirst: Bool = false,
    _ body: (inout [StorageSection<Item>], inout [StorageChange], inout [Item]) throws(StorageError) -> Void
  ) throws(StorageError) {
    var changes: [StorageChange] = []
    var updated: [Item] = []
    let oldCounts = rowCounts
    if validatesFirst {
      try body(&sections, &changes, &updated)
    } else {
      var copy = sections
      try body(&copy, &changes, &updated)
      sections = copy
    }
    if batch != nil {
      batch!.changes += changes
      batch!.updatedItems += updated
      if reload { batch!.isReload = true }
    } else {
      send(from: oldCounts, changes: changes, updated: updated, reload: reload)
    }
  }

  /// Replaces the content without sending an update.
  func silentlyReplace(with newSections: [StorageSection<Item>]) { sections = newSections }

  private func send(from oldCounts: [Int], changes: [StorageChange], updated: [Item], reload: Bool) {
    if reload {
      observers.send(.reload(oldRowCounts: oldCounts, newRowCounts: rowCounts), sections: sections)
      return
    }
    guard !changes.isEmpty else { return }
    do {
      observers.send(
        try StorageUpdate(oldRowCounts: oldCounts, changes: changes, updatedItems: updated), sections: sections)
    } catch {
      // The edits were checked as they were made, so their replay cannot fail; if it ever did, a
      // reload still shows the right content.
      assertionFailure("MemoryStorage recorded changes that do not replay: \(error)")
      observers.send(.reload(oldRowCounts: oldCounts, newRowCounts: rowCounts), sections: sections)
    }
  }
}
