extension DiffableDataSource {
  /// The outline type this data source applies to a section.
  public typealias SectionSnapshot = DiffableDataSourceSectionSnapshot<ItemIdentifierType>

  /// Shows `sectionSnapshot` in `section` (appended after the shown sections when it is not shown):
  /// the section's items become the outline's ``DiffableDataSourceSectionSnapshot/visibleItems``,
  /// animated from what it showed through the same diff and batches as a full snapshot. Expanding an
  /// item inserts its shown descendants and collapsing deletes them; nothing else moves or reloads.
  ///
  /// Each item shows at its outline level (``DataSource/indentationLevelForRow(at:)``, which the
  /// terminal view indents by), unless the data source's own `indentationLevel` says otherwise. The
  /// outline's issues, and items already shown in another section, are reported as failures.
  ///
  /// - Complexity: O(*n*) expected for *n* items shown before and after, plus the outline's size.
  public func apply(
    _ sectionSnapshot: SectionSnapshot, to section: SectionIdentifierType, animatingDifferences: Bool = true,
    completion: (@MainActor () -> Void)? = nil
  ) {
    for issue in sectionSnapshot.issues { dataSource.report(.snapshotIssue(issue.description)) }
    var snapshot = self.snapshot()
    if snapshot.indexOfSection(section) == nil {
      snapshot.appendSections([section])
    } else {
      snapshot.deleteItems(snapshot.itemIdentifiers(inSection: section))
    }
    snapshot.appendItems(sectionSnapshot.visibleItems, toSection: section)
    var clean = sectionSnapshot
    clean.issues = []
    sectionSnapshots[section] = clean
    apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
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

  /// Forgets the outlines of sections that `shown` no longer shows as their visible items (a full
  /// snapshot replaced them), and records the levels of the rest.
  func keepOutlines(showing shown: Snapshot) {
    guard !sectionSnapshots.isEmpty || !levels.isEmpty else { return }
    levels = [:]
    for (section, outline) in sectionSnapshots {
      let visible = outline.visibleItems
      guard shown.itemIdentifiers(inSection: section) == visible else {
        sectionSnapshots[section] = nil
        continue
      }
      for item in visible where outline.parent(of: item) != nil { levels[item] = outline.level(of: item) }
    }
  }

  /// Makes the data source answer each row's indentation level with its outline level.
  func showLevels() {
    dataSource.indentationLevel = { [weak self] row, _ in
      guard let self, let item = row.item(as: SnapshotItem<ItemIdentifierType>.self) else { return 0 }
      return levels[item.identifier] ?? 0
    }
  }
}
