#if canImport(SwiftData)
  import DataSourceStorage
  import SwiftData

  /// A row of a SwiftData storage: a model's persistent identifier (the row's identity, so the row
  /// moves with its model) and a value made from the model when it was fetched (the content, so the
  /// row is refreshed in place when an edited model makes another value). Make the value from what
  /// the cell shows: a model object is not `Sendable`, and it lives in the context that fetched it.
  @available(iOS 17, tvOS 17, macOS 14, watchOS 10, *)
  public typealias FetchedModel<Value: Equatable & Sendable> = FetchedItem<PersistentIdentifier, Value>
#endif
