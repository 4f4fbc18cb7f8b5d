// The row behaviours, listed once. Each entry names its slot (a case of RowBehaviorSlot below, which
// also gives its name), its input and output (its extension's constraints), its default (what a view
// gets when nobody answers, unless that depends on the row) and the DataSourceFallback method that
// answers it, if any. CONTRIBUTING.md says what else a new behaviour touches: the UIKit adapter's
// one line and the stand-in. Its closures are set with `on(_:_:)` on a descriptor or the data
// source, and looked up in the one order by `DataSource.answer(_:for:_:)`.
//
// Three per-row closures are not here: `configure`, `update` (they make the cell, on every
// dequeue) and `isHidden` (evaluated for every row on every reload). They stay typed fields, so
// calling them costs no slot look-up (see CellDescriptor).

/// Where each behaviour's closures are kept, numbered by the compiler; its case name is the
/// behaviour's name.
package enum RowBehaviorSlot: Int, CaseIterable {
  case height, estimatedHeight, didSelect, shouldHighlight, willDisplay, canEdit, editingStyle, commitEditing, canMove,
    moveRow, trailingSwipeActions, leadingSwipeActions, willSelect, willDeselect, didDeselect, didHighlight,
    didUnhighlight, titleForDeleteConfirmationButton, didEndDisplaying, indentationLevel, contextMenu,
    shouldIndentWhileEditing, targetIndexPathForMove, shouldSpringLoad, shouldBeginMultipleSelectionInteraction,
    dragItem
}

extension RowBehavior where Input == ItemPath, Output == Double {
  /// The row's height, in points.
  public static var height: Self { .init(.height, fallback: { $0.height(for: $1, at: $2) }) }
  /// An estimate of the row's height.
  public static var estimatedHeight: Self {
    .init(.estimatedHeight, fallback: { $0.estimatedHeight(for: $1, at: $2) })
  }
}

extension RowBehavior where Input == ItemPath, Output == SelectionResult {
  /// The row was selected; the answer says whether it stays selected.
  public static var didSelect: Self {
    .init(.didSelect, default: { .keepSelected }, fallback: { $0.didSelect($1, at: $2) })
  }
}

extension RowBehavior where Input == ItemPath, Output == Bool {
  /// Whether the row highlights when touched.
  public static var shouldHighlight: Self {
    .init(.shouldHighlight, default: { true }, fallback: { $0.shouldHighlight($1, at: $2) })
  }
  /// Whether the row can be edited.
  public static var canEdit: Self { .init(.canEdit, default: { false }, fallback: { $0.canEdit($1, at: $2) }) }
  /// Whether the row can be moved.
  public static var canMove: Self { .init(.canMove, default: { false }, fallback: { $0.canMove($1, at: $2) }) }
  /// Whether the row indents while the view edits.
  public static var shouldIndentWhileEditing: Self {
    .init(.shouldIndentWhileEditing, default: { true }, fallback: { $0.shouldIndentWhileEditing($1, at: $2) })
  }
}

extension RowBehavior where Input == (cell: AnyObject, path: ItemPath), Output == Void {
  /// The row's cell is about to appear.
  public static var willDisplay: Self {
    .init(.willDisplay, default: { () }, fallback: { $0.willDisplay($1, cell: $2.cell, at: $2.path) })
  }
  /// The row's cell left the screen.
  public static var didEndDisplaying: Self {
    .init(.didEndDisplaying, default: { () }, fallback: { $0.didEndDisplaying($1, cell: $2.cell, at: $2.path) })
  }
}

extension RowBehavior where Input == ItemPath, Output == EditingStyle {
  /// The row's editing style.
  public static var editingStyle: Self {
    .init(.editingStyle, default: { .delete }, fallback: { $0.editingStyle(for: $1, at: $2) })
  }
}

extension RowBehavior where Input == (style: EditingStyle, path: ItemPath), Output == Void {
  /// The user committed an edit on the row.
  public static var commitEditing: Self {
    .init(.commitEditing, default: { () }, fallback: { $0.commitEditing($1, style: $2.style, at: $2.path) })
  }
}

extension RowBehavior where Input == (from: ItemPath, to: ItemPath), Output == Void {
  /// The user moved the row.
  public static var moveRow: Self {
    .init(.moveRow, default: { () }, fallback: { $0.moveRow($1, from: $2.from, to: $2.to) })
  }
}

extension RowBehavior where Input == (from: ItemPath, to: ItemPath), Output == ItemPath {
  /// Where a row being dragged may go, given the proposed path.
  public static var targetIndexPathForMove: Self {
    .init(.targetIndexPathForMove, fallback: { $0.targetIndexPathForMove(of: $1, from: $2.from, proposed: $2.to) })
  }
}

extension RowBehavior where Input == ItemPath, Output == ItemPath? {
  /// The row about to be selected: the path to select instead, or `nil` to prevent it.
  public static var willSelect: Self { .init(.willSelect, fallback: { $0.willSelect($1, at: $2) }) }
  /// The row about to be deselected: the path to deselect instead, or `nil` to prevent it.
  public static var willDeselect: Self { .init(.willDeselect, fallback: { $0.willDeselect($1, at: $2) }) }
}

extension RowBehavior where Input == ItemPath, Output == Void {
  /// The row was deselected.
  public static var didDeselect: Self { .init(.didDeselect, default: { () }, fallback: { $0.didDeselect($1, at: $2) }) }
  /// The row was highlighted.
  public static var didHighlight: Self {
    .init(.didHighlight, default: { () }, fallback: { $0.didHighlight($1, at: $2) })
  }
  /// The row's highlight went away.
  public static var didUnhighlight: Self {
    .init(.didUnhighlight, default: { () }, fallback: { $0.didUnhighlight($1, at: $2) })
  }
}

extension RowBehavior where Input == ItemPath, Output == String? {
  /// The title of the row's delete confirmation button.
  public static var titleForDeleteConfirmationButton: Self {
    .init(
      .titleForDeleteConfirmationButton, default: { nil },
      fallback: {
        $0.titleForDeleteConfirmationButton(for: $1, at: $2).map { .some($0) }
      })
  }
}

extension RowBehavior where Input == ItemPath, Output == Int {
  /// The row's indentation level.
  public static var indentationLevel: Self {
    .init(.indentationLevel, default: { 0 }, fallback: { $0.indentationLevel(for: $1, at: $2) })
  }
}
