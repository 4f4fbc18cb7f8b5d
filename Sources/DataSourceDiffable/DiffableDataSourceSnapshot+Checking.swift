import DataSourceCore

extension DiffableDataSourceSnapshot {
  /// The unchecked appends checked, without changing the snapshot: made once and kept in the
  /// snapshot's cache for the next look-ups. The check runs outside the cache's lock (it is
  /// inlinable, so specialized for the app's identifier types); two threads that check at once
  /// keep the first result. Call only while ``appends`` is not empty.
  /// - Complexity: O(appended items) expected the first time after an edit, O(1) after.
  @inlinable var checkedAppends: CheckedAppends<SectionIdentifierType, ItemIdentifierType> {
    guard let checkCache else { return makeCheck() }
    if let made = checkCache.checkedIfMade() { return made }
    return checkCache.keep(checkCache.make(self))
  }

  /// The appends checked against the items checked before, without changing the snapshot.
  /// - Complexity: O(appended items) expected.
  @inlinable
  func makeCheck() -> CheckedAppends<SectionIdentifierType, ItemIdentifierType> {
    var made = CheckedAppends<SectionIdentifierType, ItemIdentifierType>()
    made.items = Self.check(
      appends, in: items, sections: sectionIdentifiers, held: sectionOfItem, into: &made.sectionOfItem,
      issues: &made.issues)
    return made
  }

  /// Takes `made`, a check of this snapshot's appends, into the snapshot: the appended items join
  /// the index, sections lose their duplicates, the issues are recorded.
  /// - Complexity: O(1) when the snapshot had no item checked before (a snapshot just built), else
  ///   O(appended items) expected.
  @inlinable
  mutating func mergeCheck(_ made: CheckedAppends<SectionIdentifierType, ItemIdentifierType>) {
    appends = []
    checkCache = nil
    if sectionOfItem.isEmpty {
      sectionOfItem = ItemSectionIndex(made.sectionOfItem)
    } else {
      sectionOfItem.beginEdits(of: made.sectionOfItem.count)
      sectionOfItem.reserveCapacity(forAdding: made.sectionOfItem.count)
      for (item, section) in made.sectionOfItem { sectionOfItem.add(item, in: section) }
    }
    recordedIssues.append(contentsOf: made.issues)
    for (s, section) in made.items { items[s] = section }
  }

  /// The items of the section at `s` as checked: without the duplicates `checked` found in it.
  @inlinable
  func checkedItems(at s: Int, _ checked: CheckedAppends<SectionIdentifierType, ItemIdentifierType>?)
    -> [ItemIdentifierType]
  {
    checked?.items[s] ?? items[s]
  }

  /// The one check of appended items, in the order they were appended: each item is recorded under
  /// its section in `index`, unless `held` or `index` holds it already; then it is a duplicate,
  /// recorded in `issues`, and left out of its section. Returns the items of each section that had
  /// a duplicate, without them.
  /// - Complexity: O(appended items) expected, plus O(items of a section) for one with duplicates.
  @inlinable
  static func check(
    _ pending: [PendingAppend], in items: [[ItemIdentifierType]], sections: [SectionIdentifierType],
    held: ItemSectionIndex<ItemIdentifierType, SectionIdentifierType>,
    into index: inout [ItemIdentifierType: SectionIdentifierType],
    issues: inout [Issue]
  ) -> [Int: [ItemIdentifierType]] {
    // Where each section's unchecked items begin.
    var next = items.map(\.count)
    for append in pending { next[append.section] -= append.count }
    index.reserveCapacity(index.count + pending.reduce(0) { $0 + $1.count })
    var duplicates: [Int: Set<Int>] = [:]
    for append in pending {
      let s = append.section
      let section = sections[s]
      for position in next[s]..<(next[s] + append.count) {
        let item = items[s][position]
        var isDuplicate = held[item] != nil
        if !isDuplicate, let first = index.updateValue(section, forKey: item) {
          index[item] = first
          isDuplicate = true
        }
        if isDuplicate {
          duplicates[s, default: []].insert(position)
          issues.append(.duplicateItem(item, operation: "appendItems(_:toSection:)"))
        }
      }
      next[s] += append.count
    }
    var kept: [Int: [ItemIdentifierType]] = [:]
    for (s, positions) in duplicates {
      var section: [ItemIdentifierType] = []
      section.reserveCapacity(items[s].count - positions.count)
      for (position, item) in items[s].enumerated() where !positions.contains(position) { section.append(item) }
      kept[s] = section
    }
    return kept
  }

