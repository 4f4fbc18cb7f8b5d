import Foundation

extension DataSource {
  /// The number of sections shown.
  public var numberOfSections: Int { displayedSections.count }

  /// The number of rows shown in `section`; 0 for a section that does not exist.
  public func numberOfRows(inSection section: Int) -> Int {
    displayedSections.indices.contains(section) ? displayedSections[section].elements.count : 0
  }

  /// The row shown at `path`, or `nil` when there is none (a view can send stale or empty paths). A
  /// lazy section's row is made here, the first time it is asked for.
  public func row(at path: ItemPath) -> Row? {
    guard displayedSections.indices.contains(path.section),
      displayedSections[path.section].elements.indices.contains(path.item)
    else { return nil }
    let row = displayedSections[path.section].elements[path.item]
    if let lazy = row.item(as: LazyRowPlaceholder.self) { return lazy.rows.row(at: lazy.index) }
    return row
  }

  /// A configured cell for the row at `path`, dequeued from `view` (registering the descriptor's cell
  /// on first use, as its ``CellRegistration`` says). Returns `nil` for a path with no row, or when
  /// the view could not dequeue a cell, after reporting why (``failures``, ``onFailure``); a view
  /// must then show something, and the reason is not lost. It is what a custom ``ListView`` asks for each cell.
  ///
  /// - Precondition: the row's model type has a descriptor. The message names the type and the
  ///   described types; ``validate()`` reports the same problem as an error.
  public func cell(at path: ItemPath, in view: any ListView) -> AnyObject? {
    do {
      return try makeCell(at: path, in: view)
    } catch {
      report(error)
      return nil
    }
  }

  /// A configured cell for the row at `path`, dequeued from `view` as ``cell(at:in:)`` does.
  ///
  /// - Throws: ``DataSourceError/noRow(path:sections:rowsInSection:)`` when nothing is shown at
  ///   `path` (the view's counts are out of step with the data source), and
  ///   ``DataSourceError/dequeueFailed(reuseIdentifier:path:)`` when the view gave no cell.
  /// - Precondition: the row's model type has a descriptor, as for ``cell(at:in:)``.
  /// - Complexity: O(1), plus the descriptor's configuration.
  package func makeCell(at path: ItemPath, in view: any ListView) throws(DataSourceError) -> AnyObject {
    guard let row = row(at: path) else {
      throw .noRow(
        path: path, sections: numberOfSections,
        rowsInSection: displayedSections.indices.contains(path.section) ? numberOfRows(inSection: path.section) : nil)
    }
    return try door.cell(for: row, at: path, of: self, in: view)
  }

  /// The cell for `row` at `path` made by its descriptor, dequeued from `view` (registering the
  /// descriptor's cell on first use) and configured: the default door's cells.
  /// - Throws: ``DataSourceError/dequeueFailed(reuseIdentifier:path:)`` when the view gave no cell.
  /// - Precondition: the row's model type has a descriptor.
  package func descriptorCell(for row: Row, at path: ItemPath, in view: any ListView) throws(DataSourceError)
    -> AnyObject
  {
    guard let descriptor = registry.cell(for: row) else {
      preconditionFailure(
        DataSourceError.missingDescriptor(type: row.describedName, path: path, described: registry.describedTypeNames)
          .description
      )
    }
    registerOnce(
      descriptor.cellClass, reuseIdentifier: descriptor.reuseIdentifier, registration: descriptor.registration, in: view
    )
    guard let cell = view.dequeueCell(reuseIdentifier: descriptor.reuseIdentifier, for: path) else {
      throw .dequeueFailed(reuseIdentifier: descriptor.reuseIdentifier, path: path)
    }
    descriptor.configure?(row, cell, path)
    descriptor.styleByState(row, cell, in: view)
    return cell
  }

  /// The answer to a row behaviour, in the one lookup order: the closure of the row's descriptor,
  /// else the data source's own (`on(_:_:)`), else the `fallback`
  /// (`DataSourceFallback.answer(_:for:input:)`). `nil` when nobody answers; the caller applies the
  /// behaviour's default.
  /// - Complexity: O(1), plus the closure that answers.
  @discardableResult
  package func answer<Input, Output>(_ behavior: RowBehavior<Input, Output>, for row: Row, _ input: Input) -> Output? {
    if let body = registry.cell(for: row)?.behaviors[behavior] ?? behaviors[behavior] { return body(row, input) }
    return fallback?.answer(behavior, for: row, input: input)
  }

  /// The answer about the row at `path` (see ``answer(_:for:_:)``); `nil` when nobody answers or
  /// there is no row there. An adapter forwards a behaviour that has no named method with this.
  /// - Complexity: O(1), plus the closure that answers.
  @discardableResult
  package func answer<Input, Output>(_ behavior: RowBehavior<Input, Output>, at path: ItemPath, _ input: Input)
    -> Output?
  {
    guard let row = row(at: path) else { return nil }
    return answer(behavior, for: row, input)
  }

  /// Moves the row at `source` to `destination` in what the data source shows, as the view has on
  /// screen; the caller has checked the move (``moveRow(at:to:)``).
  /// - Complexity: O(rows in the two sections).
  @_spi(Extending) public func moveShownRow(from source: ItemPath, to destination: ItemPath) {
    let shown = displayedSections[source.section].elements.remove(at: source.item)
    displayedSections[destination.section].elements.insert(shown, at: destination.item)
  }

  /// Checks that every row has a descriptor.
  /// - Throws: ``DataSourceError/missingDescriptor(type:path:described:)`` for the first row without.
  public func validate() throws(DataSourceError) {
    for (s, section) in sections.enumerated() {
      for (i, row) in section.rows.enumerated() where registry.cell(for: row) == nil {
        throw .missingDescriptor(
          type: row.describedName, path: ItemPath(item: i, section: s), described: registry.describedTypeNames)
      }
    }
  }
}
