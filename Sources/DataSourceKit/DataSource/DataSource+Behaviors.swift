extension DataSource {
  /// Sets the data source's closure for any row behaviour, by its key in the behaviour table, for
  /// rows whose descriptor gives none; `nil` removes it. The named properties below are shorthands
  /// for this.
  public func on<Input, Output>(_ behavior: RowBehavior<Input, Output>, _ body: ((Row, Input) -> Output)?) {
    behaviors[behavior] = body
  }

  /// A row's height, for rows whose descriptor does not say.
  public var height: ((Row, ItemPath) -> Double)? {
    get { behaviors[.height] }
    set { behaviors[.height] = newValue }
  }
  /// What selecting a row does, for rows whose descriptor does not say.
  public var didSelect: ((Row, ItemPath) -> SelectionResult)? {
    get { behaviors[.didSelect] }
    set { behaviors[.didSelect] = newValue }
  }
  /// A row's estimated height, for rows whose descriptor does not say.
  public var estimatedHeight: ((Row, ItemPath) -> Double)? {
    get { behaviors[.estimatedHeight] }
    set { behaviors[.estimatedHeight] = newValue }
  }
  /// Whether a row highlights, for rows whose descriptor does not say.
  public var shouldHighlight: ((Row, ItemPath) -> Bool)? {
    get { behaviors[.shouldHighlight] }
    set { behaviors[.shouldHighlight] = newValue }
  }
  /// Runs before a row's cell appears, for rows whose descriptor does not say.
  public var willDisplay: ((Row, AnyObject, ItemPath) -> Void)? {
    get { behaviors[.willDisplay].map { body in { row, cell, path in body(row, (cell, path)) } } }
    set { behaviors[.willDisplay] = newValue.map { body in { row, shown in body(row, shown.cell, shown.path) } } }
  }
  /// Whether a row can be edited, for rows whose descriptor does not say.
  public var canEdit: ((Row, ItemPath) -> Bool)? {
    get { behaviors[.canEdit] }
    set { behaviors[.canEdit] = newValue }
  }
  /// A row's editing style, for rows whose descriptor does not say.
  public var editingStyle: ((Row, ItemPath) -> EditingStyle)? {
    get { behaviors[.editingStyle] }
    set { behaviors[.editingStyle] = newValue }
  }
  /// Runs when an edit is committed, for rows whose descriptor does not say.
  public var commitEditing: ((Row, EditingStyle, ItemPath) -> Void)? {
    get { behaviors[.commitEditing].map { body in { row, style, path in body(row, (style, path)) } } }
    set { behaviors[.commitEditing] = newValue.map { body in { row, edit in body(row, edit.style, edit.path) } } }
  }
  /// Whether a row can be moved, for rows whose descriptor does not say.
  public var canMove: ((Row, ItemPath) -> Bool)? {
    get { behaviors[.canMove] }
    set { behaviors[.canMove] = newValue }
  }
  /// Runs when the user moved a row, for rows whose descriptor does not say.
  public var moveRow: ((Row, ItemPath, ItemPath) -> Void)? {
    get { behaviors[.moveRow].map { body in { row, from, to in body(row, (from, to)) } } }
    set { behaviors[.moveRow] = newValue.map { body in { row, move in body(row, move.from, move.to) } } }
  }
  /// Trailing swipe actions, for rows whose descriptor does not say.
  public var trailingSwipeActions: ((Row, ItemPath) -> SwipeActionsConfiguration?)? {
    get { behaviors[.trailingSwipeActions] }
    set { behaviors[.trailingSwipeActions] = newValue }
  }
  /// Leading swipe actions, for rows whose descriptor does not say.
  public var leadingSwipeActions: ((Row, ItemPath) -> SwipeActionsConfiguration?)? {
    get { behaviors[.leadingSwipeActions] }
    set { behaviors[.leadingSwipeActions] = newValue }
  }
  /// Which row to select instead (or `nil` for none), for rows whose descriptor does not say.
  public var willSelect: ((Row, ItemPath) -> ItemPath?)? {
    get { behaviors[.willSelect] }
    set { behaviors[.willSelect] = newValue }
  }
  /// Which row to deselect instead (or `nil` for none), for rows whose descriptor does not say.
  public var willDeselect: ((Row, ItemPath) -> ItemPath?)? {
    get { behaviors[.willDeselect] }
    set { behaviors[.willDeselect] = newValue }
  }
  /// Runs when a row was deselected, for rows whose descriptor does not say.
  public var didDeselect: ((Row, ItemPath) -> Void)? {
    get { behaviors[.didDeselect] }
    set { behaviors[.didDeselect] = newValue }
  }
  /// Runs when a row was highlighted, for rows whose descriptor does not say.
  public var didHighlight: ((Row, ItemPath) -> Void)? {
    get { behaviors[.didHighlight] }
    set { behaviors[.didHighlight] = newValue }
  }
  /// Runs when a row's highlight went away, for rows whose descriptor does not say.
  public var didUnhighlight: ((Row, ItemPath) -> Void)? {
    get { behaviors[.didUnhighlight] }
    set { behaviors[.didUnhighlight] = newValue }
  }
  /// Runs when a row's cell left the screen, for rows whose descriptor does not say.
  public var didEndDisplaying: ((Row, AnyObject, ItemPath) -> Void)? {
    get { behaviors[.didEndDisplaying].map { body in { row, cell, path in body(row, (cell, path)) } } }
    set { behaviors[.didEndDisplaying] = newValue.map { body in { row, shown in body(row, shown.cell, shown.path) } } }
  }
  /// The delete button's title, for rows whose descriptor does not say.
  public var titleForDeleteConfirmationButton: ((Row, ItemPath) -> String?)? {
    get { behaviors[.titleForDeleteConfirmationButton] }
    set { behaviors[.titleForDeleteConfirmationButton] = newValue }
  }
  /// A row's indentation level, for rows whose descriptor does not say.
  public var indentationLevel: ((Row, ItemPath) -> Int)? {
    get { behaviors[.indentationLevel] }
    set { behaviors[.indentationLevel] = newValue }
  }
  /// Whether a row indents while editing, for rows whose descriptor does not say.
  public var shouldIndentWhileEditing: ((Row, ItemPath) -> Bool)? {
    get { behaviors[.shouldIndentWhileEditing] }
    set { behaviors[.shouldIndentWhileEditing] = newValue }
  }
  /// Where a dragged row may go, for rows whose descriptor does not say.
  public var targetIndexPathForMove: ((Row, ItemPath, ItemPath) -> ItemPath)? {
    get { behaviors[.targetIndexPathForMove].map { body in { row, from, proposed in body(row, (from, proposed)) } } }
    set { behaviors[.targetIndexPathForMove] = newValue.map { body in { row, move in body(row, move.from, move.to) } } }
  }
  /// A row's context menu, for rows whose descriptor does not say.
  public var contextMenu: ((Row, ItemPath) -> ContextMenu?)? {
    get { behaviors[.contextMenu] }
    set { behaviors[.contextMenu] = newValue }
  }
}
