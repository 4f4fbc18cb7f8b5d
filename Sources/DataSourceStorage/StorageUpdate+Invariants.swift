@_spi(Extending) import DataSourceCore

#if DATASOURCE_INVARIANT_CHECKS
  extension StorageUpdate {
    /// Traps unless the steps lead from ``oldRowCounts`` to ``newRowCounts``: each stage's counts are
    /// the counts before it, less its deletes and plus its inserts (moves carry items across
    /// sections), its slots describe as many sections and items as its counts, and the last stage
    /// ends at ``newRowCounts``. The stages themselves were checked when they were staged
    /// (`StagedChangeset._checkInvariants`).
    ///
    /// Compiled in only with `DATASOURCE_INVARIANT_CHECKS` (debug builds of this package, and so its
    /// tests).
    /// - Complexity: O(*S* + operations) per stage.
    func _checkInvariants() {
      guard !isReload else { return }
      var counts = oldRowCounts
      for (index, (step, stage)) in zip(steps, stageSlots).enumerated() {
        let batch = step.batch
        var sectionsAfter = counts.indices.filter { !batch.sectionDeletes.contains($0) }.map { counts[$0] }
        for s in batch.sectionInserts.sorted() where s <= sectionsAfter.count { sectionsAfter.insert(0, at: s) }
        precondition(
          sectionsAfter.count == stage.rowCounts.count,
          "storage stage \(index): \(stage.rowCounts.count) sections after it, but \(counts.count) before with \(batch.sectionDeletes.count) deleted and \(batch.sectionInserts.count) inserted"
        )
        precondition(stage.sectionSlots.count == stage.rowCounts.count, "storage stage \(index): a slot per section")
        precondition(stage.itemSlots.count == stage.rowCounts.count, "storage stage \(index): item slots per section")
        for (s, slots) in stage.itemSlots.enumerated() {
          if let slots {
            precondition(slots.count == stage.rowCounts[s], "storage stage \(index): item slots of section \(s)")
          }
        }
        counts = stage.rowCounts
      }
      precondition(
        steps.count == stageSlots.count, "storage update: slots for every step")
      precondition(
        steps.isEmpty || counts == newRowCounts, "the last storage stage ends at \(counts), not at \(newRowCounts)")
    }
  }
#endif
