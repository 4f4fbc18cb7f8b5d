#if canImport(SwiftData)
  import DataSourceStorage
  import SwiftData

  /// A live, sectioned storage over a SwiftData `FetchDescriptor`, for UIKit code (SwiftData's
  /// `@Query` exists only in SwiftUI views). It is a `ResultsStorage`, with every guarantee written
  /// there (the main actor, identity and content, bursts, errors, stopping). This says what SwiftData
  /// adds.
  ///
  /// - **Fetching.** Each fetch runs in a `ModelContext` of its own, made from the container off the
  ///   main actor, so it reads what is saved, never a context's unsaved changes.
  /// - **When it fetches again.** Whenever a context of the same container saves
  ///   (`ModelContext.didSave`), in this process. The main context saves on its own now and then
  ///   (autosave); call `save()` to show an edit at once.
  /// - **Other processes** (a widget, an app extension, CloudKit sync writing through another
  ///   container) post no notification here: their changes appear at the next save in this process,
  ///   or when the storage is made again.
  /// - **Sections** come from `sectionKey`, in the order keys first appear in the results: sort the
  ///   descriptor by the key first. **Identity** is each model's `persistentModelID`; **content** is
  ///   the value your closure makes from it, so an edited model's row is refreshed in place.
  /// - **Stopping.** `cancel()`, or releasing the storage, stops listening for saves.
  ///
  /// Available from iOS 17 and tvOS 17.
  @available(iOS 17, tvOS 17, macOS 14, watchOS 10, *)
  public typealias SwiftDataStorage<Value: Equatable & Sendable, Key: Hashable & Sendable> = ResultsStorage<
    FetchedModel<Value>, Key
  >

  @available(iOS 17, tvOS 17, macOS 14, watchOS 10, *)
  extension ResultsStorage {
    /// Shows the models `descriptor` fetches from `container`, grouped by `sectionKey`, each as a
    /// ``FetchedModel`` of the value `value` makes from it (see ``SwiftDataStorage``).
    /// - Parameters:
    ///   - sectionHeader: the header model of a section (default: the key's description).
    ///   - value: what a row shows of a model; called off the main actor, in the fetch's context.
    ///   - sectionKey: the section of a model; called there too.
    /// - Complexity: O(1) here; each save costs a fetch off the main actor, and O(*n*) expected to
    ///   compare its results there.
    public convenience init<Model: PersistentModel, Value>(
      _ container: ModelContainer, descriptor: FetchDescriptor<Model>,
      sectionHeader: @escaping @Sendable (Key) -> (any Sendable)? = { String(describing: $0) },
      value: @escaping (Model) -> Value, sectionKey: @escaping (Model) -> Key
    ) where Item == FetchedModel<Value> {
      self.init(
        ModelFetchSource(container, descriptor: descriptor, value: value, sectionKey: sectionKey),
        sectionHeader: sectionHeader)
    }
  }
#endif
