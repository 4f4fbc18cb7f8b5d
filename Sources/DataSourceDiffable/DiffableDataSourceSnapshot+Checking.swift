import DataSourceCore

extension DiffableDataSourceSnapshot {
  /// This snapshot with its appends checked: itself when there are none. The check runs outside
  /// the cache's lock (it is inlinable, so specialized for the app's identifier types); two threads
  /// that check at once keep the first copy made.
  /// - Complexity: O(appended items) expected the first time after an edit, O(1) after.
  @inlinable var checked: Self {
    guard !appends.isEmpty else { return self }
    if let made = checkedCopy?.checkedIfMade() { return made }
    var copy = self
    copy.checkedCopy = nil
    copy.checkAppends()
    return checkedCopy?.keep(copy) ?? copy
  }

  /// Notes that `count` items were just appended to the section at `section`: they join the
  /// unchecked appends, and a checked copy made before is forgotten.
  /// - Complexity: O(1) amortized.
  @inlinable
  mutating func noteAppend(of count: Int, toSection section: Int) {
    if let last = appends.last, last.section == section {
      appends[appends.count - 1].count += count
    } else {
      appends.append(PendingAppend(section: section, count: count))
    }
    forgetCheckedCopy()
  }

  /// Gives this snapshot a cache of its own with no checked copy in it: every edit made while
  /// appends are unchecked calls this (or ``checkAppends()``, which empties the cache), so that a
  /// checked copy is never older than the snapshot it stands for.
  /// - Complexity: O(1).
  @inlinable
  mutating func forgetCheckedCopy() {
    if checkedCopy == nil || !isKnownUniquelyReferenced(&checkedCopy!) {
      checkedCopy = CheckedSnapshotCache()
    } else if checkedCopy!.keepsCopy {
      checkedCopy!.reset()
    }
  }

  /// Checks the unchecked appends, in the order they were made: each item becomes known under its
  /// section, and one already held (or appended twice) is removed from where it was appended and
  /// recorded as ``Issue/duplicateItem(_:operation:)``, as if it had been found at once. Every edit
  /// but an append calls this first, so it always sees the items as the snapshot holds them.
  /// - Complexity: O(appended items) expected, plus O(items of a section) for one with duplicates.
  ///   Inlinable, so that the hashing is specialized for the app's identifier types.
  @inlinable
  mutating func checkAppends() {
    guard !appends.isEmpty else { return }
    // A look-up made before this edit checked them already.
    if let copy = checkedCopy?.checkedIfMade() {
      self = copy
      return
    }
    let pending = appends
    appends = []
    checkedCopy = nil
    // Where each section's unchecked items begin.
    var starts = items.map(\.count)
    for append in pending { starts[append.section] -= append.count }
    sectionOfItem.reserveCapacity(sectionOfItem.count + pending.reduce(0) { $0 + $1.count })
    var next = starts
    var duplicates: [Int: Set<Int>] = [:]
    for append in pending {
      let s = append.section
      let section = sectionIdentifiers[s]
      for position in next[s]..<(next[s] + append.count) {
        let item = items[s][position]
        if let held = sectionOfItem.updateValue(section, forKey: item) {
          sectionOfItem[item] = held
          duplicates[s, default: []].insert(position)
          recordedIssues.append(.duplicateItem(item, operation: "appendItems(_:toSection:)"))
        }
      }
      next[s] += append.count
    }
    for (s, positions) in duplicates {
      let old = items[s]
      var kept: [ItemIdentifierType] = []
      kept.reserveCapacity(old.count - positions.count)
      for (position, item) in old.enumerated() where !positions.contains(position) { kept.append(item) }
      items[s] = kept
    }
  }
}
