import DataSourceKit

/// One operation of an accepted batch, as the headless view performed it.
///
/// Paths of deletes, reloads (`from`) and move sources are in the state before the batch; paths of
/// inserts, reloads (`to`) and move destinations in the state after it (rule 1 of <doc:UIKitBatchRules>).
/// Operations dropped by UIKit's own rules (a row delete inside a deleted section, an identical move
/// given twice, a duplicate insert) are not listed.
public enum HeadlessBatchOperation: Hashable, Sendable, CustomStringConvertible {
  case deleteSection(Int)
  case deleteRow(ItemPath)
  /// A section reload: the section at `from` before the batch is replaced by a new one at `to`.
  case reloadSection(from: Int, to: Int)
  /// A row reload: a delete at `from` plus an insert at `to`, the same row shifted by the batch.
  case reloadRow(from: ItemPath, to: ItemPath)
  case moveSection(from: Int, to: Int)
  case moveRow(from: ItemPath, to: ItemPath)
  case insertSection(Int)
  case insertRow(ItemPath)
  /// `reconfigureRows(at:)`: the cell is kept and configured again. The path is the one before the
  /// batch.
  case reconfigureRow(ItemPath)

  public var description: String {
    switch self {
    case .deleteSection(let s): "delete section \(s)"
    case .deleteRow(let p): "delete \(p)"
    case .reloadSection(let f, let t): "reload section \(f)→\(t)"
    case .reloadRow(let f, let t): "reload \(f)→\(t)"
    case .moveSection(let f, let t): "move section \(f)→\(t)"
    case .moveRow(let f, let t): "move \(f)→\(t)"
    case .insertSection(let s): "insert section \(s)"
    case .insertRow(let p): "insert \(p)"
    case .reconfigureRow(let p): "reconfigure \(p)"
    }
  }
}
