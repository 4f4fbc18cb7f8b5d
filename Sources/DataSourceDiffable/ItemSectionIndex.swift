/// Which section holds each checked item of a snapshot, built so that an edit of a copy does not copy
/// it whole.
///
/// Copies of a snapshot share one dictionary (``base``) until one of them writes to it; a write would
/// copy every entry. So a small edit (one that keeps the edits made since ``base`` was last written
/// under a sixteenth of its size) leaves ``base`` alone and is written beside it: items added or
/// moved in ``added``, items deleted in ``removed``. A larger edit first folds those into ``base``
/// and then writes to it directly, so the overlays stay small and a look-up costs at most three
/// hashes. An edit of a copy of a shared snapshot thus costs the items it touches; the copy of
/// ``base`` is paid at most once per sixteenth of the items edited.
///
/// Invariants: ``removed`` lists only keys of ``base``; an item of ``added`` is not also a live
/// entry of ``base`` (an entry of ``base`` not in ``removed``). An item is held when it is in
/// ``added`` or live in ``base``.
@usableFromInline
struct ItemSectionIndex<Item: Hashable, Section: Hashable>: @unchecked Sendable {
  /// The entries as last written directly: possibly shared with copies of the snapshot.
  @usableFromInline var base: [Item: Section] = [:]
  /// Items added or moved since, with their sections; they win over ``base``.
  @usableFromInline var added: [Item: Section] = [:]
  /// Items of ``base`` deleted or moved since.
  @usableFromInline var removed: Set<Item> = []
  /// Whether the edits begun by the last ``beginEdits(of:)`` write to ``base`` directly.
  @usableFromInline var editsInPlace = true

  @inlinable init() {}

  /// An index holding `entries`.
  /// - Complexity: O(1).
  @inlinable init(_ entries: [Item: Section]) { base = entries }

  /// The section holding `item`, or `nil`.
  /// - Complexity: O(1) expected: one hash with no edits beside ``base``, at most three.
  @inlinable subscript(item: Item) -> Section? {
    if !added.isEmpty, let section = added[item] { return section }
    return liveBaseEntry(item)
  }

  /// The section ``base`` holds for `item`, unless ``removed`` lists it.
  @inlinable func liveBaseEntry(_ item: Item) -> Section? {
    guard let section = base[item] else { return nil }
    return removed.isEmpty || !removed.contains(item) ? section : nil
  }

  /// How many items are held.
  /// - Complexity: O(1).
  @inlinable var count: Int { base.count - removed.count + added.count }

  /// Whether no item is held and no edit is kept beside ``base``.
  @inlinable var isEmpty: Bool { base.isEmpty && added.isEmpty }

  /// Whether edits may write to ``base`` now: they were begun in place, and nothing is kept beside it.
  @inlinable var writesBase: Bool { editsInPlace && added.isEmpty && removed.isEmpty }

  /// Chooses where the next `count` edits go: beside ``base`` while the edits kept there stay under a
  /// sixteenth of its size; otherwise into ``base``, after folding the kept ones in. Call before
  /// every edit; an edit without it is still correct, only possibly dearer.
  /// - Complexity: O(1), or O(*n*) when it folds (at most once per *n*/16 items edited).
  @inlinable mutating func beginEdits(of count: Int) {
    let kept = added.count + removed.count
    if (kept + count) * 16 <= base.count {
      editsInPlace = false
      return
    }
    if kept > 0 { fold() }
    editsInPlace = true
  }

  /// Makes room in ``base`` for `count` more items when edits write to it.
  /// - Complexity: O(*n*) when it grows ``base``, else O(1).
  @inlinable mutating func reserveCapacity(forAdding count: Int) {
    if writesBase { base.reserveCapacity(base.count + count) }
  }

  /// Writes the edits kept beside ``base`` into it.
  /// - Complexity: O(kept edits) when ``base`` is not shared, O(*n*) when it is.
  @inlinable mutating func fold() {
    for item in removed { base.removeValue(forKey: item) }
    removed = []
    for (item, section) in added { base[item] = section }
    added = [:]
  }

  /// Removes `item`, and returns the section that held it, or `nil` if none did.
  /// - Complexity: O(1) expected.
  @inlinable @discardableResult mutating func remove(_ item: Item) -> Section? {
    if writesBase { return base.removeValue(forKey: item) }
    if !added.isEmpty, let section = added.removeValue(forKey: item) { return section }
    guard let section = liveBaseEntry(item) else { return nil }
    removed.insert(item)
    return section
  }

  /// Records `item` under `section` unless it is held already, and returns the section holding it
  /// before, if any (then nothing changes).
  /// - Complexity: O(1) expected: one hash when writing to ``base``.
  @inlinable mutating func insert(_ item: Item, in section: Section) -> Section? {
    if writesBase {
      guard let held = base.updateValue(section, forKey: item) else { return nil }
      base[item] = held
      return held
    }
    if let held = self[item] { return held }
    added[item] = section
    return nil
  }

  /// Records `item`, known not to be held, under `section`.
  /// - Complexity: O(1) expected.
  @inlinable mutating func add(_ item: Item, in section: Section) {
    if writesBase {
      base[item] = section
    } else {
      added[item] = section
    }
  }

  /// Records `item`, held now, under `section` instead.
  /// - Complexity: O(1) expected.
  @inlinable mutating func move(_ item: Item, to section: Section) {
    if writesBase {
      base[item] = section
      return
    }
    // Held and not added: a live entry of ``base``, hidden from now on.
    if added.updateValue(section, forKey: item) == nil { removed.insert(item) }
  }
}
