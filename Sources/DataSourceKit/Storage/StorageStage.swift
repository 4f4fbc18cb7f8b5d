/// One batch of a ``StorageUpdate``, ready for a view: perform ``batch`` with data of ``rowCounts``
/// installed first, and the view accepts it.
public struct StorageStage: Hashable, Sendable {
  /// Why the stage exists (the same reasons as a ``StagedChangeset``'s stages).
  public var kind: ChangesetStageKind
  /// The batch, in UIKit's terms (reloads are the updated rows and sections).
  public var batch: ListBatch
  /// How many items each section holds after the batch.
  public var rowCounts: [Int]

  /// Where each section after the stage comes from: a ``StorageSlot`` per section.
  let sectionSlots: [StorageSlot]
  /// Where each item after the stage comes from, by section.
  let itemSlots: [[StorageSlot]]
}

/// Where a section or item shown after a stage comes from: its position before the update (for one
/// about to go away in a later stage) or its position after the update.
enum StorageSlot: Hashable, Sendable {
  case old(Int)
  case new(Int)
}

/// A section or item of the token replay: identity is the token, content changes when `updated`.
struct PlanSlot: Diffable, Hashable, Sendable {
  var token: Int
  var updated: Bool
  var diffIdentifier: Int { token }
  func isContentEqual(to other: PlanSlot) -> Bool { updated == other.updated }
}

/// The shape of content during a replay: section tokens, each with its item tokens.
struct TokenLayout: Sendable {
  var sections: [Int]
  var items: [[Int]]

  /// The layout before an update: sections and items numbered in order (items row-major).
  init(rowCounts: [Int]) {
    sections = Array(rowCounts.indices)
    items = []
    items.reserveCapacity(rowCounts.count)
    var next = 0
    for count in rowCounts {
      items.append(Array(next..<(next + count)))
      next += count
    }
  }

  var rowCounts: [Int] { items.map(\.count) }
}
