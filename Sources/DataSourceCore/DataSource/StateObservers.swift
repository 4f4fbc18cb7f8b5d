/// The observers a ``DataSource`` tells when what it shows changes (``DataSource/addStateObserver(_:)``),
/// held weakly, and whether telling them is deferred. Owned by its data source; main actor only.
@MainActor
struct StateObservers {
  /// The observers, in the order they were added; released ones are dropped as entries change.
  private(set) var entries: [WeakStateObserver] = []
  /// While above 0, observers are told once, when it returns to 0, instead of at every change (a
  /// plan's intermediate steps, rows taken out to be grown in place).
  var deferrals = 0
  /// Whether what is shown changed while telling was deferred.
  var changedWhileDeferred = false

  /// Whether there is no observer to tell.
  var isEmpty: Bool { entries.isEmpty }

  /// Adds `observer` once.
  /// - Complexity: O(observers).
  mutating func add(_ observer: any ListStateObserver) {
    entries.removeAll { $0.observer == nil }
    guard !entries.contains(where: { $0.observer === observer }) else { return }
    entries.append(WeakStateObserver(observer: observer))
  }

  /// Removes `observer`, and any released one.
  /// - Complexity: O(observers).
  mutating func remove(_ observer: any ListStateObserver) {
    entries.removeAll { $0.observer == nil || $0.observer === observer }
  }
}
