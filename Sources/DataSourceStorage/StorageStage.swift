import DataSourceCore

/// One batch of a ``StorageUpdate``, ready for a view: perform ``batch`` with data of ``rowCounts``
/// installed first, and the view accepts it.
package struct StorageStage: Hashable, Sendable {
  /// Why the stage exists (the same reasons as a `StagedChangeset`'s stages).
  package var kind: ChangesetStageKind
  /// The batch, in UIKit's terms: its structure, and the updated sections as reloads.
  package var batch: ListBatch
  /// The items whose content changed, at their paths before the stage. They stay updates, not
  /// reloads, all the way to the data source's updater, the one place that decides whether a row
  /// is refreshed in place, reconfigured or reloaded.
  package var updates: [ItemPath]
  /// How many items each section holds after the batch.
  package var rowCounts: [Int]

  /// Where each section after the stage comes from.
  let sectionSlots: [StorageSlot]
  /// Where each item after the stage comes from, by section; `nil` for a section that holds its own
  /// items: one no change touched, or any section of the last stage (whose data is the content after
  /// the update).
  let itemSlots: [[ItemSlot]?]
}

/// Where a section shown after a stage comes from: its index before the update (a section about to
/// go away in a later stage) or after it.
enum StorageSlot: Hashable, Sendable {
  case old(Int)
  case new(Int)
}

/// Where an item shown after a stage comes from: its path before the update (an item about to go
/// away in a later stage) or after it.
enum ItemSlot: Hashable, Sendable {
  case old(ItemPath)
  case new(ItemPath)
}

/// A section or item of the token replay: identity is the token, content changes when `updated`.
struct PlanSlot: Diffable, Hashable, Sendable {
  var token: Int
  var updated: Bool
  var diffIdentifier: Int { token }
  func isContentEqual(to other: PlanSlot) -> Bool { updated == other.updated }
}
