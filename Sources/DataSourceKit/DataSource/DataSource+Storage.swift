extension DataSource {
  /// Makes this data source show a storage and follow its updates: each ``StorageUpdate`` is shown
  /// as its stages, each stage's data installed before its batch, updated rows
  /// refreshed as ``contentUpdateStyle`` says.
  ///
  /// The storage's sections replace ``sections``, all of them shown, empty ones included (unlike
  /// ``reloadData(animated:completion:)``, which hides sections without rows): a `String` header or
  /// footer model becomes a title, any other header model becomes the section's ``Section/content``
  /// (for a section descriptor).
  /// Rows are shown as the storage holds them: `isHidden` is not evaluated for a storage's rows.
  /// The view reloads instead of animating when the update is a reload, when the view no longer shows
  /// what the update starts from (someone changed ``sections`` and reloaded in between), and when the
  /// `updater` says so (by default: off screen or never loaded, or a stage over
  /// ``animationThreshold``).
  ///
  /// Binding to another storage (or again) ends the previous binding. The data source holds the
  /// storage weakly; keep it alive.
  /// - Parameters:
  ///   - storage: the storage to show and follow.
  ///   - row: makes a row from an item.
  public func bind<S: Storage>(to storage: S, row: @escaping @MainActor (S.Item) -> Row) {
    storageObservation?.cancel()
    reloadGeneration += 1
    sections = Self.sections(from: storage.sections, row: row)
    displayedSections = Self.displayed(sections)
    attachedListView?.reloadAllData()
    storageObservation = storage.observe { [weak self, weak storage] update in
      guard let self, let storage else { return }
      self.show(update, sections: update.sections ?? storage.sections, row: row)
    }
  }

  /// Makes this data source show a storage of diffable items (see ``bind(to:row:)``).
  ///
  /// Inlinable so that the row closure is specialized for the item type in the caller's module:
  /// otherwise each row made costs a generic metadata lookup.
  @inlinable
  public func bind<S: Storage>(to storage: S) where S.Item: Diffable {
    bind(to: storage) { Row($0) }
  }

  /// Stops following the bound storage; what is shown stays.
  public func unbind() {
    storageObservation?.cancel()
    storageObservation = nil
  }

  static func sections<Item>(from storageSections: [StorageSection<Item>], row: (Item) -> Row) -> [Section] {
    storageSections.map { section(from: $0, rows: $0.items.map(row)) }
  }

  /// A section showing `rows` under a storage section's header and footer models.
  static func section<Item>(from storageSection: StorageSection<Item>, rows: [Row]) -> Section {
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

  /// Every section and row, as shown: a storage's empty sections stay (they are in its updates).
  static func displayed(_ sections: [Section]) -> [DisplayedSection] { sections.map(displayed) }

  /// A section and all its rows, as shown.
  static func displayed(_ section: Section) -> DisplayedSection {
    DisplayedSection(
      model: DisplayedSection.Model(
        identifier: section.identifier, header: section.header, footer: section.footer, content: section.content),
      elements: section.rows)
  }

  private static func makeRow<Model: Sendable>(_ model: Model) -> Row { Row(model) }

  /// Shows one storage update on the list view.
  /// - Complexity: O(*t*) for *t* items in the sections the update touched (the others keep their
  ///   rows), plus the sections.
  func show<Item>(_ update: StorageUpdate<Item>, sections storageSections: [StorageSection<Item>], row: (Item) -> Row) {
    if showAppends(update, sections: storageSections, row: row) { return }
    reloadGeneration += 1
    let old = displayedSections
    let matchesView = old.map { $0.elements.count } == update.oldRowCounts
    // Sections no change touched keep the rows already made for them, and so do unchanged items.
    sections = storageSections.enumerated().map { s, storageSection in
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
    let target = Self.displayed(sections)
    guard !update.isReload, let view = viewForBatches(animated: true), matchesView,
      target.map({ $0.elements.count }) == update.newRowCounts
    else { return reloadEverything(showing: target) }
    perform(Self.plan(of: update, from: old, to: target), on: view)
  }

  /// The plan of a storage update, from `old` (what is shown) to `target`: one step per stage of
  /// the update, each stage's data assembled from the old and new rows its slots name (the last is
  /// `target`), and its reloads kept apart as content updates.
  /// - Complexity: O(rows in the stages' data).
  static func plan<Item>(of update: StorageUpdate<Item>, from old: [DisplayedSection], to target: [DisplayedSection])
    -> UpdatePlan
  {
    var steps: [UpdatePlan.Step] = []
    for (index, stage) in update.stages.enumerated() {
      let data: [DisplayedSection]
      if index == update.stages.count - 1 {
        data = target
      } else {
        data = zip(stage.sectionSlots, stage.itemSlots).map { slot, items in
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
      var batch = stage.batch
      let updates = batch.itemReloads
      batch.itemReloads = []
      steps.append(UpdatePlan.Step(data: data, batch: batch, updates: updates))
    }
    return UpdatePlan(target: target, steps: steps)
  }
}
