/// Decides how a ``DataSource`` shows a change on its view: as animated batches, or by reloading
/// everything. Every path that changes what a view shows asks it: ``DataSource/reloadData(animated:completion:)``,
/// ``DataSource/reloadDataInBackground(animated:)`` and a storage binding (``DataSource/bind(to:row:)``).
///
/// The decision has two steps. Before any diff, ``prefersBatches(on:animated:)`` says whether batches
/// are worth computing for this view now (no diff runs when they are not). Once the batches are
/// known, ``performsBatches(largestBatch:threshold:)`` says whether to perform them. Either `false`
/// reloads everything. A view that cannot apply a batch recovers by reloading (see ``ListView``).
///
/// ``AnimatedListUpdater`` is the default; ``ReloadingListUpdater`` is its reload-everything twin, for
/// a screen (or a test) that wants no animation at all.
@MainActor
@_spi(Extending) public protocol ListUpdater {
  /// Whether to compute batches for a change on `view`; `animated` is what the caller asked for.
  func prefersBatches(on view: any ListView, animated: Bool) -> Bool
  /// Whether to perform batches whose largest holds `largestBatch` operations, given the data
  /// source's ``DataSource/animationThreshold``.
  func performsBatches(largestBatch: Int, threshold: Int) -> Bool
}
