import DataSourceKit

/// The operations of one accepted batch, in the order UIKit processes them (rule 3 of <doc:UIKitBatchRules>): deletes in
/// descending order (sections, then rows), reloads, moves (sections, then rows), inserts in ascending
/// order (sections, then rows), then reconfigures.
public struct HeadlessBatchRecord: Hashable, Sendable {
  /// The operations, in processing order.
  public let operations: [HeadlessBatchOperation]

  /// Creates a record; the headless views are the only callers outside tests.
  public init(operations: [HeadlessBatchOperation]) { self.operations = operations }

  /// Row deletes (reloads not counted).
  public var rowDeletes: Int { tally { if case .deleteRow = $0 { true } else { false } } }
  /// Row inserts (reloads not counted).
  public var rowInserts: Int { tally { if case .insertRow = $0 { true } else { false } } }
  /// Row moves.
  public var rowMoves: Int { tally { if case .moveRow = $0 { true } else { false } } }
  /// Row reloads.
  public var rowReloads: Int { tally { if case .reloadRow = $0 { true } else { false } } }
  /// Row reconfigures.
  public var rowReconfigures: Int {
    tally { if case .reconfigureRow = $0 { true } else { false } }
  }
  /// Section deletes (reloads not counted).
  public var sectionDeletes: Int {
    tally { if case .deleteSection = $0 { true } else { false } }
  }
  /// Section inserts (reloads not counted).
  public var sectionInserts: Int {
    tally { if case .insertSection = $0 { true } else { false } }
  }
  /// Section moves.
  public var sectionMoves: Int { tally { if case .moveSection = $0 { true } else { false } } }
  /// Section reloads.
  public var sectionReloads: Int {
    tally { if case .reloadSection = $0 { true } else { false } }
  }

  /// How many operations match; `Sequence.count(where:)` needs the Swift 6 standard library, which
  /// Apple's iOS 17 SDK does not have.
  private func tally(_ matches: (HeadlessBatchOperation) -> Bool) -> Int {
    operations.reduce(0) { $0 + (matches($1) ? 1 : 0) }
  }
}
