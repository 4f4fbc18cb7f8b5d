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
  /// the view could not dequeue a cell; ``makeCell(at:in:)`` says which.
  ///
  /// - Precondition: the row's model type has a descriptor. The message names the type and the
  ///   described types; ``validate()`` reports the same problem as an error.
  public func cell(at path: ItemPath, in view: any ListView) -> AnyObject? {
    try? makeCell(at: path, in: view)
  }

  /// A configured cell for the row at `path`, dequeued from `view` as ``cell(at:in:)`` does.
  ///
  /// - Throws: ``DataSourceError/noRow(path:sections:rowsInSection:)`` when nothing is shown at
  ///   `path` (the view's counts are out of step with the data source), and
  ///   ``DataSourceError/dequeueFailed(reuseIdentifier:path:)`` when the view gave no cell.
  /// - Precondition: the row's model type has a descriptor, as for ``cell(at:in:)``.
  /// - Complexity: O(1), plus the descriptor's configuration.
  public func makeCell(at path: ItemPath, in view: any ListView) throws(DataSourceError) -> AnyObject {
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
    if registeredView != ObjectIdentifier(view) {
      registeredView = ObjectIdentifier(view)
      registeredIdentifiers.removeAll()
    }
    if registeredIdentifiers.insert(descriptor.reuseIdentifier).inserted {
      switch descriptor.registration {
      case .automatic(let bundle):
        view.registerCell(
          descriptor.cellClass, reuseIdentifier: descriptor.reuseIdentifier,
          nibBundle: bundle ?? Bundle(for: descriptor.cellClass))
      case .cellClass:
        view.registerCell(descriptor.cellClass, reuseIdentifier: descriptor.reuseIdentifier, nibBundle: nil)
      case .none:
        break
      }
    }
    guard let cell = view.dequeueCell(reuseIdentifier: descriptor.reuseIdentifier, for: path) else {
      throw .dequeueFailed(reuseIdentifier: descriptor.reuseIdentifier, path: path)
    }
    descriptor.configure?(row, cell, path)
    return cell
  }

  /// The lookup order, coded once for every row behaviour: the row's descriptor closure, else the
  /// data source's closure, else the fallback object. `run` calls the closure found with the
  /// behaviour's own arguments; `fromFallback` asks the fallback. `nil` when nobody answers.
  @discardableResult
  func lookUp<Body, Answer>(
    _ row: Row, _ fromDescriptor: (AnyCellDescriptor) -> Body?, _ fromDataSource: Body?,
    run: (Body) -> Answer, fallback fromFallback: (any DataSourceFallback) -> Answer?
  ) -> Answer? {
    if let body = descriptor(for: row).flatMap(fromDescriptor) ?? fromDataSource { return run(body) }
    return fallback.flatMap(fromFallback)
  }

  /// The first answer about the row at `path`, in lookup order (``lookUp(_:_:_:run:fallback:)``), for
  /// behaviours whose closures take the row and its path. `nil` when nobody answers or there is no
  /// row there.
  func answer<Answer>(
    at path: ItemPath, _ fromDescriptor: (AnyCellDescriptor) -> ((Row, ItemPath) -> Answer)?,
    _ fromDataSource: ((Row, ItemPath) -> Answer)?, _ fromFallback: (any DataSourceFallback, Row) -> Answer?
  ) -> Answer? {
    guard let row = row(at: path) else { return nil }
    return lookUp(row, fromDescriptor, fromDataSource, run: { $0(row, path) }, fallback: { fromFallback($0, row) })
  }

  /// The height of the row at `path`; `nil` means the view sizes the row itself.
  public func heightForRow(at path: ItemPath) -> Double? {
    answer(at: path, \.height, height) { $0.height(for: $1, at: path) } ?? rowHeight
  }

  /// The estimated height of the row at `path`; `nil` leaves the estimate to the view.
  public func estimatedHeightForRow(at path: ItemPath) -> Double? {
    answer(at: path, \.estimatedHeight, estimatedHeight) { $0.estimatedHeight(for: $1, at: path) } ?? estimatedRowHeight
  }

  /// Runs the selection closures for the row at `path` and says whether the row should be deselected.
  /// Nobody answering, or a path with no row, keeps the selection as it is.
  @discardableResult
  public func didSelectRow(at path: ItemPath) -> SelectionResult {
    answer(at: path, \.didSelect, didSelect) { $0.didSelect($1, at: path) } ?? .keepSelected
  }

  /// Whether the row at `path` highlights when touched (default: yes; no for a path with no row).
  public func shouldHighlightRow(at path: ItemPath) -> Bool {
    guard row(at: path) != nil else { return false }
    return answer(at: path, \.shouldHighlight, shouldHighlight) { $0.shouldHighlight($1, at: path) } ?? true
  }

  /// Whether the row at `path` can be edited (default: no).
  public func canEditRow(at path: ItemPath) -> Bool {
    answer(at: path, \.canEdit, canEdit) { $0.canEdit($1, at: path) } ?? false
  }

  /// The editing style of the row at `path` (default: delete; none for a path with no row).
  public func editingStyleForRow(at path: ItemPath) -> EditingStyle {
    guard row(at: path) != nil else { return .none }
    return answer(at: path, \.editingStyle, editingStyle) { $0.editingStyle(for: $1, at: path) } ?? .delete
  }

  /// Whether the row at `path` can be moved (default: no).
  public func canMoveRow(at path: ItemPath) -> Bool {
    answer(at: path, \.canMove, canMove) { $0.canMove($1, at: path) } ?? false
  }

  /// The trailing swipe actions of the row at `path`, if anyone gives some.
  public func trailingSwipeActionsForRow(at path: ItemPath) -> SwipeActionsConfiguration? {
    answer(at: path, \.trailingSwipeActions, trailingSwipeActions) { $0.trailingSwipeActions(for: $1, at: path) }
      ?? nil
  }

  /// The leading swipe actions of the row at `path`, if anyone gives some.
  public func leadingSwipeActionsForRow(at path: ItemPath) -> SwipeActionsConfiguration? {
    answer(at: path, \.leadingSwipeActions, leadingSwipeActions) { $0.leadingSwipeActions(for: $1, at: path) }
      ?? nil
  }

  /// Tells the first of descriptor, data-source closure and fallback that the row's cell is about to
  /// appear. Nothing happens for a path with no row.
  public func willDisplay(_ cell: AnyObject, forRowAt path: ItemPath) {
    guard let row = row(at: path) else { return }
    lookUp(
      row, \.willDisplay, willDisplay, run: { $0(row, cell, path) },
      fallback: { $0.willDisplay(row, cell: cell, at: path) })
  }

  /// Tells the first of descriptor, data-source closure and fallback that the user committed an edit
  /// on the row at `path`. Nothing happens for a path with no row.
  public func commitEditing(_ style: EditingStyle, forRowAt path: ItemPath) {
    guard let row = row(at: path) else { return }
    lookUp(
      row, \.commitEditing, commitEditing, run: { $0(row, style, path) },
      fallback: { $0.commitEditing(row, style: style, at: path) })
  }

  /// Tells the first of descriptor, data-source closure and fallback that the user moved the row at
  /// `source` to `destination`, and moves it in what the data source shows: the view has already
  /// moved it on screen, so the next reload starts from the new order. Update ``sections`` to match
  /// in the closure. Nothing happens when there is no row at `source` or `destination` is invalid.
  public func moveRow(at source: ItemPath, to destination: ItemPath) {
    guard let row = row(at: source), displayedSections.indices.contains(destination.section) else { return }
    let shown = displayedSections[source.section].elements[source.item]
    displayedSections[source.section].elements.remove(at: source.item)
    guard (0...displayedSections[destination.section].elements.count).contains(destination.item) else {
      displayedSections[source.section].elements.insert(shown, at: source.item)
      return
    }
    displayedSections[destination.section].elements.insert(shown, at: destination.item)
    lookUp(
      row, \.moveRow, moveRow, run: { $0(row, source, destination) },
      fallback: { $0.moveRow(row, from: source, to: destination) })
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
