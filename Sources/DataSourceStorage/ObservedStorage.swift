import DataSourceCore
import Foundation
import Observation

/// A storage as SwiftUI reads it: `@Observable` sections that follow the storage, so `List` and
/// `ForEach` show any ``Storage`` (``MemoryStorage``, ``SortedStorage``, ``ResultsStorage``…)
/// directly, with the identities the data source's diff uses.
///
/// ```swift
/// let observed = ObservedStorage(storage)
/// // In a SwiftUI view:
/// // List { ForEach(observed.sections) { section in
/// //   Section(section.header ?? "") { ForEach(section.items, id: \.diffIdentifier) { Text($0.name) } }
/// // } }
/// ```
///
/// Guarantees:
/// - **Main actor.** It is read and changed on the main actor, as the storage is.
/// - **Exactly what changed.** Each ``ObservedSection`` is observed on its own: an update assigns
///   only the sections whose items, header or footer changed, and ``sections`` only when sections
///   came, went or moved. A view showing one section redraws only for that section.
/// - **The change it is given.** It takes each ``StorageUpdate`` the storage sends, not only the news
///   that one came: the items of a section no update of the burst touched are not compared again,
///   so an edit costs the rows of the sections it touched, not of the whole storage.
/// - **Bursts coalesce.** Updates that arrive in one turn of the main actor are applied together, on
///   the next turn: one change per touched section, whatever the burst's length.
/// - **Edits go through the storage.** ``deleteItems(atOffsets:inSection:)`` and
///   ``moveItems(fromOffsets:toOffset:inSection:)`` (for `onDelete` and `onMove` over a
///   ``MemoryStorage``) use the storage's own validating edits, then apply at once, as SwiftUI
///   expects. An edit the storage refuses throws its ``StorageError`` and changes nothing.
///
/// Available where the OS has the Observation framework: iOS and tvOS 17, macOS 14, and Linux. Its
/// `Observable` conformance is written out (see ``ObservedSection``).
@available(iOS 17.0, tvOS 17.0, macOS 14.0, watchOS 10.0, *)
@MainActor
public final class ObservedStorage<S: Storage>: Observable where S.Item: Diffable & Sendable {
  /// The sections, in order.
  public var sections: [ObservedSection<S.Item>] {
    registrar.access(self, keyPath: \.sections)
    return storedSections
  }
  /// The storage followed.
  public let storage: S
  private let registrar = ObservationRegistrar()
  private var storedSections: [ObservedSection<S.Item>] = []
  /// Whether an update arrived that has not been applied yet.
  private var isScheduled = false
  /// For each of the storage's sections, its index among ``sections`` when no update since the last
  /// apply touched its items (the updates' untouched sections, composed); `nil` when no update came since.
  private var untouchedSinceApply: [Int?]?
  private var observation: StorageObservation?

  /// Follows `storage`, starting from its current sections.
  /// - Complexity: O(*n*) for *n* items.
  public init(_ storage: S) {
    self.storage = storage
    apply()
    observation = storage.observe { [weak self] update in self?.take(update) }
  }

  /// Applies what arrived now rather than on the next turn (a test, or code that reads right after
  /// an edit it made on the storage directly).
  /// - Complexity: O(*n*) for *n* items, comparing each section's items with what is shown.
  public func applyPendingUpdates() {
    guard isScheduled else { return }
    apply()
  }

  /// Notes which sections `update` left untouched, composed with the updates before it since the
  /// last apply, and schedules the apply.
  /// - Complexity: O(sections).
  private func take(_ update: StorageUpdate<S.Item>) {
    let origins = update.untouchedOrigins
    // Composed with the updates since the last apply (nil when none came: the apply is not scheduled).
    untouchedSinceApply =
      untouchedSinceApply.map { before in
        origins.map { $0.flatMap { before.indices.contains($0) ? before[$0] : nil } }
      } ?? origins
    scheduleApply()
  }

  private func scheduleApply() {
    guard !isScheduled else { return }
    isScheduled = true
    Task { @MainActor [weak self] in self?.applyPendingUpdates() }
  }

  /// Makes ``sections`` the storage's: sections kept by identity are updated in place.
  private func apply() {
    isScheduled = false
    let untouched = untouchedSinceApply
    untouchedSinceApply = nil
    var titles = Set<String>()
    let contents = storage.sections.enumerated().map { index, section in
      var id = ObservedSection<S.Item>.ID.position(index)
      if let title = section.header as? String, titles.insert(title).inserted { id = .title(title) }
      return ObservedSection<S.Item>.Content(
        id: id, items: section.items, header: section.header as? String, footer: section.footer as? String,
        unchangedFrom: untouched.flatMap { $0.indices.contains(index) ? $0[index] : nil })
    }
    if let updated = ObservedSection.reconcile(storedSections, with: contents) {
      registrar.withMutation(of: self, keyPath: \.sections) { storedSections = updated }
    }
  }
}

@available(iOS 17.0, tvOS 17.0, macOS 14.0, watchOS 10.0, *)
extension ObservedStorage {
  /// Deletes the items at `offsets` of `section`, as SwiftUI's `onDelete` gives them, through the
  /// storage's own edit; the sections follow at once.
  /// - Throws: the storage's ``StorageError`` when the section or an offset is not there; nothing
  ///   changes then.
  /// - Complexity: O(*n*) for *n* items.
  public func deleteItems<Element>(atOffsets offsets: IndexSet, inSection section: Int) throws(StorageError)
  where S == MemoryStorage<Element> {
    try storage.removeItems(at: offsets.map { ItemPath(item: $0, section: section) })
    apply()
  }

  /// Moves the items at `offsets` of `section` so they land before `destination` (an offset in the
  /// section before the move), as SwiftUI's `onMove` gives them, in one storage update; the
  /// sections follow at once.
  /// - Throws: ``StorageError`` when the section, an offset or the destination is not there; nothing
  ///   changes then.
  /// - Complexity: O(*m*·*n*) for *m* moved items of *n*.
  public func moveItems<Element>(fromOffsets offsets: IndexSet, toOffset destination: Int, inSection section: Int)
    throws(StorageError) where S == MemoryStorage<Element>
  {
    guard storage.sections.indices.contains(section) else {
      throw .sectionOutOfRange(section, sectionCount: storage.sections.count)
    }
    let count = storage.sections[section].items.count
    if let bad = offsets.first(where: { $0 >= count }) ?? (destination > count || destination < 0 ? destination : nil) {
      throw .indexPathOutOfRange(ItemPath(item: bad, section: section), itemCount: count)
    }
    // SwiftUI's meaning: the moved items, in order, before what was at `destination`. Each moved
    // item goes to the end, in order, then the block goes to its place: 2 moves per moved item.
    let moved = Array(offsets)
    let insertAt = destination - moved.filter { $0 < destination }.count
    try storage.performUpdates { () throws(StorageError) in
      var current = Array(0..<count)
      for original in moved {
        guard let from = current.firstIndex(of: original), from != count - 1 else { continue }
        try storage.moveItem(
          from: ItemPath(item: from, section: section), to: ItemPath(item: count - 1, section: section))
        current.append(current.remove(at: from))
      }
      for k in moved.indices where count - moved.count + k != insertAt + k {
        try storage.moveItem(
          from: ItemPath(item: count - moved.count + k, section: section),
          to: ItemPath(item: insertAt + k, section: section))
      }
    }
    apply()
  }
}