  /// Notes that `count` items were just appended to the section at `section`: they join the
  /// unchecked appends (``forgetCheck(appended:toSection:)`` first).
  /// - Complexity: O(1) amortized, unless a look-up made a check (see ``forgetCheck(appended:toSection:)``).
  // Out of line: inlined into an app's loop of one-item appends, it cost about 120 instructions more
  // per append (callgrind, 100k appends: 60.6M against 48.6M, in retains, releases and an
  // exclusivity check around the cache; 46.9M now, as before the check was kept).
  @inlinable @inline(never)
  mutating func noteAppend(of count: Int, toSection section: Int) {
    forgetCheck(appended: count, toSection: section)
    if let last = appends.last, last.section == section {
      appends[appends.count - 1].count += count
    } else {
      appends.append(PendingAppend(section: section, count: count))
    }
  }

  /// Gives this snapshot a cache of its own with no check in it, once `count` items were appended to
  /// the section at `section`: every append calls this, and every other edit checks the appends
  /// first (``checkAppends()``, which drops the cache), so that kept checked appends always describe
  /// the snapshot that reads them.
  ///
  /// A check a look-up made of the earlier appends is first taken into the snapshot, so that the next
  /// look-up checks only the new items. Forgotten instead, as it was until 2026-11-29, the next
  /// look-up checked every item again: a shared snapshot plus one append cost O(all) once looked up.
  /// - Complexity: O(1) when no look-up made a check, or for a snapshot with no item checked before;
  ///   else O(items the check holds) expected, which the look-up that made the check paid already.
  @inlinable
  mutating func forgetCheck(appended count: Int, toSection section: Int) {
    // A snapshot being built holds the one cache, with no check in it: nothing to do.
    if checkCache != nil && isKnownUniquelyReferenced(&checkCache!) && !checkCache!.keepsCheck { return }
    if checkCache != nil { takeMadeCheck(appended: count, toSection: section) }
    // Made here, in the app's code where appendItems is inlined: the closures are specialized.
    checkCache = CheckedAppendsCache(make: { $0.makeCheck() }, merge: { $0.mergeCheck($1) })
  }

  /// Merges the check a look-up made of the appends before the last `count` items appended to the
  /// section at `section`, if any (see ``forgetCheck(appended:toSection:)``); those items stay.
  /// Kept out of line, so that an append to a snapshot being built stays small where it is inlined.
  /// - Complexity: as ``mergeCheck(_:)``, plus O(*count*).
  @inlinable @inline(never)
  mutating func takeMadeCheck(appended count: Int, toSection section: Int) {
    guard let cache = checkCache, let made = cache.checkedIfMade() else { return }
    // The check holds a section with a duplicate without it, as it was before this append.
    let appended = made.items[section] == nil ? [] : Array(items[section].suffix(count))
    cache.merge(&self, made)
    items[section].append(contentsOf: appended)
  }

  /// Whether the snapshot has appends not checked yet, with no check made of them: what an apply
  /// must look at for duplicates.
  /// - Complexity: O(1).
  var hasUncheckedAppends: Bool { !appends.isEmpty && checkCache?.checkedIfMade() == nil }

  /// Makes sure the snapshot holds no duplicate before it is shown, at the least cost: with a check
  /// made already, or few unchecked items (at most a quarter of all), by checking them (``checkAppends()``); with more,
  /// by one pass for duplicates over all items (`SnapshotSpecializations.holdDuplicates(_:)`),
  /// which leaves the appends unchecked when it finds none, so that the index of every item is
  /// built only if a look-up asks for it. A snapshot holding a duplicate is checked, and reports it.
  /// - Complexity: O(*n*) expected for *n* items, and O(appended items) with few appended.
  mutating func checkAppendsForApply() {
    guard !appends.isEmpty else { return }
    // A check made already (by a look-up, or an apply of a copy) costs only its merge.
    if checkCache?.checkedIfMade() != nil { return checkAppends() }
    let unchecked = appends.reduce(0) { $0 + $1.count }
    let total = items.reduce(0) { $0 + $1.count }
    if unchecked * 4 <= total || specializations.holdDuplicates(items) { checkAppends() }
  }

  /// Checks the unchecked appends into the snapshot (see ``check(_:in:sections:held:into:issues:)``):
  /// each item becomes known under its section, and one already held (or appended twice) is removed
  /// from where it was appended and recorded as ``Issue/duplicateItem(_:operation:)``, as if it had
  /// been found at once. Every edit but an append calls this first, so it always sees the items as
  /// the snapshot holds them. The check is made beside the snapshot and kept in the cache its copies
  /// share (a snapshot applied again, or compared, finds it made), then merged; both steps run the
  /// closures the cache was made with, specialized for the app's identifier types.
  /// - Complexity: O(appended items) expected, plus O(items of a section) for one with duplicates;
  ///   the merge is O(1) for a snapshot with no item checked before.
  @inlinable
  mutating func checkAppends() {
    guard !appends.isEmpty else { return }
    guard let cache = checkCache else { return mergeCheck(makeCheck()) }
    cache.merge(&self, checkedAppends)
  }
}
