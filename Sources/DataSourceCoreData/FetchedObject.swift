#if canImport(CoreData)
  import CoreData
  import DataSourceStorage

  /// A row of a Core Data storage: a managed object's ID (the row's identity, so the row moves with
  /// its object) and a value made from the object on its context's queue (the content, so the row is
  /// refreshed in place when an edited object makes another value). Make the value from what the cell
  /// shows: an `NSManagedObject` itself is not `Sendable` and compares by identity, so an edit would
  /// go unseen.
  public typealias FetchedObject<Value: Equatable & Sendable> = FetchedItem<NSManagedObjectID, Value>
#endif
