@_spi(Extending) import DataSourceCore

/// Where every section and item of a storage goes in one update, as tokens (an old item's token is its
/// original path; new items and sections get fresh ones), and the one diff that stages it: the way a
/// ``StorageUpdate`` finds batches UIKit accepts.
///
/// Edit storages build it by replaying their sequential ``StorageChange``s (``apply(_:)``); snapshot
/// storages build it by matching identities (``matching(old:new:)``). Either way, the stages come
/// from one `StagedChangeset` over the tokens (``stages()``), and the sequential changes of a matched
/// update are derived from the tokens on demand (``sequentialChanges()``).
///
/// Only sections some change touches get item tokens; the others are carried as counts, so an update
/// costs O(items in the touched sections), not O(all items).
@usableFromInline
struct StorageReplay: Sendable {
  @usableFromInline
  struct SectionState: Sendable {
    /// The section's token: its index before the update, or a number past those for a new section.
    @usableFromInline var token: Int
    /// Item tokens, once a change touched the section.
    @usableFromInline var items: [Int]?
    @usableFromInline var count: Int
    /// The tokens of new items appended to an old section no other change touched (`items` is
    /// `nil`): its old items stay as they were, so the section is not materialized and an append
    /// costs O(appended).
    @usableFromInline var appended: [Int] = []
    /// Inserts into `items` not placed yet, as (position when inserted, token), in order: placed
    /// together by ``StorageReplay/place(_:into:)`` before anything reads or removes an item, so a
    /// burst of inserts into a large section does not shift its tokens once per insert.
    @usableFromInline var pending: [(position: Int, token: Int)] = []

    @inlinable
    init(token: Int, items: [Int]?, count: Int) {
      self.token = token
      self.items = items
      self.count = count
    }
  }

  @usableFromInline var sections: [SectionState]
  /// Whether a change moved an item or changed sections; without those, the survivors keep their
  /// order and one batch shows everything, with no diff.
  @usableFromInline var reorders = false
  @usableFromInline var nextSection: Int
  @usableFromInline var nextItem = -1
  @usableFromInline var updatedSections = Set<Int>()
  @usableFromInline var updatedItems = TokenSet()
  /// Old sections whose items were materialized.
  @usableFromInline var touched = Set<Int>()
  /// How many items each section held before the changes.
  @usableFromInline let oldRowCounts: [Int]

  @usableFromInline
  init(rowCounts: [Int]) {
    sections = rowCounts.enumerated().map { SectionState(token: $0, items: nil, count: $1) }
    oldRowCounts = rowCounts
    nextSection = rowCounts.count
  }

  /// The token of the item at `index` of old section `section`. New items get negative tokens.
  @inlinable
  static func token(section: Int, index: Int) -> Int { section << 32 | index }

  /// The path before the update of an old item's token; `nil` for an item made by the changes.
  @inlinable
  static func originalPath(of token: Int) -> ItemPath? {
    token >= 0 ? ItemPath(item: token & 0xFFFF_FFFF, section: token >> 32) : nil
  }

  static func originalTokens(_ section: Int, _ count: Int) -> [Int] {
    (0..<count).map { token(section: section, index: $0) }
  }

  private mutating func materialize(_ s: Int) {
    guard sections[s].items == nil else { return }
    let token = sections[s].token
    let appended = sections[s].appended
    sections[s].items = Self.originalTokens(token, sections[s].count - appended.count) + appended
    sections[s].appended = []
    touched.insert(token)
  }

  /// Materializes every section holding appended items: once sections or items reorder, or a
  /// section is reloaded (``needsDiff``), every touched section must list its items for the staging
  /// diff, or its appended items would be missing from the batch.
  private mutating func materializeAppends() {
    for s in sections.indices where !sections[s].appended.isEmpty { materialize(s) }
  }

  private func checkSection(_ s: Int, insertion: Bool = false) throws(StorageError) {
    let limit = sections.count + (insertion ? 1 : 0)
    guard s >= 0, s < limit else { throw .sectionOutOfRange(s, sectionCount: sections.count) }
  }

