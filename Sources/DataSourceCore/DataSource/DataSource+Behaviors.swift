extension DataSource {
  /// Sets the data source's closure for any row behaviour, by its key in the behaviour table, for
  /// rows whose descriptor gives none; `nil` removes it. The one way to set a behaviour on the data
  /// source, as `on(_:_:)` is on a descriptor:
  ///
  /// ```swift
  /// dataSource.on(.didSelect) { row, path in
  ///   print("selected", path)
  ///   return .deselect
  /// }
  /// ```
  ///
  /// Behaviours that receive more than the row's path take their parts as separate arguments, as on
  /// descriptors (the overloads below): `on(.willDisplay) { row, cell, path in … }`,
  /// `on(.commitEditing) { row, style, path in … }`, `on(.moveRow) { row, from, to in … }`. A closure
  /// of two arguments gets them as one tuple (`shown.cell`, `edit.style`, `move.from`).
  ///
  /// Every path given is where the row is shown (hidden rows and sections do not count), as on
  /// descriptors; ``sectionsPath(ofRowAt:)`` maps one to the row's place in ``sections``.
  public func on<Input, Output>(_ behavior: RowBehavior<Input, Output>, _ body: ((Row, Input) -> Output)?) {
    behaviors[behavior] = body
  }

  /// Sets the data source's closure for a cell-display behaviour (`.willDisplay`,
  /// `.didEndDisplaying`), given the cell and the path as two arguments (`on(behavior, nil)` removes it).
  public func on(
    _ behavior: RowBehavior<(cell: AnyObject, path: ItemPath), Void>,
    _ body: @escaping (Row, AnyObject, ItemPath) -> Void
  ) {
    on(behavior) { row, shown in body(row, shown.cell, shown.path) }
  }

  /// Sets the data source's closure for `.commitEditing`, given the style and the path as two
  /// arguments.
  public func on(
    _ behavior: RowBehavior<(style: EditingStyle, path: ItemPath), Void>,
    _ body: @escaping (Row, EditingStyle, ItemPath) -> Void
  ) {
    on(behavior) { row, edit in body(row, edit.style, edit.path) }
  }

  /// Sets the data source's closure for a move behaviour (`.moveRow`, `.targetIndexPathForMove`),
  /// given the source and the destination (or proposed destination) as two arguments.
  public func on<Output>(
    _ behavior: RowBehavior<(from: ItemPath, to: ItemPath), Output>,
    _ body: @escaping (Row, ItemPath, ItemPath) -> Output
  ) {
    on(behavior) { row, move in body(row, move.from, move.to) }
  }
}
