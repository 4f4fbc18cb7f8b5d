/// How rows of one model type become cells: which cell class, how it is configured, and what
/// happens when the user interacts with it.
///
/// Build one with chained calls; each returns a new descriptor:
///
/// ```swift
/// CellDescriptor<Person, PersonCell>()
///   .configure { person, cell, _ in cell.text = person.name }
///   .didSelect { person, _ in show(person); return .deselect }
/// ```
///
/// Every closure is optional. A closure left out falls back to the ``DataSource``'s closure of the
/// same name, then to its default (see ``DataSource``).
///
/// Every closure given an `ItemPath` is given the path where the row is shown, as UIKit's index
/// paths are (hidden rows and sections do not count); ``DataSource/sectionsPath(ofRowAt:)`` maps it to
/// the row's place in ``DataSource/sections``. `isHidden` is given the model only.
@MainActor
public struct CellDescriptor<Item, Cell: AnyObject> {
  /// The reuse identifier: by default the name of `Cell`.
  public let reuseIdentifier: String
  /// How the cell is registered: by default a nib named after the identifier if there is one, else
  /// the class.
  public private(set) var registration = CellRegistration.automatic()
  var configure: ((Item, Cell, ItemPath) -> Void)?
  var update: ((Item, Cell, ItemPath) -> Void)?
  var isHidden: ((Item) -> Bool)?
  /// Every other behaviour's closure, by ``RowBehavior``, already taking the type-erased ``Row``.
  var behaviors = RowBehaviorClosures()

  /// Creates a descriptor for `Item` models shown in `Cell`s registered under `reuseIdentifier`
  /// (by default the name of `Cell`).
  public init(_ reuseIdentifier: String? = nil) {
    self.reuseIdentifier = reuseIdentifier ?? String(describing: Cell.self)
  }

  /// Sets the closure for any row behaviour, by its key in the behaviour table: the named methods
  /// below are shorthands for this. The closure gets the row's model, and the behaviour's input
  /// (usually the row's path).
  ///
  /// ```swift
  /// CellDescriptor<Person, PersonCell>().on(.height) { person, _ in person.isVIP ? 88 : 44 }
  /// ```
  public func on<Input, Output>(_ behavior: RowBehavior<Input, Output>, _ body: @escaping (Item, Input) -> Output)
    -> Self
  {
    var copy = self
    // Rows reach a descriptor's closures only through a lookup by their model type, so every row's
    // box here is a TypedRowBox<Item>; its metadata is fetched once here, not on every call.
    let boxType = TypedRowBox<Item>.self
    copy.behaviors[behavior] = { row, input in body(unsafeDowncast(row.box, to: boxType).item, input) }
    return copy
  }

  /// The cell a behaviour was given, as this descriptor's `Cell`.
  /// - Precondition: the view gave a `Cell` for this descriptor's reuse identifier.
  static func typedCell(_ cell: AnyObject, reuseIdentifier: String) -> Cell {
    guard let cell = cell as? Cell else {
      preconditionFailure(
        "The cell dequeued for reuse identifier '\(reuseIdentifier)' is a \(type(of: cell)), not a \(Cell.self). Register \(Cell.self) for that identifier, or give the descriptor another identifier."
      )
    }
    return cell
  }

  /// A cell-display closure taking this descriptor's `Cell`, as the behaviour table's form, which
  /// gets the cell untyped.
  private func withTypedCell(_ body: @escaping (Item, Cell, ItemPath) -> Void) -> (
    Item, (cell: AnyObject, path: ItemPath)
  ) -> Void {
    let identifier = reuseIdentifier
    return { item, shown in body(item, Self.typedCell(shown.cell, reuseIdentifier: identifier), shown.path) }
  }

  /// Sets how the cell is registered with the view (see ``CellRegistration``).
  public func registration(_ registration: CellRegistration) -> Self {
    var copy = self
    copy.registration = registration
    return copy
  }

  /// Sets up a cell for its model: called for every new or reused cell, and to refresh a visible
  /// cell whose content changed when no ``update(_:)`` closure is given.
  public func configure(_ body: @escaping (Item, Cell, ItemPath) -> Void) -> Self {
    var copy = self
    copy.configure = body
    return copy
  }

  /// Refreshes a visible cell in place when only its model's content changed.
  public func update(_ body: @escaping (Item, Cell, ItemPath) -> Void) -> Self {
    var copy = self
    copy.update = body
    return copy
  }

  /// Whether a row is hidden; evaluated for every row by ``DataSource/reloadData(animated:completion:)``.
  ///
  /// It is given the model only: a hidden row has no place on screen, and every other closure is
  /// given the path where its row is shown (see <doc:GettingStartedWithDataSource#Paths>).
  public func isHidden(_ body: @escaping (Item) -> Bool) -> Self {
    var copy = self
    copy.isHidden = body
    return copy
  }

