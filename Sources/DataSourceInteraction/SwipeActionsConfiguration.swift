import DataSourceCore

/// The actions revealed by swiping a row one way, as `UISwipeActionsConfiguration`.
public struct SwipeActionsConfiguration: Sendable {
  /// The actions, the first one nearest the swiped edge.
  public var actions: [SwipeAction]
  /// Whether a full swipe performs the first action.
  public var performsFirstActionWithFullSwipe: Bool

  /// Creates a configuration.
  public init(actions: [SwipeAction], performsFirstActionWithFullSwipe: Bool = true) {
    self.actions = actions
    self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
  }
}
