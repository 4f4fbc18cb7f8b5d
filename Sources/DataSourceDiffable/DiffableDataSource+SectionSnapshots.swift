import DataSourceCore

extension DiffableDataSource {
  /// The outline type this data source applies to a section.
  public typealias SectionSnapshot = DiffableDataSourceSectionSnapshot<ItemIdentifierType>

  /// Shows `sectionSnapshot` in `section` (appended after the shown sections when it is not shown):
  /// the section's items become the outline's ``DiffableDataSourceSectionSnapshot/visibleItems``,
  /// animated from what it showed through the same diff and batches as a full snapshot. Expanding an
  /// item inserts its shown descendants and collapsing deletes them; nothing else moves or reloads.
  ///
  /// Each item shows at its outline level (`indentationLevelForRow(at:)`, which the
  /// terminal view indents by), unless the data source's own `indentationLevel` says otherwise. The
  /// outline's issues, and items already shown in another section, are reported as failures.
  ///
  /// On the main actor, as `apply(_:animatingDifferences:completion:)` is; `Sendable` identifiers of
  /// no actor also get a form callable from any isolation.
  ///
  /// - Complexity: O(*n*) expected for *n* items shown before and after, plus the outline's size.
  @inlinable
  public final func apply(
    _ sectionSnapshot: SectionSnapshot, to section: SectionIdentifierType, animatingDifferences: Bool = true,
    completion: (@MainActor () -> Void)? = nil
  ) {
    show(
      sectionSnapshot, Self.walk(sectionSnapshot, into: section), animatingDifferences: animatingDifferences,
      completion: completion)
  }

  /// An outline's section, walked: its visible items, and the edit that makes a snapshot's `section`
  /// show them. Inlinable: made where an app applies an outline, both run at the app's speed (the
  /// walk and the edit hash every visible item).
  /// - Complexity: O(the outline's items).
  @inlinable
  nonisolated static func walk(_ sectionSnapshot: SectionSnapshot, into section: SectionIdentifierType) -> WalkedOutline
  {
    let visible = sectionSnapshot.visibleItems
    return WalkedOutline(section: section, items: visible) { snapshot in
      // Made here, the apply's per-item work is specialized too, even when the snapshot shown
      // came from no snapshot the app made (a data source shown only through outlines).
      snapshot.specializations = SnapshotSpecializations()
      snapshot.replaceItems(inSection: section, with: visible, operation: "apply(_:to:)")
    }
  }

  /// Shows `sectionSnapshot` as `apply(_:to:animatingDifferences:completion:)` does, and returns once
  /// the view has shown it.
  public func apply(
    _ sectionSnapshot: SectionSnapshot, to section: SectionIdentifierType, animatingDifferences: Bool = true
  ) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      show(sectionSnapshot, Self.walk(sectionSnapshot, into: section), animatingDifferences: animatingDifferences) {
        continuation.resume()
      }
    }
  }

  /// Shows `sectionSnapshot`, `outline` its walk, on the main actor.
  @usableFromInline
  func show(
    _ sectionSnapshot: SectionSnapshot, _ outline: WalkedOutline, animatingDifferences: Bool,
    completion: (@MainActor () -> Void)?
  ) {
    for issue in sectionSnapshot.issues { dataSource.report(.snapshotIssue(issue.description)) }
    var snapshot = self.snapshot()
    if snapshot.indexOfSection(outline.section) == nil { snapshot.appendSections([outline.section]) }
    // One walk of the outline gives the rows (passed on to keepOutlines).
    outline.replace(&snapshot)
    var clean = sectionSnapshot
    clean.issues = []
    sectionSnapshots[outline.section] = clean
    show(snapshot, animatingDifferences: animatingDifferences, completion: completion, walkedOutline: outline)
  }

  /// The outline of `section`: the one last applied to it while the section still shows its visible
  /// items, else the section's items as root items (empty for a section not shown).
  /// - Complexity: O(1) for an applied outline, else O(items in the section).
  public func snapshot(for section: SectionIdentifierType) -> SectionSnapshot {
    if let outline = sectionSnapshots[section] { return outline }
    var flat = SectionSnapshot()
    flat.append(snapshot().itemIdentifiers(inSection: section))
    return flat
  }

  /// An outline's section, walked: its visible items, and the edit that makes a snapshot's section
  /// show them (``walk(_:into:)``).
  @usableFromInline
  struct WalkedOutline: @unchecked Sendable {
    @usableFromInline let section: SectionIdentifierType
    @usableFromInline let items: [ItemIdentifierType]
    @usableFromInline let replace: (inout Snapshot) -> Void

    @inlinable
    init(
      section: SectionIdentifierType, items: [ItemIdentifierType],
      replace: @escaping (inout Snapshot) -> Void
    ) {
      self.section = section
      self.items = items
      self.replace = replace
    }
  }

  /// Forgets the outlines of sections that `shown` no longer shows as their visible items (a full
  /// snapshot replaced them). The outlines kept answer their rows' levels when they are asked
  /// (``showLevels()``), so nothing here is per row but the check of what each section shows.
  /// The outlines and snapshot shown before, `previouslyShown`, answer for the rows leaving until
  /// the update is performed: a view that draws them going away (the terminal's ghosts) asks for
  /// their indentation while they leave.
  /// - Complexity: O(items of the sections with outlines), for the check.
  func keepOutlines(showing shown: Snapshot, after previouslyShown: Snapshot, walkedOutline: WalkedOutline?) {
    guard !sectionSnapshots.isEmpty || !shownOutlines.isEmpty else { return }
    leaving = (shownOutlines, previouslyShown)
    for (section, outline) in sectionSnapshots {
      // The outline being applied was walked already; any other is walked once here.
      let visible =
        walkedOutline.flatMap { $0.section == section ? $0.items : nil } ?? outline.visibleItems
      if shown.itemIdentifiers(inSection: section) != visible { sectionSnapshots[section] = nil }
    }
    shownOutlines = sectionSnapshots
  }

  /// Makes the data source answer each row's indentation level with its outline level: asked of the
  /// outline of the row's section when it is asked (a screenful of rows, not every row).
  func showLevels() {
    dataSource.on(.indentationLevel) { [weak self] row, _ in
      guard let self, let item = row.item(as: SnapshotItem<ItemIdentifierType>.self)?.identifier else { return 0 }
      if let section = shown.sectionIdentifier(containingItem: item), let outline = shownOutlines[section] {
        return outline.level(of: item)
      }
      if let leaving, let section = leaving.shown.sectionIdentifier(containingItem: item),
        let outline = leaving.outlines[section]
      {
        return outline.level(of: item)
      }
      return 0
    }
  }
}

