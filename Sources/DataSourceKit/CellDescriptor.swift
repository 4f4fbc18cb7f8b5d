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
@MainActor
public struct CellDescriptor<Item, Cell: AnyObject> {
  /// The reuse identifier: by default the name of `Cell`.
  public let reuseIdentifier: String
  /// How the cell is registered: by default a nib named after the identifier if there is one, else
  /// the class.
  public private(set) var registration = CellRegistration.automatic()
  var configure: ((Item, Cell, ItemPath) -> Void)?
  var update: ((Item, Cell, ItemPath) -> Void)?
  var isHidden: ((Item, ItemPath) -> Bool)?
  var height: ((Item, ItemPath) -> Double)?
  var estimatedHeight: ((Item, ItemPath) -> Double)?
  var didSelect: ((Item, ItemPath) -> SelectionResult)?
  var shouldHighlight: ((Item, ItemPath) -> Bool)?
  var willDisplay: ((Item, Cell, ItemPath) -> Void)?
  var canEdit: ((Item, ItemPath) -> Bool)?
  var editingStyle: ((Item, ItemPath) -> EditingStyle)?
  var commitEditing: ((Item, EditingStyle, ItemPath) -> Void)?
  var canMove: ((Item, ItemPath) -> Bool)?
  var moveRow: ((Item, ItemPath, ItemPath) -> Void)?
  var trailingSwipeActions: ((Item, ItemPath) -> SwipeActionsConfiguration?)?
  var leadingSwipeActions: ((Item, ItemPath) -> SwipeActionsConfiguration?)?
  var willSelect: ((Item, ItemPath) -> ItemPath?)?
  var willDeselect: ((Item, ItemPath) -> ItemPath?)?
  var didDeselect: ((Item, ItemPath) -> Void)?
  var didHighlight: ((Item, ItemPath) -> Void)?
  var didUnhighlight: ((Item, ItemPath) -> Void)?
  var didEndDisplaying: ((Item, Cell, ItemPath) -> Void)?
  var titleForDeleteConfirmationButton: ((Item, ItemPath) -> String?)?
  var indentationLevel: ((Item, ItemPath) -> Int)?
  var shouldIndentWhileEditing: ((Item, ItemPath) -> Bool)?
  var targetIndexPathForMove: ((Item, ItemPath, ItemPath) -> ItemPath)?
  var contextMenu: ((Item, ItemPath) -> ContextMenu?)?

  /// Creates a descriptor for `Item` models shown in `Cell`s registered under `reuseIdentifier`
  /// (by default the name of `Cell`).
  public init(_ reuseIdentifier: String? = nil) {
    self.reuseIdentifier = reuseIdentifier ?? String(describing: Cell.self)
  }

  /// A copy with one closure set.
  private func with<Body>(_ keyPath: WritableKeyPath<Self, Body?>, _ body: Body) -> Self {
    var copy = self
    copy[keyPath: keyPath] = body
    return copy
  }

  /// Sets how the cell is registered with the view (see ``CellRegistration``).
  public func registration(_ registration: CellRegistration) -> Self {
    var copy = self
    copy.registration = registration
    return copy
  }

  /// Sets up a cell for its model: called for every new or reused cell, and to refresh a visible
  /// cell whose content changed when no ``update(_:)`` closure is given.
  public func configure(_ body: @escaping (Item, Cell, ItemPath) -> Void) -> Self { with(\.configure, body) }

  /// Refreshes a visible cell in place when only its model's content changed.
  public func update(_ body: @escaping (Item, Cell, ItemPath) -> Void) -> Self { with(\.update, body) }

  /// Whether a row is hidden; evaluated by ``DataSource/reloadData(animated:completion:)``.
  public func isHidden(_ body: @escaping (Item, ItemPath) -> Bool) -> Self { with(\.isHidden, body) }

  /// The row's height, in points.
  public func height(_ body: @escaping (Item, ItemPath) -> Double) -> Self { with(\.height, body) }

  /// An estimate of the row's height, in points, for faster layout of long lists.
  public func estimatedHeight(_ body: @escaping (Item, ItemPath) -> Double) -> Self {
    with(\.estimatedHeight, body)
  }

