@_spi(Extending) import DataSourceCore
import Foundation

/// An apply in two parts: preparing the rows and planning the update, which run wherever the apply
/// is called, and installing them, which runs on the main actor.
extension DiffableDataSource {
  /// What is shown, as an apply prepares from it.
  struct ShownState: @unchecked Sendable {
    /// The snapshot shown.
    var shown: Snapshot
    /// The rows made for it, section by section.
    var rows: [[Row]]
    /// The stable number of every section ever shown, and the section of each number.
    var sectionNumbers: [SectionIdentifierType: Int]
    var numberedSections: [SectionIdentifierType]
    /// The sections the data source displays.
    var displayed: [DisplayedSection]
    /// ``shown`` as the apply that showed it diffed it, if one did: the next apply's diff source,
    /// already hashed.
    var diffed: Diffed?
  }

  typealias Diffed = SnapshotSpecializations<SectionIdentifierType, ItemIdentifierType>.Diffed

  /// A snapshot made ready to show: checked, with its sections and rows for the data source.
  struct PreparedShow: @unchecked Sendable {
    /// The snapshot, its appends checked.
    var snapshot: Snapshot
    /// The data source's sections for it, and their rows.
    var sections: [Section]
    var rows: [[Row]]
    /// The section numbers, with those of sections shown for the first time added.
    var sectionNumbers: [SectionIdentifierType: Int]
    var numberedSections: [SectionIdentifierType]
    /// How many sections were numbered in the state it was prepared from.
    var numberedBefore: Int
    /// ``snapshot`` as the planning diffed it, if it did (see `ShownState.diffed`).
    var diffed: Diffed?
  }

  /// Publishes what is shown, for applies made off the main actor.
  func publishShownState() { published.publish(shownState) }

  /// Makes `snapshot` ready to show after `state`: checks its appends (unless the diff found it
  /// `holdsNoDuplicate` already), numbers its new sections and makes its rows. An item shown before keeps its row (see
  /// `SnapshotSpecializations.rows(for:reusing:madeFor:)`), so an apply that changes little
  /// allocates little. Runs on any thread.
  /// - Complexity: O(*n*) for *n* items.
  nonisolated static func prepare(
    _ snapshot: Snapshot, after state: ShownState, holdsNoDuplicate: Bool = false
  ) -> PreparedShow {
    var snapshot = snapshot
    if !holdsNoDuplicate { snapshot.checkAppendsForApply() }
    var sectionNumbers = state.sectionNumbers
    var numberedSections = state.numberedSections
    var sections: [Section] = []
    sections.reserveCapacity(snapshot.sectionIdentifiers.count)
    var allRows: [[Row]] = []
    allRows.reserveCapacity(snapshot.sectionIdentifiers.count)
    let shown = state.shown
    let keepsRows = state.rows.count == shown.items.count
    let rowsFor = snapshot.specializations.rows
    for (section, items) in zip(snapshot.sectionIdentifiers, snapshot.items) {
      let number: Int
      if let known = sectionNumbers[section] {
        number = known
      } else {
        number = numberedSections.count
        sectionNumbers[section] = number
        numberedSections.append(section)
      }
      let before = keepsRows ? shown.indexOfSection(section) : nil
      let rows = rowsFor(before.map { shown.items[$0] } ?? [], before.map { state.rows[$0] } ?? [], items)
      sections.append(Section("\(number)", content: Row(SnapshotSection(number: number)), rows: rows))
      allRows.append(rows)
    }
    return PreparedShow(
      snapshot: snapshot, sections: sections, rows: allRows, sectionNumbers: sectionNumbers,
      numberedSections: numberedSections, numberedBefore: state.numberedSections.count)
  }

  /// The sections the data source will display for `prepared`, when a diffable data source's door
  /// displays its rows as given (no hidden rows or sections): what planning off the main actor
  /// diffs to. The main actor checks that they are (`PlannedUpdate.applies(from:to:)`).
  nonisolated static func displayed(_ prepared: PreparedShow) -> [DisplayedSection] {
    var displayed: [DisplayedSection] = []
    displayed.reserveCapacity(prepared.sections.count)
    for section in prepared.sections {
      displayed.append(DisplayedSection(showingAllRowsOf: section))
    }
    return displayed
  }

