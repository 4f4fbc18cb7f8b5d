#if canImport(SwiftData)
  import DataSourceCore
  import SwiftData

  /// A row of a SwiftData storage: a model's identity and a value made from it.
  ///
  /// The persistent identifier is the row's identity, so the row moves with its model; `value` is its
  /// content, so the row is refreshed in place when the value made from an edited model differs from
  /// the one shown. Make `value` from what the cell shows: a model object is not `Sendable`, and it
  /// lives in the context that fetched it.
  @available(iOS 17, tvOS 17, macOS 14, watchOS 10, *)
  public struct FetchedModel<Value: Equatable & Sendable>: Identifiable, Equatable, Sendable, Diffable {
    /// The model's persistent identifier: the row's identity.
    public let id: PersistentIdentifier
    /// What the row shows, made from the model when it was fetched.
    public let value: Value

    /// A row for the model with `id`, showing `value`.
    public init(id: PersistentIdentifier, value: Value) {
      self.id = id
      self.value = value
    }
  }
#endif
