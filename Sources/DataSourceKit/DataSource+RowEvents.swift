extension DataSource {
  /// Runs the first of descriptor closure, data-source closure and fallback for the row at `path`, in
  /// the one lookup order (``lookUp(_:_:_:run:fallback:)``). Nothing happens for a path with no row.
  func notify(
    at path: ItemPath, _ fromDescriptor: (AnyCellDescriptor) -> ((Row, ItemPath) -> Void)?,
    _ fromDataSource: ((Row, ItemPath) -> Void)?, _ fromFallback: (any DataSourceFallback, Row) -> Void
  ) {
    _ = answer(at: path, fromDescriptor, fromDataSource) { fromFallback($0, $1) }
  }

  /// The row to select when the user selects the row at `path`: by default that row; `nil` prevents
  /// the selection (also for a path with no row).
  public func willSelectRow(at path: ItemPath) -> ItemPath? {
    guard row(at: path) != nil else { return nil }
    return answer(at: path, \.willSelect, willSelect) { $0.willSelect($1, at: path) } ?? path
  }

  /// The row to deselect when the user deselects the row at `path`: by default that row.
  public func willDeselectRow(at path: ItemPath) -> ItemPath? {
    guard row(at: path) != nil else { return nil }
    return answer(at: path, \.willDeselect, willDeselect) { $0.willDeselect($1, at: path) } ?? path
  }

  /// Tells the row's closures that it was deselected.
  public func didDeselectRow(at path: ItemPath) {
    notify(at: path, \.didDeselect, didDeselect) { $0.didDeselect($1, at: path) }
  }

  /// Tells the row's closures that it was highlighted.
  public func didHighlightRow(at path: ItemPath) {
    notify(at: path, \.didHighlight, didHighlight) { $0.didHighlight($1, at: path) }
  }

  /// Tells the row's closures that its highlight went away.
  public func didUnhighlightRow(at path: ItemPath) {
    notify(at: path, \.didUnhighlight, didUnhighlight) { $0.didUnhighlight($1, at: path) }
  }

  /// Tells the row's closures that its cell left the screen.
  public func didEndDisplaying(_ cell: AnyObject, forRowAt path: ItemPath) {
    guard let row = row(at: path) else { return }
    lookUp(
      row, \.didEndDisplaying, didEndDisplaying, run: { $0(row, cell, path) },
      fallback: { $0.didEndDisplaying(row, cell: cell, at: path) })
  }

  /// The title of the row's delete confirmation button; `nil` leaves the platform's.
  public func titleForDeleteConfirmationButtonForRow(at path: ItemPath) -> String? {
    answer(at: path, \.titleForDeleteConfirmationButton, titleForDeleteConfirmationButton) {
      $0.titleForDeleteConfirmationButton(for: $1, at: path)
    } ?? nil
  }

  /// The row's indentation level (default: 0).
  public func indentationLevelForRow(at path: ItemPath) -> Int {
    answer(at: path, \.indentationLevel, indentationLevel) { $0.indentationLevel(for: $1, at: path) } ?? 0
  }

  /// Whether the row indents while editing (default: yes).
  public func shouldIndentWhileEditingRow(at path: ItemPath) -> Bool {
    answer(at: path, \.shouldIndentWhileEditing, shouldIndentWhileEditing) {
      $0.shouldIndentWhileEditing($1, at: path)
    } ?? true
  }

  /// Where the row dragged from `source` goes when the user proposes `proposed` (default: there).
  public func targetIndexPathForMove(from source: ItemPath, proposed: ItemPath) -> ItemPath {
    guard let row = row(at: source) else { return proposed }
    return lookUp(
      row, \.targetIndexPathForMove, targetIndexPathForMove, run: { $0(row, source, proposed) },
      fallback: { $0.targetIndexPathForMove(of: row, from: source, proposed: proposed) }) ?? proposed
  }

  /// The row's context menu, if anyone gives one.
  public func contextMenuForRow(at path: ItemPath) -> ContextMenu? {
    answer(at: path, \.contextMenu, contextMenu) { $0.contextMenu(for: $1, at: path) } ?? nil
  }
}
