@_spi(Extending) import DataSourceCore

/// What one change of a storage did, in order, and the batches that show it.
///
/// ``changes`` lists the edits as they were made (sequential positions; see ``StorageChange``).
/// ``updatedObjects`` holds the new value of each updated item that existed before the update, keyed
/// by its *original* index path, as in DTModelStorage. Its plan's steps turn the changes into batches a
/// table or collection view accepts, whatever their order: an item inserted and then moved, a
/// section moved while its items change, a row updated and moved.
///
/// A storage replaced wholesale sends an update with ``isReload`` set: show it with a plain reload.
public struct StorageUpdate<Item> {
  /// The edits, in order. An edit storage (``MemoryStorage``, ``SortedStorage``) gives the edits it
  /// made; for an update found by comparing snapshots they are derived from the comparison when
  /// asked for (valid, though not always the fewest moves: the plan's steps are).
  /// - Complexity: O(1) for recorded edits; O(*n*) and up when derived (see
  ///   `init(diffing:to:)`).
  public var changes: [StorageChange] { recordedChanges ?? matched?.sequentialChanges() ?? [] }
  /// The new values of updated items, by their index path before the update.
  public let updatedObjects: [ItemPath: Item]
  /// Whether the content was replaced wholesale (or changed without animations): reload the view.
  public let isReload: Bool
  /// How many items each section held before the update.
  package let oldRowCounts: [Int]
  /// How many items each section holds after it.
  package let newRowCounts: [Int]
  /// The steps of the plan that leads from the old content to the new one, each accepted by UIKit
  /// when its data is installed first: the `UpdatePlan` form the diff path makes, updated items kept
  /// as updates. Their data is empty: the binding fills it from ``stageSlots``. Empty for a reload.
  package let steps: [UpdatePlan.Step]
  /// Where the rows of each of ``steps`` come from.
  package let stageSlots: [StageSlots]
  /// The storage's sections right after this update, when the storage sent them with it (the built-in
  /// storages do). Observers should read these rather than the storage's current sections, which a
  /// later edit may already have changed by the time the update reaches them.
  package var sections: [StorageSection<Item>]?
  /// For each section after the update, its index before it when no change touched its items (so its
  /// items are the same ones, and a view can keep what it made for them).
  let untouchedOrigins: [Int?]
  /// For each touched section after the update, where each of its items was before it, when it was
  /// there and did not change (a view can keep what it made for it), as a replay token: a negative
  /// token is an item that is new or changed.
  let unchangedOrigins: [[Int]?]
  /// For each section after the update whose only change was items appended at its end, its index
  /// before the update (its old items are unchanged, in place).
  let appendOrigins: [Int?]
  /// The edits an edit storage made, as it made them.
  private let recordedChanges: [StorageChange]?
  /// For an update found by matching snapshots, the tokens its ``changes`` are derived from.
  private let matched: StorageReplay?

  /// The update of edits a storage of this package recorded itself, so they replay by construction.
  /// - Precondition: the changes fit `oldRowCounts` (a failure is a bug in the recording storage).
  @usableFromInline package init(replayingRecorded changes: [StorageChange], oldRowCounts: [Int], updatedItems: [Item])
  {
    do {
      try self.init(oldRowCounts: oldRowCounts, changes: changes, updatedItems: updatedItems)
    } catch {
      preconditionFailure("A storage recorded changes that do not replay: \(error)")
    }
  }

  /// An update from edits made in this order, starting from sections of `oldRowCounts` items.
  /// - Parameters:
  ///   - oldRowCounts: how many items each section held before the edits.
  ///   - changes: the edits, in the order they were made (sequential positions).
  ///   - updatedItems: the new value of each item updated by an ``StorageChange/updateItem(_:)``
  ///     change, keyed like the change (its path at the time of the change).
  /// - Throws: ``StorageError`` when a change does not fit the content the changes before it left.
  /// - Complexity: O(*t* + *c*·*m*) for *t* items in the sections the changes touch, *c* changes
  ///   and *m* items in a touched section, plus the staging diff over those *t* items.
  @_spi(Extending) public init(oldRowCounts: [Int], changes: [StorageChange], updatedItems: [Item] = [])
    throws(StorageError)
  {
    var replay = StorageReplay(rowCounts: oldRowCounts)
    var objects: [ItemPath: Item] = [:]
    var values = updatedItems.makeIterator()
    var index = 0
    while index < changes.count {
      let run = replay.applyAppendRun(changes, from: index)
      if run > 0 {
        index += run
        continue
      }
      let change = changes[index]
      index += 1
      try replay.apply(change)
      if case .updateItem(let path) = change, let value = values.next(),
        let origin = StorageReplay.originalPath(of: replay.itemToken(at: path))
      {
        objects[origin] = value
      }
    }
    self.init(replay: replay, recordedChanges: changes, updatedObjects: objects)
  }

  /// The update a replay leads to: its stages (the one diff), counts and origins.
  @usableFromInline
  init(replay: StorageReplay, recordedChanges: [StorageChange]?, updatedObjects: [ItemPath: Item]) {
    var replay = replay
    replay.placeAllPending()
    self.recordedChanges = recordedChanges
    matched = recordedChanges == nil ? replay : nil
    self.updatedObjects = updatedObjects
    isReload = false
    oldRowCounts = replay.oldRowCounts
    newRowCounts = replay.newRowCounts
    untouchedOrigins = replay.untouchedOrigins
    unchangedOrigins = replay.unchangedOrigins
    appendOrigins = replay.appendOrigins
    let stages = replay.stages()
    steps = stages.map(\.step)
    stageSlots = stages.map(\.slots)
    #if DATASOURCE_INVARIANT_CHECKS
      _checkInvariants()
    #endif
  }

  /// An update that replaces everything: views reload.
  package static func reload(oldRowCounts: [Int], newRowCounts: [Int]) -> StorageUpdate {
    StorageUpdate(reloadFrom: oldRowCounts, to: newRowCounts)
  }

  private init(reloadFrom old: [Int], to new: [Int]) {
    recordedChanges = []
    matched = nil
    updatedObjects = [:]
    isReload = true
    oldRowCounts = old
    newRowCounts = new
    untouchedOrigins = Array(repeating: nil, count: new.count)
    unchangedOrigins = Array(repeating: nil, count: new.count)
    appendOrigins = Array(repeating: nil, count: new.count)
    steps = []
    stageSlots = []
  }

  /// Whether the update changes nothing (a storage sends no such update).
  @usableFromInline package var isEmpty: Bool { !isReload && (recordedChanges.map { $0.isEmpty } ?? steps.isEmpty) }
}

/// An update crosses isolation domains when its items do.
extension StorageUpdate: Sendable where Item: Sendable {}
