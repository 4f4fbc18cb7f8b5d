#if canImport(SwiftData)
  import DataSourceStorage
  import Foundation
  import SwiftData

  /// The SwiftData source of a ``SwiftDataStorage``: fetches its descriptor in a context of its own,
  /// made for each fetch on the storage's background executor, and tells the storage to fetch again
  /// whenever any context of the process saves.
  @available(iOS 17, tvOS 17, macOS 14, watchOS 10, *)
  final class ModelFetchSource<Model: PersistentModel, Value: Equatable & Sendable, Key: Hashable & Sendable>:
    ResultsSource, @unchecked Sendable
  {
    typealias Item = FetchedModel<Value>

    private let container: ModelContainer
    private let descriptor: FetchDescriptor<Model>
    private let value: (Model) -> Value
    private let sectionKey: (Model) -> Key
    /// The save observer, while started; guarded by `lock`.
    private let lock = NSLock()
    private var observer: (any NSObjectProtocol)?

    init(
      _ container: ModelContainer, descriptor: FetchDescriptor<Model>, value: @escaping (Model) -> Value,
      sectionKey: @escaping (Model) -> Key
    ) {
      self.container = container
      self.descriptor = descriptor
      self.value = value
      self.sectionKey = sectionKey
    }

    func fetch() async throws -> [KeyedSection<Key, Item>] {
      // A fresh context reads what is saved now; it lives and dies in this call.
      let context = ModelContext(container)
      let models = try context.fetch(descriptor)
      return KeyedSection.grouping(
        models.map { (sectionKey($0), FetchedModel(id: $0.persistentModelID, value: value($0))) })
    }

    func start(_ feed: ResultsFeed<Item, Key>) {
      let container = self.container
      let observer = NotificationCenter.default.addObserver(
        forName: ModelContext.didSave, object: nil, queue: nil
      ) { notification in
        // Saves of contexts of this container only.
        guard let context = notification.object as? ModelContext, context.container == container else { return }
        feed.changed()
      }
      lock.withLock { self.observer = observer }
      feed.changed()
    }

    func stop() {
      let observer = lock.withLock {
        defer { self.observer = nil }
        return self.observer
      }
      if let observer { NotificationCenter.default.removeObserver(observer) }
    }
  }
#endif
