/// One thing a view asks about a row, or tells it: its height, whether it highlights, that it was
/// selected, and so on. The behaviours are listed once, in `RowBehavior+Table.swift`; descriptors,
/// the data source and the fallback answer them by key, and the one lookup order is coded once, in
/// `answer(_:for:_:)`.
///
/// `Input` is what the answering closure receives besides the row: usually the row's `ItemPath`;
/// `(cell: AnyObject, path: ItemPath)` for the display behaviours; `(style:path:)` for a committed
/// edit; `(from:to:)` for a move. `Output` is its answer (`Void` for a notification).
///
/// Set a closure for any behaviour with `on(_:_:)`, the one spelling on a descriptor and on the data
/// source alike: `.on(.didSelect) { person, path in … }`.
public struct RowBehavior<Input, Output>: Sendable {
  /// The behaviour's name, as its key spells it (`didSelect`).
  package let name: String
  /// Where closures for this behaviour are kept; unique per behaviour.
  let slot: Int
  /// The question put to a ``DataSourceFallback`` through its named method, if the protocol has
  /// one for this behaviour; `nil` when only ``DataSourceFallback/answer(_:for:input:)`` answers.
  package let askFallback: (@MainActor @Sendable (any DataSourceFallback, Row, Input) -> Output?)?
  /// What a view gets when nobody answers, as UIKit's default; `nil` when the default depends on the
  /// row or the view, and a named method of `RowAnswers` states it.
  package let defaultAnswer: (@Sendable () -> Output)?

  package init(
    _ slot: RowBehaviorSlot, default defaultAnswer: (@Sendable () -> Output)? = nil,
    fallback askFallback: (@MainActor @Sendable (any DataSourceFallback, Row, Input) -> Output?)? = nil
  ) {
    self.name = String(describing: slot)
    self.slot = slot.rawValue
    self.defaultAnswer = defaultAnswer
    self.askFallback = askFallback
  }

  /// The default its table entry states: what a view gets when nobody answers.
  /// - Precondition: the entry states one (every entry whose default does not depend on the row or
  ///   the view does; `RowBehaviorTableTests` checks them). The others are answered by named methods
  ///   of `RowAnswers`.
  package var statedDefault: Output {
    guard let defaultAnswer else {
      preconditionFailure("The table entry of \(name) states no default; answer it with its named method.")
    }
    return defaultAnswer()
  }
}
