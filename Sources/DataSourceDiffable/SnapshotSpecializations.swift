import DataSourceCore

/// The work an apply does per item, as closures made where a snapshot is created: ``init()`` of
/// ``DiffableDataSourceSnapshot`` is inlinable, so in an app's code these closures are specialized
/// for its identifier types. A diffable data source is generic and not specialized; through these it
/// diffs identifiers and reuses rows at the speed of concrete code (an `Int` compared and hashed as
/// an `Int`), not through witness tables. A snapshot made inside the library carries closures that
/// are correct but not specialized; every snapshot made from an app's, copied or edited, carries the
/// app's.
@usableFromInline
struct SnapshotSpecializations<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
>: @unchecked Sendable {
  /// Sections and items as the apply's diff reads them, each item with its hash.
  @usableFromInline typealias Diffed = [DiffSection<
    SnapshotItem<SectionIdentifierType>, HashedItem<ItemIdentifierType>
  >]

  /// The changes from the source (the sections and items as diffed before, or else the sections and
  /// items themselves) to the target sections and items, by identifier: what the staged diff of the
  /// rows made for them finds, since a row's identity is its identifier's. With `true` last, also
  /// whether the target items hold a duplicate. Returns the target as diffed, to be the next
  /// source. The diff's memory is reused from the scratch (fifth), and left in it: see
  /// ``changeset(from:to:_:findingDuplicates:reusing:)``.
  @usableFromInline let changeset:
    (
      _ source: Source, _ targetSections: [SectionIdentifierType], _ targetItems: [[ItemIdentifierType]],
      _ findingDuplicates: Bool, _ scratch: inout DiffScratch
    ) -> (changes: SectionedChangeset, targetHoldsDuplicates: Bool, target: Diffed)

  /// The source of a diff: the shown sections and items as diffed by the apply that showed them,
  /// or, when none kept them, the sections and items.
  @usableFromInline enum Source {
    case diffed(Diffed)
    case identifiers([SectionIdentifierType], [[ItemIdentifierType]])
  }
  /// The rows for `items` (the third argument), reusing the rows (second) made for the items
  /// before (first) where they match: see ``rows(for:reusing:madeFor:)``.
  @usableFromInline let rows:
    (_ oldItems: [ItemIdentifierType], _ oldRows: [Row], _ items: [ItemIdentifierType]) -> [Row]

  /// Whether the items, in all sections together, hold an identifier twice: see
  /// ``holdDuplicates(_:)``.
  @usableFromInline let holdDuplicates: (_ items: [[ItemIdentifierType]]) -> Bool

  /// The closures, specialized wherever this initializer is inlined.
  @inlinable
  init() {
    changeset = { Self.changeset(from: $0, to: $1, $2, findingDuplicates: $3, reusing: &$4) }
    rows = { Self.rows(for: $2, reusing: $1, madeFor: $0) }
    holdDuplicates = { Self.holdDuplicates($0) }
  }

  /// Whether `items`, in all sections together, hold an identifier twice: one pass through the
  /// diff's identity table, hashed as the diff hashes them. An apply asks this instead of checking
  /// a snapshot's appends when many items are unchecked: it builds no index (the snapshot's look-ups
  /// build theirs when first asked), and only a snapshot that holds a duplicate is checked.
  /// - Complexity: O(*n*) expected for *n* items.
  @inlinable
  static func holdDuplicates(_ items: [[ItemIdentifierType]]) -> Bool {
    var flat: [ItemIdentifierType] = []
    flat.reserveCapacity(items.reduce(0) { $0 + $1.count })
    for section in items { flat.append(contentsOf: section) }
    var table = IdentityTable(sourceCount: flat.count)
    var position = flat.count - 1
    while position >= 0 {
      let item = SnapshotItem(identifier: flat[position])
      table.add(hash: item.diffIdentifierHash(seed: IdentityTable.seed), at: position) {
        flat[$0] == item.identifier
      }
      if table.holdsDuplicates { return true }
      position -= 1
    }
    return false
  }

  /// The changes from `source` to `targetSections` holding `targetItems`, as ``SectionedChangeset``
  /// finds them, and the target as diffed. Items never change content (a snapshot says what to
  /// reload), so nothing is an update. Each item is hashed once, when its diffed array is made: a
  /// source diffed before (the target of the apply that showed it) is not hashed again. When
  /// `findingDuplicates`, also whether `targetItems` hold an identifier twice, found by the diff
  /// itself at the cost of a look-up per inserted item; the source must hold none (a snapshot shown
  /// is checked). The diff reuses the memory `scratch` holds, and leaves its own there (see
  /// `DiffScratch`).
  /// - Complexity: that of the diff, O(*n*) expected for *n* items, plus the moves' O(*k* log *k*).
  @inlinable
  static func changeset(
    from source: Source, to targetSections: [SectionIdentifierType], _ targetItems: [[ItemIdentifierType]],
    findingDuplicates: Bool, reusing scratch: inout DiffScratch
  ) -> (changes: SectionedChangeset, targetHoldsDuplicates: Bool, target: Diffed) {
    func diffed(_ sections: [SectionIdentifierType], _ items: [[ItemIdentifierType]]) -> Diffed {
      var result: Diffed = []
      result.reserveCapacity(sections.count)
      for (section, items) in zip(sections, items) {
        result.append(DiffSection(model: SnapshotItem(identifier: section), elements: items.map { HashedItem($0) }))
      }
      return result
    }
    let sourceDiffed: Diffed
    switch source {
    case .diffed(let kept): sourceDiffed = kept
    case .identifiers(let sections, let items): sourceDiffed = diffed(sections, items)
    }
    let target = diffed(targetSections, targetItems)
    var duplicates = false
    let changes = SectionedChangeset(
      source: sourceDiffed, target: target, findingTargetDuplicates: findingDuplicates, found: &duplicates,
      reusing: &scratch)
    return (changes, duplicates, target)
  }

  /// The rows for `items`: an item shown before keeps its row, so that it is neither allocated now
  /// nor freed later (rows carry no version: a reload or reconfigure is passed on as intent, so an
  /// old row equals a new one). The rows are matched in order, looking up to four old rows ahead
  /// past rows that left, so an item that stays costs a comparison or a few. A moved item, or one
  /// past a longer gap, gets a new row.
  /// - Complexity: O(*n*) for *n* items.
  @inlinable
  static func rows(for items: [ItemIdentifierType], reusing oldRows: [Row], madeFor oldItems: [ItemIdentifierType])
    -> [Row]
  {
    let oldItems = oldRows.count == oldItems.count ? oldItems : []
    var rows: [Row] = []
    rows.reserveCapacity(items.count)
    var next = 0
    rowLoop: for item in items {
      for candidate in next..<min(next + 4, oldItems.count) where oldItems[candidate] == item {
        rows.append(oldRows[candidate])
        next = candidate + 1
        continue rowLoop
      }
      rows.append(Row(SnapshotItem(identifier: item)))
    }
    return rows
  }
}
