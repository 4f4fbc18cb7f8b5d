/// Keeps an observer of a ``Storage`` registered; cancel it, or let it go, to stop observing.
@MainActor
public final class StorageObservation {
  private var onCancel: (@MainActor () -> Void)?

  init(onCancel: @escaping @MainActor () -> Void) { self.onCancel = onCancel }

  /// Stops the observation. Calling it again does nothing.
  public func cancel() {
    onCancel?()
    onCancel = nil
  }

  isolated deinit { cancel() }
}

/// The observers of one storage: closures and `AsyncStream` subscribers, served in registration order.
@MainActor
final class StorageObservers<Item: Sendable> {
  private var closures: [Int: @MainActor (StorageUpdate<Item>) -> Void] = [:]
  private var streams: [Int: AsyncStream<StorageUpdate<Item>>.Continuation] = [:]
  private var nextID = 0

  func observe(_ observer: @escaping @MainActor (StorageUpdate<Item>) -> Void) -> StorageObservation {
    let id = nextID
    nextID += 1
    closures[id] = observer
    return StorageObservation { [weak self] in self?.closures[id] = nil }
  }

  func updates() -> AsyncStream<StorageUpdate<Item>> {
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
  func send(_ update: StorageUpdate<Item>) {
    for id in closures.keys.sorted() { closures[id]?(update) }
    for id in streams.keys.sorted() { streams[id]?.yield(update) }
  }

  /// Ends every stream (the storage is going away).
  func finish() {
    for continuation in streams.values { continuation.finish() }
    streams.removeAll()
  }
}
