extension DataSource {
  /// Shows the current ``sections`` like ``reloadData(animated:completion:)``, but diffs off the main actor, so
  /// a large change does not stall the interface.
  ///
  /// When no closure can hide a row or a section (no ``isRowHidden``, no lazy section, no cell or
  /// section descriptor with `isHidden`), the pass over the rows that finds what is shown runs off
  /// the main actor too; otherwise hidden rows are evaluated on the main actor when the call starts.
  /// The diff and staging run on the global executor; the batches are performed back on the main
  /// actor. Reloads coalesce: if another reload (of either kind) starts while this one is diffing,
  /// this one is dropped when its diff finishes, and only the newest reaches the view. Reloads that
  /// do not animate (off screen, never loaded, `animated` false) happen at once, as in the
  /// synchronous version.
  ///
  /// - Returns: `true` when this reload reached the view; `false` when a newer one superseded it.
  /// - Complexity: as the synchronous version, with the diff off the main actor, and the pass over
  ///   the rows too when no closure can hide one; O(sections + descriptors) on the main actor then,
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
    let (staged, scratch) = await Self.stage(from: displayedSections, to: target, reusing: takeDiffScratch())
    diffScratch = scratch
    // A newer reload started while this one was diffing: it owns the view now, and what this one
    // computed may describe a state the view no longer shows.
    guard generation == reloadGeneration, listView === view else { return false }
    perform(UpdatePlan(staged, target: target), on: view)
    return true
  }

  /// The reload of ``reloadDataInBackground(animated:)`` with the pass over the rows off the main
  /// actor: whether it reached the view, or `nil` when a closure could hide a row or a section
  /// (none is called off the main actor), and the caller evaluates hidden rows here instead.
  private func reloadOffMainActor(on view: any ListView, generation: Int) async -> Bool? {
    guard !closuresCanHide, !sections.contains(where: { $0.lazyRows != nil }) else { return nil }
    backgroundDiffWillStart?()
    let (shown, scratch) = await Self.showAndStage(
      sections, showsRowsAsGiven: door.showsRowsAsGiven, from: displayedSections, reusing: takeDiffScratch())
    diffScratch = scratch
    guard generation == reloadGeneration, listView === view else { return false }
    // A descriptor registered while the diff ran may hide rows: then what was found off the main
    // actor need not be what is shown.
    guard !closuresCanHide else { return nil }
    identityReports.shownRowsLackIdentity = shown.rowsLackIdentity
    if let staged = shown.staged {
      reportRowsWithoutIdentity(replacing: displayedSections, with: shown.sections)
      perform(UpdatePlan(staged, target: shown.sections), on: view)
    } else {
      perform(UpdatePlan(updating: shown.updates, target: shown.sections), on: view)
    }
    return true
  }

  /// Whether a closure can hide a row or a section: ``isRowHidden``, or a registered cell or section
  /// descriptor's `isHidden` (a descriptor a ``SelfDescribingItem`` makes hides nothing).
  /// - Complexity: O(descriptors).
  private var closuresCanHide: Bool {
    isRowHidden != nil || registry.hidesByClosure
  }

  /// The kept identity table (``diffScratch``), taken for a diff off the main actor; a diff that
  /// runs meanwhile allocates its own. The caller gives back what the diff returns.
  private func takeDiffScratch() -> DiffScratch {
    defer { diffScratch = DiffScratch() }
    return diffScratch
  }

  /// Diffs and stages on the global executor, in `scratch`'s identity table, which it returns.
  @concurrent
  nonisolated static func stage(
    from source: [DisplayedSection], to target: [DisplayedSection], reusing scratch: DiffScratch
  ) async -> (StagedChangeset<[DisplayedSection]>, DiffScratch) {
    var scratch = scratch
    return (StagedChangeset(source: source, target: target, reusing: &scratch), scratch)
  }

  /// What `sections` show when no closure hides a row or a section, and the change from `source` to
  /// it (the content updates alone when its shape is unchanged, else the staged diff, in
  /// `scratch`'s identity table), on the global executor; and the scratch.
  @concurrent
  nonisolated static func showAndStage(
    _ sections: [Section], showsRowsAsGiven: Bool, from source: [DisplayedSection], reusing scratch: DiffScratch
  ) async -> (ShownWithoutClosures, DiffScratch) {
    var shown = ShownWithoutClosures(sections, showsRowsAsGiven: showsRowsAsGiven)
    var scratch = scratch
    if let updates = sameShapeUpdates(from: source, to: shown.sections) {
      shown.updates = updates
    } else {
      shown.staged = StagedChangeset(source: source, target: shown.sections, reusing: &scratch)
    }
    return (shown, scratch)
  }
}
