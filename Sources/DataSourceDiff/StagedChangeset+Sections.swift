extension StagedChangeset {
  /// Diffs `source` against `target` and stages the result.
  /// - Complexity: the diff's (see ``SectionedChangeset``), plus O(*S* + *N*) per stage whose data
  ///   differs from `target`.
  @inlinable
  public init<Section: DiffableSection>(source: [Section], target: [Section]) where Data == [Section] {
    self.init(source: source, target: target, changeset: SectionedChangeset(source: source, target: target))
  }

  /// Diffs `source` against `target` with the elements' identity table in `scratch`'s slots when
  /// they are as many as it needs, leaves the table there afterwards (see ``DiffScratch``), and
  /// stages the result.
  /// - Complexity: that of ``init(source:target:)``.
  @inlinable
  package init<Section: DiffableSection>(
    source: [Section], target: [Section], reusing scratch: inout DiffScratch
  ) where Data == [Section] {
    var unused = false
    let changeset = SectionedChangeset(
      source: source, target: target, findingTargetDuplicates: false, found: &unused, reusing: &scratch)
    self.init(source: source, target: target, changeset: changeset)
  }

  /// Stages a changeset computed from `source` and `target`.
  /// - Precondition: `changeset` is `SectionedChangeset(source: source, target: target)`.
  @inlinable
  public init<Section: DiffableSection>(
    source: [Section], target: [Section], changeset c: SectionedChangeset
  ) where Data == [Section] {
    var stages: [ChangesetStage<[Section]>] = []
    let anyMoves = !c.sectionMoves.isEmpty || !c.itemMoves.isEmpty
    let movedSources = Set(c.sectionMoves.map(\.from))
    let movedTargets = Set(c.sectionMoves.map(\.to))
    let movedSectionHasElementChanges =
      !movedSources.isEmpty
      && (c.itemDeletes.contains { movedSources.contains($0.section) }
        || c.itemInserts.contains { movedTargets.contains($0.section) }
        || c.itemMoves.contains { movedSources.contains($0.from.section) || movedTargets.contains($0.to.section) })
    let updatesJoinStructure = !anyMoves || (movedSectionHasElementChanges && c.itemMoves.isEmpty)
    let data = StagingData(source: source, target: target, changeset: c)

    if movedSectionHasElementChanges {
      // Element changes first, sections in their old order (deleted ones removed).
      var first = ChangesetStage(
        kind: .itemStructure, data: data.sectionsInSourceOrder(elementUpdatesApplied: updatesJoinStructure))
      first.sectionDeletes = c.sectionDeletes
      first.itemDeletes = c.itemDeletes
      first.itemInserts = c.itemInserts.map { data.inSourceOrder($0) }
      first.itemMoves = c.itemMoves.map { Relocation(from: $0.from, to: data.inSourceOrder($0.to)) }
      if updatesJoinStructure { first.itemUpdates = c.itemUpdates.map(\.from).sorted() }
      if first.operationCount > 0 { stages.append(first) }
      var second = ChangesetStage(
        kind: .sectionStructure, data: data.sections(elementUpdatesApplied: updatesJoinStructure))
      second.sectionInserts = c.sectionInserts
      second.sectionMoves = c.sectionMoves.map { Relocation(from: data.survivingIndex[$0.from], to: $0.to) }
      stages.append(second)
    } else {
      var structure = ChangesetStage(kind: .structure, data: data.sections(elementUpdatesApplied: updatesJoinStructure))
      structure.sectionDeletes = c.sectionDeletes
      structure.sectionInserts = c.sectionInserts
      structure.sectionMoves = c.sectionMoves
      structure.itemDeletes = c.itemDeletes
      structure.itemInserts = c.itemInserts
      structure.itemMoves = c.itemMoves
      if updatesJoinStructure { structure.itemUpdates = c.itemUpdates.map(\.from).sorted() }
      if structure.operationCount > 0 { stages.append(structure) }
    }
    if !updatesJoinStructure && !c.itemUpdates.isEmpty {
      var updates = ChangesetStage(kind: .itemUpdates, data: data.sections(elementUpdatesApplied: true))
      updates.itemUpdates = c.itemUpdates.map(\.to)
      stages.append(updates)
    }
    if !c.sectionUpdates.isEmpty {
      var sections = ChangesetStage(kind: .sectionUpdates, data: target)
      sections.sectionUpdates = c.sectionUpdates.map(\.to)
      stages.append(sections)
    }
    self.init(stages: stages)
  }
}

