import DataSourceDiff

/// An update planned off the main actor: the plan from the sections a data source showed when the
/// planning began to the sections it is to show, made as the data source makes it on the main actor
/// (the content updates alone when the shape is unchanged, else the staged diff). A diffable data
/// source applied from another task plans there; the main actor only checks that the plan still
/// holds and performs it (`DataSource.reloadData(animated:refreshing:reloadingSections:planned:completion:)`).
package struct PlannedUpdate: Sendable {
  /// The sections shown when the planning began: the very array the data source held.
  package let base: [DisplayedSection]
  /// The sections the plan ends at.
  package let target: [DisplayedSection]
  /// The plan from `base` to `target`.
  package let plan: UpdatePlan
  /// Whether the plan was made off the main actor: only those count in `DataSource.plannedUpdates`.
  package var madeOffMainActor = true

  /// Plans the update from `base` to `target`.
  /// - Complexity: that of the diff, O(*n*) expected for *n* rows.
  package init(from base: [DisplayedSection], to target: [DisplayedSection]) {
    self.base = base
    self.target = target
    if let updates = DataSource.sameShapeUpdates(from: base, to: target) {
      plan = UpdatePlan(updating: updates, target: target)
    } else {
      plan = UpdatePlan(StagedChangeset(source: base, target: target), target: target)
    }
  }

  /// Plans the update from `base` to `target` with `changeset`, the diff of the two found by a
  /// front door that knows their rows' identities more cheaply than the rows do (a diffable data
  /// source diffs its identifiers, specialized for their type).
  /// - Precondition: `changeset` is `SectionedChangeset(source: base, target: target)`; checked in
  ///   debug builds, by computing that diff as well.
  /// - Complexity: the staging's, O(sections) plus the changes, when no row's content changed.
  package init(from base: [DisplayedSection], to target: [DisplayedSection], changeset: SectionedChangeset) {
    assert(
      changeset == SectionedChangeset(source: base, target: target),
      "A front door's changeset differs from the diff of its rows")
    self.base = base
    self.target = target
    plan = UpdatePlan(StagedChangeset(source: base, target: target, changeset: changeset), target: target)
  }

  /// Whether the plan still holds: `displayed` is the array planned from (the same storage, which
  /// its sharing kept unchanged), and `target` holds the planned sections with the planned rows
  /// (the same row arrays). Anything else, even equal, is planned again.
  /// - Complexity: O(sections).
  func applies(from displayed: [DisplayedSection], to target: [DisplayedSection]) -> Bool {
    guard Self.sameStorage(displayed, base), target.count == self.target.count else { return false }
    for (now, planned) in zip(target, self.target)
    where now.model != planned.model || !Self.sameStorage(now.elements, planned.elements) {
      return false
    }
    return true
  }

  /// Whether `a` and `b` are one array: the same count in the same storage.
  private static func sameStorage<Element>(_ a: [Element], _ b: [Element]) -> Bool {
    a.count == b.count
      && a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
  }
}
