// DataSource's behaviour properties and section look-ups, removed: each is kept unavailable for one
// minor version, so that old code gets an error naming the new spelling. Remove them in the minor
// version after the first tag.

extension DataSource {
  @available(*, unavailable, message: "set it with dataSource.on(.height) { row, path in … }")
  public var height: ((Row, ItemPath) -> Double)? {
    get { fatalError("unavailable") }
    set {}
  }
  @available(*, unavailable, message: "set it with dataSource.on(.estimatedHeight) { row, path in … }")
  public var estimatedHeight: ((Row, ItemPath) -> Double)? {
    get { fatalError("unavailable") }
    set {}
  }
  @available(*, unavailable, message: "set it with dataSource.on(.didSelect) { row, path in … }")
  public var didSelect: ((Row, ItemPath) -> SelectionResult)? {
    get { fatalError("unavailable") }
    set {}
  }
  @available(*, unavailable, message: "set it with dataSource.on(.shouldHighlight) { row, path in … }")
  public var shouldHighlight: ((Row, ItemPath) -> Bool)? {
    get { fatalError("unavailable") }
    set {}
  }
  @available(*, unavailable, message: "set it with dataSource.on(.willDisplay) { row, cell, path in … }")
  public var willDisplay: ((Row, AnyObject, ItemPath) -> Void)? {
    get { fatalError("unavailable") }
    set {}
  }
  @available(*, unavailable, message: "set it with dataSource.on(.canEdit) { row, path in … }")
  public var canEdit: ((Row, ItemPath) -> Bool)? {
    get { fatalError("unavailable") }
    set {}
  }
  @available(*, unavailable, message: "set it with dataSource.on(.editingStyle) { row, path in … }")
  public var editingStyle: ((Row, ItemPath) -> EditingStyle)? {
    get { fatalError("unavailable") }
    set {}
  }
  @available(*, unavailable, message: "set it with dataSource.on(.commitEditing) { row, style, path in … }")
  public var commitEditing: ((Row, EditingStyle, ItemPath) -> Void)? {
    get { fatalError("unavailable") }
    set {}
  }
  @available(*, unavailable, message: "set it with dataSource.on(.canMove) { row, path in … }")
  public var canMove: ((Row, ItemPath) -> Bool)? {
    get { fatalError("unavailable") }
    set {}
  }
  @available(*, unavailable, message: "set it with dataSource.on(.moveRow) { row, from, to in … }")
  public var moveRow: ((Row, ItemPath, ItemPath) -> Void)? {
    get { fatalError("unavailable") }
    set {}
  }
  @available(*, unavailable, message: "set it with dataSource.on(.willSelect) { row, path in … }")
  public var willSelect: ((Row, ItemPath) -> ItemPath?)? {
    get { fatalError("unavailable") }
    set {}
  }
  @available(*, unavailable, message: "set it with dataSource.on(.willDeselect) { row, path in … }")
  public var willDeselect: ((Row, ItemPath) -> ItemPath?)? {
    get { fatalError("unavailable") }
    set {}
  }
  @available(*, unavailable, message: "set it with dataSource.on(.didDeselect) { row, path in … }")
  public var didDeselect: ((Row, ItemPath) -> Void)? {
    get { fatalError("unavailable") }
    set {}
  }
  @available(*, unavailable, message: "set it with dataSource.on(.didHighlight) { row, path in … }")
  public var didHighlight: ((Row, ItemPath) -> Void)? {
    get { fatalError("unavailable") }
    set {}
  }
  @available(*, unavailable, message: "set it with dataSource.on(.didUnhighlight) { row, path in … }")
  public var didUnhighlight: ((Row, ItemPath) -> Void)? {
    get { fatalError("unavailable") }
    set {}
  }
  @available(*, unavailable, message: "set it with dataSource.on(.didEndDisplaying) { row, cell, path in … }")
  public var didEndDisplaying: ((Row, AnyObject, ItemPath) -> Void)? {
    get { fatalError("unavailable") }
    set {}
  }
  @available(*, unavailable, message: "set it with dataSource.on(.titleForDeleteConfirmationButton) { row, path in … }")
  public var titleForDeleteConfirmationButton: ((Row, ItemPath) -> String?)? {
    get { fatalError("unavailable") }
    set {}
  }
  @available(*, unavailable, message: "set it with dataSource.on(.indentationLevel) { row, path in … }")
  public var indentationLevel: ((Row, ItemPath) -> Int)? {
    get { fatalError("unavailable") }
    set {}
  }
  @available(*, unavailable, message: "set it with dataSource.on(.shouldIndentWhileEditing) { row, path in … }")
  public var shouldIndentWhileEditing: ((Row, ItemPath) -> Bool)? {
    get { fatalError("unavailable") }
    set {}
  }
  @available(*, unavailable, message: "set it with dataSource.on(.targetIndexPathForMove) { row, from, to in … }")
  public var targetIndexPathForMove: ((Row, ItemPath, ItemPath) -> ItemPath)? {
    get { fatalError("unavailable") }
    set {}
  }

  @available(*, unavailable, message: "use indexPath(of:)?.section")
  public func section<Item: Diffable & Sendable>(containing item: Item) -> Int? { fatalError("unavailable") }

  @available(*, unavailable, message: "use indexPath(of:identifier:)?.section")
  public func section<Item: Diffable>(of type: Item.Type, identifier: Item.DiffIdentifier) -> Int? {
    fatalError("unavailable")
  }
}
