import Foundation

/// Where a change to what a list shows was made, so that a failure it causes later, on whichever task
/// delivers it, is pinned on the code that made it.
///
/// The core knows nothing of test frameworks: a test-support module installs a ``capture`` function
/// that returns an opaque token for the context it is called in (DataSourceTesting returns one that
/// records issues in the running Swift Testing test). Code that makes a change and delivers it later
/// captures a token where the change is made and delivers inside ``deliver(from:_:)``; a view that
/// meets a failure reads ``current``. Without an installed function everything here is a no-op that
/// costs a lock and a nil check.
package enum ChangeOrigin {
  /// The origin of the change being delivered on this task, if its deliverer set one (read it with
  /// `current.get()`). A `let` of `TaskLocal`, not the `@TaskLocal` wrapper: before Swift 6 that
  /// wrapper makes a mutable static, which the iOS 17 SDK's compiler rejects in Swift 6 mode.
  package static let current = TaskLocal<(any AnyObject & Sendable)?>(wrappedValue: nil)

  private static let lock = NSLock()
  nonisolated(unsafe) private static var capturer: (@Sendable () -> (any AnyObject & Sendable)?)?

  /// Installs the function that captures a token for the calling context (once is enough; a later
  /// call replaces it).
  package static func install(_ capture: @escaping @Sendable () -> (any AnyObject & Sendable)?) {
    lock.withLock { capturer = capture }
  }

  /// A token for the calling context, or `nil` when none is installed or the context has none.
  /// - Complexity: O(1), plus the installed function.
  package static func capture() -> (any AnyObject & Sendable)? {
    let capture = lock.withLock { capturer }
    return capture?()
  }

  /// Runs `body` with `origin` as ``current`` (the current origin when `origin` is nil).
  package static func deliver<T>(from origin: (any AnyObject & Sendable)?, _ body: () throws -> T) rethrows -> T {
    guard let origin else { return try body() }
    return try current.withValue(origin, operation: body)
  }

  /// Runs the async `body` with `origin` as ``current`` (the current origin when `origin` is nil).
  package static func deliver(from origin: (any AnyObject & Sendable)?, _ body: () async -> Void) async {
    guard let origin else { return await body() }
    await current.withValue(origin, operation: body)
  }
}
