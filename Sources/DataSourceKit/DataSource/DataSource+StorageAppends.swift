extension DataSource {
  /// Shows an update that only appends items to sections (and leaves the others alone) by appending
  /// rows in place: O(appended items) instead of O(items in the touched sections). Returns `false`,
  /// doing nothing, for any other update, which ``show(_:sections:row:)`` handles.
  ///
  /// The new rows are installed before the batch rather than inside it. That is safe here, and only
  /// here: appends move no row, so every path before the batch still names the same row, whichever
  /// data a view reads during the batch. Installing first lets each row array be appended to while
  /// it has a single owner, instead of copied.
  func showAppends<Item>(
    _ update: StorageUpdate<Item>, sections storageSections: [StorageSection<Item>], row: (Item) -> Row
  ) -> Bool {
    guard !update.isReload, update.stages.count == 1, let stage = update.stages.first,
      displayedSections.count == storageSections.count, update.oldRowCounts.count == storageSections.count,
      stage.batch.itemDeletes.isEmpty, stage.batch.itemMoves.isEmpty,
      stage.batch.itemReloads.isEmpty, stage.batch.sectionDeletes.isEmpty, stage.batch.sectionInserts.isEmpty,
      stage.batch.sectionMoves.isEmpty, stage.batch.sectionReloads.isEmpty, let view = viewForBatches(animated: true)
    else { return false }
    for s in storageSections.indices {
      guard update.untouchedOrigins[s] == s || update.appendOrigins[s] == s,
        displayedSections[s].elements.count == update.oldRowCounts[s]
      else { return false }
    }
    reloadGeneration += 1
    // Take the row arrays out of both holders so each has one owner while it grows.
    var displayed = displayedSections
    displayedSections = []
    var shown = sections
    sections = []
    for s in storageSections.indices where update.appendOrigins[s] != nil {
      var rows = displayed[s].elements
      displayed[s].elements = []
      shown[s].rows = []
      let items = storageSections[s].items
      for i in rows.count..<items.count { rows.append(row(items[i])) }
      shown[s] = Self.section(from: storageSections[s], rows: rows)
      displayed[s] = Self.displayed(shown[s])
    }
    sections = shown
    // The rows are appended already; the step installs them before its batch, as said above.
    var step = UpdatePlan.Step(data: displayed, batch: stage.batch)
    step.installsBeforeBatch = true
    perform(UpdatePlan(target: displayed, steps: [step]), on: view)
    return true
  }
}