  private func checkItem(_ p: ItemPath, insertion: Bool = false) throws(StorageError) {
    try checkSection(p.section)
    let count = sections[p.section].count
    guard p.item >= 0, p.item < count + (insertion ? 1 : 0) else { throw .indexPathOutOfRange(p, itemCount: count) }
  }

  /// Whether an insert at `p` appends to an old section no change has listed yet: then its old items
  /// need not be listed, only the appended tokens. `p.section` must be a valid index.
  /// Whether the stages come from the staging diff (see ``stages()``) rather than from one batch of
  /// item changes: once sections or items reorder, or a section is reloaded.
  private var needsDiff: Bool { reorders || !updatedSections.isEmpty }

  private func appendsToUntouchedOldSection(_ p: ItemPath) -> Bool {
    !needsDiff && sections[p.section].items == nil && p.item == sections[p.section].count
      && sections[p.section].token < oldRowCounts.count
  }

  private mutating func insert(_ token: Int, at p: ItemPath) {
    if appendsToUntouchedOldSection(p) {
      // An append to an untouched old section: no need to list its old items.
      sections[p.section].appended.append(token)
      sections[p.section].count += 1
      return
    }
    materialize(p.section)
    sections[p.section].pending.append((p.item, token))
    sections[p.section].count += 1
  }

  /// Places the pending inserts of section `s` into its items.
  private mutating func placePending(_ s: Int) {
    guard !sections[s].pending.isEmpty else { return }
    Self.place(sections[s].pending, into: &sections[s].items!)
    sections[s].pending = []
  }

  /// Places every section's pending inserts: done before the replay's results are read.
  @usableFromInline
  mutating func placeAllPending() {
    for s in sections.indices { placePending(s) }
  }

  /// Inserts each token into `base` at its position, in order (each position counts the tokens
  /// inserted before it).
  /// - Complexity: O(*m* + *k* log(*m* + *k*)) for *m* tokens in `base` and *k* inserts; one insert
  ///   at a time, as `Array.insert` does it, would be O(*k*·*m*). A few inserts are made that way, in
  ///   place.
  static func place(_ inserts: [(position: Int, token: Int)], into base: inout [Int]) {
    if inserts.count <= 8 {
      for insert in inserts { base.insert(insert.token, at: insert.position) }
      return
    }
    // Walking the inserts from the last one back, each lands on the free slot of the final array whose
    // rank among the free slots is its position (the later inserts already took theirs); `base` fills
    // the slots left, in order. A Fenwick tree over the slots (1 = free) finds a rank in O(log n).
    let n = base.count + inserts.count
    var tree = [Int](repeating: 0, count: n + 1)
    for i in 1...n { tree[i] = i & -i }  // every slot free
    var highBit = 1
    while highBit * 2 <= n { highBit *= 2 }
    var result = [Int](repeating: 0, count: n)
    var taken = [Bool](repeating: false, count: n)
    for insert in inserts.reversed() {
      // The slot with `insert.position + 1` free slots up to and including it.
      var index = 0
      var remaining = insert.position + 1
      var step = highBit
      while step > 0 {
        let next = index + step
        if next <= n, tree[next] < remaining {
          index = next
          remaining -= tree[next]
        }
        step /= 2
      }
      // `index + 1` is the 1-based slot.
      result[index] = insert.token
      taken[index] = true
      var i = index + 1
      while i <= n {
        tree[i] -= 1
        i += i & -i
      }
    }
    var next = 0
    for slot in 0..<n where !taken[slot] {
      result[slot] = base[next]
      next += 1
    }
    base = result
  }

