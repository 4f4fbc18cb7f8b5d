import DataSourceCore

/// What a user's reorder did to a diffable data source, with the names of UIKit's
/// `NSDiffableDataSourceTransaction`: the snapshot before and after, and the difference between their
/// items. ``DiffableDataSource/ReorderingHandlers`` receive one when the user moves an item.
public struct DiffableDataSourceTransaction<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
> {
  /// The snapshot shown before the reorder.
  public let initialSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// The snapshot shown after it (the data source's ``DiffableDataSource/snapshot()`` from then on).
  public let finalSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// The difference from the initial to the final items, all sections in order: apply it to your
  /// own ordered list of items with `applying(_:)`.
  public let difference: CollectionDifference<ItemIdentifierType>
  /// One transaction for each section whose items the reorder changed, in the final order of sections.
  public let sectionTransactions: [DiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

  /// The transaction from `initial` to `final`.
  /// - Complexity: O(*n* + *d*²) in the worst case for *n* items and *d* differences, as
  ///   `CollectionDifference` computes it; one move gives *d* = 2.
  init(
    from initial: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    to final: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    sectionSnapshots: (SectionIdentifierType, DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>)
      -> DiffableDataSourceSectionSnapshot<ItemIdentifierType>
  ) {
    initialSnapshot = initial
    finalSnapshot = final
    difference = final.itemIdentifiers.difference(from: initial.itemIdentifiers)
    sectionTransactions = final.sectionIdentifiers.compactMap { section in
      let before = initial.indexOfSection(section) == nil ? [] : initial.itemIdentifiers(inSection: section)
      let after = final.itemIdentifiers(inSection: section)
      guard before != after else { return nil }
      return DiffableDataSourceSectionTransaction(
        sectionIdentifier: section, initialSnapshot: sectionSnapshots(section, initial),
        finalSnapshot: sectionSnapshots(section, final), difference: after.difference(from: before))
    }
  }
}

/// What a user's reorder did to one section, with the names of UIKit's
/// `NSDiffableDataSourceSectionTransaction`.
public struct DiffableDataSourceSectionTransaction<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
> {
  /// The section.
  public let sectionIdentifier: SectionIdentifierType
  /// The section's items before the reorder, as an outline.
  public let initialSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>
  /// The section's items after it.
  public let finalSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>
  /// The difference from the initial to the final items of the section.
  public let difference: CollectionDifference<ItemIdentifierType>
}

extension DiffableDataSourceTransaction: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
extension DiffableDataSourceSectionTransaction: Sendable
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
