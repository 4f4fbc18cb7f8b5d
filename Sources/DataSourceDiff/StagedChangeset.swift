/// The changes between two lists, split into the fewest stages that UIKit accepts one batch each.
///
/// Perform the stages in order: for each, install its ``ChangesetStage/data`` in the data source,
/// then perform its operations in one batch (`performBatchUpdates`). After the last stage the data
/// source holds the target. Every stage is valid for both `UITableView` and the stricter
/// `UICollectionView` (the rules are in DataSourceTesting's article "UIKit batch-update rules").
///
/// Why there can be more than one stage:
/// - **Updates after moves.** UIKit rejects reloading and moving the same row in one batch (the
///   reload's implicit delete collides with the move), and a collection view mishandles reloads in a
///   batch with any move. A moved row whose content also changed would otherwise never be refreshed,
///   since a move does not reconfigure its cell. So when the structure moves anything, element updates
///   get a stage of their own, after it, at their final paths. Otherwise they join the structure stage.
/// - **Section moves apart from element changes inside them.** A collection view corrupts its layout
///   when a moved section also has element changes in the same batch. When that happens, element
///   changes (and section deletes) come first with sections in their old order, then section inserts
///   and moves.
/// - **Section updates alone.** A section reload replaces the section and all its cells, which may not
///   mix with element operations on the same section.
///
/// So a change has at most four stages, and usually one.
public struct StagedChangeset<Data> {
  /// The stages, in the order to perform them. Empty when nothing changed.
  public var stages: [ChangesetStage<Data>]

  /// Creates a staged changeset from stages, as given.
  public init(stages: [ChangesetStage<Data>]) { self.stages = stages }

  /// Whether nothing changed.
  public var isEmpty: Bool { stages.isEmpty }
}

extension StagedChangeset: Sendable where Data: Sendable {}
extension StagedChangeset: Equatable where Data: Equatable {}
