/// The default ``ListUpdater``: animates when asked to, on a view that is on screen and has loaded,
/// unless a batch exceeds the threshold (a huge animation is slower and no clearer than a reload).
@_spi(Extending) public struct AnimatedListUpdater: ListUpdater {
  /// Creates the updater.
  public init() {}

  /// `animated`, on a view on screen that has loaded its data.
  /// - Complexity: O(1).
  public func prefersBatches(on view: any ListView, animated: Bool) -> Bool {
    animated && view.isOnScreen && view.hasLoadedData
  }

  /// Whether no batch exceeds `threshold` operations.
  /// - Complexity: O(1).
  public func performsBatches(largestBatch: Int, threshold: Int) -> Bool { largestBatch <= threshold }
}
