import DataSourceKit
import Foundation

/// One thing to pack.
struct PackingItem: Identifiable, Hashable, Sendable, Diffable {
  var id: Int
  var name: String
}

/// Two lists, each a `MemoryStorage` shown by its own data source, with drag and drop between them:
/// rows drag as themselves (and as plain text for other apps), and each list's `DropRule` moves a
/// dropped row out of the list it came from into the gap it was dropped on; text from another app
/// becomes a new item. The Drag and Drop example shows it in the terminal; tests drive the same
/// rules through the headless views.
@MainActor
final class PackingLists {
  /// The lists' storages: "To pack" and "Packed".
  let storages: [MemoryStorage<PackingItem>]
  /// The lists' data sources, bound to ``storages``.
  let dataSources: [DataSource]
  /// Edits a storage refused (none is expected; the screen shows the last).
  private(set) var refusals: [StorageError] = []
  private var nextID = 100

  /// Makes the two lists from `toPack` and `packed`, with `cellDescriptors` for `PackingItem`.
  init(toPack: [String], packed: [String], cellDescriptors: [AnyCellDescriptor]) {
    var id = 0
    func items(_ names: [String]) -> [PackingItem] {
      names.map { name in
        defer { id += 1 }
        return PackingItem(id: id, name: name)
      }
    }
    storages = [
      MemoryStorage(sections: [StorageSection(items: items(toPack))]),
      MemoryStorage(sections: [StorageSection(items: items(packed))]),
    ]
    dataSources = storages.map { _ in DataSource(cellDescriptors: cellDescriptors) }
    for (storage, dataSource) in zip(storages, dataSources) { dataSource.bind(to: storage) }
    for (index, dataSource) in dataSources.enumerated() {
      dataSource.dropRule = .items(of: PackingItem.self, typeIdentifiers: [DragItem.plainTextType]) {
        [unowned self] drop in apply(drop, to: index)
      }
    }
  }

  /// The names in list `index`, in order.
  func names(in index: Int) -> [String] { storages[index].section(at: 0)?.items.map(\.name) ?? [] }

  /// Applies `drop` to list `target`: each of this app's items leaves its list and lands in the gap,
  /// in order; another app's text is read, then added there.
  func apply(_ drop: ListDrop, to target: Int) {
    var gap = drop.landing.path.item
    for item in drop.items {
      guard let packing = item.item(as: PackingItem.self), let origin = item.origin,
        let source = dataSources.firstIndex(where: { $0 === origin.dataSource })
      else {
        let at = gap
        Task { [weak self] in
          guard let text = await item.text() else { return }
          self?.insertNew(text, at: at, in: target)
        }
        gap += 1
        continue
      }
      do throws(StorageError) {
        try move(packing, from: source, to: target, gap: &gap)
      } catch {
        refusals.append(error)
      }
    }
  }

  /// Moves `item` from list `source` into the gap before row `gap` of list `target`, and moves the
  /// gap past it.
  private func move(_ item: PackingItem, from source: Int, to target: Int, gap: inout Int) throws(StorageError) {
    guard let from = storages[source].section(at: 0)?.items.firstIndex(where: { $0.id == item.id }) else { return }
    if source == target {
      // The gap counts the row itself while it is still there.
      let to = from < gap ? gap - 1 : gap
      try storages[target].moveItem(from: ItemPath(item: from, section: 0), to: ItemPath(item: to, section: 0))
      gap = to + 1
    } else {
      try storages[source].removeItems(at: [ItemPath(item: from, section: 0)])
      try storages[target].insertItems([item], at: [ItemPath(item: gap, section: 0)])
      gap += 1
    }
  }

  /// Adds a new item named `name` at row `at` of list `target` (clamped to the list).
  private func insertNew(_ name: String, at: Int, in target: Int) {
    let count = storages[target].section(at: 0)?.items.count ?? 0
    do throws(StorageError) {
      try storages[target].insertItems(
        [PackingItem(id: nextID, name: name)], at: [ItemPath(item: min(at, count), section: 0)])
      nextID += 1
    } catch {
      refusals.append(error)
    }
  }
}
