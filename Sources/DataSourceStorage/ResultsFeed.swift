import DataSourceCore

/// What a ``ResultsSource`` tells its ``ResultsStorage``: that the results may have changed, new
/// results, or an error. Callable from any thread; everything told is handled in the order it was
/// told, and nothing after the storage stopped.
public final class ResultsFeed<Item: Identifiable & Equatable & Sendable, Key: Hashable & Sendable>: Sendable
where Item.ID: Sendable {
  /// The storage's pipeline; gone once the storage is released.
  private weak let pipeline: ResultsPipeline<Item, Key>?

  init(_ pipeline: ResultsPipeline<Item, Key>) { self.pipeline = pipeline }

  /// The results may have changed: the storage fetches them (``ResultsSource/fetch()``) once it has
  /// handled what it was told before. A burst of calls costs one fetch, or two when the burst
  /// overlaps a fetch.
  /// - Complexity: O(1).
  public func changed() { pipeline?.submit(.changed) }

  /// New results, as ``ResultsSource/fetch()`` would return them. When several wait, only the newest
  /// is compared with what is shown.
  /// - Complexity: O(1) here; O(*n*) expected for the storage to compare them, off the main actor.
  public func send(_ sections: [KeyedSection<Key, Item>]) { pipeline?.submit(.results(sections)) }

  /// An error: reported once through ``ResultsStorage/onError`` when it starts (the same error again
  /// is not reported until results are shown in between); what is shown stays.
  /// - Complexity: O(1).
  public func fail(_ error: any Error) { pipeline?.submit(.failure(error)) }
}
