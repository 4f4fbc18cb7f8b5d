import DataSourceCore

/// Carries an update planned off the main actor to the main actor, which takes it out, performs it
/// and gives it to ``BackgroundRelease``: nothing else then holds the plan, so it is freed off the
/// main actor. Filled before the hop to the main actor and taken after it, never at once.
final class PlanHandoff: @unchecked Sendable {
  private var planned: PlannedUpdate?

  init(_ planned: PlannedUpdate?) { self.planned = planned }

  /// The plan, now held by the caller alone.
  func take() -> PlannedUpdate? {
    defer { planned = nil }
    return planned
  }
}
