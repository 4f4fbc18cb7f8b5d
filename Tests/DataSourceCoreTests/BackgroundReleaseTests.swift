import Foundation
import Testing

@testable import DataSourceCore

/// An update's plan is freed off the main actor once performed (`BackgroundRelease`): the main
/// actor pays for the install, not for releasing the plan's rows.
@Suite struct BackgroundReleaseTests {
  /// Tells the thread it was freed on.
  final class Probe: Sendable {
    let freed: @Sendable (ObjectIdentifier) -> Void
    init(_ freed: @escaping @Sendable (ObjectIdentifier) -> Void) { self.freed = freed }
    deinit { freed(ObjectIdentifier(Thread.current)) }
  }

  /// Where a value is freed, given up on this thread.
  final class Record: @unchecked Sendable {
    let lock = NSLock()
    var thread: ObjectIdentifier?
  }

  @Test func aValueGivenUpIsFreedOnAnotherThread() {
    let caller = ObjectIdentifier(Thread.current)
    let record = Record()
    let freed = DispatchSemaphore(value: 0)
    var probe: Probe? = Probe { thread in
      record.lock.withLock { record.thread = thread }
      freed.signal()
    }
    BackgroundRelease.release(&probe)
    #expect(probe == nil)
    #expect(freed.wait(timeout: .now() + 60) == .success)
    let thread = record.lock.withLock { record.thread }
    #expect(thread != nil && thread != caller)
  }
}
