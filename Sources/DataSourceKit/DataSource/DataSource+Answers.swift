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
    if let cellProvider {
      guard let cell = cellProvider(path, row) else { throw .cellProviderReturnedNil(path: path) }
      return cell
    }
    guard let descriptor = descriptor(for: row) else {
      preconditionFailure(
        DataSourceError.missingDescriptor(type: row.describedName, path: path, described: describedTypeNames)
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
    return cell
  }

  /// The answer to a row behaviour, in the one lookup order: the closure of the row's descriptor,
  /// else the data source's own (``on(_:_:)``), else the ``fallback``
  /// (``DataSourceFallback/answer(_:for:input:)``). `nil` when nobody answers; the caller applies the
  /// behaviour's default.
  /// - Complexity: O(1), plus the closure that answers.
  @discardableResult
  package func answer<Input, Output>(_ behavior: RowBehavior<Input, Output>, for row: Row, _ input: Input) -> Output? {
    if let body = descriptor(for: row)?.behaviors[behavior] ?? behaviors[behavior] { return body(row, input) }
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

  /// The height of the row at `path`; `nil` means the view sizes the row itself.
  package func heightForRow(at path: ItemPath) -> Double? {
    answer(.height, at: path, path) ?? rowHeight
  }

  /// The estimated height of the row at `path`; `nil` leaves the estimate to the view.
  package func estimatedHeightForRow(at path: ItemPath) -> Double? {
    answer(.estimatedHeight, at: path, path) ?? estimatedRowHeight
  }

  /// Runs the selection closures for the row at `path` and says whether the row should be deselected.
  /// Nobody answering, or a path with no row, keeps the selection as it is.
  @discardableResult
  package func didSelectRow(at path: ItemPath) -> SelectionResult {
    answer(.didSelect, at: path, path) ?? .keepSelected
  }

  /// Whether the row at `path` highlights when touched (default: yes; no for a path with no row).
  package func shouldHighlightRow(at path: ItemPath) -> Bool {
    guard row(at: path) != nil else { return false }
    return answer(.shouldHighlight, at: path, path) ?? true
  }

  /// Whether the row at `path` can be edited (default: no).
  package func canEditRow(at path: ItemPath) -> Bool {
    answer(.canEdit, at: path, path) ?? false
  }

  /// The editing style of the row at `path` (default: delete; none for a path with no row).
  package func editingStyleForRow(at path: ItemPath) -> EditingStyle {
    guard row(at: path) != nil else { return .none }
    return answer(.editingStyle, at: path, path) ?? .delete
  }

  /// Whether the row at `path` can be moved (default: no).
  package func canMoveRow(at path: ItemPath) -> Bool {
    answer(.canMove, at: path, path) ?? false
  }

  /// The trailing swipe actions of the row at `path`, if anyone gives some. iOS only: UIKit on tvOS
  /// has no swipe actions, so the adapters never ask there.
  package func trailingSwipeActionsForRow(at path: ItemPath) -> SwipeActionsConfiguration? {
    answer(.trailingSwipeActions, at: path, path) ?? nil
  }

  /// The leading swipe actions of the row at `path`, if anyone gives some. iOS only, as trailing ones.
  package func leadingSwipeActionsForRow(at path: ItemPath) -> SwipeActionsConfiguration? {
    answer(.leadingSwipeActions, at: path, path) ?? nil
  }

  /// Tells the first of descriptor, data-source closure and fallback that the row's cell is about to
  /// appear. Nothing happens for a path with no row.
  package func willDisplay(_ cell: AnyObject, forRowAt path: ItemPath) {
    answer(.willDisplay, at: path, (cell, path))
  }

  /// Tells the first of descriptor, data-source closure and fallback that the user committed an edit
  /// on the row at `path`. Nothing happens for a path with no row.
  package func commitEditing(_ style: EditingStyle, forRowAt path: ItemPath) {
    answer(.commitEditing, at: path, (style, path))
  }

  /// Tells the first of descriptor, data-source closure and fallback that the user moved the row at
  /// `source` to `destination`, and moves it in what the data source shows: the view has already
  /// moved it on screen, so the next reload starts from the new order. Update ``sections`` to match
  /// in the closure. Nothing happens when there is no row at `source` or `destination` is invalid.
  package func moveRow(at source: ItemPath, to destination: ItemPath) {
    guard let row = row(at: source), isValidMove(from: source, to: destination) else { return }
    if let handlesUserMove { return handlesUserMove(source, destination) }
    moveShownRow(from: source, to: destination)
    answer(.moveRow, for: row, (source, destination))
  }

  /// Whether `destination` is where the row shown at `source` can land: a shown section, at most one
  /// past its last row once the row has left `source`.
  private func isValidMove(from source: ItemPath, to destination: ItemPath) -> Bool {
    guard displayedSections.indices.contains(destination.section) else { return false }
    let count = displayedSections[destination.section].elements.count
    return destination.item >= 0 && destination.item <= (source.section == destination.section ? count - 1 : count)
  }

  /// Moves the row at `source` to `destination` in what the data source shows, as the view has on
  /// screen; the caller has checked the move (``moveRow(at:to:)``).
  /// - Complexity: O(rows in the two sections).
  package func moveShownRow(from source: ItemPath, to destination: ItemPath) {
    let shown = displayedSections[source.section].elements.remove(at: source.item)
    displayedSections[destination.section].elements.insert(shown, at: destination.item)
  }

  /// Checks that every row has a descriptor.
  /// - Throws: ``DataSourceError/missingDescriptor(type:path:described:)`` for the first row without.
  public func validate() throws(DataSourceError) {
    for (s, section) in sections.enumerated() {
      for (i, row) in section.rows.enumerated() where descriptor(for: row) == nil {
        throw .missingDescriptor(
          type: row.describedName, path: ItemPath(item: i, section: s), described: describedTypeNames)
      }
    }
  }
}