  /// Applies, at once, the run of inserts starting at `changes[start]` that each append to the same
  /// old section no other change has touched (what `addItems` records), and returns its length; `0`
  /// when `changes[start]` does not start such a run. The result equals applying them one by one.
  /// - Complexity: O(run length), with no per-change section look-up.
  mutating func applyAppendRun(_ changes: [StorageChange], from start: Int) -> Int {
    guard case .insertItem(let first) = changes[start], sections.indices.contains(first.section),
      appendsToUntouchedOldSection(first)
    else { return 0 }
    var end = start + 1
    while end < changes.count, case .insertItem(let p) = changes[end], p.section == first.section,
      p.item == first.item + (end - start)
    {
      end += 1
    }
    let length = end - start
    sections[first.section].appended += stride(from: nextItem, to: nextItem - length, by: -1)
    nextItem -= length
    sections[first.section].count += length
    return length
  }

  private mutating func remove(at p: ItemPath) -> Int {
    materialize(p.section)
    placePending(p.section)
    sections[p.section].count -= 1
    return sections[p.section].items!.remove(at: p.item)
  }

  /// The token of the item at `p` (materializing its section).
  mutating func itemToken(at p: ItemPath) -> Int {
    materialize(p.section)
    placePending(p.section)
    return sections[p.section].items![p.item]
  }

  /// Applies one change.
  /// - Complexity: O(*m*) in the touched section's items (or in the sections).
  mutating func apply(_ change: StorageChange) throws(StorageError) {
    switch change {
    case .insertSection(let s):
      try checkSection(s, insertion: true)
      materializeAppends()
      reorders = true
      sections.insert(SectionState(token: nextSection, items: [], count: 0), at: s)
      nextSection += 1
    case .deleteSection(let s):
      try checkSection(s)
      materializeAppends()
      reorders = true
      sections.remove(at: s)
    case .moveSection(let from, let to):
      try checkSection(from)
      materializeAppends()
      reorders = true
      guard to >= 0, to < sections.count else { throw .sectionOutOfRange(to, sectionCount: sections.count) }
      let moved = sections.remove(at: from)
      sections.insert(moved, at: to)
    case .updateSection(let s):
      try checkSection(s)
      materializeAppends()
      updatedSections.insert(sections[s].token)
    case .insertItem(let p):
      try checkItem(p, insertion: true)
      insert(nextItem, at: p)
      nextItem -= 1
    case .deleteItem(let p):
      try checkItem(p)
      _ = remove(at: p)
    case .moveItem(let from, let to):
      try checkItem(from)
      materializeAppends()
      reorders = true
      try checkSection(to.section)
      let limit = sections[to.section].count - (from.section == to.section ? 1 : 0)
      guard to.item >= 0, to.item <= limit else { throw .indexPathOutOfRange(to, itemCount: limit) }
      insert(remove(at: from), at: to)
    case .updateItem(let p):
      try checkItem(p)
      updatedItems.insert(itemToken(at: p))
    }
  }

  var newRowCounts: [Int] { sections.map { $0.count } }

  /// For each section after the changes, its index before them when no change touched its items.
  var untouchedOrigins: [Int?] { sections.map { $0.items == nil && $0.appended.isEmpty ? $0.token : nil } }

  /// For each section after the changes whose only change was items appended at its end, its index
  /// before the changes: its first `oldRowCounts[origin]` items are the old ones, unchanged.
  var appendOrigins: [Int?] { sections.map { $0.items == nil && !$0.appended.isEmpty ? $0.token : nil } }

  /// For each section after the changes that a change touched, the token of each item: its
  /// original path (see ``originalPath(of:)``) when it was there and was not updated, else negative.
  /// Without updated items these are the replay's own token arrays, shared, not copied.
  var unchangedOrigins: [[Int]?] {
    sections.map { section in
      guard !updatedItems.isEmpty else { return section.items }
      return section.items?.map { updatedItems.contains($0) ? -1 : $0 }
    }
  }

