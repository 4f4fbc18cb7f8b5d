@_spi(Extending) import DataSourceCore

/// What this module keeps on a data source (its `attachment`): the drop rule and the empty state,
/// and whether the view was last told to show it. Owned by the data source; changed on the main
/// actor only.
@MainActor
final class InteractionState: DataSourceAttachment {
  var dropRule: DropRule?
  var emptyState: EmptyState?
  /// Whether the view was last told to show the empty state.
  private var showsEmptyState = false

  /// Tells the view to show or hide the empty state when that changed, or always when the view or
  /// the state was just set.
  /// - Complexity: O(sections) until a section with rows is found.
  func dataSourceDidChange(_ dataSource: DataSource, viewChanged: Bool) {
    if viewChanged, emptyState == nil { return }
    update(dataSource, force: viewChanged)
  }

  func update(_ dataSource: DataSource, force: Bool) {
    let shows = emptyState != nil && dataSource.displayedSections.allSatisfy { $0.elements.isEmpty }
    guard force || shows != showsEmptyState, let view = dataSource.listView as? any EmptyStateShowing else { return }
    showsEmptyState = shows
    view.showEmptyState(shows ? emptyState : nil)
  }
}

extension DataSource {
  /// This module's state on the data source, made on first use.
  var interaction: InteractionState {
    if let state = attachment as? InteractionState { return state }
    let state = InteractionState()
    attachment = state
    return state
  }

  /// What the view shows when no row is shown: set it, and the view shows it whenever the data
  /// source shows no row (after a reload, a batch or a storage update), and hides it when rows come
  /// back. `nil` (the default) shows nothing but the empty list. The view must be
  /// ``EmptyStateShowing`` (every view of the package is).
  public var emptyState: EmptyState? {
    get { (attachment as? InteractionState)?.emptyState }
    set {
      interaction.emptyState = newValue
      interaction.update(self, force: true)
    }
  }

  /// What the list accepts when something is dropped on it, where a drop lands, and what dropping
  /// does; `nil` (the default) accepts no drop. Rows drag when their descriptor gives a
  /// ``RowBehavior/dragItem``.
  public var dropRule: DropRule? {
    get { (attachment as? InteractionState)?.dropRule }
    set { interaction.dropRule = newValue }
  }
}
