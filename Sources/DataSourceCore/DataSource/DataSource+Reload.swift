extension DataSource {
  /// What the view should show now: sections and rows with hidden ones removed. A section is shown
  /// only when it is not hidden and has at least one visible row (for a door that shows its rows as
  /// given, a diffable data source's, empty sections are shown too, as UIKit's snapshots show them). The rows of a lazy section are
  /// placeholders here; ``DataSource/row(at:)`` makes the real row when it is needed.
  /// - Complexity: O(*n*) in the rows, plus their `isHidden` closures.
  package func visibleSections() -> [DisplayedSection] {
    var result: [DisplayedSection] = []
    result.reserveCapacity(sections.count)
    var sawRowWithoutIdentity = false
    defer { identityReports.shownRowsLackIdentity = sawRowWithoutIdentity }
    let showsRowsAsGiven = door.showsRowsAsGiven
    // Held in a constant, as a descriptor's closure is below: a closure read from a property is
    // retained on every call.
    let isRowHidden = self.isRowHidden
    for section in sections where !section.isHidden {
      if let (descriptor, content) = registry.section(identifier: section.identifier, content: section.content),
        let isHidden = descriptor.isHidden, isHidden(content)
      {
        continue
      }
      let model = DisplayedSection.Model(section)
      if let lazy = section.lazyRows {
        lazy.forgetRows()
        let count = max(0, lazy.count())
        if count == 0 { continue }
        result.append(
          DisplayedSection(model: model, elements: (0..<count).map { Row(LazyRowPlaceholder(rows: lazy, index: $0)) }))
        continue
      }
      // A door that shows its rows as given (a diffable data source's, all its own diffable items)
      // has them hidden only by `isRowHidden`: without it, every row is shown and none is looked at.
      if showsRowsAsGiven, isRowHidden == nil {
        result.append(DisplayedSection(model: model, elements: section.rows))
        continue
      }
      // Rows of a section usually share a model type: the closure is looked up once per run of one
      // type, and held in a constant while the run is scanned (a closure read from a variable is
      // retained on every call). Visible rows are copied in runs between hidden ones; a section
      // with no hidden row shares its array, copying nothing.
      let all = section.rows
      var rows: [Row] = []
      var copiedUpTo = 0
      var i = 0
      while i < all.count {
        let type = all[i].itemType
        // Rows of one type are boxed alike: one look per run finds rows without identity.
        if !all[i].isDiffable { sawRowWithoutIdentity = true }
        // A descriptor's `isHidden` takes the row's box; the data source's `isRowHidden` the row.
        let byDescriptor = registry.cell(for: all[i])?.isHidden
        guard byDescriptor != nil || isRowHidden != nil else {
          i += 1
          while i < all.count && all[i].itemType == type { i += 1 }
          continue
        }
        repeat {
          let hidden =
            if let byDescriptor { byDescriptor(Unmanaged.passUnretained(all[i].box)) } else { isRowHidden!(all[i]) }
          if hidden {
            if copiedUpTo == 0 { rows.reserveCapacity(all.count - 1) }
            rows.append(contentsOf: all[copiedUpTo..<i])
            copiedUpTo = i + 1
          }
          i += 1
        } while i < all.count && all[i].itemType == type
      }
      if copiedUpTo == 0 {
        rows = all
      } else {
        rows.append(contentsOf: all[copiedUpTo...])
      }
      if rows.isEmpty && !showsRowsAsGiven { continue }
      result.append(DisplayedSection(model: model, elements: rows))
    }
    return result
  }

  /// Shows the current ``sections`` on the ``listView``.
  ///
  /// Hidden rows and sections are evaluated now. With `animated`, the change is diffed and performed
  /// as the fewest batches the view accepts (see `StagedChangeset`), each with its data installed
  /// first; moved rows whose content also changed are refreshed after the move. The `updater`
  /// decides when the view reloads everything instead: by default when `animated` is false, when the
  /// view is off screen or has never loaded, or when a batch would exceed ``animationThreshold``
  /// operations.
  ///
  /// `completion` runs once, on the main actor, when the view has finished showing the change: after
  /// the last batch's animation (UIKit's `performBatchUpdates` completion, the terminal view's
  /// animation end), as soon as the batches are applied on the headless views, and right after the
  /// reload when the view reloads instead. Use it to scroll to a new row once it is in place.
  ///
  /// - Complexity: O(*n*) expected in the rows shown before and after, plus the moves' O(*k* log *k*).
  ///   The data source keeps the memory its last diff paired rows in, and reuses it for the next
  ///   diff rather than allocating more: below 131,072 rows shown, a hash table of 16 to 32 bytes
  ///   per row shown before that diff (cleared for a diff that needs as many slots); from there,
  ///   where the rows are paired partition by partition, 32 to 36 bytes per row (before and after)
  ///   for the sorted hashes, kept at the largest size needed so far.
  public func reloadData(animated: Bool = true, completion: (@MainActor () -> Void)? = nil) {
    reloadData(animated: animated, refreshing: [:], completion: completion)
  }

  /// ``reloadData(animated:completion:)``, animated, with `rowAnimation` for the rows and sections
  /// this one update inserts, deletes and reloads on a table; ``defaultRowAnimation`` stays as it is
  /// for the updates after it. Every batch of the update carries it (``ListBatch/animation``), however
  /// many the change needs. Where the view reloads everything instead (off screen, never loaded, over
  /// ``animationThreshold``), nothing animates. A collection view ignores it.
  ///
  /// ```swift
  /// dataSource.sections[0].rows.remove(at: 2)
  /// dataSource.reloadData(rowAnimation: .left)
  /// ```
  /// - Complexity: that of ``reloadData(animated:completion:)``.
  public func reloadData(rowAnimation: RowAnimation, completion: (@MainActor () -> Void)? = nil) {
    reloadData(animated: true, refreshing: [:], rowAnimation: rowAnimation, completion: completion)
  }

  /// ``reloadData(animated:completion:)``, and the rows and sections a front door asks to refresh
  /// whatever the diff finds: rows by identity, `true` for a new cell (a snapshot's reload), `false`
  /// for configuring the cell again (a reconfigure); sections by identifier, reloaded whole (a
  /// snapshot's section reload). They reach the updater as what they are, after the change's
  /// structure, in a step of their own (a batch of reloads and updates only, which UIKit accepts
  /// whatever moved before it). A row in a reloaded section is left to the section's reload.
  /// - Complexity: that of ``reloadData(animated:completion:)``, plus O(*n*) in the shown rows when
  ///   anything is refreshed.
  ///
  /// `planned` is a plan made off the main actor (``PlannedUpdate``): it is used when it starts from
  /// what is shown and ends at what `sections` show now, which costs O(sections) to verify; else the
  /// plan is made here, as without it.
  package func reloadData(
    animated: Bool, refreshing: [RowIdentity: Bool], reloadingSections: Set<String> = [],
    planned: PlannedUpdate? = nil, rowAnimation: RowAnimation? = nil, completion: (@MainActor () -> Void)? = nil
  ) {
    let finished = BatchCompletion(completion)
    defer { finished.leave() }
    reloadGeneration += 1
    let target = visibleSections()
    guard let view = viewForBatches(animated: animated) else { return reloadEverything(showing: target) }
    var plan: UpdatePlan
    if let planned, planned.applies(from: displayedSections, to: target) {
      plan = planned.plan
      if planned.madeOffMainActor { plannedUpdates.used += 1 }
    } else {
      if planned?.madeOffMainActor == true { plannedUpdates.declined += 1 }
      plan = self.plan(to: target)
    }
    if !refreshing.isEmpty || !reloadingSections.isEmpty,
      let step = refreshStep(refreshing, sections: reloadingSections, in: target)
    {
      plan.steps.append(step)
    }
    perform(plan, on: view, finished: finished, rowAnimation: rowAnimation)
  }

  /// The step that refreshes the rows and sections of `target` named in `refreshing` and `sections`
  /// (see `reloadData(animated:refreshing:reloadingSections:planned:rowAnimation:completion:)`): section reloads and row
  /// updates at their places in `target`, no structure; `nil` when none of them is shown.
  /// - Complexity: O(*n*) in the rows of `target`.
  private func refreshStep(
    _ refreshing: [RowIdentity: Bool], sections: Set<String>, in target: [DisplayedSection]
  ) -> UpdatePlan.Step? {
    var step = UpdatePlan.Step(data: target, batch: ListBatch())
    for (s, section) in target.enumerated() {
      if sections.contains(section.model.identifier) {
        step.batch.sectionReloads.append(s)
        continue
      }
      guard !refreshing.isEmpty else { continue }
      for (i, row) in section.elements.enumerated() {
        guard let newCell = refreshing[row.diffIdentifier] else { continue }
        let path = ItemPath(item: i, section: s)
        step.updates.append(path)
        if newCell { step.newCells.insert(path) }
      }
    }
    return step.operationCount == 0 ? nil : step
  }

  /// The plan from what is shown to `target`: the content updates alone when the shape is unchanged,
  /// else the staged diff.
  func plan(to target: [DisplayedSection]) -> UpdatePlan {
    if let updates = Self.sameShapeUpdates(from: displayedSections, to: target) {
      return UpdatePlan(updating: updates, target: target)
    }
    reportRowsWithoutIdentity(replacing: displayedSections, with: target)
    return UpdatePlan(StagedChangeset(source: displayedSections, target: target, reusing: &diffScratch), target: target)
  }

  /// Reports, once per model type, rows of a type that is not `Diffable` made again for this reload:
  /// a type shown before whose new rows are not the rows shown (copies of a row share its box).
  /// - Complexity: nothing when the new rows all have identities (as ``visibleSections()`` noted);
  ///   otherwise O(*n*) checks of a flag in the rows shown before and after.
  func reportRowsWithoutIdentity(replacing old: [DisplayedSection], with new: [DisplayedSection]) {
    // The common case, every row with an identity, costs nothing more: visibleSections() looked.
    guard identityReports.shownRowsLackIdentity else { return }
    var shownBoxes: Set<ObjectIdentifier> = []
    var shownTypes: Set<ObjectIdentifier> = []
    for section in old {
      // A lazy section's placeholders are made anew at every reload, by design.
      for row in section.elements where !row.isDiffable && row.itemType != lazyPlaceholderType {
        shownBoxes.insert(ObjectIdentifier(row.box))
        shownTypes.insert(row.itemType)
      }
    }
    guard !shownTypes.isEmpty else { return }
    for section in new {
      for row in section.elements where !row.isDiffable && shownTypes.contains(row.itemType) {
        guard !shownBoxes.contains(ObjectIdentifier(row.box)), !identityReports.reportedTypes.contains(row.itemType)
        else { continue }
        identityReports.reportedTypes.insert(row.itemType)
        report(.rowsWithoutIdentity(type: row.itemTypeName))
      }
    }
  }

  /// Shows ``sections`` as ``reloadData(animated:completion:)`` does and returns when the view has
  /// finished showing the change: after the last batch's animation on UIKit and in the terminal view,
  /// once the batches are applied on the headless views, and at once when the view reloads instead.
  public func reloadDataAndWait(animated: Bool = true) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      reloadData(animated: animated) { continuation.resume() }
    }
  }

  /// The content updates from what is shown to `target`, when those are the only changes: every
  /// section keeps its model, and its rows keep their identities in the same order. Then the diff
  /// would pair row *k* with row *k* and report only updates, so one positional pass finds them
  /// without hashing. `nil` when the shape changed and a full diff is needed.
  ///
  /// The one place besides `StagedChangeset` that answers "what changed", kept because it is
  /// measured to pay: datasource-bench, 100k rows, 3 runs of 21 alternating with a build that always
  /// diffs (2026-11-24): nothing changed 2.34–2.37 ms against 4.68–4.86 ms, 1% of rows updated
  /// 4.81–4.85 ms against 7.17–7.76 ms.
  /// - Complexity: O(*n*) comparisons of kept hashes and identities, stopping at the first change of
  ///   shape.
  nonisolated static func sameShapeUpdates(
    from displayed: [DisplayedSection], to target: [DisplayedSection]
  ) -> [ItemPath]? {
    guard target.count == displayed.count else { return nil }
    var updates: [ItemPath] = []
    for (s, (new, old)) in zip(target, displayed).enumerated() {
      guard new.model == old.model, new.elements.count == old.elements.count else { return nil }
      for i in 0..<new.elements.count {
        let (a, b) = (new.elements[i], old.elements[i])
        guard a.hasSameDiffIdentifier(as: b) else { return nil }
        if !a.isContentEqual(to: b) { updates.append(ItemPath(item: i, section: s)) }
      }
    }
    return updates
  }

  /// Shows `plan`, a front door's change, as every change is shown: its batches on the list view
  /// when `animated`, the view is on screen and has loaded, and ``updater`` performs batches of its
  /// size; else by reloading everything, showing `plan.target`. `completion` runs once, on the main
  /// actor, when the view has finished showing it.
  ///
  /// The contract: `plan` starts at ``displayedSections`` (build it with
  /// `UpdatePlan(StagedChangeset(source: dataSource.displayedSections, target: target), target: target)`),
  /// and each step's `data` is what is shown once its batch is performed. A plan made from anything
  /// else makes batches the view rejects: the headless views report them, as UIKit raises.
  /// - Complexity: O(steps) plus the batches' operations and the rows refreshed.
  @_spi(Extending) public func show(
    _ plan: UpdatePlan, animated: Bool = true, completion: (@MainActor () -> Void)? = nil
  ) {
    let finished = BatchCompletion(completion)
    defer { finished.leave() }
    reloadGeneration += 1
    guard let view = viewForBatches(animated: animated) else { return reloadEverything(showing: plan.target) }
    perform(plan, on: view, finished: finished)
  }

  /// The one updater: shows `plan` on `view` as its batches, or reloads everything when the
  /// `updater` says a step is too large to animate (``animationThreshold``). Every path that changes
  /// what the view shows ends here, or in `reloadEverything(showing:)`, its reload-everything twin.
  /// `rowAnimation` replaces ``defaultRowAnimation`` for this plan's batches.
  package func perform(
    _ plan: UpdatePlan, on view: any ListView, finished: BatchCompletion? = nil, rowAnimation: RowAnimation? = nil
  ) {
    guard performsBatches(largestBatch: plan.largestStep) else { return reloadEverything(showing: plan.target) }
    guard !plan.steps.isEmpty else {
      displayedSections = plan.target
      return
    }
    // State observers are told once, of the plan's target, not of each step's intermediate data.
    deferringStateNotifications {
      for step in plan.steps { perform(step, on: view, finished: finished, rowAnimation: rowAnimation) }
    }
  }

  /// Performs one step: its batch, with its content updates refreshed in place or reloaded.
  package func perform(
    _ step: UpdatePlan.Step, on view: any ListView, finished: BatchCompletion? = nil, rowAnimation: RowAnimation? = nil
  ) {
    let inPlace = contentUpdateStyle == .inPlace
    var batch = step.batch
    // Updates are positions before the step; the rows' positions after it come from the one
    // mapping of positions through a batch (reloads do not move rows, so it holds before they are
    // added).
    let mapping = step.updates.isEmpty ? nil : ListBatchMapping(batch)
    if !inPlace { batch.itemReloads += step.updates }
    var refreshed = inPlace ? step.updates : []
    if inPlace, let mapping {
      // Rows that need a new cell are reloaded even here: a row whose cell identifier changed (its
      // cell is of another descriptor), and a snapshot's reloadItems.
      refreshed = []
      for old in step.updates {
        guard let path = mapping.path(old) else {
          refreshed.append(old)
          continue
        }
        let row = step.data[path.section].elements[path.item]
        if displayedSections[old.section].elements[old.item].cellIdentifier != row.cellIdentifier
          || step.newCells.contains(old)
        {
          batch.itemReloads.append(old)
        } else {
          refreshed.append(old)
        }
      }
    }
    batch.animation = rowAnimation ?? defaultRowAnimation
    if batch.isEmpty || step.installsBeforeBatch { displayedSections = step.data }
    if batch.isEmpty {
      // Nothing to perform: the data is installed.
    } else if let finished {
      finished.enter()
      view.performBatch(
        batch, install: { if !step.installsBeforeBatch { displayedSections = step.data } },
        completion: finished.leave)
    } else {
      view.performBatch(batch) { if !step.installsBeforeBatch { displayedSections = step.data } }
    }
    guard !refreshed.isEmpty, let mapping else { return }
    var reconfigured: [ItemPath] = []
    var refreshedPaths: [ItemPath] = []
    defer { view.didRefreshRowsInPlace(at: refreshedPaths) }
    for old in refreshed {
      guard let path = mapping.path(old), let row = row(at: path) else { continue }
      refreshedPaths.append(path)
      door.refresh(row, at: path, of: self, in: view, reconfigured: &reconfigured)
    }
    // Rows the door has the view configure again (a cell provider's): the view asks, with the same cell.
    if !reconfigured.isEmpty { view.reconfigureItems(at: reconfigured) }
  }
}