  /// Runs when the row is selected; the result says whether it stays selected.
  public func didSelect(_ body: @escaping (Item, ItemPath) -> SelectionResult) -> Self { with(\.didSelect, body) }

  /// Whether the row highlights when touched (default: yes).
  public func shouldHighlight(_ body: @escaping (Item, ItemPath) -> Bool) -> Self {
    with(\.shouldHighlight, body)
  }

  /// Runs just before the row's cell appears.
  public func willDisplay(_ body: @escaping (Item, Cell, ItemPath) -> Void) -> Self { with(\.willDisplay, body) }

  /// Whether the row can be edited (default: no).
  public func canEdit(_ body: @escaping (Item, ItemPath) -> Bool) -> Self { with(\.canEdit, body) }

  /// The row's editing style (default: delete).
  public func editingStyle(_ body: @escaping (Item, ItemPath) -> EditingStyle) -> Self {
    with(\.editingStyle, body)
  }

  /// Runs when the user commits an edit (a delete or an insert) on the row.
  public func commitEditing(_ body: @escaping (Item, EditingStyle, ItemPath) -> Void) -> Self {
    with(\.commitEditing, body)
  }

  /// Whether the row can be moved (default: no).
  public func canMove(_ body: @escaping (Item, ItemPath) -> Bool) -> Self { with(\.canMove, body) }

  /// Runs when the user moved the row from the first path to the second.
  public func moveRow(_ body: @escaping (Item, ItemPath, ItemPath) -> Void) -> Self { with(\.moveRow, body) }

  /// The actions revealed by swiping the row from its trailing edge.
  public func trailingSwipeActions(_ body: @escaping (Item, ItemPath) -> SwipeActionsConfiguration?) -> Self {
    with(\.trailingSwipeActions, body)
  }

  /// The actions revealed by swiping the row from its leading edge.
  public func leadingSwipeActions(_ body: @escaping (Item, ItemPath) -> SwipeActionsConfiguration?) -> Self {
    with(\.leadingSwipeActions, body)
  }

  /// The row about to be selected: return the path to select instead, or `nil` to prevent it.
  public func willSelect(_ body: @escaping (Item, ItemPath) -> ItemPath?) -> Self { with(\.willSelect, body) }

  /// The row about to be deselected: return the path to deselect instead, or `nil` to prevent it.
  public func willDeselect(_ body: @escaping (Item, ItemPath) -> ItemPath?) -> Self { with(\.willDeselect, body) }

  /// Runs when the row was deselected.
  public func didDeselect(_ body: @escaping (Item, ItemPath) -> Void) -> Self { with(\.didDeselect, body) }

  /// Runs when the row was highlighted.
  public func didHighlight(_ body: @escaping (Item, ItemPath) -> Void) -> Self { with(\.didHighlight, body) }

  /// Runs when the row's highlight went away.
  public func didUnhighlight(_ body: @escaping (Item, ItemPath) -> Void) -> Self { with(\.didUnhighlight, body) }

  /// Runs when the row's cell left the screen (the row is still in the data).
  public func didEndDisplaying(_ body: @escaping (Item, Cell, ItemPath) -> Void) -> Self {
    with(\.didEndDisplaying, body)
  }

  /// The title of the row's delete confirmation button (default: the platform's).
  public func titleForDeleteConfirmationButton(_ body: @escaping (Item, ItemPath) -> String?) -> Self {
    with(\.titleForDeleteConfirmationButton, body)
  }

  /// The row's indentation level (default: 0).
  public func indentationLevel(_ body: @escaping (Item, ItemPath) -> Int) -> Self { with(\.indentationLevel, body) }

  /// Whether the row indents while the table edits (default: yes).
  public func shouldIndentWhileEditing(_ body: @escaping (Item, ItemPath) -> Bool) -> Self {
    with(\.shouldIndentWhileEditing, body)
  }

  /// Where a row being dragged from the first path may go, given the proposed second path.
  public func targetIndexPathForMove(_ body: @escaping (Item, ItemPath, ItemPath) -> ItemPath) -> Self {
    with(\.targetIndexPathForMove, body)
  }

  /// The row's context menu.
  public func contextMenu(_ body: @escaping (Item, ItemPath) -> ContextMenu?) -> Self { with(\.contextMenu, body) }
}
