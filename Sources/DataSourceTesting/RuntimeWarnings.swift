import DataSourceKit
import Foundation

#if canImport(Testing)
  import Testing
#endif

/// Runs `body` and returns, with its result, the runtime warnings DataSourceKit wrote for the
/// problems it reported meanwhile (`DataSource/failures`), instead of writing them to standard error.
/// A test that causes a problem on purpose asserts its warnings here, so that a passing test run
/// prints no warning, and any warning that does print is one no test expected.
///
/// A warning is captured when the change that caused it was made inside `body`, on its task or a
/// child task, or, in a Swift Testing test, anywhere in the same test (a detached task, a storage's
/// worker), as long as it is reported before `body` returns. Warnings are written only by debug
/// builds, so a release build captures none. Captures nest: the innermost one running gets them.
/// - Returns: the result of `body` and the warnings, oldest first, each as written:
///   `DataSourceKit runtime warning [rule]: message`.
@MainActor
public func capturingRuntimeWarnings<Result>(
  _ body: () throws -> Result
) rethrows -> (result: Result, warnings: [String]) {
  let capture = RuntimeWarningCapture.begin()
  defer { capture.end() }
  let result = try RuntimeWarningCapture.current.withValue(capture, operation: body)
  return (result, capture.warnings)
}

/// Runs the async `body` and returns, with its result, the runtime warnings DataSourceKit wrote for
/// the problems it reported meanwhile (see the synchronous form).
@MainActor
public func capturingRuntimeWarnings<Result>(
  _ body: @MainActor () async throws -> Result
) async rethrows -> (result: Result, warnings: [String]) {
  let capture = RuntimeWarningCapture.begin()
  defer { capture.end() }
  let result = try await RuntimeWarningCapture.current.withValue(capture, operation: body)
  return (result, capture.warnings)
}

/// One running `capturingRuntimeWarnings`: the warnings it has taken, and the test it
/// runs in.
@MainActor
final class RuntimeWarningCapture: Sendable {
  /// The capture of the running task, if any.
  nonisolated static let current = TaskLocal<RuntimeWarningCapture?>(wrappedValue: nil)
  /// The running captures of tests, innermost last, for warnings that reach the main actor from a
  /// task that does not carry `current`.
  private static var running: [RuntimeWarningCapture] = []
  /// How warnings were written before the first capture.
  private static var original: (@MainActor (String, (any ListView)?) -> Void)?

  private(set) var warnings: [String] = []
  /// The Swift Testing test that started the capture, if any.
  private let test: AnyHashable?

  private init(test: AnyHashable?) { self.test = test }

  /// Starts a capture, routing DataSourceKit's runtime warnings through captures from now on.
  static func begin() -> RuntimeWarningCapture {
    if original == nil {
      original = DataSource.warn
      DataSource.warn = { message, view in
        if !take(message, from: view) { original?(message, view) }
      }
    }
    let capture = RuntimeWarningCapture(test: runningTest())
    running.append(capture)
    return capture
  }

  /// Ends the capture: later warnings go elsewhere.
  func end() {
    Self.running.removeAll { $0 === self }
  }

  /// Gives `message`, reported by the data source of `view`, to the capture it belongs to: the one
  /// running on this task, else the one of the test that made the change being delivered, else of
  /// the test running on this task, else of the test that made the headless view. `false` when none
  /// runs for it.
  private static func take(_ message: String, from view: (any ListView)?) -> Bool {
    if let capture = current.get(), running.contains(where: { $0 === capture }) {
      capture.warnings.append(message)
      return true
    }
    guard let test = originTest() ?? runningTest() ?? creatorTest(of: view),
      let capture = running.last(where: { $0.test == test })
    else { return false }
    capture.warnings.append(message)
    return true
  }

  /// The test that made `view`, when it is a headless view made in a test.
  private static func creatorTest(of view: (any ListView)?) -> AnyHashable? {
    let engine = (view as? HeadlessTableView)?.engine ?? (view as? HeadlessCollectionView)?.engine
    return engine?.creator?.testID
  }

  /// The test running on this task, if any.
  private static func runningTest() -> AnyHashable? {
    #if canImport(Testing)
      return Test.current.map { AnyHashable($0.id) }
    #else
      return nil
    #endif
  }

  /// The test that made the change being delivered, if a deliverer said so.
  private static func originTest() -> AnyHashable? {
    (ChangeOrigin.current.get() as? TestIssueRecorder)?.testID
  }
}
