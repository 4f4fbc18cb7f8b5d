/// One thing a view asks about a row, or tells it: its height, whether it highlights, that it was
/// selected, and so on. The behaviours are listed once, in `RowBehavior+Table.swift`; descriptors,
/// the data source and the fallback answer them by key, and the one lookup order is coded once, in
/// `answer(_:for:_:)`.
///
/// `Input` is what the answering closure receives besides the row: usually the row's `ItemPath`;
/// `(cell: AnyObject, path: ItemPath)` for the display behaviours; `(style:path:)` for a committed
/// edit; `(from:to:)` for a move. `Output` is its answer (`Void` for a notification).
///
/// Set a closure for any behaviour with ``CellDescriptor/on(_:_:)`` or ``DataSource/on(_:_:)``; the
/// named methods (``CellDescriptor/height(_:)``, ``DataSource/on(_:_:)``, …) are shorthands for them.
public struct RowBehavior<Input, Output>: Sendable {
  /// The behaviour's name, as its shorthands spell it.
  package let name: String
  /// Where closures for this behaviour are kept; unique per behaviour.
  let slot: Int
  /// The question put to a ``DataSourceFallback`` through its named method, if the protocol has
  /// one for this behaviour; `nil` when only ``DataSourceFallback/answer(_:for:input:)`` answers.
  let askFallback: (@MainActor @Sendable (any DataSourceFallback, Row, Input) -> Output?)?

  init(
    _ slot: RowBehaviorSlot,
    fallback askFallback: (@MainActor @Sendable (any DataSourceFallback, Row, Input) -> Output?)? = nil
  ) {
    self.name = String(describing: slot)
    self.slot = slot.rawValue
    self.askFallback = askFallback
  }
}
