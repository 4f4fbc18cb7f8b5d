/// What a data source's sections show when no closure can hide a row or a section: every section
/// not marked hidden, with all its rows (a section without rows only for a door that shows its rows
/// as given), found by a pass that needs nothing of the main actor.
package struct ShownWithoutClosures: Sendable {
  package var sections: [DisplayedSection] = []
  /// Whether a shown row's model is not `Diffable` (see `IdentityReports.shownRowsLackIdentity`).
  package var rowsLackIdentity = false
  /// The content updates from the shown sections before, when the shape is unchanged.
  package var updates: [ItemPath] = []
  /// The staged change from the shown sections before, when the shape changed.
  package var staged: StagedChangeset<[DisplayedSection]>?

  /// Finds what `sections` show.
  /// - Complexity: O(*n*) in the rows, reading each row's flags, not its model; none for a door that
  ///   shows its rows as given.
  package init(_ sections: [Section], showsRowsAsGiven: Bool) {
    for section in sections where !section.isHidden {
      let rows = section.rows
      if rows.isEmpty && !showsRowsAsGiven { continue }
      self.sections.append(DisplayedSection(model: DisplayedSection.Model(section), elements: rows))
      // A door that shows its rows as given has all of them diffable (as visibleSections assumes).
      if showsRowsAsGiven || rowsLackIdentity { continue }
      rowsLackIdentity = rows.contains { !$0.isDiffable }
    }
  }
}
