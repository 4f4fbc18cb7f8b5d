#if canImport(CoreData)
  import CoreData
  import DataSourceStorage

  /// A live, sectioned storage over an `NSFetchedResultsController`: DTModelStorage's
  /// `CoreDataStorage`, as a `ResultsStorage`, with every guarantee written there (the main actor,
  /// identity and content, bursts, errors, stopping). This says what Core Data adds.
  ///
  /// - **Sections** are the controller's: one per value of its `sectionNameKeyPath`, keyed and titled
  ///   by its name, or a single untitled section without one.
  /// - **Identity** is each object's `NSManagedObjectID`; **content** is the value your closure makes
  ///   from the object. When the controller reports a change (an object of its entity inserted,
  ///   deleted or edited in its context), the storage reads its sections again, and a row whose value
  ///   differs is refreshed in place: an edited object never stays stale, which an object-ID
  ///   snapshot alone cannot promise.
  /// - **Where it runs.** Reading the controller and making values run on its context's queue (the
  ///   main queue for a `viewContext`, so prefer a background context for large results); comparing
  ///   runs off the main actor.
  /// - **Other contexts and processes.** The controller sees what reaches its context: changes saved
  ///   by another context appear once merged into it (`automaticallyMergesChangesFromParent`, or
  ///   `mergeChanges(fromContextDidSave:)`), and changes by another process once your app merges
  ///   them (persistent history tracking).
  /// - **Errors.** A failed `performFetch()` is reported through `onError` and tried again at the
  ///   next change.
  /// - **Stopping.** `cancel()`, or releasing the storage, removes it as the controller's delegate.
  ///
  /// Available from iOS 15 and tvOS 15.
  public typealias CoreDataStorage<Value: Equatable & Sendable> = ResultsStorage<FetchedObject<Value>, String>

  extension ResultsStorage {
    /// Shows the objects of `controller`, each as a ``FetchedObject`` of the value `value` makes from
    /// it, and becomes the controller's delegate (see ``CoreDataStorage``).
    /// - Parameters:
    ///   - controller: the fetched results controller; this storage performs its fetch.
    ///   - sectionHeader: the header model of a section, from its name (default: the name, or no
    ///     header for an empty name).
    ///   - value: what a row shows of an object: called on the controller's context's queue.
    /// - Complexity: O(1) here; each change costs a read of the controller's objects on its context's
    ///   queue, and O(*n*) expected to compare them off the main actor.
    public convenience init<Object: NSManagedObject, Value>(
      _ controller: NSFetchedResultsController<Object>,
      sectionHeader: @escaping @Sendable (String) -> (any Sendable)? = { $0.isEmpty ? nil : $0 },
      value: @escaping (Object) -> Value
    ) where Item == FetchedObject<Value>, Key == String {
      self.init(FetchedResultsSource(controller, value: value), sectionHeader: sectionHeader)
    }
  }
#endif
