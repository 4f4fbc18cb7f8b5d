/// What a data source's sections show when no closure can hide a row or a section: every section
/// not marked hidden, with all its rows (a section without rows only for a door that shows its rows
/// as given), found by a pass that needs nothing of the main actor. The main actor then asks the
/// descriptor of each model type in ``firstRowOfEachType`` whether it hides rows.
package struct ShownWithoutClosures: Sendable {
  package var sections: [DisplayedSection] = []
  /// The first row of each model type and cell identifier met, in order: the rows whose
  /// descriptors decide whether any row is hidden.
  package var firstRowOfEachType: [Row] = []
  /// Whether a shown row's model is not `Diffable` (see `DataSource.visibleRowsLackIdentity`).
  package var rowsLackIdentity = false
  /// The content updates from the shown sections before, when the shape is unchanged.
  package var updates: [ItemPath] = []
  /// The staged change from the shown sections before, when the shape changed.
  package var staged: StagedChangeset<[DisplayedSection]>?

  /// Finds what `sections` show.
  /// - Complexity: O(*n*) in the rows, reading each row and, once per run of rows of one model
  ///   type, its model's cell identifier; none for a door that shows its rows as given.
  package init(_ sections: [Section], showsRowsAsGiven: Bool) {
    var met: Set<TypeAndCell> = []
    for section in sections where !section.isHidden {
      let rows = section.rows
      if rows.isEmpty && !showsRowsAsGiven { continue }
      self.sections.append(DisplayedSection(model: DisplayedSection.Model(section), elements: rows))
      // A door that shows its rows as given has them hidden by no descriptor (as visibleSections).
      if showsRowsAsGiven { continue }
      var i = 0
      while i < rows.count {
        let type = rows[i].itemType
        if !rows[i].isDiffable { rowsLackIdentity = true }
        if met.insert(TypeAndCell(type: type, cellIdentifier: rows[i].cellIdentifier)).inserted {
          firstRowOfEachType.append(rows[i])
        }
        i += 1
        while i < rows.count && rows[i].itemType == type { i += 1 }
      }
    }
  }

  /// A model type with the cell identifier its rows name: what picks a cell descriptor.
  private struct TypeAndCell: Hashable {
    let type: ObjectIdentifier
    let cellIdentifier: String?
  }
}
