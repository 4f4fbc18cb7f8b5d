/// The "load more" hook of a ``DataSource`` (``DataSource/whenNearEnd(within:_:)``): its distance and
/// closure, and whether it may fire.
struct NearEndTrigger {
  let distance: Int
  let body: @MainActor () -> Void
  /// Whether a row near the end may fire it: until it fires, and again once more rows are shown than
  /// when it fired.
  var isArmed = true
  /// How many rows were shown when it fired.
  var rowsWhenFired = 0
}

extension DataSource {
  /// Calls `body` when the view is about to show one of the last `distance` rows of the list (the
  /// last row counts as 1), once; and again only after more rows are shown than when it was called:
  /// the hook for loading the next page, which fires neither twice for one page nor while the user
  /// scrolls back and forth at the end. `nil` removes it.
  ///
  /// It follows the view's `willDisplay` of rows, so it works wherever the view tells the data
  /// source which rows appear: UIKit's adapters, the headless views, the terminal view.
  ///
  /// ```swift
  /// dataSource.whenNearEnd(within: 5) { Task { await feed.loadNextPage() } }
  /// ```
  ///
  /// - Complexity: O(sections) for each row shown while it is set.
  public func whenNearEnd(within distance: Int, _ body: (@MainActor () -> Void)?) {
    nearEnd = body.map { NearEndTrigger(distance: max(1, distance), body: $0) }
  }

  /// Fires the near-the-end hook when the row at `path`, about to be shown, is near the end.
  func rowWillDisplay(at path: ItemPath) {
    guard var trigger = nearEnd, displayedSections.indices.contains(path.section) else { return }
    let total = displayedSections.reduce(0) { $0 + $1.elements.count }
    if !trigger.isArmed {
      guard total > trigger.rowsWhenFired else { return }
      trigger.isArmed = true
    }
    let position = displayedSections[..<path.section].reduce(path.item) { $0 + $1.elements.count }
    guard total - position <= trigger.distance else {
      nearEnd = trigger
      return
    }
    trigger.isArmed = false
    trigger.rowsWhenFired = total
    nearEnd = trigger
    trigger.body()
  }
}
