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

/// What a headless view did, in order: each entry is one reload or one batch.
public enum HeadlessListEvent: Hashable, Sendable {
  /// `reloadData()` ran: every count was asked again and every visible cell replaced.
  case reloadData
  /// A batch was accepted and animated. Its operations are in UIKit's processing order.
  case batch(HeadlessBatchRecord)
  /// The table view met a batch it recovers from by reloading everything (rule 16 of <doc:UIKitBatchRules>: a row moved out of
  /// a deleted section or into an inserted one). `reason` says which move. Collection views throw
  /// instead.
  case fellBackToReloadData(reason: String)
  /// A batch arrived before the view had ever loaded its data. UIKit skips validation then and just
  /// loads (rule 4 of <doc:UIKitBatchRules>).
  case loadedWithoutValidation
}

/// The operations of one accepted batch, in the order UIKit processes them (rule 3 of <doc:UIKitBatchRules>): deletes in
/// descending order (sections, then rows), reloads, moves (sections, then rows), inserts in ascending
/// order (sections, then rows), then reconfigures.
public struct HeadlessBatchRecord: Hashable, Sendable {
  /// The operations, in processing order.
  public let operations: [HeadlessBatchOperation]

  /// Creates a record; the headless views are the only callers outside tests.
  public init(operations: [HeadlessBatchOperation]) { self.operations = operations }

  /// Row deletes (reloads not counted).
  public var rowDeletes: Int { operations.count { if case .deleteRow = $0 { true } else { false } } }
  /// Row inserts (reloads not counted).
  public var rowInserts: Int { operations.count { if case .insertRow = $0 { true } else { false } } }
  /// Row moves.
  public var rowMoves: Int { operations.count { if case .moveRow = $0 { true } else { false } } }
  /// Row reloads.
  public var rowReloads: Int { operations.count { if case .reloadRow = $0 { true } else { false } } }
  /// Row reconfigures.
  public var rowReconfigures: Int {
    operations.count { if case .reconfigureRow = $0 { true } else { false } }
  }
  /// Section deletes (reloads not counted).
  public var sectionDeletes: Int {
    operations.count { if case .deleteSection = $0 { true } else { false } }
  }
  /// Section inserts (reloads not counted).
  public var sectionInserts: Int {
    operations.count { if case .insertSection = $0 { true } else { false } }
  }
  /// Section moves.
  public var sectionMoves: Int { operations.count { if case .moveSection = $0 { true } else { false } } }
  /// Section reloads.
  public var sectionReloads: Int {
    operations.count { if case .reloadSection = $0 { true } else { false } }
  }
}
