import DataSourceKit

#if canImport(Testing)
  import Testing
#endif

/// Records issues in the Swift Testing test (and `withKnownIssue` scope) that was running where it
/// was made, whichever task later hands it a failure: the ``ChangeOrigin`` token DataSourceTesting
/// captures where a change is made.
///
/// It is made in the test's context, and so is the task it keeps, which inherits that context: a
/// failure met on the test's own task (or a child of it) is recorded at once, in place; one met on
/// another task (a detached task, a storage's worker, the main queue) is handed to the kept task,
/// which runs on the main actor and records it there, before main-actor work that starts after the
/// failure. Each failure is recorded once. A failure handed over after the test has ended is still
/// recorded in that test's context, so the run fails rather than losing it.
final class TestIssueRecorder: Sendable {
  #if canImport(Testing)
    private let test: Test.ID
    private let issues: AsyncStream<String>.Continuation

    private init(test: Test.ID) {
      self.test = test
      let (stream, continuation) = AsyncStream<String>.makeStream()
      issues = continuation
      Task { @MainActor in
        for await comment in stream { Issue.record(Comment(rawValue: comment)) }
      }
    }

    deinit { issues.finish() }

    /// The test this recorder records in.
    var testID: AnyHashable? { AnyHashable(test) }

    /// Records `comment`: at once when the calling task runs this recorder's test, else on the
    /// recorder's own task.
    func record(_ comment: String) {
      if Test.current?.id == test {
        Issue.record(Comment(rawValue: comment))
      } else {
        issues.yield(comment)
      }
    }
  #else
    func record(_ comment: String) {}
    var testID: AnyHashable? { nil }
  #endif

  /// A recorder for the running test, or `nil` outside Swift Testing tests.
  static func capture() -> TestIssueRecorder? {
    #if canImport(Testing)
      guard let test = Test.current else { return nil }
      return TestIssueRecorder(test: test.id)
    #else
      return nil
    #endif
  }

  /// Makes every change origin DataSourceKit captures a recorder of the running test (once).
  static let installed: Void = ChangeOrigin.install { capture() }
}
