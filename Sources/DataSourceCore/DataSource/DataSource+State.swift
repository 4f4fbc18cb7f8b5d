extension DataSource {
  /// What this data source shows: the shown sections with their header and footer titles and
  /// shown rows, hidden ones left out (see ``ListState``). The rows of a lazy section
  /// (``LazyRows``) are made now, as ``row(at:)`` makes them.
  /// - Complexity: O(*s*) for *s* shown sections, plus their section descriptors' title closures;
  ///   the row arrays are shared, not copied, except a lazy section's, made in O(its rows).
  public var state: ListState {
    ListState(
      sections: displayedSections.indices.map { index in
        let shown = displayedSections[index]
        var rows = shown.elements
        if let first = rows.first, first.itemType == lazyPlaceholderType {
          rows = rows.indices.compactMap { row(at: ItemPath(item: $0, section: index)) }
        }
        return ListState.Section(
          id: shown.model.identifier, header: header(inSection: index)?.title,
          footer: footer(inSection: index)?.title, rows: rows)
      })
  }

  /// Tells `observer` after each change of what this data source shows, until it is removed or
  /// released (it is held weakly). Adding an observer twice adds it once.
  /// - Complexity: O(observers).
  public func addStateObserver(_ observer: any ListStateObserver) {
    stateObservers.add(observer)
  }

  /// Stops telling `observer` about changes.
  /// - Complexity: O(observers).
  public func removeStateObserver(_ observer: any ListStateObserver) {
    stateObservers.remove(observer)
  }

  /// Runs `body` telling state observers at most once, at its end, of the changes it makes.
  package func deferringStateNotifications(_ body: () -> Void) {
    stateObservers.deferrals += 1
    body()
    stateObservers.deferrals -= 1
    if stateObservers.deferrals == 0, stateObservers.changedWhileDeferred {
      stateObservers.changedWhileDeferred = false
      notifyStateObservers()
    }
  }

  /// Called whenever what is shown was set: tells the observers now, or once deferral ends.
  func shownStateDidChange() {
    guard !stateObservers.isEmpty else { return }
    if stateObservers.deferrals > 0 {
      stateObservers.changedWhileDeferred = true
    } else {
      notifyStateObservers()
    }
  }

  private func notifyStateObservers() {
    for entry in stateObservers.entries { entry.observer?.dataSourceDidChangeState(self) }
  }
}
