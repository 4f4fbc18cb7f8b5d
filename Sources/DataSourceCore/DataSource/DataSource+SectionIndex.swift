extension DataSource {
  /// The titles of the view's section index: what ``sectionIndexTitles`` gives, or `nil` for none.
  /// The adapters answer UIKit's `sectionIndexTitles(for:)` and `indexTitles(for:)` with it.
  package func sectionIndexTitlesForView() -> [String]? { sectionIndexTitles?() }

  /// The shown section the index entry `title` at `index` leads to: what
  /// ``sectionForSectionIndexTitle`` gives, else `index`; either way limited to the shown sections
  /// (0 when none is shown), so the view is never sent out of range.
  /// - Complexity: O(1), plus the closure.
  package func section(forSectionIndexTitle title: String, at index: Int) -> Int {
    let section = sectionForSectionIndexTitle?(title, index) ?? index
    return min(max(section, 0), max(numberOfSections - 1, 0))
  }

  /// Tells ``prefetchRows`` which rows the view expects to show soon; paths with no shown row are
  /// left out (a view can send stale ones), and nothing is called when none is left.
  package func prefetchRows(at paths: [ItemPath]) {
    let shown = paths.filter { (0..<numberOfRows(inSection: $0.section)).contains($0.item) }
    if !shown.isEmpty { prefetchRows?(shown) }
  }

  /// Tells ``cancelPrefetching`` which rows the view no longer expects to show soon (all of them:
  /// the rows may be gone already, and the prefetching for them still needs cancelling).
  package func cancelPrefetchingRows(at paths: [ItemPath]) {
    if !paths.isEmpty { cancelPrefetching?(paths) }
  }
}
