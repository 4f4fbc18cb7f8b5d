/// What happens to a row's selection after its `didSelect` closure ran. When nobody answers (no
/// descriptor, data-source or fallback closure), the row stays selected: ``keepSelected``.
public enum SelectionResult: Sendable, Hashable {
  /// Deselect the row, animated.
  case deselect
  /// Leave the row selected (also what happens when no closure answers).
  case keepSelected
}
