import DataSourceCore
import Foundation

/// The observers of one storage: closures and `AsyncStream` subscribers, served in registration
/// order. A storage of your own can keep one and forward ``Storage/observe(_:)`` and
/// ``Storage/updates()`` to it. When it is released (with its storage), every stream it handed out
/// finishes.
///
/// Updates reach every observer in the order they were sent. An update sent while another is being
/// delivered (an observer edited the storage from its callback) waits until the current one has
/// reached every observer and stream.
@MainActor
@usableFromInline
package final class StorageObservers<Item> {
  /// The closure observers with their identifiers, in registration order (identifiers increase).
  private var closures: [(id: Int, observer: @MainActor (StorageUpdate<Item>) -> Void)] = []
  private let streams = StreamContinuations<StorageUpdate<Item>>()
  private var nextID = 0
  /// Updates sent but not yet delivered to everyone, oldest first.
  private var pending: [StorageUpdate<Item>] = []
  private var isDelivering = false

  /// Creates an empty set of observers.
  @usableFromInline package init() {}

  deinit { streams.finishAll() }

  /// Adds a closure observer; see ``Storage/observe(_:)``.
  @usableFromInline package func observe(_ observer: @escaping @MainActor (StorageUpdate<Item>) -> Void)
    -> StorageObservation
  {
    let id = nextID
    nextID += 1
    closures.append((id, observer))
    return StorageObservation { [weak self] in self?.closures.removeAll { $0.id == id } }
  }

  /// Adds a stream subscriber; see ``Storage/updates()``.
  @usableFromInline package func updates() -> AsyncStream<StorageUpdate<Item>> {
    let id = nextID
    nextID += 1
    let (stream, continuation) = AsyncStream.makeStream(of: StorageUpdate<Item>.self, bufferingPolicy: .unbounded)
    streams.insert(continuation, id: id)
    continuation.onTermination = { [streams] _ in streams.remove(id: id) }
    return stream
  }

  /// Sends an update to every observer, closures first (in registration order), then streams; from
  /// inside an observer's callback, after the update being delivered has reached everyone.
  @usableFromInline package func send(_ update: StorageUpdate<Item>) {
    pending.append(update)
    guard !isDelivering else { return }
    isDelivering = true
    defer { isDelivering = false }
    var next = 0
    while next < pending.count {
      let update = pending[next]
      next += 1
      // The observers registered when delivery starts, each unless a callback before it removed it.
      let observers = closures
      for entry in observers where closures.contains(where: { $0.id == entry.id }) { entry.observer(update) }
      for continuation in streams.inOrder() {
        // Each stream gets the same value: safe, as a stream of non-Sendable updates cannot leave the
        // main actor (see StreamContinuations), and Sendable ones are values.
        nonisolated(unsafe) let shared = update
        continuation.yield(shared)
      }
    }
    pending.removeAll()
  }

  /// Sends an update with the sections it leads to (see ``StorageUpdate/sections``), so that an
  /// observer reached late, after another observer edited the storage again, still sees the content
  /// that matches this update.
  @usableFromInline package func send(_ update: StorageUpdate<Item>, sections: [StorageSection<Item>]) {
    var update = update
    update.sections = sections
    send(update)
  }

  /// Ends every stream (the storage is going away). Streams also end when this object is released.
  @usableFromInline package func finish() { streams.finishAll() }
}

/// The continuations of a ``StorageObservers``' streams. Lock-protected: streams are added and fed on
/// the main actor, but removed from any thread (when a consumer stops) and finished from a
/// nonisolated `deinit`. Unchecked: the elements themselves cross only as their stream does, and a
/// stream of non-`Sendable` updates cannot leave the main actor (`AsyncStream` is `Sendable` only
/// when its elements are).
final class StreamContinuations<Element>: @unchecked Sendable {
  private let lock = NSLock()
  /// With their identifiers, in the order they were added (identifiers increase).
  nonisolated(unsafe) private var continuations: [(id: Int, continuation: AsyncStream<Element>.Continuation)] = []

  func insert(_ continuation: AsyncStream<Element>.Continuation, id: Int) {
    lock.withLock { continuations.append((id, continuation)) }
  }

  func remove(id: Int) {
    lock.withLock { continuations.removeAll { $0.id == id } }
  }

  /// The continuations in the order they were added.
  func inOrder() -> [AsyncStream<Element>.Continuation] {
    lock.withLock { continuations.map { $0.continuation } }
  }

  func finishAll() {
    let all = lock.withLock {
      defer { continuations.removeAll() }
      return continuations.map { $0.continuation }
    }
    for continuation in all { continuation.finish() }
  }
}
