/// Keeps an observer of a ``Storage`` registered; cancel it, or let it go, to stop observing.
@MainActor
public final class StorageObservation {
  private var onCancel: (@MainActor () -> Void)?

  /// Creates an observation that runs `onCancel` when it is cancelled or released (for storages of
  /// your own).
  public init(onCancel: @escaping @MainActor () -> Void) { self.onCancel = onCancel }

  /// Stops the observation. Calling it again does nothing.
  public func cancel() {
    onCancel?()
    onCancel = nil
  }

  isolated deinit { cancel() }
}

/// The observers of one storage: closures and `AsyncStream` subscribers, served in registration
/// order. A storage of your own can keep one and forward ``Storage/observe(_:)`` and
/// ``Storage/updates()`` to it.
@MainActor
public final class StorageObservers<Item: Sendable> {
  private var closures: [Int: @MainActor (StorageUpdate<Item>) -> Void] = [:]
  private var streams: [Int: AsyncStream<StorageUpdate<Item>>.Continuation] = [:]
  private var nextID = 0

  /// Creates an empty set of observers.
  public init() {}

  /// Adds a closure observer; see ``Storage/observe(_:)``.
  public func observe(_ observer: @escaping @MainActor (StorageUpdate<Item>) -> Void) -> StorageObservation {
    let id = nextID
    nextID += 1
    closures[id] = observer
    return StorageObservation { [weak self] in self?.closures[id] = nil }
  }

  /// Adds a stream subscriber; see ``Storage/updates()``.
  public func updates() -> AsyncStream<StorageUpdate<Item>> {
    let id = nextID
    nextID += 1
    let (stream, continuation) = AsyncStream.makeStream(of: StorageUpdate<Item>.self, bufferingPolicy: .unbounded)
    streams[id] = continuation
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.streams[id] = nil }
    }
    return stream
  }

  /// Sends an update to every observer, closures first (in registration order), then streams.
  public func send(_ update: StorageUpdate<Item>) {
    for id in closures.keys.sorted() { closures[id]?(update) }
    for id in streams.keys.sorted() { streams[id]?.yield(update) }
  }

  /// Ends every stream (the storage is going away).
  public func finish() {
    for continuation in streams.values { continuation.finish() }
    streams.removeAll()
  }
}
