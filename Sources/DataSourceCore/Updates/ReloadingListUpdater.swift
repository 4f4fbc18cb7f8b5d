/// The reload-everything twin of ``AnimatedListUpdater``: every change reloads the view, and no diff
/// runs.
@_spi(Extending) public struct ReloadingListUpdater: ListUpdater {
  /// Creates the updater.
  public init() {}

  /// Never: reload instead.
  public func prefersBatches(on view: any ListView, animated: Bool) -> Bool { false }

  /// Never: reload instead.
  public func performsBatches(largestBatch: Int, threshold: Int) -> Bool { false }
}
