import Foundation

extension HeadlessCollectionView {
  /// The element kinds the layout places in every section, in order, as a list layout whose header
  /// and footer modes are `.supplementary` does (`[SupplementaryKind.header.rawValue]`, say). Empty by
  /// default: no supplementary views. A change shows at the next reload, batch, scroll or
  /// ``layoutIfNeeded()``.
  ///
  /// A section's supplementary views are on screen from the section of the first item on screen to
  /// the section of the last, empty sections between them included, and the empty sections above
  /// the first item or below the last when the view is scrolled to that end; with no item at all,
  /// those of the first sections, as many as items fit.
  public var supplementaryKinds: [String] {
    get { supplementaries.kinds }
    set { supplementaries.kinds = newValue }
  }

  /// Registers a class for new supplementary views of `kind` with `identifier`; `nil` removes the
  /// registration.
  public func register(
    _ viewClass: HeadlessCollectionReusableView.Type?, forSupplementaryViewOfKind kind: String,
    withReuseIdentifier identifier: String
  ) {
    supplementaries.registered[.init(kind: kind, identifier: identifier)] = viewClass
  }

  /// A queued view (after `prepareForReuse()`) or a new view of the class registered for the kind
  /// and identifier. With nothing registered, the reload or batch that asked throws UIKit's "could not
  /// dequeue a view of kind" error (rule 25 of <doc:UIKitBatchRules>).
  public func dequeueReusableSupplementaryView(
    ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> HeadlessCollectionReusableView {
    supplementaries.dequeue(kind: kind, identifier: identifier)
  }

  /// The supplementary view of `kind` shown for the section of `indexPath`, if it is on screen.
  public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath) -> HeadlessCollectionReusableView?
  {
    guard let path = ItemPath(indexPath), engine.sectionTokens.indices.contains(path.section) else { return nil }
    return supplementaries.view(kind: kind, sectionToken: engine.sectionTokens[path.section])
  }

  /// The index paths of the supplementary views of `kind` on screen, by section.
  public func indexPathsForVisibleSupplementaryElements(ofKind kind: String) -> [IndexPath] {
    engine.sectionTokens.indices.filter {
      supplementaries.view(kind: kind, sectionToken: engine.sectionTokens[$0]) != nil
    }.map { IndexPath(item: 0, section: $0) }
  }

  /// The supplementary views of `kind` on screen, by section.
  public func visibleSupplementaryViews(ofKind kind: String) -> [HeadlessCollectionReusableView] {
    indexPathsForVisibleSupplementaryElements(ofKind: kind).compactMap {
      supplementaryView(forElementKind: kind, at: $0)
    }
  }

  /// Supplementary views waiting in the reuse queue for a kind and identifier.
  public func queuedSupplementaryViewCount(ofKind kind: String, identifier: String) -> Int {
    supplementaries.queuedCount(kind: kind, identifier: identifier)
  }

  /// The sections whose supplementary views are on screen (see ``supplementaryKinds``).
  var sectionsOnScreen: [Int] {
    let count = engine.sectionTokens.count
    guard engine.hasLoaded, isInWindow, count > 0 else { return [] }
    let visible = engine.visiblePaths
    guard let first = visible.first, let last = visible.last else {
      return Array(0..<min(count, max(0, visibleItemCapacity)))
    }
    // Scrolled to the top, the empty sections above the first item show too; with the last item on
    // screen, those below it.
    let range = engine.visibleFlatRange
    let top = range.lowerBound == 0 ? 0 : first.section
    let bottom = range.upperBound == engine.rowCounts.reduce(0, +) ? count - 1 : last.section
    return Array(top...bottom)
  }

  func layoutSupplementaryViews() throws(HeadlessUpdateError) {
    try supplementaries.layout(
      sectionTokens: engine.sectionTokens, onScreen: supplementaryKinds.isEmpty ? [] : sectionsOnScreen,
      viewFor: { kind, indexPath in
        dataSource?.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath)
      },
      willDisplay: { view, kind, indexPath in
        delegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: indexPath)
      },
      didEndDisplaying: { view, kind, indexPath in
        delegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: indexPath)
      })
  }
}
