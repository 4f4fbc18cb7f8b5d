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
    /// The feed and the save observer, while started.
    private let subscription = SourceSubscription<Item, Key>()

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
      let subscription = self.subscription
      subscription.start(feed) {
        // NotificationCenter's observer token is not Sendable; removing it is safe from any thread.
        nonisolated(unsafe) let observer = NotificationCenter.default.addObserver(
          forName: ModelContext.didSave, object: nil, queue: nil
        ) { notification in
          // Saves of contexts of this container only.
          guard let context = notification.object as? ModelContext, context.container == container else { return }
          subscription.changed()
        }
        return { NotificationCenter.default.removeObserver(observer) }
      }
    }

    func stop() { subscription.stop() }
  }
#endif
