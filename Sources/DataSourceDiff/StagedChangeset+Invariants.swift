#if DATASOURCE_INVARIANT_CHECKS
  extension StagedChangeset {
    /// Traps unless every stage is internally consistent with the data before and after it: indexes
    /// in range and unique, no path both deleted and moved, no insert at a move destination, no update
    /// of a moved element in the same stage, and section and element counts that add up. The last
    /// stage must hold `target`'s identities.
    ///
    /// Compiled in only with `DATASOURCE_INVARIANT_CHECKS` (debug builds of this package, and so its
    /// tests); release builds do not pay for it.
    /// - Complexity: O(*S* + *N*) per stage.
    public func _checkInvariants<Section: DiffableSection>(source: [Section], target: [Section])
    where Data == [Section] {
      var before = source
      for (index, stage) in stages.enumerated() {
        let after = stage.data
        func check(_ condition: Bool, _ what: @autoclosure () -> String) {
          precondition(condition, "stage \(index) (\(stage.kind)): \(what())")
        }
        check(stage.operationCount > 0, "empty stage")
        check(Set(stage.sectionDeletes).count == stage.sectionDeletes.count, "duplicate section delete")
        check(Set(stage.sectionInserts).count == stage.sectionInserts.count, "duplicate section insert")
        check(stage.sectionDeletes.allSatisfy { before.indices.contains($0) }, "section delete out of range")
        check(stage.sectionUpdates.allSatisfy { before.indices.contains($0) }, "section update out of range")
        check(stage.sectionInserts.allSatisfy { after.indices.contains($0) }, "section insert out of range")
        for move in stage.sectionMoves {
          check(before.indices.contains(move.from) && after.indices.contains(move.to), "section move out of range")
          check(!stage.sectionDeletes.contains(move.from), "section deleted and moved")
          check(!stage.sectionInserts.contains(move.to), "section inserted and moved to")
        }
        check(
          after.count == before.count + stage.sectionInserts.count - stage.sectionDeletes.count,
          "section count does not add up")

        func inBefore(_ p: ItemPath) -> Bool {
          before.indices.contains(p.section) && before[p.section].elements.indices.contains(p.item)
        }
        func inAfter(_ p: ItemPath) -> Bool {
          after.indices.contains(p.section) && after[p.section].elements.indices.contains(p.item)
        }
        let deletes = Set(stage.itemDeletes)
        let inserts = Set(stage.itemInserts)
        let updates = Set(stage.itemUpdates)
        check(
          deletes.count == stage.itemDeletes.count && inserts.count == stage.itemInserts.count,
          "duplicate element path")
        check(stage.itemDeletes.allSatisfy(inBefore), "element delete out of range")
        check(stage.itemUpdates.allSatisfy(inBefore), "element update out of range")
        check(stage.itemInserts.allSatisfy(inAfter), "element insert out of range")
        check(Set(stage.itemMoves.map(\.from)).count == stage.itemMoves.count, "element moved twice")
        check(Set(stage.itemMoves.map(\.to)).count == stage.itemMoves.count, "two elements moved to one path")
        for move in stage.itemMoves {
          check(inBefore(move.from) && inAfter(move.to), "element move out of range")
          check(!deletes.contains(move.from) && !updates.contains(move.from), "element deleted or updated and moved")
          check(!inserts.contains(move.to), "element inserted and moved to")
        }
        // Elements: what leaves with deleted or reloaded sections and deleted elements, and what
        // arrives with inserted or reloaded sections and inserted elements, must balance.
        let replacedBefore = Set(stage.sectionDeletes).union(stage.sectionUpdates)
        let replacedAfter = Set(stage.sectionInserts).union(stage.sectionUpdates)
        let leaving =
          replacedBefore.reduce(0) { $0 + before[$1].elements.count }
          + stage.itemDeletes.lazy.filter { !replacedBefore.contains($0.section) }.count
        let arriving =
          replacedAfter.reduce(0) { $0 + after[$1].elements.count }
          + stage.itemInserts.lazy.filter { !replacedAfter.contains($0.section) }.count
        let total = { (sections: [Section]) in sections.reduce(0) { $0 + $1.elements.count } }
        check(total(after) == total(before) - leaving + arriving, "element count does not add up")
        before = after
      }
      precondition(before.count == target.count, "the last stage does not hold the target's sections")
      for (s, section) in before.enumerated() {
        precondition(
          section.model.diffIdentifier == target[s].model.diffIdentifier
            && section.elements.map(\.diffIdentifier) == target[s].elements.map(\.diffIdentifier),
          "the last stage does not hold the target's identities in section \(s)")
      }
    }
  }
#endif
