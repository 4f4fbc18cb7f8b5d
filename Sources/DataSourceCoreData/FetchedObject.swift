#if canImport(CoreData)
  import CoreData
  import DataSourceCore

  /// A row of a Core Data storage: a managed object's identity and a value made from it.
  ///
  /// The object ID is the row's identity, so the row moves with its object; `value` is its content,
  /// so the row is refreshed in place when the value made from an edited object differs from the one
  /// shown. Make `value` from what the cell shows (a struct of the object's attributes, say): an
  /// `NSManagedObject` itself is not `Sendable` and compares by identity, so an edit would go unseen.
  public struct FetchedObject<Value: Equatable & Sendable>: Identifiable, Equatable, Sendable, Diffable {
    /// The managed object's ID: the row's identity.
    public let id: NSManagedObjectID
    /// What the row shows, made from the object on its context's queue.
    public let value: Value

    /// A row for the object with `id`, showing `value`.
    public init(id: NSManagedObjectID, value: Value) {
      self.id = id
      self.value = value
    }
  }
#endif