/// Builds the data of intermediate stages: the target's sections and elements, with updated
/// elements and sections still holding their source values until their update stage.
@usableFromInline
struct StagingData<Section: DiffableSection> {
  @usableFromInline let source: [Section]
  @usableFromInline let target: [Section]
  /// Target section → its source section, or -1 when inserted.
  @usableFromInline var targetToSource: [Int]
  /// Source section → its index once deleted sections are removed, or -1 when deleted.
  @usableFromInline var survivingIndex: [Int]
  /// Element updates grouped by target section.
  @usableFromInline var updatesByTargetSection: [Int: [Relocation<ItemPath>]] = [:]
  /// Section updates: target index → source index.
  @usableFromInline var sectionUpdateSources: [Int: Int] = [:]

  @inlinable
  init(source: [Section], target: [Section], changeset c: SectionedChangeset) {
    self.source = source
    self.target = target
    survivingIndex = [Int](repeating: 0, count: source.count)
    for s in c.sectionDeletes { survivingIndex[s] = -1 }
    var next = 0
    for s in 0..<source.count where survivingIndex[s] == 0 {
      survivingIndex[s] = next
      next += 1
    }
    // Paired sections keep their relative order except the moved ones; rebuild the pairing from
    // the changeset: inserts and move destinations are fixed, the rest fill in source order.
    targetToSource = [Int](repeating: -2, count: target.count)
    for t in c.sectionInserts { targetToSource[t] = -1 }
    for move in c.sectionMoves { targetToSource[move.to] = move.from }
    let moved = Set(c.sectionMoves.map(\.from))
    var t = 0
    for s in 0..<source.count where survivingIndex[s] >= 0 && !moved.contains(s) {
      while targetToSource[t] != -2 { t += 1 }
      targetToSource[t] = s
    }
    for update in c.itemUpdates { updatesByTargetSection[update.to.section, default: []].append(update) }
    for update in c.sectionUpdates { sectionUpdateSources[update.to] = update.from }
  }

  /// A target path expressed with sections in source order (deleted sections removed).
  @inlinable
  func inSourceOrder(_ path: ItemPath) -> ItemPath {
    ItemPath(item: path.item, section: survivingIndex[targetToSource[path.section]])
  }

  /// Target section `t`, with section and (unless applied) element updates still pending.
  @inlinable
  func section(_ t: Int, elementUpdatesApplied: Bool) -> Section {
    let pendingElements = elementUpdatesApplied ? nil : updatesByTargetSection[t]
    let pendingModel = sectionUpdateSources[t]
    if pendingElements == nil && pendingModel == nil { return target[t] }
    var elements = target[t].elements
    for update in pendingElements ?? [] {
      elements[update.to.item] = source[update.from.section].elements[update.from.item]
    }
    let model = pendingModel.map { source[$0].model } ?? target[t].model
    return Section(model: model, elements: elements)
  }

  /// The target's sections, with pending updates.
  @inlinable
  func sections(elementUpdatesApplied: Bool) -> [Section] {
    if sectionUpdateSources.isEmpty && (elementUpdatesApplied || updatesByTargetSection.isEmpty) {
      return target
    }
    return (0..<target.count).map { section($0, elementUpdatesApplied: elementUpdatesApplied) }
  }

  /// The paired target sections in their source order, with pending updates.
  @inlinable
  func sectionsInSourceOrder(elementUpdatesApplied: Bool) -> [Section] {
    var order = [Int](repeating: -1, count: survivingIndex.count)
    for (t, s) in targetToSource.enumerated() where s >= 0 { order[survivingIndex[s]] = t }
    return order.filter { $0 >= 0 }.map { section($0, elementUpdatesApplied: elementUpdatesApplied) }
  }
}
