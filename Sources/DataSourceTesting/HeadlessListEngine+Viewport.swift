import DataSourceKit
import Foundation

extension HeadlessListEngine {
  /// Scrolls so the flat row of `path` is at the top, middle or bottom of the screen.
  /// - Throws: ``HeadlessUpdateError/Rule/scrollOutOfRange`` with UIKit's message when `path` is
  ///   not in the view, as UIKit raises `NSRangeException`.
  package func scroll(to path: ItemPath, position: HeadlessScrollPosition) throws(HeadlessUpdateError) {
    let counts = rowCounts
    let (element, elements) = kind == .tableView ? ("row", "rows") : ("item", "items")
    guard counts.indices.contains(path.section) else {
      throw HeadlessUpdateError(
        .scrollOutOfRange,
        "Attempted to scroll the \(kind.viewName) to an out-of-bounds section (\(path.section)) when there are only \(counts.count) sections."
      )
    }
    guard (0..<counts[path.section]).contains(path.item) else {
      throw HeadlessUpdateError(
        .scrollOutOfRange,
        "Attempted to scroll the \(kind.viewName) to an out-of-bounds \(element) (\(path.item)) when there are only \(counts[path.section]) \(elements) in section \(path.section)."
      )
    }
    let flat = counts[..<path.section].reduce(0, +) + path.item
    let range = visibleFlatRange
    switch position {
    case .top: topRow = flat
    case .middle: topRow = flat - visibleRowCapacity / 2
    case .bottom: topRow = flat - visibleRowCapacity + 1
    case .none:
      if flat < range.lowerBound {
        topRow = flat
      } else if flat >= range.upperBound {
        topRow = flat - visibleRowCapacity + 1
      }
    }
    topRow = visibleFlatRange.lowerBound
    try layout()
  }

  package func select(_ path: ItemPath?, allowsMultiple: Bool) {
    let before = selected
    if !allowsMultiple { selected.removeAll() }
    if let path, let token = token(at: path) { selected.insert(token) }
    restyleSelection(changedFrom: before)
  }

  package func deselect(_ path: ItemPath) {
    let before = selected
    if let token = token(at: path) { selected.remove(token) }
    restyleSelection(changedFrom: before)
  }

  /// Tells the visible cells whose selection changed, as UIKit updates their configuration state.
  private func restyleSelection(changedFrom before: Set<Int>) {
    for token in before.symmetricDifference(selected) {
      cells[token]?.changeState { $0.isSelected = selected.contains(token) }
    }
  }

  /// Highlights or unhighlights the visible cell of `path` (a touch begins or ends on it).
  package func setHighlighted(_ isHighlighted: Bool, at path: ItemPath) {
    visibleCell(at: path)?.changeState { $0.isHighlighted = isHighlighted }
  }

  /// Puts the view in or out of editing mode, and tells every visible cell.
  package func setEditing(_ editing: Bool) {
    isEditing = editing
    for cell in cells.values { cell.changeState { $0.isEditing = editing } }
  }

  /// Marks the row of `path` swiped open (its actions showing), closing the one open before, as
  /// UIKit shows one row's swipe actions at a time; `nil` closes it.
  func setSwiped(_ path: ItemPath?) {
    let token = path.flatMap(token(at:))
    guard token != swipedToken else { return }
    if let open = swipedToken { cells[open]?.changeState { $0.isSwiped = false } }
    swipedToken = token
    if let token { cells[token]?.changeState { $0.isSwiped = true } }
  }

  /// A cell just given to the row of `token`: its state as the view has it (selection, editing,
  /// swiped open).
  func styleNewCell(_ cell: HeadlessReusableCell, of token: Int) {
    let isSelected = selected.contains(token)
    let isSwiped = swipedToken == token
    cell.changeState {
      $0.isSelected = isSelected
      $0.isEditing = isEditing
      $0.isSwiped = isSwiped
    }
  }

  package var selectedPaths: [ItemPath] { selected.compactMap(path(ofToken:)).sorted() }
}
