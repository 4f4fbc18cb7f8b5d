extension DataSource {
  /// Shows the current ``sections`` like ``reloadData(animated:completion:)``, but diffs off the main actor, so
  /// a large change does not stall the interface.
  ///
  /// When nothing can hide a row by a closure (no ``isRowHidden``, no lazy section, no section
  /// descriptor's `isHidden`), the pass over the rows that finds what is shown runs off the main
  /// actor too, and the main actor checks, once per model type shown, that no cell descriptor's
  /// `isHidden` applies; otherwise hidden rows are evaluated on the main actor when the call starts.
  /// The diff and staging run on the global executor; the batches are performed back on the main
  /// actor. Reloads coalesce: if another reload (of either kind) starts while this one is diffing,
  /// this one is dropped when its diff finishes, and only the newest reaches the view. Reloads that
  /// do not animate (off screen, never loaded, `animated` false) happen at once, as in the
  /// synchronous version.
  ///
  /// - Returns: `true` when this reload reached the view; `false` when a newer one superseded it.
  /// - Complexity: as the synchronous version, with the diff off the main actor, and the pass over
  ///   the rows too when no closure can hide one; O(sections + model types) on the main actor then,
  ///   besides performing the batches.
  @discardableResult
  public func reloadDataInBackground(animated: Bool = true) async -> Bool {
    reloadGeneration += 1
    let generation = reloadGeneration
    if let view = viewForBatches(animated: animated),
      let reachedView = await reloadOffMainActor(on: view, generation: generation)
    {
      return reachedView
    }
    guard generation == reloadGeneration else { return false }
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

  /// The reload of ``reloadDataInBackground(animated:)`` with the pass over the rows off the main
  /// actor: whether it reached the view, or `nil` when a closure could hide a row (none is called
  /// off the main actor), and the caller evaluates hidden rows here instead.
  private func reloadOffMainActor(on view: any ListView, generation: Int) async -> Bool? {
    guard isRowHidden == nil, !sections.contains(where: { $0.lazyRows != nil }),
      !sectionDescriptors.values.contains(where: { $0.isHidden != nil }),
      !identifiedSectionDescriptors.values.contains(where: { $0.isHidden != nil })
    else { return nil }
    backgroundDiffWillStart?()
    let shown = await Self.showAndStage(
      sections, showsRowsAsGiven: door.showsRowsAsGiven, from: displayedSections)
    guard generation == reloadGeneration, listView === view else { return false }
    // A cell descriptor may hide rows of its type: then what was found off the main actor is not
    // what is shown, and the caller evaluates hidden rows on the main actor.
    guard shown.firstRowOfEachType.allSatisfy({ descriptor(for: $0)?.isHidden == nil }) else { return nil }
    visibleRowsLackIdentity = shown.rowsLackIdentity
    if let staged = shown.staged {
      reportRowsWithoutIdentity(replacing: displayedSections, with: shown.sections)
      perform(UpdatePlan(staged, target: shown.sections), on: view)
    } else {
      perform(UpdatePlan(updating: shown.updates, target: shown.sections), on: view)
    }
    return true
  }

  /// Diffs and stages on the global executor.
  @concurrent
  nonisolated static func stage(
    from source: [DisplayedSection], to target: [DisplayedSection]
  ) async -> StagedChangeset<[DisplayedSection]> {
    StagedChangeset(source: source, target: target)
  }

  /// What `sections` show when no closure hides a row or a section, and the change from `source` to
  /// it (the content updates alone when its shape is unchanged, else the staged diff), on the global
  /// executor.
  @concurrent
  nonisolated static func showAndStage(
    _ sections: [Section], showsRowsAsGiven: Bool, from source: [DisplayedSection]
  ) async -> ShownWithoutClosures {
    var shown = ShownWithoutClosures(sections, showsRowsAsGiven: showsRowsAsGiven)
    if let updates = sameShapeUpdates(from: source, to: shown.sections) {
      shown.updates = updates
    } else {
      shown.staged = StagedChangeset(source: source, target: shown.sections)
    }
    return shown
  }
}
