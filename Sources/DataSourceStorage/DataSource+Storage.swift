@_spi(Extending) import DataSourceCore

extension DataSource {
  /// Makes this data source show a storage and follow its updates: each ``StorageUpdate`` is shown
  /// as its stages, each stage's data installed before its batch, updated rows
  /// refreshed as ``contentUpdateStyle`` says.
  ///
  /// The storage's sections replace ``sections``, all of them shown, empty ones included (unlike
  /// ``reloadData(animated:completion:)``, which hides sections without rows): a `String` header or
  /// footer model becomes a title, any other header model becomes the section's `Section/content`
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
    (storageObservation as? StorageObservation)?.cancel()
    reloadGeneration += 1
    let binding = StorageBinding(row: row)
    sections = binding.sections(from: storage.sections)
    displayedSections = sections.map(DisplayedSection.init(showingAllRowsOf:))
    attachedListView?.reloadAllData()
    storageObservation = storage.observe { [weak self, weak storage] update in
      guard let self, let storage else { return }
      self.show(update, sections: update.sections ?? storage.sections, binding: binding)
    }
  }

  /// Makes this data source show a storage of diffable items (see ``bind(to:row:)``).
  ///
  /// Inlinable so that the row closure is specialized for the item type in the caller's module:
  /// otherwise each row made costs a generic metadata lookup.
  @inlinable
  public func bind<S: Storage>(to storage: S) where S.Item: Diffable & Sendable {
    bind(to: storage) { Row($0) }
  }

  /// Stops following the bound storage; what is shown stays.
  public func unbind() {
    (storageObservation as? StorageObservation)?.cancel()
    storageObservation = nil
  }

  /// Shows one storage update on the list view, as `binding` makes it: an append-only update by
  /// appending rows in place, any other as its plan, or by reloading everything when the plan is
  /// `nil` or the `updater` says so.
  /// - Complexity: O(appended items) for an append-only update; otherwise O(*t*) for *t* items in
  ///   the sections the update touched, plus the sections.
  func show<Item>(
    _ update: StorageUpdate<Item>, sections storageSections: [StorageSection<Item>], binding: StorageBinding<Item>
  ) {
    reloadGeneration += 1
    if binding.isAppendOnly(update, sections: storageSections, shown: displayedSections),
      let view = viewForBatches(animated: true)
    {
      // Take the row arrays out of both holders so each has one owner while it grows. State
      // observers are told once, of the grown rows, not of the empty moment between.
      return deferringStateNotifications {
        var displayed = displayedSections
        displayedSections = []
        var shown = sections
        sections = []
        let plan = binding.append(update, sections: storageSections, to: &displayed, &shown)
        sections = shown
        perform(plan, on: view)
      }
    }
    let (newSections, target, plan) = binding.update(update, sections: storageSections, from: displayedSections)
    sections = newSections
    guard let plan, let view = viewForBatches(animated: true) else { return reloadEverything(showing: target) }
    perform(plan, on: view)
  }
}
