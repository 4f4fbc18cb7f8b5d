/// How rows of one model type become cells: which cell class, how it is configured, and what
/// happens when the user interacts with it.
///
/// Build one with chained calls; each returns a new descriptor:
///
/// ```swift
/// CellDescriptor<Person, PersonCell>()
///   .configure { person, cell, _ in cell.text = person.name }
///   .on(.didSelect) { person, _ in show(person); return .deselect }
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
  var updateConfiguration: ((Item, Cell, CellConfigurationState) -> Void)?
  var isHidden: ((Item) -> Bool)?
  /// Every other behaviour's closure, by ``RowBehavior``, already taking the type-erased ``Row``.
  var behaviors = RowBehaviorClosures()

  /// Creates a descriptor for `Item` models shown in `Cell`s registered under `reuseIdentifier`
  /// (by default the name of `Cell`).
  public init(_ reuseIdentifier: String? = nil) {
    self.reuseIdentifier = reuseIdentifier ?? String(describing: Cell.self)
  }

  /// Sets the closure for any row behaviour, by its key in the behaviour table: the one way to set
  /// a behaviour, on a descriptor as on the data source
  /// (`DataSource.on(_:_:)`). The closure gets
  /// the row's model, and the behaviour's input (usually the row's path); the display, editing and
  /// move behaviours also take their closures with the cell typed, or the input's parts as
  /// separate arguments (the overloads below).
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

  /// Styles the cell by its state (selected, highlighted, editing, swiped…): called after
  /// ``configure(_:)`` with the cell's state, and again every time that state changes, with no
  /// reload and no new cell, wherever the view tracks it (UIKit's `configurationUpdateHandler`, the
  /// headless views). The model is the one the cell was last configured with.
  ///
  /// ```swift
  /// CellDescriptor<Person, PersonCell>()
  ///   .configure { person, cell, _ in cell.text = person.name }
  ///   .updateConfiguration { person, cell, state in cell.accessories["check"] = state.isSelected ? "✓" : nil }
  /// ```
  ///
  /// - Complexity: O(1) per state change, plus the closure.
  public func updateConfiguration(_ body: @escaping (Item, Cell, CellConfigurationState) -> Void) -> Self {
    var copy = self
    copy.updateConfiguration = body
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

  /// Sets the closure for a cell-display behaviour (`.willDisplay`, `.didEndDisplaying`), given
  /// the cell as this descriptor's `Cell`:
  ///
  /// ```swift
  /// CellDescriptor<Person, PersonCell>().on(.willDisplay) { person, cell, path in cell.startLoading() }
  /// ```
  public func on(
    _ behavior: RowBehavior<(cell: AnyObject, path: ItemPath), Void>, _ body: @escaping (Item, Cell, ItemPath) -> Void
  ) -> Self {
    let identifier = reuseIdentifier
    return on(behavior) { item, shown in
      body(item, Self.typedCell(shown.cell, reuseIdentifier: identifier), shown.path)
    }
  }

  /// Sets the closure for `.commitEditing`, given the style and the path as two arguments.
  public func on(
    _ behavior: RowBehavior<(style: EditingStyle, path: ItemPath), Void>,
    _ body: @escaping (Item, EditingStyle, ItemPath) -> Void
  ) -> Self {
    on(behavior) { item, edit in body(item, edit.style, edit.path) }
  }

  /// Sets the closure for a move behaviour (`.moveRow`, `.targetIndexPathForMove`), given the
  /// source and the destination (or proposed destination) as two arguments.
  public func on<Output>(
    _ behavior: RowBehavior<(from: ItemPath, to: ItemPath), Output>,
    _ body: @escaping (Item, ItemPath, ItemPath) -> Output
  ) -> Self {
    on(behavior) { item, move in body(item, move.from, move.to) }
  }
}
