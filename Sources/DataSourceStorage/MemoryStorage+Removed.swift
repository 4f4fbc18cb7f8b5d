// MemoryStorage's one-item edits, removed in favour of the array forms: each is kept unavailable for
// one minor version, so that old code gets an error naming the new spelling. Remove them in the
// minor version after the first tag.

import DataSourceCore

extension MemoryStorage {
  @available(*, unavailable, message: "pass a one-element array: addItems([item], toSection: section)")
  public func addItem(_ item: Item, toSection section: Int = 0) throws(StorageError) { fatalError("unavailable") }

  @available(*, unavailable, message: "pass a one-element array: insertItems([item], at: [path])")
  public func insertItem(_ item: Item, to path: ItemPath) throws(StorageError) { fatalError("unavailable") }

  @available(*, unavailable, message: "pass a one-element array: removeItems([item])")
  public func removeItem(_ item: Item) throws(StorageError) { fatalError("unavailable") }
}
