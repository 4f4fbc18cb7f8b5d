@_spi(Extending) import DataSourceCore

/// What a data source bound to a storage does with the storage's sections and updates, apart from
/// the data source: it makes the data source's sections and rows from the storage's (a `String`
/// header or footer model becomes a title, any other header model the section's content), keeps the
/// rows an update did not touch, and fills the data of the update's plan steps with rows. It changes
/// nothing itself: the data source installs what it returns and performs the plan with its one
/// updater.
@MainActor
struct StorageBinding<Item> {
  /// Makes a row from an item.
  let row: (Item) -> Row

  func sections(from storageSections: [StorageSection<Item>]) -> [Section] {
    storageSections.map { Self.section(from: $0, rows: $0.items.map(row)) }
  }

  /// A section showing `rows` under a storage section's header and footer models.
  static func section(from storageSection: StorageSection<Item>, rows: [Row]) -> Section {
    var result = Section(rows: rows)
    if let title = storageSection.header as? String {
      result.header = title
      result.identifier = title
    } else if let header = storageSection.header {
      result.content = makeRow(header)
    }
    if let title = storageSection.footer as? String { result.footer = title }
    return result
  }

  private static func makeRow<Model: Sendable>(_ model: Model) -> Row { Row(model) }

  /// What to show for `update`, given what is shown (`old`): the new sections, all their rows
  /// shown, and the plan from `old` to them. The plan is `nil` when the view must reload everything
  /// instead: the update is a reload, or `old` is not what the update starts from (someone changed
  /// the sections and reloaded in between).
  /// - Complexity: O(*t*) for *t* items in the sections the update touched (the others keep their
  ///   rows), plus the sections.
  func update(
    _ update: StorageUpdate<Item>, sections storageSections: [StorageSection<Item>], from old: [DisplayedSection]
  ) -> (sections: [Section], target: [DisplayedSection], plan: UpdatePlan?) {
    let matchesView = old.map { $0.elements.count } == update.oldRowCounts
    // Sections no change touched keep the rows already made for them, and so do unchanged items.
    let sections = storageSections.enumerated().map { s, storageSection in
      let origin = update.untouchedOrigins.indices.contains(s) ? update.untouchedOrigins[s] : nil
      if matchesView, let origin, !update.isReload {
        return Self.section(from: storageSection, rows: old[origin].elements)
      }
      if matchesView, !update.isReload, update.appendOrigins.indices.contains(s), let origin = update.appendOrigins[s] {
        // Items appended to a section nothing else changed: its rows stay, new rows follow.
        var rows = old[origin].elements
        rows.reserveCapacity(storageSection.items.count)
        for i in rows.count..<storageSection.items.count { rows.append(row(storageSection.items[i])) }
        return Self.section(from: storageSection, rows: rows)
      }
      if matchesView, !update.isReload, update.unchangedOrigins.indices.contains(s),
        let origins = update.unchangedOrigins[s], origins.count == storageSection.items.count
      {
        // Index loops, not zip: this generic code is not specialized for the item type, and
        // iterating items generically costs a metadata lookup per element. Unchanged items come in
        // runs of consecutive old rows, copied a run at a time.
        var rows: [Row] = []
        rows.reserveCapacity(origins.count)
        var i = 0
        while i < origins.count {
          guard let origin = StorageReplay.originalPath(of: origins[i]) else {
            rows.append(row(storageSection.items[i]))
            i += 1
            continue
          }
          var end = i + 1
          while end < origins.count, origins[end] == origins[end - 1] + 1 { end += 1 }
          rows += old[origin.section].elements[origin.item..<(origin.item + end - i)]
          i = end
        }
        return Self.section(from: storageSection, rows: rows)
      }
      return Self.section(from: storageSection, rows: storageSection.items.map(row))
    }
    let target = sections.map(DisplayedSection.init(showingAllRowsOf:))
    guard !update.isReload, matchesView, target.map({ $0.elements.count }) == update.newRowCounts else {
      return (sections, target, nil)
    }
    return (sections, target, Self.plan(of: update, from: old, to: target))
  }

  /// The plan of a storage update, from `old` (what is shown) to `target`: the update's own steps,
  /// each one's data assembled from the old and new rows its slots name (the last is `target`).
  /// - Complexity: O(rows in the stages' data).
  static func plan(of update: StorageUpdate<Item>, from old: [DisplayedSection], to target: [DisplayedSection])
    -> UpdatePlan
  {
    var steps = update.steps
    for (index, stage) in update.stageSlots.enumerated() {
      if index == steps.count - 1 {
        steps[index].data = target
      } else {
        steps[index].data = zip(stage.sectionSlots, stage.itemSlots).map { slot, items in
          let section: DisplayedSection
          switch slot {
          case .old(let s): section = old[s]
          case .new(let s): section = target[s]
          }
          guard let items else { return section }
          return DisplayedSection(
            model: section.model,
            elements: items.map { item in
              switch item {
              case .old(let p): old[p.section].elements[p.item]
              case .new(let p): target[p.section].elements[p.item]
              }
            })
        }
      }
    }
    return UpdatePlan(target: target, steps: steps)
  }

  /// Whether `update` only appends items to sections and leaves the others alone, and starts from
  /// what is shown: then ``append(_:sections:to:_:)`` shows it in O(appended items).
  func isAppendOnly(
    _ update: StorageUpdate<Item>, sections storageSections: [StorageSection<Item>], shown: [DisplayedSection]
  ) -> Bool {
    guard !update.isReload, update.steps.count == 1, let stage = update.steps.first,
      shown.count == storageSections.count, update.oldRowCounts.count == storageSections.count,
      stage.batch.itemDeletes.isEmpty, stage.batch.itemMoves.isEmpty,
      stage.updates.isEmpty, stage.batch.sectionDeletes.isEmpty, stage.batch.sectionInserts.isEmpty,
      stage.batch.sectionMoves.isEmpty, stage.batch.sectionReloads.isEmpty
    else { return false }
    for s in storageSections.indices {
      guard update.untouchedOrigins[s] == s || update.appendOrigins[s] == s,
        shown[s].elements.count == update.oldRowCounts[s]
      else { return false }
    }
    return true
  }

  /// Appends the rows of an append-only update (see ``isAppendOnly(_:sections:shown:)``) to
  /// `displayed` and `sections` in place, and returns its one-step plan.
  ///
  /// The new rows are installed before the batch rather than inside it. That is safe here, and only
  /// here: appends move no row, so every path before the batch still names the same row, whichever
  /// data a view reads during the batch. Installing first lets each row array be appended to while
  /// it has a single owner, instead of copied: the caller takes the arrays out of the data source
  /// before calling.
  /// - Complexity: O(appended items), plus the sections.
  func append(
    _ update: StorageUpdate<Item>, sections storageSections: [StorageSection<Item>],
    to displayed: inout [DisplayedSection], _ sections: inout [Section]
  ) -> UpdatePlan {
    for s in storageSections.indices where update.appendOrigins[s] != nil {
      var rows = displayed[s].elements
      displayed[s].elements = []
      sections[s].rows = []
      let items = storageSections[s].items
      for i in rows.count..<items.count { rows.append(row(items[i])) }
      sections[s] = Self.section(from: storageSections[s], rows: rows)
      displayed[s] = DisplayedSection(showingAllRowsOf: sections[s])
    }
    var step = update.steps[0]
    step.data = displayed
    step.installsBeforeBatch = true
    return UpdatePlan(target: displayed, steps: [step])
  }
}
