import DataSourceCore

/// A row of a store's results: a stored record's identity and a value made from the record.
///
/// `id` is the row's identity, so the row moves with its record; `value` is its content, so the row
/// is refreshed in place when the value made from an edited record differs from the one shown. Make
/// `value` from what the cell shows: a store's records (managed objects, models) are usually not
/// `Sendable` and live in the context that fetched them. Core Data's rows are
/// `FetchedObject` (an `NSManagedObjectID`), SwiftData's `FetchedModel` (a `PersistentIdentifier`);
/// a ``ResultsSource`` of your own may use it with its own identifiers.
public struct FetchedItem<ID: Hashable & Sendable, Value: Equatable & Sendable>: Identifiable, Equatable, Sendable,
  Diffable
{
  /// The record's identity.
  public let id: ID
  /// What the row shows, made from the record when it was fetched.
  public let value: Value

  /// A row for the record with `id`, showing `value`.
  public init(id: ID, value: Value) {
    self.id = id
    self.value = value
  }
}
