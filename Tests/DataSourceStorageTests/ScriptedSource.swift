import DataSourceKit
import DataSourceTestSupport
import Foundation

/// A store the test scripts: its results (or an error) are set by the test, each fetch returns
/// them, and a fetch can be held until the test lets it go, as a slow store would hold it.
final class ScriptedSource: ResultsSource, @unchecked Sendable {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  private let lock = NSLock()
  private var results: Result<[KeyedSection<String, Thing>], Failure> = .success([])
  private var heldFetches: [CheckedContinuation<Void, Never>] = []
  private var holding = false
  private var counts = (fetches: 0, starts: 0, stops: 0)
  private var feedGiven: ResultsFeed<Thing, String>?

  /// Whether the first change is told a moment after ``start(_:)``, from another task, as a store
  /// whose observation delivers its first results asynchronously does.
  private let startsLate: Bool

  init(_ sections: [(String, [Thing])] = [], startsLate: Bool = false) {
    self.startsLate = startsLate
    set(sections)
  }

  /// What the next fetch returns.
  func set(_ sections: [(String, [Thing])]) {
    lock.withLock { results = .success(sections.map { KeyedSection(key: $0.0, items: $0.1) }) }
  }

  /// Makes the next fetches throw `failure`, until ``set(_:)``.
  func fail(_ failure: String) { lock.withLock { results = .failure(Failure(description: failure)) } }

  /// Holds every fetch from now until ``release()``.
  func hold() { lock.withLock { holding = true } }

  /// Lets held fetches go on, and fetches from now on run at once.
  func release() {
    let held = lock.withLock {
      holding = false
      defer { heldFetches = [] }
      return heldFetches
    }
    for fetch in held { fetch.resume() }
  }

  /// How many fetches are waiting in ``hold()``.
  var heldCount: Int { lock.withLock { heldFetches.count } }
  var fetches: Int { lock.withLock { counts.fetches } }
  var starts: Int { lock.withLock { counts.starts } }
  var stops: Int { lock.withLock { counts.stops } }
  /// The feed the storage gave at start.
  var feed: ResultsFeed<Thing, String> { lock.withLock { feedGiven! } }

  func fetch() async throws -> [KeyedSection<String, Thing>] {
    let mustWait = lock.withLock {
      counts.fetches += 1
      return holding
    }
    if mustWait {
      await withCheckedContinuation { continuation in
        let resumeNow = lock.withLock {
          guard holding else { return true }
          heldFetches.append(continuation)
          return false
        }
        if resumeNow { continuation.resume() }
      }
    }
    return try lock.withLock { try results.get() }
  }

  func start(_ feed: ResultsFeed<Thing, String>) {
    lock.withLock {
      counts.starts += 1
      feedGiven = feed
    }
    if startsLate {
      Task.detached {
        try? await Task.sleep(for: .milliseconds(20))
        feed.changed()
      }
    } else {
      feed.changed()
    }
  }

  func stop() { lock.withLock { counts.stops += 1 } }
}
