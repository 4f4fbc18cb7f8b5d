extension DataSource {
  /// Shows the current ``sections`` like ``reloadData(animated:completion:)``, but diffs off the main actor, so
  /// a large change does not stall the interface.
  ///
  /// Hidden rows are evaluated on the main actor when the call starts; the diff and staging run on
  /// the global executor; the batches are performed back on the main actor. Reloads coalesce: if
  /// another reload (of either kind) starts while this one is diffing, this one is dropped when its
  /// diff finishes, and only the newest reaches the view. Reloads that do not animate (off screen,
  /// never loaded, `animated` false) happen at once, as in the synchronous version.
  ///
  /// - Returns: `true` when this reload reached the view; `false` when a newer one superseded it.
  /// - Complexity: as the synchronous version, with the diff off the main actor.
  @discardableResult
  public func reloadDataInBackground(animated: Bool = true) async -> Bool {
    reloadGeneration += 1
    let generation = reloadGeneration
    let target = visibleSections()
    guard let view = viewForBatches(animated: animated) else {
      reloadEverything(showing: target)
      return true
    }
    if let updates = Self.sameShapeUpdates(from: displayedSections, to: target) {
      perform(UpdatePlan(updating: updates, target: target), on: view)
      return true
    }
    reportRowsWithoutIdentity(replacing: displayedSections, with: target)
    backgroundDiffWillStart?()
    let staged = await Self.stage(from: displayedSections, to: target)
    // A newer reload started while this one was diffing: it owns the view now, and what this one
    // computed may describe a state the view no longer shows.
    guard generation == reloadGeneration, listView === view else { return false }
    perform(UpdatePlan(staged, target: target), on: view)
    return true
  }

  /// Diffs and stages on the global executor.
  @concurrent
  nonisolated static func stage(
    from source: [DisplayedSection], to target: [DisplayedSection]
  ) async -> StagedChangeset<[DisplayedSection]> {
    StagedChangeset(source: source, target: target)
  }
}
