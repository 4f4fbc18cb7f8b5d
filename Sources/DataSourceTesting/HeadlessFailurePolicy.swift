import DataSourceKit

#if canImport(Testing)
  import Testing
#endif

/// What a headless view does when something arrives through the `ListView` seam (from a
/// `DataSource`, a storage or a diffable data source) that UIKit would reject: a batch whose counts
/// do not add up, a failed dequeue, a cell class of the wrong kind, a supplementary view that is
/// missing. UIKit raises an exception there and the app crashes, so by default the running test fails.
///
/// In every case the failure is also kept in the view's `listViewFailures`, and the view reloads
/// everything, so that what it shows afterwards matches the data and later checks are meaningful.
public enum HeadlessFailurePolicy {
  /// Records the failure, with UIKit's message and the batch, as an issue of the running Swift
  /// Testing test, which then fails. The default. Outside a Swift Testing test (an XCTest case, a
  /// program) nothing more happens than `listViewFailures`: use ``call(_:)`` there.
  case failTest
  /// Calls `handler` with the failure: for XCTest, `.call { XCTFail($0.description) }`.
  case call(@MainActor (HeadlessUpdateError) -> Void)
  /// Only records the failure in `listViewFailures` and reloads, as an app would want in production:
  /// for the rare test that checks the recovery itself.
  case recoverByReloading

  /// Reports `failure` (and the batch that caused it, if any) as this policy says.
  @MainActor
  func report(_ failure: HeadlessUpdateError, batch: ListBatch?) {
    switch self {
    case .failTest:
      #if canImport(Testing)
        let cause = batch.map { "\nThe batch: \($0)" } ?? ""
        Issue.record("A headless view met what UIKit raises an exception for: \(failure)\(cause)")
      #endif
    case .call(let handler): handler(failure)
    case .recoverByReloading: break
    }
  }
}