extension DiffableDataSource {
  /// The closures a diffable data source asks when the user expands or collapses an item, with the
  /// names of UIKit's `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`.
  public struct SectionSnapshotHandlers {
    /// Whether the item may expand; `nil` (the default): yes.
    public var shouldExpandItem: (@MainActor (ItemIdentifierType) -> Bool)?
    /// Told that the item is about to expand.
    public var willExpandItem: (@MainActor (ItemIdentifierType) -> Void)?
    /// Whether the item may collapse; `nil` (the default): yes.
    public var shouldCollapseItem: (@MainActor (ItemIdentifierType) -> Bool)?
    /// Told that the item is about to collapse.
    public var willCollapseItem: (@MainActor (ItemIdentifierType) -> Void)?
    /// The children to show when the item expands, given the item and its current children as an
    /// outline (load them lazily here); `nil` (the default): the children it has.
    public var snapshotForExpandingParentItem: (@MainActor (ItemIdentifierType, SectionSnapshot) -> SectionSnapshot)?

    /// No handlers.
    public init() {}
  }

  /// Expands the item when it is collapsed, else collapses it, in the outline of its section, asking
  /// ``sectionSnapshotHandlers`` first: what UIKit's diffable data source does when the user taps an
  /// outline disclosure accessory without an action handler. On UIKit, whose accessory cannot reach
  /// this data source by itself, give the accessory one line:
  ///
  /// ```swift
  /// cell.accessories = [.outlineDisclosure(actionHandler: { [weak dataSource] in
  ///   dataSource?.toggleExpansion(of: item)
  /// })]
  /// ```
  ///
  /// - Returns: whether the item expanded or collapsed; `false` when no shown section holds it or a
  ///   handler said no.
  /// - Complexity: that of `apply(_:to:animatingDifferences:completion:)`.
  @discardableResult
  public func toggleExpansion(of item: ItemIdentifierType, animatingDifferences: Bool = true) -> Bool {
    guard let section = snapshot().sectionIdentifier(containingItem: item) else { return false }
    var outline = snapshot(for: section)
    let handlers = sectionSnapshotHandlers
    if outline.isExpanded(item) {
      guard handlers.shouldCollapseItem?(item) ?? true else { return false }
      handlers.willCollapseItem?(item)
      outline.collapse([item])
    } else {
      guard handlers.shouldExpandItem?(item) ?? true else { return false }
      handlers.willExpandItem?(item)
      if let children = handlers.snapshotForExpandingParentItem {
        outline.replace(childrenOf: item, using: children(item, outline.snapshot(of: item)))
      }
      outline.expand([item])
    }
    show(outline, Self.walk(outline, into: section), animatingDifferences: animatingDifferences, completion: nil)
    return true
  }
}
