/// The rules of a user's gestures on a list, as UIKit applies them, written once for every view that
/// simulates them: the headless table and collection views (`tap(rowAt:)`, `tap(itemAt:)`,
/// `swipeToDelete(rowAt:)`) and the terminal table view (Enter, Space, `d`). Each view supplies the
/// questions (its delegate's, or the data source's answers) and its own selection state.
@MainActor
package struct ListGestures<Path: Hashable> {
  /// Whether the row highlights when touched; a row that does not is not selected either.
  package var shouldHighlight: (Path) -> Bool
  /// Tells that the row was highlighted, then unhighlighted (a tap does both).
  package var didHighlight: (Path) -> Void
  package var didUnhighlight: (Path) -> Void
  /// The row to select when the user selects this one: itself, another (a table's `willSelectRowAt`
  /// may redirect), or `nil` to prevent it. A path with no row must give `nil`.
  package var willSelect: (Path) -> Path?
  /// The row to deselect when the user deselects this one, or `nil` to prevent it.
  package var willDeselect: (Path) -> Path?
  /// Whether the row is selected now.
  package var isSelected: (Path) -> Bool
  /// Changes the view's selection, without telling anyone.
  package var select: (Path) -> Void
  package var deselect: (Path) -> Void
  /// Tells that the user selected or deselected the row.
  package var didSelect: (Path) -> Void
  package var didDeselect: (Path) -> Void

  /// Creates the rules over a view's questions and selection state.
  package init(
    shouldHighlight: @escaping (Path) -> Bool, didHighlight: @escaping (Path) -> Void,
    didUnhighlight: @escaping (Path) -> Void, willSelect: @escaping (Path) -> Path?,
    willDeselect: @escaping (Path) -> Path?, isSelected: @escaping (Path) -> Bool,
    select: @escaping (Path) -> Void, deselect: @escaping (Path) -> Void,
    didSelect: @escaping (Path) -> Void, didDeselect: @escaping (Path) -> Void
  ) {
    self.shouldHighlight = shouldHighlight
    self.didHighlight = didHighlight
    self.didUnhighlight = didUnhighlight
    self.willSelect = willSelect
    self.willDeselect = willDeselect
    self.isSelected = isSelected
    self.select = select
    self.deselect = deselect
    self.didSelect = didSelect
    self.didDeselect = didDeselect
  }

  /// A tap on the row at `path`, as UIKit handles it: asks whether the row highlights, highlights
  /// and unhighlights it; with multiple selection, a tap on a selected row deselects it; otherwise
  /// asks which row to select, deselects the rows selected before (single selection) and selects
  /// that row.
  /// - Parameter selected: the rows selected before the tap.
  /// - Returns: whether a row was selected.
  /// - Complexity: O(*s*) for *s* rows selected before, plus the questions.
  @discardableResult
  package func tap(_ path: Path, selected: [Path], allowsMultipleSelection: Bool) -> Bool {
    guard shouldHighlight(path) else { return false }
    didHighlight(path)
    didUnhighlight(path)
    if allowsMultipleSelection, isSelected(path) {
      deselectByUser(path)
      return false
    }
    guard let target = willSelect(path) else { return false }
    if !allowsMultipleSelection {
      for previous in selected where previous != target { deselectByUser(previous) }
    }
    select(target)
    didSelect(target)
    return true
  }

  /// The user deselects the row at `path`: asks which row to deselect (which may redirect or prevent
  /// it), and deselects that row if it is selected.
  private func deselectByUser(_ path: Path) {
    guard let target = willDeselect(path), isSelected(target) else { return }
    deselect(target)
    didDeselect(target)
  }

  /// A drag of a row to `proposed` in one gesture (the headless views' `dragRow`, `dragItem`): when
  /// the row can move, asks where it lands, moves it on screen first, as UIKit does, and only then
  /// tells the app, so that what the app does next (an apply, a reload) starts from the moved rows.
  /// - Returns: whether the move happened.
  /// - Throws: what `moveOnScreen` throws (a landing path outside the view); the app is not told.
  @discardableResult
  package static func drag<Failure: Error>(
    canMove: Bool, to target: () -> Path, moveOnScreen: (Path) throws(Failure) -> Void, didMove: (Path) -> Void
  ) throws(Failure) -> Bool {
    guard canMove else { return false }
    let destination = target()
    try moveOnScreen(destination)
    didMove(destination)
    return true
  }

  /// A swipe to delete (or the terminal's `d`): commits the delete when the row can be edited and
  /// its editing style is delete, as UIKit shows the delete button only then.
  /// - Returns: whether the delete was committed.
  @discardableResult
  package static func swipeToDelete(canEdit: Bool, editingStyle: @autoclosure () -> EditingStyle, commit: () -> Void)
    -> Bool
  {
    guard canEdit, editingStyle() == .delete else { return false }
    commit()
    return true
  }
}
