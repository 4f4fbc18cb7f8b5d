import DataSourceKit

#if canImport(Testing)
  import Testing
#endif

/// What a headless view does when it meets what UIKit would raise an exception for: a batch whose
/// counts do not add up, a failed dequeue, a cell class of the wrong kind, and, reported by its data
/// source, a nil cell, a nil or unusable supplementary view, a row with no descriptor, or a snapshot
/// with a duplicate or missing identifier. UIKit raises there and the app crashes, so by default the
/// test that made the change fails.
///
/// The failure is pinned on the test whose code made the change, whichever task delivers it: the test
/// that edited a storage, applied a snapshot from another task or queue, or else the test that made
/// the view. So `withKnownIssue` around the change sees it, and it is recorded once. A failure met on
/// another task is recorded on the main actor right after it is met: a test that waits for the
/// change by awaiting main-actor work sees it before it ends.
///
/// In every case the failure is also kept in the view's `listViewFailures`, and after a rejected
/// batch the view reloads everything, so that what it shows afterwards matches the data and later
/// checks are meaningful.
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

  /// Reports `failure` (and the batch that caused it, if any) as this policy says. For
  /// ``failTest``, the issue goes to the test whose code made the change (``ChangeOrigin``), else to
  /// the test that made the view (`fallback`), else to the running test.
  @MainActor
  func report(_ failure: HeadlessUpdateError, batch: ListBatch?, fallback: TestIssueRecorder?) {
    switch self {
    case .failTest:
      let cause = batch.map { "\nThe batch: \(Self.summary(of: $0))" } ?? ""
      let comment = "A headless view met what UIKit raises an exception for: \(failure)\(cause)"
      if let recorder = ChangeOrigin.current.get() as? TestIssueRecorder ?? fallback {
        recorder.record(comment)
      } else {
        #if canImport(Testing)
          Issue.record(Comment(rawValue: comment))
        #endif
      }
    case .call(let handler): handler(failure)
    case .recoverByReloading: break
    }
  }

  /// What `batch` does, in UIKit's calls, leaving out the kinds it has none of: `insertRows [0, 5]`,
  /// `moveSection 2 → 0`. Paths are `[section, row]`.
  static func summary(of batch: ListBatch) -> String {
    var parts: [String] = []
    func add<T>(_ name: String, _ values: [T], _ text: (T) -> String) {
      if !values.isEmpty { parts.append(name + " " + values.map(text).joined(separator: ", ")) }
    }
    add("deleteSections", batch.sectionDeletes) { "\($0)" }
    add("insertSections", batch.sectionInserts) { "\($0)" }
    add("moveSection", batch.sectionMoves) { "\($0.from) → \($0.to)" }
    add("reloadSections", batch.sectionReloads) { "\($0)" }
    add("deleteRows", batch.itemDeletes) { "\($0)" }
    add("insertRows", batch.itemInserts) { "\($0)" }
    add("moveRow", batch.itemMoves) { "\($0.from) → \($0.to)" }
    add("reloadRows", batch.itemReloads) { "\($0)" }
    return parts.isEmpty ? "empty" : parts.joined(separator: "; ")
  }
}
