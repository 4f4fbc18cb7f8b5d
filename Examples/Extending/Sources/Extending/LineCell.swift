import DataSourceKit

/// The cell a ``LineListView`` makes: one line of text. Register a subclass, or this class, with the
/// view (a descriptor's cell type, for instance); whoever configures the cell sets ``text``.
@MainActor
open class LineCell {
  /// The line the cell shows.
  public var text = ""
  /// The identity of the row the cell was last dequeued for: what the view checks a batch against.
  public internal(set) var row: RowIdentity?

  /// Creates an empty cell.
  public required init() {}
}
