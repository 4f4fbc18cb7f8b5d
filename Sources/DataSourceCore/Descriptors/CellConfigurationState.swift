/// The state a cell is styled by, as UIKit's `UICellConfigurationState` has it, in platform-neutral
/// terms: what a descriptor's ``CellDescriptor/updateConfiguration(_:)`` closure is given each time
/// the cell's state changes.
///
/// On UIKit it is read from the cell's configuration state; the headless views keep it for each cell
/// as UIKit would (selection, highlight, editing, and on tables a swipe open); a view that keeps no
/// state gives the default, every flag `false`. `isFocused`, `isDisabled` and `isExpanded` come from
/// UIKit only.
public struct CellConfigurationState: Hashable, Sendable {
  /// The row is selected.
  public var isSelected: Bool
  /// The row is highlighted: touched, before the touch ends.
  public var isHighlighted: Bool
  /// The row has the focus (tvOS, or a keyboard on iPad).
  public var isFocused: Bool
  /// The row cannot be interacted with.
  public var isDisabled: Bool
  /// The view is in editing mode.
  public var isEditing: Bool
  /// The row is swiped open, showing its swipe actions.
  public var isSwiped: Bool
  /// The row is an expanded item of an outline.
  public var isExpanded: Bool

  /// A state with the given flags, every other one `false`.
  public init(
    isSelected: Bool = false, isHighlighted: Bool = false, isFocused: Bool = false, isDisabled: Bool = false,
    isEditing: Bool = false, isSwiped: Bool = false, isExpanded: Bool = false
  ) {
    self.isSelected = isSelected
    self.isHighlighted = isHighlighted
    self.isFocused = isFocused
    self.isDisabled = isDisabled
    self.isEditing = isEditing
    self.isSwiped = isSwiped
    self.isExpanded = isExpanded
  }
}