  /// The row's height, in points.
  public func height(_ body: @escaping (Item, ItemPath) -> Double) -> Self { on(.height, body) }

  /// An estimate of the row's height, in points, for faster layout of long lists.
  public func estimatedHeight(_ body: @escaping (Item, ItemPath) -> Double) -> Self {
    on(.estimatedHeight, body)
  }

  /// Runs when the row is selected; the result says whether it stays selected.
  public func didSelect(_ body: @escaping (Item, ItemPath) -> SelectionResult) -> Self { on(.didSelect, body) }

  /// Whether the row highlights when touched (default: yes).
  public func shouldHighlight(_ body: @escaping (Item, ItemPath) -> Bool) -> Self {
    on(.shouldHighlight, body)
  }

  /// Runs just before the row's cell appears.
  public func willDisplay(_ body: @escaping (Item, Cell, ItemPath) -> Void) -> Self {
    on(.willDisplay, withTypedCell(body))
  }

  /// Whether the row can be edited (default: no).
  public func canEdit(_ body: @escaping (Item, ItemPath) -> Bool) -> Self { on(.canEdit, body) }

  /// The row's editing style (default: delete).
  public func editingStyle(_ body: @escaping (Item, ItemPath) -> EditingStyle) -> Self {
    on(.editingStyle, body)
  }

  /// Runs when the user commits an edit (a delete or an insert) on the row.
  public func commitEditing(_ body: @escaping (Item, EditingStyle, ItemPath) -> Void) -> Self {
    on(.commitEditing) { item, edit in body(item, edit.style, edit.path) }
  }

  /// Whether the row can be moved (default: no).
  public func canMove(_ body: @escaping (Item, ItemPath) -> Bool) -> Self { on(.canMove, body) }

  /// Runs when the user moved the row from the first path to the second.
  public func moveRow(_ body: @escaping (Item, ItemPath, ItemPath) -> Void) -> Self {
    on(.moveRow) { item, move in body(item, move.from, move.to) }
  }

  /// The actions revealed by swiping the row from its trailing edge.
  public func trailingSwipeActions(_ body: @escaping (Item, ItemPath) -> SwipeActionsConfiguration?) -> Self {
    on(.trailingSwipeActions, body)
  }

  /// The actions revealed by swiping the row from its leading edge.
  public func leadingSwipeActions(_ body: @escaping (Item, ItemPath) -> SwipeActionsConfiguration?) -> Self {
    on(.leadingSwipeActions, body)
  }

  /// The row about to be selected: return the path to select instead, or `nil` to prevent it.
  public func willSelect(_ body: @escaping (Item, ItemPath) -> ItemPath?) -> Self { on(.willSelect, body) }

  /// The row about to be deselected: return the path to deselect instead, or `nil` to prevent it.
  public func willDeselect(_ body: @escaping (Item, ItemPath) -> ItemPath?) -> Self { on(.willDeselect, body) }

  /// Runs when the row was deselected.
  public func didDeselect(_ body: @escaping (Item, ItemPath) -> Void) -> Self { on(.didDeselect, body) }

  /// Runs when the row was highlighted.
  public func didHighlight(_ body: @escaping (Item, ItemPath) -> Void) -> Self { on(.didHighlight, body) }

  /// Runs when the row's highlight went away.
  public func didUnhighlight(_ body: @escaping (Item, ItemPath) -> Void) -> Self { on(.didUnhighlight, body) }

  /// Runs when the row's cell left the screen (the row is still in the data).
  public func didEndDisplaying(_ body: @escaping (Item, Cell, ItemPath) -> Void) -> Self {
    on(.didEndDisplaying, withTypedCell(body))
  }

  /// The title of the row's delete confirmation button (default: the platform's).
  public func titleForDeleteConfirmationButton(_ body: @escaping (Item, ItemPath) -> String?) -> Self {
    on(.titleForDeleteConfirmationButton, body)
  }

  /// The row's indentation level (default: 0).
  public func indentationLevel(_ body: @escaping (Item, ItemPath) -> Int) -> Self { on(.indentationLevel, body) }

  /// Whether the row indents while the table edits (default: yes).
  public func shouldIndentWhileEditing(_ body: @escaping (Item, ItemPath) -> Bool) -> Self {
    on(.shouldIndentWhileEditing, body)
  }

  /// Where a row being dragged from the first path may go, given the proposed second path.
  public func targetIndexPathForMove(_ body: @escaping (Item, ItemPath, ItemPath) -> ItemPath) -> Self {
    on(.targetIndexPathForMove) { item, move in body(item, move.from, move.to) }
  }

  /// The row's context menu.
  public func contextMenu(_ body: @escaping (Item, ItemPath) -> ContextMenu?) -> Self { on(.contextMenu, body) }
}
