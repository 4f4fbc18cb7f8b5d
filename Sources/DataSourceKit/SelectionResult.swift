/// What happens to a row's selection after its `didSelect` closure ran.
public enum SelectionResult: Sendable, Hashable {
  /// Deselect the row, animated (the default when a closure returns nothing else).
  case deselect
  /// Leave the row selected.
  case keepSelected
}
