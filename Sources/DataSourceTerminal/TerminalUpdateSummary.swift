import DataSourceKit

/// What one animated update did to a list, as the terminal view's summary line shows it:
/// `−2 +3 ↕1 ~4 · 1 batch`, with `§` counts for sections when any changed.
///
/// An update is every batch that arrives while the previous one is still animating, so the stages
/// of one `reloadData(animated:)` add up to one summary.
public struct TerminalUpdateSummary: Hashable, Sendable, CustomStringConvertible {
  /// Rows deleted, inserted, moved, and refreshed (reloaded, or configured again in place).
  public var deletes = 0
  public var inserts = 0
  public var moves = 0
  public var updates = 0
  /// Sections deleted, inserted, moved and reloaded.
  public var sectionDeletes = 0
  public var sectionInserts = 0
  public var sectionMoves = 0
  public var sectionReloads = 0
  /// How many batches the update took.
  public var batches = 0

  /// An empty summary.
  public init() {}

  /// Adds a batch's operations.
  /// - Complexity: O(1).
  public mutating func add(_ batch: ListBatch) {
    deletes += batch.itemDeletes.count
    inserts += batch.itemInserts.count
    moves += batch.itemMoves.count
    updates += batch.itemReloads.count
    sectionDeletes += batch.sectionDeletes.count
    sectionInserts += batch.sectionInserts.count
    sectionMoves += batch.sectionMoves.count
    sectionReloads += batch.sectionReloads.count
    batches += 1
  }

  /// The line: row counts always, section counts when any is not zero, then the batches (or "in
  /// place", for rows refreshed or moved by the user with no batch).
  public var description: String {
    var parts = ["−\(deletes)", "+\(inserts)", "↕\(moves)", "~\(updates)"]
    let sections = [("−", sectionDeletes), ("+", sectionInserts), ("↕", sectionMoves), ("~", sectionReloads)]
    if sections.contains(where: { $0.1 > 0 }) {
      parts.append("§ " + sections.filter { $0.1 > 0 }.map { "\($0.0)\($0.1)" }.joined(separator: " "))
    }
    let how = batches == 0 ? "in place" : "\(batches) batch" + (batches == 1 ? "" : "es")
    return parts.joined(separator: " ") + " · " + how
  }
}
