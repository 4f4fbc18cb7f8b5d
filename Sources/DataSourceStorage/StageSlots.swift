@_spi(Extending) import DataSourceCore

/// Where the rows of one step of a storage's plan come from. A storage knows items, not rows, so
/// it hands the core its plan's steps (``StorageUpdate/steps``: the batch and the updated items,
/// the same `UpdatePlan.Step` the diff path makes) with their data still empty, and these slots
/// beside them; the binding fills each step's data from the rows already shown and the new ones.
package struct StageSlots: Hashable, Sendable {
  /// How many items each section holds after the step.
  package var rowCounts: [Int]
  /// Where each section after the step comes from.
  let sectionSlots: [StorageSlot]
  /// Where each item after the step comes from, by section; `nil` for a section that holds its own
  /// items: one no change touched, or any section of the last step (whose data is the content after
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