  /// One batch with no diff, for changes that only insert, delete and update items: survivors keep
  /// their order, so deletes are the removed old items' original paths, inserts the new items' final
  /// paths, and reloads the updated survivors' original paths.
  private func unorderedStage() -> [(step: UpdatePlan.Step, slots: StageSlots)] {
    var batch = ListBatch()
    var updates: [ItemPath] = []
    for (s, section) in sections.enumerated() {
      guard let items = section.items else {
        for i in (section.count - section.appended.count)..<section.count {
          batch.itemInserts.append(ItemPath(item: i, section: s))
        }
        continue
      }
      // Without reorders, a touched section holds its own surviving old items in their old order:
      // the gaps between their original indexes are the deletes.
      var expected = 0
      for (i, token) in items.enumerated() {
        if token < 0 {
          batch.itemInserts.append(ItemPath(item: i, section: s))
          continue
        }
        let origin = token & 0xFFFF_FFFF
        while expected < origin {
          batch.itemDeletes.append(ItemPath(item: expected, section: section.token))
          expected += 1
        }
        expected = origin + 1
        if updatedItems.contains(token) { updates.append(ItemPath(item: origin, section: section.token)) }
      }
      if section.token < oldRowCounts.count {
        while expected < oldRowCounts[section.token] {
          batch.itemDeletes.append(ItemPath(item: expected, section: section.token))
          expected += 1
        }
      }
    }
    updates.sort()
    guard !batch.isEmpty || !updates.isEmpty else { return [] }
    return [
      (
        UpdatePlan.Step(data: [], batch: batch, updates: updates),
        StageSlots(
          rowCounts: newRowCounts, sectionSlots: sections.indices.map(StorageSlot.new),
          // The only step shows the content after the update: every section holds its own items.
          itemSlots: Array(repeating: nil, count: sections.count))
      )
    ]
  }

  /// The stages leading from the content before the changes to the current one.
  /// - Complexity: O(*t*) expected for *t* items in touched sections plus the sections, plus
  ///   O(*k* log *k*) for *k* moves.
  func stages() -> [(step: UpdatePlan.Step, slots: StageSlots)] {
    assert(sections.allSatisfy { $0.pending.isEmpty }, "place the pending inserts first")
    if !needsDiff { return unorderedStage() }
    let source = oldRowCounts.enumerated().map { s, count in
      DiffSection(
        model: PlanSlot(token: s, updated: false),
        elements: touched.contains(s)
          ? Self.originalTokens(s, count).map { PlanSlot(token: $0, updated: false) } : [])
    }
    let target = sections.map { section in
      DiffSection(
        model: PlanSlot(token: section.token, updated: updatedSections.contains(section.token)),
        elements: (section.items ?? []).map { PlanSlot(token: $0, updated: updatedItems.contains($0)) })
    }
    let staged = StagedChangeset(source: source, target: target)
    #if DATASOURCE_INVARIANT_CHECKS
      staged._checkInvariants(source: source, target: target)
    #endif
    guard !staged.stages.isEmpty else { return [] }
    var finalSection: [Int: Int] = [:]
    var finalItem: [Int: ItemPath] = [:]
    for (s, section) in sections.enumerated() {
      finalSection[section.token] = s
      for (i, token) in (section.items ?? []).enumerated() { finalItem[token] = ItemPath(item: i, section: s) }
    }
    let untouchedCount = { (token: Int) -> Int? in
      if let s = finalSection[token], sections[s].items == nil { return sections[s].count }
      if finalSection[token] == nil, token < oldRowCounts.count, !touched.contains(token) { return oldRowCounts[token] }
      return nil
    }
    return staged.stages.map { stage in
      (
        UpdatePlan.Step(data: [], batch: ListBatch(stage, reloadingUpdates: false), updates: stage.itemUpdates),
        StageSlots(
          rowCounts: stage.data.map { untouchedCount($0.model.token) ?? $0.elements.count },
          sectionSlots: stage.data.map { finalSection[$0.model.token].map(StorageSlot.new) ?? .old($0.model.token) },
          itemSlots: stage.data.map { section in
            if untouchedCount(section.model.token) != nil { return nil }
            return section.elements.map {
              finalItem[$0.token].map(ItemSlot.new) ?? .old(Self.originalPath(of: $0.token)!)
            }
          })
      )
    }
  }
}
