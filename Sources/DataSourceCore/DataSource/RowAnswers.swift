/// The answers a view's adapter gives about rows, each with its behaviour's default (the one its
/// table entry states, unless it depends on the row or the view): the one layer
/// the UIKit adapters, the headless adapters and the terminal view forward to, so that what a
/// behaviour defaults to, and what a stale path gets, is decided once. Every answer goes through
/// the data source's one lookup order (``DataSource/answer(_:for:_:)``).
///
/// Questions about a path with no row (a view can send stale or empty paths) get the default, or
/// nothing happens; they never crash.
@MainActor
@_spi(Extending) public struct RowAnswers {
  /// The data source whose rows and closures answer.
  public let dataSource: DataSource

  /// The height of the row at `path`; `nil` means the view sizes the row itself.
  public func heightForRow(at path: ItemPath) -> Double? {
    dataSource.answer(.height, at: path, path) ?? dataSource.rowHeight
  }

  /// The estimated height of the row at `path`; `nil` leaves the estimate to the view.
  public func estimatedHeightForRow(at path: ItemPath) -> Double? {
    dataSource.answer(.estimatedHeight, at: path, path) ?? dataSource.estimatedRowHeight
  }

  /// Runs the selection closures for the row at `path` and says whether the row should be deselected.
  /// Nobody answering, or a path with no row, keeps the selection as it is.
  @discardableResult
  public func didSelectRow(at path: ItemPath) -> SelectionResult {
    answerOrDefault(.didSelect, at: path, path)
  }

  /// Whether the row at `path` highlights when touched (default: yes; no for a path with no row).
  public func shouldHighlightRow(at path: ItemPath) -> Bool {
    guard dataSource.row(at: path) != nil else { return false }
    return answerOrDefault(.shouldHighlight, at: path, path)
  }

  /// Whether the row at `path` can be edited (default: no).
  public func canEditRow(at path: ItemPath) -> Bool {
    answerOrDefault(.canEdit, at: path, path)
  }

  /// The editing style of the row at `path` (default: delete; none for a path with no row).
  public func editingStyleForRow(at path: ItemPath) -> EditingStyle {
    guard dataSource.row(at: path) != nil else { return .none }
    return answerOrDefault(.editingStyle, at: path, path)
  }

  /// Whether the row at `path` can be moved (default: no).
  public func canMoveRow(at path: ItemPath) -> Bool {
    answerOrDefault(.canMove, at: path, path)
  }

  /// Tells the first of descriptor, data-source closure and fallback that the row's cell is about to
  /// appear. Nothing happens for a path with no row.
  public func willDisplay(_ cell: AnyObject, forRowAt path: ItemPath) {
    dataSource.answer(.willDisplay, at: path, (cell, path))
    dataSource.rowWillDisplay(at: path)
  }

  /// Tells the first of descriptor, data-source closure and fallback that the user committed an edit
  /// on the row at `path`. Nothing happens for a path with no row.
  public func commitEditing(_ style: EditingStyle, forRowAt path: ItemPath) {
    dataSource.answer(.commitEditing, at: path, (style, path))
  }

  /// Tells the first of descriptor, data-source closure and fallback that the user moved the row at
  /// `source` to `destination`, and moves it in what the data source shows: the view has already
  /// moved it on screen, so the next reload starts from the new order. Update ``sections`` to match
  /// in the closure. Nothing happens when there is no row at `source` or `destination` is invalid.
  public func moveRow(at source: ItemPath, to destination: ItemPath) {
    guard let row = dataSource.row(at: source), isValidMove(from: source, to: destination) else { return }
    dataSource.door.userMoved(row, from: source, to: destination, of: dataSource)
  }

  /// Whether `destination` is where the row shown at `source` can land: a shown section, at most one
  /// past its last row once the row has left `source`.
  private func isValidMove(from source: ItemPath, to destination: ItemPath) -> Bool {
    guard dataSource.displayedSections.indices.contains(destination.section) else { return false }
    let count = dataSource.displayedSections[destination.section].elements.count
    return destination.item >= 0 && destination.item <= (source.section == destination.section ? count - 1 : count)
  }

  /// The row to select when the user selects the row at `path`: by default that row; `nil` prevents
  /// the selection (also for a path with no row).
  public func willSelectRow(at path: ItemPath) -> ItemPath? {
    guard dataSource.row(at: path) != nil else { return nil }
    return dataSource.answer(.willSelect, at: path, path) ?? path
  }

  /// The row to deselect when the user deselects the row at `path`: by default that row.
  public func willDeselectRow(at path: ItemPath) -> ItemPath? {
    guard dataSource.row(at: path) != nil else { return nil }
    return dataSource.answer(.willDeselect, at: path, path) ?? path
  }

  /// Tells the row's closures that it was deselected.
  public func didDeselectRow(at path: ItemPath) {
    dataSource.answer(.didDeselect, at: path, path)
  }

  /// Tells the row's closures that it was highlighted.
  public func didHighlightRow(at path: ItemPath) {
    dataSource.answer(.didHighlight, at: path, path)
  }

  /// Tells the row's closures that its highlight went away.
  public func didUnhighlightRow(at path: ItemPath) {
    dataSource.answer(.didUnhighlight, at: path, path)
  }

  /// Tells the row's closures that its cell left the screen.
  public func didEndDisplaying(_ cell: AnyObject, forRowAt path: ItemPath) {
    dataSource.answer(.didEndDisplaying, at: path, (cell, path))
  }

  /// The title of the row's delete confirmation button; `nil` leaves the platform's. iOS only: tvOS
  /// has no swipe to delete.
  public func titleForDeleteConfirmationButtonForRow(at path: ItemPath) -> String? {
    answerOrDefault(.titleForDeleteConfirmationButton, at: path, path)
  }

  /// The row's indentation level (default: 0).
  public func indentationLevelForRow(at path: ItemPath) -> Int {
    answerOrDefault(.indentationLevel, at: path, path)
  }

  /// Whether the row indents while editing (default: yes).
  public func shouldIndentWhileEditingRow(at path: ItemPath) -> Bool {
    answerOrDefault(.shouldIndentWhileEditing, at: path, path)
  }

  /// Where the row dragged from `source` goes when the user proposes `proposed` (default: there).
  public func targetIndexPathForMove(from source: ItemPath, proposed: ItemPath) -> ItemPath {
    dataSource.answer(.targetIndexPathForMove, at: source, (source, proposed)) ?? proposed
  }
}

extension RowAnswers {
  /// The lookup order's answer about the row at `path`, else the default its table entry states.
  package func answerOrDefault<Input, Output>(
    _ behavior: RowBehavior<Input, Output>, at path: ItemPath, _ input: Input
  ) -> Output {
    dataSource.answer(behavior, at: path, input) ?? behavior.statedDefault
  }
}

extension DataSource {
  /// The answers its adapters give their views about rows.
  @_spi(Extending) public var answers: RowAnswers { RowAnswers(dataSource: self) }
}
