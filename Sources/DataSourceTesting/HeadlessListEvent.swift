import DataSourceKit

/// What a headless view did, in order: each entry is one reload or one batch.
public enum HeadlessListEvent: Hashable, Sendable {
  /// `reloadData()` ran: every count was asked again and every visible cell replaced.
  case reloadData
  /// A batch was accepted and animated. Its operations are in UIKit's processing order.
  case batch(HeadlessBatchRecord)
  /// The table view met a batch it recovers from by reloading everything (rule 16 of <doc:UIKitBatchRules>: a row moved out of
  /// a deleted section or into an inserted one). `reason` says which move. Collection views throw
  /// instead.
  case fellBackToReloadData(reason: String)
  /// A batch arrived before the view had ever loaded its data. UIKit skips validation then and just
  /// loads (rule 4 of <doc:UIKitBatchRules>).
  case loadedWithoutValidation
}
