#if canImport(CoreData)
  import CoreData
  import DataSourceStorage
  import Foundation

  /// The Core Data source of a ``CoreDataStorage``: an `NSFetchedResultsController` whose delegate
  /// it is. Every content change the controller reports is told to the storage, which fetches: the
  /// first fetch performs the controller's fetch, and each one reads the controller's sections on
  /// its context's queue, making each object's value there.
  final class FetchedResultsSource<Object: NSManagedObject, Value: Equatable & Sendable>: NSObject,
    ResultsSource, NSFetchedResultsControllerDelegate, @unchecked Sendable
  {
    typealias Item = FetchedObject<Value>
    typealias Key = String

    private let controller: NSFetchedResultsController<Object>
    private let value: (Object) -> Value
    /// Whether the controller's own fetch was performed; touched only on its context's queue.
    private var performed = false
    /// The feed and the delegate, while started.
    private let subscription = SourceSubscription<Item, Key>()

    init(_ controller: NSFetchedResultsController<Object>, value: @escaping (Object) -> Value) {
      self.controller = controller
      self.value = value
    }

    func fetch() async throws -> [KeyedSection<Key, Item>] {
      try await controller.managedObjectContext.perform { [self] in
        if !performed {
          try controller.performFetch()
          performed = true
        }
        return (controller.sections ?? []).map { section in
          let objects = section.objects as? [Object] ?? []
          return KeyedSection(
            key: section.name, items: objects.map { FetchedObject(id: $0.objectID, value: value($0)) })
        }
      }
    }

    func start(_ feed: ResultsFeed<Item, Key>) {
      subscription.start(feed) {
        controller.managedObjectContext.perform { [self] in controller.delegate = self }
        return { [self] in
          controller.managedObjectContext.perform { [self] in
            if controller.delegate === self { controller.delegate = nil }
          }
        }
      }
    }

    func stop() { subscription.stop() }

    func controllerDidChangeContent(_ controller: NSFetchedResultsController<any NSFetchRequestResult>) {
      subscription.changed()
    }
  }
#endif
