/// The reload-everything twin of ``AnimatedListUpdater``: every change reloads the view, and no diff
/// runs.
package struct ReloadingListUpdater: ListUpdater {
  /// Creates the updater.
  package init() {}

  /// Never: reload instead.
  package func prefersBatches(on view: any ListView, animated: Bool) -> Bool { false }

  /// Never: reload instead.
  package func performsBatches(largestBatch: Int, threshold: Int) -> Bool { false }
}
