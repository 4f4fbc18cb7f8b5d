import Foundation

/// How a descriptor's cell is registered with the view the first time one is needed.
public enum CellRegistration: @unchecked Sendable {
  // `Bundle` is not Sendable; a registration is only read on the main actor.

  /// A nib named after the reuse identifier when `bundle` (by default the cell class's bundle) has
  /// one, otherwise the cell class. On platforms without nibs, the class.
  case automatic(bundle: Bundle? = nil)
  /// The cell class, never a nib.
  case cellClass
  /// Nothing: the view already knows the identifier (a storyboard prototype cell, say).
  case none
}
