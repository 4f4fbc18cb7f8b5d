/// One batch of a ``StagedChangeset``: the operations UIKit performs together, and the data to
/// install in the data source before performing them.
///
/// Paths follow UIKit's rules relative to this stage: deletes, updates (reloads) and move sources are
/// positions in the data before the stage (the previous stage's ``data``, or the source); inserts and
/// move destinations are positions in ``data``.
public struct ChangesetStage<Data> {
  /// Why this stage exists.
  public var kind: ChangesetStageKind
  /// The data after this stage: install it in the data source, then perform the batch.
  public var data: Data
  /// Sections to delete (indexes before the stage), ascending.
  public var sectionDeletes: [Int] = []
  /// Sections to insert (indexes after the stage), ascending.
  public var sectionInserts: [Int] = []
  /// Sections to move.
  public var sectionMoves: [Relocation<Int>] = []
  /// Sections to reload (indexes before the stage, which equal those after it).
  public var sectionUpdates: [Int] = []
  /// Items to delete (paths before the stage), ascending.
  public var itemDeletes: [ItemPath] = []
  /// Items to insert (paths after the stage), ascending.
  public var itemInserts: [ItemPath] = []
  /// Items to move.
  public var itemMoves: [Relocation<ItemPath>] = []
  /// Items whose content changed (paths before the stage), ascending. A list view reloads them,
  /// or refreshes them in place.
  public var itemUpdates: [ItemPath] = []

  /// Creates a stage of the given kind holding `data` and no operations.
  public init(kind: ChangesetStageKind, data: Data) {
    self.kind = kind
    self.data = data
  }

  /// The number of operations in the stage.
  public var operationCount: Int {
    sectionDeletes.count + sectionInserts.count + sectionMoves.count + sectionUpdates.count
      + itemDeletes.count + itemInserts.count + itemMoves.count + itemUpdates.count
  }
}

extension ChangesetStage: Sendable where Data: Sendable {}
extension ChangesetStage: Equatable where Data: Equatable {}

/// Why a stage exists; see ``StagedChangeset`` for the reasons stages are split.
public enum ChangesetStageKind: Hashable, Sendable {
  /// Deletes, inserts and moves of sections and items, together (with item updates too when
  /// the stage moves nothing).
  case structure
  /// Item deletes, inserts and moves, plus section deletes, before any section moves: used when
  /// a moved section also has item changes, which a collection view cannot animate in one batch.
  case itemStructure
  /// Section inserts and moves, after ``itemStructure``.
  case sectionStructure
  /// Item updates, on their own, because the structure stage moved something: a reload may not
  /// share a batch with a move of the same row (and, in a collection view, with any move).
  case itemUpdates
  /// Section updates (reloads), always alone.
  case sectionUpdates
}