  /// Prepares `snapshot` after `state` and, when `planning`, plans the update. When the data source
  /// displays the shown snapshot's rows as they were made (no hidden rows, nothing edited behind
  /// this object's back), the update is planned on the identifiers, with the snapshot's specialized
  /// diff: a row's identity is its item's, so the changes are the same, found at the speed of the
  /// identifiers. Its source is `state.diffed` when kept (the shown items with the hashes the last
  /// apply computed), so only the snapshot's items are hashed; the prepared show keeps them in turn.
  /// That diff also tells whether the snapshot's unchecked appends hold a duplicate, so a snapshot
  /// without one is shown without building the index of its items (its look-ups build it when first
  /// asked). Else the rows are diffed. The identifiers' diff reuses the memory `scratch` holds, and
  /// leaves its own there. Runs on any thread.
  /// - Complexity: O(*n*) expected for *n* items, plus the moves' O(*k* log *k*).
  nonisolated static func prepareAndPlan(
    _ snapshot: Snapshot, after state: ShownState, planning: Bool, reusing scratch: inout DiffScratch
  ) -> (PreparedShow, PlannedUpdate?) {
    guard planning else { return (prepare(snapshot, after: state), nil) }
    guard displaysShownRows(state) else {
      let prepared = prepare(snapshot, after: state)
      return (prepared, PlannedUpdate(from: state.displayed, to: displayed(prepared)))
    }
    let diff = snapshot.specializations.changeset
    let shown = state.shown
    assert(
      state.diffed.map {
        $0.map(\.model.identifier) == shown.sectionIdentifiers
          && $0.map { $0.elements.map(\.identifier) } == shown.items
      } ?? true, "the kept diffed arrays are not the shown snapshot's")
    let source: SnapshotSpecializations<SectionIdentifierType, ItemIdentifierType>.Source =
      state.diffed.map { .diffed($0) } ?? .identifiers(shown.sectionIdentifiers, shown.items)
    if snapshot.hasUncheckedAppends {
      let (changes, duplicates, target) = diff(source, snapshot.sectionIdentifiers, snapshot.items, true, &scratch)
      if !duplicates {
        var prepared = prepare(snapshot, after: state, holdsNoDuplicate: true)
        prepared.diffed = target
        return (prepared, PlannedUpdate(from: state.displayed, to: displayed(prepared), changeset: changes))
      }
    }
    // Checked first: the diff then sees the items shown, without their duplicates.
    var prepared = prepare(snapshot, after: state)
    let checked = prepared.snapshot
    let (changes, _, target) = diff(source, checked.sectionIdentifiers, checked.items, false, &scratch)
    prepared.diffed = target
    return (prepared, PlannedUpdate(from: state.displayed, to: displayed(prepared), changeset: changes))
  }

  /// Whether `state.displayed` is the rows made for `state.shown`, section by section, with the
  /// sections' own models: the very row arrays (not equal ones), so no row is hidden or replaced.
  /// - Complexity: O(sections).
  nonisolated static func displaysShownRows(_ state: ShownState) -> Bool {
    let sections = state.shown.sectionIdentifiers
    guard state.displayed.count == sections.count, state.rows.count == sections.count else { return false }
    for (s, displayed) in state.displayed.enumerated() {
      let rows = state.rows[s]
      guard let number = state.sectionNumbers[sections[s]],
        displayed.model.identifier == "\(number)", displayed.model.header == nil, displayed.model.footer == nil,
        displayed.model.content?.item(as: SnapshotSection.self)?.number == number,
        displayed.elements.count == rows.count,
        rows.isEmpty
          || displayed.elements.withUnsafeBufferPointer({ displayed in
            rows.withUnsafeBufferPointer { $0.baseAddress == displayed.baseAddress }
          })
      else { return false }
    }
    return true
  }

  /// Prepares `snapshot` after the published state and plans its update, on the caller's thread.
  nonisolated func prepareAndPlan(
    _ snapshot: Snapshot, animatingDifferences: Bool
  ) -> (PreparedShow, PlannedUpdate?) {
    var scratch = published.takeScratch()
    defer { published.giveScratch(scratch) }
    return Self.prepareAndPlan(snapshot, after: published.current, planning: animatingDifferences, reusing: &scratch)
  }

  /// ``prepareAndPlan(_:animatingDifferences:)``, with the plan in a ``PlanHandoff``: the main actor
  /// takes it out, and nothing else holds it once performed, so it is freed off the main actor.
  nonisolated func preparedWithHandoff(
    _ snapshot: Snapshot, animatingDifferences: Bool
  ) -> (PreparedShow, PlanHandoff) {
    let (prepared, planned) = prepareAndPlan(snapshot, animatingDifferences: animatingDifferences)
    return (prepared, PlanHandoff(planned))
  }

  /// ``preparedWithHandoff(_:animatingDifferences:)`` on the global executor.
  @concurrent
  nonisolated func preparedInBackground(
    _ snapshot: Snapshot, animatingDifferences: Bool
  ) async -> (PreparedShow, PlanHandoff) {
    preparedWithHandoff(snapshot, animatingDifferences: animatingDifferences)
  }
}
