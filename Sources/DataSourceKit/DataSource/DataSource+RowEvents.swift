extension DataSource {
  /// The row to select when the user selects the row at `path`: by default that row; `nil` prevents
  /// the selection (also for a path with no row).
  package func willSelectRow(at path: ItemPath) -> ItemPath? {
    guard row(at: path) != nil else { return nil }
    return answer(.willSelect, at: path, path) ?? path
  }

  /// The row to deselect when the user deselects the row at `path`: by default that row.
  package func willDeselectRow(at path: ItemPath) -> ItemPath? {
    guard row(at: path) != nil else { return nil }
    return answer(.willDeselect, at: path, path) ?? path
  }

  /// Tells the row's closures that it was deselected.
  package func didDeselectRow(at path: ItemPath) {
    answer(.didDeselect, at: path, path)
  }

  /// Tells the row's closures that it was highlighted.
  package func didHighlightRow(at path: ItemPath) {
    answer(.didHighlight, at: path, path)
  }

  /// Tells the row's closures that its highlight went away.
  package func didUnhighlightRow(at path: ItemPath) {
    answer(.didUnhighlight, at: path, path)
  }

  /// Tells the row's closures that its cell left the screen.
  package func didEndDisplaying(_ cell: AnyObject, forRowAt path: ItemPath) {
    answer(.didEndDisplaying, at: path, (cell, path))
  }

  /// The title of the row's delete confirmation button; `nil` leaves the platform's. iOS only: tvOS
  /// has no swipe to delete.
  package func titleForDeleteConfirmationButtonForRow(at path: ItemPath) -> String? {
    answer(.titleForDeleteConfirmationButton, at: path, path) ?? nil
  }

  /// The row's indentation level (default: 0).
  package func indentationLevelForRow(at path: ItemPath) -> Int {
    answer(.indentationLevel, at: path, path) ?? 0
  }

  /// Whether the row indents while editing (default: yes).
  package func shouldIndentWhileEditingRow(at path: ItemPath) -> Bool {
    answer(.shouldIndentWhileEditing, at: path, path) ?? true
  }

  /// Where the row dragged from `source` goes when the user proposes `proposed` (default: there).
  package func targetIndexPathForMove(from source: ItemPath, proposed: ItemPath) -> ItemPath {
    answer(.targetIndexPathForMove, at: source, (source, proposed)) ?? proposed
  }

  /// The row's context menu, if anyone gives one. On tvOS, UIKit asks tables from tvOS 17 on, and
  /// never collection views.
  package func contextMenuForRow(at path: ItemPath) -> ContextMenu? {
    answer(.contextMenu, at: path, path) ?? nil
  }
}
