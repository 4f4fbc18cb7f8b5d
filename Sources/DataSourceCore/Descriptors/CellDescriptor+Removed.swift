// The descriptor's named behaviour methods, removed in favour of `on(.behavior) { … }`: each is kept
// unavailable for one minor version, so that old code gets an error naming the new spelling (and
// not a type checker that gives up on a long chain of them). Remove them in the minor version after
// the first tag.

extension CellDescriptor {
  @available(*, unavailable, message: "set it with .on(.height) { item, path in … }")
  public func height(_ body: @escaping (Item, ItemPath) -> Double) -> Self { fatalError("unavailable") }
  @available(*, unavailable, message: "set it with .on(.estimatedHeight) { item, path in … }")
  public func estimatedHeight(_ body: @escaping (Item, ItemPath) -> Double) -> Self { fatalError("unavailable") }
  @available(*, unavailable, message: "set it with .on(.didSelect) { item, path in … }")
  public func didSelect(_ body: @escaping (Item, ItemPath) -> SelectionResult) -> Self { fatalError("unavailable") }
  @available(*, unavailable, message: "set it with .on(.shouldHighlight) { item, path in … }")
  public func shouldHighlight(_ body: @escaping (Item, ItemPath) -> Bool) -> Self { fatalError("unavailable") }
  @available(*, unavailable, message: "set it with .on(.willDisplay) { item, cell, path in … }")
  public func willDisplay(_ body: @escaping (Item, Cell, ItemPath) -> Void) -> Self { fatalError("unavailable") }
  @available(*, unavailable, message: "set it with .on(.canEdit) { item, path in … }")
  public func canEdit(_ body: @escaping (Item, ItemPath) -> Bool) -> Self { fatalError("unavailable") }
  @available(*, unavailable, message: "set it with .on(.editingStyle) { item, path in … }")
  public func editingStyle(_ body: @escaping (Item, ItemPath) -> EditingStyle) -> Self { fatalError("unavailable") }
  @available(*, unavailable, message: "set it with .on(.commitEditing) { item, style, path in … }")
  public func commitEditing(_ body: @escaping (Item, EditingStyle, ItemPath) -> Void) -> Self {
    fatalError("unavailable")
  }
  @available(*, unavailable, message: "set it with .on(.canMove) { item, path in … }")
  public func canMove(_ body: @escaping (Item, ItemPath) -> Bool) -> Self { fatalError("unavailable") }
  @available(*, unavailable, message: "set it with .on(.moveRow) { item, from, to in … }")
  public func moveRow(_ body: @escaping (Item, ItemPath, ItemPath) -> Void) -> Self { fatalError("unavailable") }
  @available(*, unavailable, message: "set it with .on(.willSelect) { item, path in … }")
  public func willSelect(_ body: @escaping (Item, ItemPath) -> ItemPath?) -> Self { fatalError("unavailable") }
  @available(*, unavailable, message: "set it with .on(.willDeselect) { item, path in … }")
  public func willDeselect(_ body: @escaping (Item, ItemPath) -> ItemPath?) -> Self { fatalError("unavailable") }
  @available(*, unavailable, message: "set it with .on(.didDeselect) { item, path in … }")
  public func didDeselect(_ body: @escaping (Item, ItemPath) -> Void) -> Self { fatalError("unavailable") }
  @available(*, unavailable, message: "set it with .on(.didHighlight) { item, path in … }")
  public func didHighlight(_ body: @escaping (Item, ItemPath) -> Void) -> Self { fatalError("unavailable") }
  @available(*, unavailable, message: "set it with .on(.didUnhighlight) { item, path in … }")
  public func didUnhighlight(_ body: @escaping (Item, ItemPath) -> Void) -> Self { fatalError("unavailable") }
  @available(*, unavailable, message: "set it with .on(.didEndDisplaying) { item, cell, path in … }")
  public func didEndDisplaying(_ body: @escaping (Item, Cell, ItemPath) -> Void) -> Self { fatalError("unavailable") }
  @available(*, unavailable, message: "set it with .on(.titleForDeleteConfirmationButton) { item, path in … }")
  public func titleForDeleteConfirmationButton(_ body: @escaping (Item, ItemPath) -> String?) -> Self {
    fatalError("unavailable")
  }
  @available(*, unavailable, message: "set it with .on(.indentationLevel) { item, path in … }")
  public func indentationLevel(_ body: @escaping (Item, ItemPath) -> Int) -> Self { fatalError("unavailable") }
  @available(*, unavailable, message: "set it with .on(.shouldIndentWhileEditing) { item, path in … }")
  public func shouldIndentWhileEditing(_ body: @escaping (Item, ItemPath) -> Bool) -> Self { fatalError("unavailable") }
  @available(*, unavailable, message: "set it with .on(.targetIndexPathForMove) { item, from, to in … }")
  public func targetIndexPathForMove(_ body: @escaping (Item, ItemPath, ItemPath) -> ItemPath) -> Self {
    fatalError("unavailable")
  }
  @available(*, unavailable, message: "isHidden is given the model only: .isHidden { item in … }")
  public func isHidden(_ body: @escaping (Item, ItemPath) -> Bool) -> Self { fatalError("unavailable") }
}
