/// What checking a snapshot's unchecked appends finds, kept beside the snapshot instead of in it:
/// the section of each appended item that stays, the items of each section whose appends held a
/// duplicate (without the duplicates), and the duplicates' issues. A look-up on a snapshot with
/// unchecked appends reads through it, so that it costs the appended items once, not a copy of the
/// snapshot's index of every item.
@usableFromInline
struct CheckedAppends<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: @unchecked Sendable {
  @usableFromInline typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

  /// The section of each appended item that stays. The snapshot's own index holds none of them.
  @usableFromInline var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
  /// The items of each section (by index) whose appends held a duplicate, the duplicates removed.
  @usableFromInline var items: [Int: [ItemIdentifierType]] = [:]
  /// One ``DiffableDataSourceSnapshot/Issue/duplicateItem(_:operation:)`` per duplicate, in the
  /// order the items were appended.
  @usableFromInline var issues: [Snapshot.Issue] = []

  @usableFromInline init() {}
}
