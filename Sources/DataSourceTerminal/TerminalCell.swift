/// A terminal cell: one or more styled lines, reused like a `UITableViewCell`.
///
/// Subclass it to add fields; register the subclass (a `DataSource` does so through its
/// descriptors). Set ``text`` for a one-line cell or ``lines`` for several.
@MainActor
open class TerminalCell {
  /// What the cell shows.
  public var lines: [TerminalLine] = [] {
    didSet { if lines != oldValue { changeCount &+= 1 } }
  }

  /// Bumped whenever ``lines`` changes: the table view flashes a visible cell reconfigured in place.
  public private(set) var changeCount = 0

  /// The reuse identifier it was dequeued with.
  public internal(set) var reuseIdentifier: String?

  /// Creates an empty cell.
  public required init() {}

  /// The first line's text; setting it makes a one-line plain cell.
  public var text: String {
    get { lines.first?.text ?? "" }
    set { lines = [TerminalLine(newValue)] }
  }

  /// Text drawn at the right end of the first line, as a `UITableViewCell`'s value-style detail
  /// ("Dark ›"); `nil` for none. The first line's own text is cut before it when the row is narrow.
  public var detailText: String? {
    didSet { if detailText != oldValue { changeCount &+= 1 } }
  }

  /// Called before the cell is reused for another row; the default clears ``lines`` and
  /// ``detailText``.
  open func prepareForReuse() {
    lines = []
    detailText = nil
  }
}
