// The row behaviours, listed once. Each line gives the behaviour's name, its slot (unique), and the
// DataSourceFallback method that answers it. Adding a behaviour means adding a line here and a
// one-line forward in each adapter; its closures are then set with `on(_:_:)` on a descriptor or
// the data source, and looked up in the one order by `DataSource.answer(_:for:_:)`.
//
// Three per-row closures are not here: `configure`, `update` (they make the cell, on every
// dequeue) and `isHidden` (evaluated for every row on every reload). They stay typed fields, so
// calling them costs no slot look-up (see CellDescriptor).

extension RowBehavior where Input == ItemPath, Output == Double {
  /// The row's height, in points.
  public static var height: Self { .init("height", slot: 0) { $0.height(for: $1, at: $2) } }
  /// An estimate of the row's height.
  public static var estimatedHeight: Self {
    .init("estimatedHeight", slot: 1) { $0.estimatedHeight(for: $1, at: $2) }
  }
}

extension RowBehavior where Input == ItemPath, Output == SelectionResult {
  /// The row was selected; the answer says whether it stays selected.
  public static var didSelect: Self { .init("didSelect", slot: 2) { $0.didSelect($1, at: $2) } }
}

extension RowBehavior where Input == ItemPath, Output == Bool {
  /// Whether the row highlights when touched.
  public static var shouldHighlight: Self { .init("shouldHighlight", slot: 3) { $0.shouldHighlight($1, at: $2) } }
  /// Whether the row can be edited.
  public static var canEdit: Self { .init("canEdit", slot: 5) { $0.canEdit($1, at: $2) } }
  /// Whether the row can be moved.
  public static var canMove: Self { .init("canMove", slot: 8) { $0.canMove($1, at: $2) } }
  /// Whether the row indents while the view edits.
  public static var shouldIndentWhileEditing: Self {
    .init("shouldIndentWhileEditing", slot: 21) { $0.shouldIndentWhileEditing($1, at: $2) }
  }
}

extension RowBehavior where Input == CellAtPath, Output == Void {
  /// The row's cell is about to appear.
  public static var willDisplay: Self {
    .init("willDisplay", slot: 4) { $0.willDisplay($1, cell: $2.cell, at: $2.path) }
  }
  /// The row's cell left the screen.
  public static var didEndDisplaying: Self {
    .init("didEndDisplaying", slot: 18) { $0.didEndDisplaying($1, cell: $2.cell, at: $2.path) }
  }
}

extension RowBehavior where Input == ItemPath, Output == EditingStyle {
  /// The row's editing style.
  public static var editingStyle: Self { .init("editingStyle", slot: 6) { $0.editingStyle(for: $1, at: $2) } }
}

extension RowBehavior where Input == EditAtPath, Output == Void {
  /// The user committed an edit on the row.
  public static var commitEditing: Self {
    .init("commitEditing", slot: 7) { $0.commitEditing($1, style: $2.style, at: $2.path) }
  }
}

extension RowBehavior where Input == PathChange, Output == Void {
  /// The user moved the row.
  public static var moveRow: Self { .init("moveRow", slot: 9) { $0.moveRow($1, from: $2.from, to: $2.to) } }
}

extension RowBehavior where Input == PathChange, Output == ItemPath {
  /// Where a row being dragged may go, given the proposed path
  ///.
  public static var targetIndexPathForMove: Self {
    .init("targetIndexPathForMove", slot: 22) { $0.targetIndexPathForMove(of: $1, from: $2.from, proposed: $2.to) }
  }
}

extension RowBehavior where Input == ItemPath, Output == SwipeActionsConfiguration? {
  /// The actions revealed by swiping from the trailing edge.
  public static var trailingSwipeActions: Self {
    .init("trailingSwipeActions", slot: 10) { $0.trailingSwipeActions(for: $1, at: $2).map { .some($0) } }
  }
  /// The actions revealed by swiping from the leading edge.
  public static var leadingSwipeActions: Self {
    .init("leadingSwipeActions", slot: 11) { $0.leadingSwipeActions(for: $1, at: $2).map { .some($0) } }
  }
}

extension RowBehavior where Input == ItemPath, Output == ItemPath? {
  /// The row about to be selected: the path to select instead, or `nil` to prevent it
  ///.
  public static var willSelect: Self { .init("willSelect", slot: 12) { $0.willSelect($1, at: $2) } }
  /// The row about to be deselected: the path to deselect instead, or `nil` to prevent it
  ///.
  public static var willDeselect: Self { .init("willDeselect", slot: 13) { $0.willDeselect($1, at: $2) } }
}

extension RowBehavior where Input == ItemPath, Output == Void {
  /// The row was deselected.
  public static var didDeselect: Self { .init("didDeselect", slot: 14) { $0.didDeselect($1, at: $2) } }
  /// The row was highlighted.
  public static var didHighlight: Self { .init("didHighlight", slot: 15) { $0.didHighlight($1, at: $2) } }
  /// The row's highlight went away.
  public static var didUnhighlight: Self { .init("didUnhighlight", slot: 16) { $0.didUnhighlight($1, at: $2) } }
}

extension RowBehavior where Input == ItemPath, Output == String? {
  /// The title of the row's delete confirmation button
  ///.
  public static var titleForDeleteConfirmationButton: Self {
    .init("titleForDeleteConfirmationButton", slot: 17) {
      $0.titleForDeleteConfirmationButton(for: $1, at: $2).map { .some($0) }
    }
  }
}

extension RowBehavior where Input == ItemPath, Output == Int {
  /// The row's indentation level.
  public static var indentationLevel: Self {
    .init("indentationLevel", slot: 19) { $0.indentationLevel(for: $1, at: $2) }
  }
}

extension RowBehavior where Input == ItemPath, Output == ContextMenu? {
  /// The row's context menu.
  public static var contextMenu: Self {
    .init("contextMenu", slot: 20) { $0.contextMenu(for: $1, at: $2).map { .some($0) } }
  }
}
