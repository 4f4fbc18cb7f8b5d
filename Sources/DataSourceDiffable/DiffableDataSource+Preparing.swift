import DataSourceCore
import Foundation

/// An apply in two parts: preparing the rows and planning the update, which run wherever the apply
/// is called, and installing them, which runs on the main actor.
extension DiffableDataSource {
  /// What is shown, as an apply prepares from it.
  struct ShownState: Sendable {
    /// The snapshot shown.
    var shown: Snapshot
    /// The rows made for it, section by section.
    var rows: [[Row]]
    /// The stable number of every section ever shown, and the section of each number.
    var sectionNumbers: [SectionIdentifierType: Int]
    var numberedSections: [SectionIdentifierType]
    /// The sections the data source displays.
    var displayed: [DisplayedSection]
  }

  /// A snapshot made ready to show: checked, with its sections and rows for the data source.
  struct PreparedShow: Sendable {
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
  }

  /// Publishes what is shown, for applies made off the main actor.
  func publishShownState() { published.publish(shownState) }

  /// Makes `snapshot` ready to show after `state`: checks its appends, numbers its new sections and
  /// makes its rows. An item shown before keeps its row: rows carry no version (a reload or
  /// reconfigure is passed to the data source as intent), so its row is equal to a new one. The
  /// rows are matched in order, looking up to four old rows ahead past rows that left, so an item
  /// that stays costs a comparison or a few instead of a new row now and freeing the old one later
  /// (the diff then also compares the two as one box). A moved item, or one past a longer gap, gets
  /// a new row. Runs on any thread.
  /// - Complexity: O(*n*) for *n* items.
  nonisolated static func prepare(_ snapshot: Snapshot, after state: ShownState) -> PreparedShow {
    var snapshot = snapshot
    snapshot.checkAppends()
    var sectionNumbers = state.sectionNumbers
    var numberedSections = state.numberedSections
    // Plain loops in this one function, not `map` closures: unspecialized, each closure call would
    // look up the generic row and item types' metadata again, once per row.
    var sections: [Section] = []
    sections.reserveCapacity(snapshot.sectionIdentifiers.count)
    var allRows: [[Row]] = []
    allRows.reserveCapacity(snapshot.sectionIdentifiers.count)
    let shown = state.shown
    let keepsRows = state.rows.count == shown.items.count
    // Rows made anew after the first are made from the first one's box class (see
    // `sibling(showing:)`).
    var first: DiffableRowBox<SnapshotItem<ItemIdentifierType>>?
    for (section, items) in zip(snapshot.sectionIdentifiers, snapshot.items) {
      let number: Int
      if let known = sectionNumbers[section] {
        number = known
      } else {
        number = numberedSections.count
        sectionNumbers[section] = number
        numberedSections.append(section)
      }
      var rows: [Row] = []
      rows.reserveCapacity(items.count)
      let before = keepsRows ? shown.indexOfSection(section) : nil
      var oldItems = before.map { shown.items[$0] } ?? []
      let oldRows = before.map { state.rows[$0] } ?? []
      if oldRows.count != oldItems.count { oldItems = [] }
      // Identifiers are compared where they lie in the arrays' buffers: unspecialized, reading one
      // out of an array copies it through its type's value witnesses first.
      oldItems.withUnsafeBufferPointer { oldItems in
        items.withUnsafeBufferPointer { items in
          var next = 0
          rowLoop: for j in 0..<items.count {
            // The old rows from `next` on, a few ahead: a row that stays is found past rows that
            // left (deleted or moved away); a miss costs at most four comparisons.
            for candidate in next..<min(next + 4, oldItems.count) where oldItems[candidate] == items[j] {
              rows.append(oldRows[candidate])
              next = candidate + 1
              continue rowLoop
            }
            let model = SnapshotItem(identifier: items[j])
            if let first {
              rows.append(first.sibling(showing: model))
            } else {
              let box = DiffableRowBox(model)
              first = box
              rows.append(Row(box: box))
            }
          }
        }
      }
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

  /// Prepares `snapshot` after the published state and plans its update, on the caller's thread.
  nonisolated func prepareAndPlan(
    _ snapshot: Snapshot, animatingDifferences: Bool
  ) -> (PreparedShow, PlannedUpdate?) {
    let state = published.current
    let prepared = Self.prepare(snapshot, after: state)
    guard animatingDifferences else { return (prepared, nil) }
    return (prepared, PlannedUpdate(from: state.displayed, to: Self.displayed(prepared)))
  }

  /// ``prepareAndPlan(_:animatingDifferences:)`` on the global executor.
  @concurrent
  nonisolated func preparedInBackground(
    _ snapshot: Snapshot, animatingDifferences: Bool
  ) async -> (PreparedShow, PlannedUpdate?) {
    prepareAndPlan(snapshot, animatingDifferences: animatingDifferences)
  }
}
