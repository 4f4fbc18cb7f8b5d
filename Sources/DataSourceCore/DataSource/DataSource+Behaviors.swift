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
  /// Behaviours that receive more than the row's path get a tuple: `on(.willDisplay) { row, shown in
  /// … shown.cell … shown.path }`, `on(.moveRow) { row, move in … move.from … move.to }`.
  ///
  /// Every path given is where the row is shown (hidden rows and sections do not count), as on
  /// descriptors; ``sectionsPath(ofRowAt:)`` maps one to the row's place in ``sections``.
  public func on<Input, Output>(_ behavior: RowBehavior<Input, Output>, _ body: ((Row, Input) -> Output)?) {
    behaviors[behavior] = body
  }
}
