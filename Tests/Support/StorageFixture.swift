import DataSourceKit
import DataSourceTesting
import Foundation
import Testing

/// An item of the storage tests: identity `id`, content `value`.
package struct Thing: Identifiable, Hashable, Sendable, Diffable, CustomStringConvertible {
  package var id: Int
  package var value: String
  package init(_ id: Int, _ value: String = "") {
    self.id = id
    self.value = value
  }
  package var description: String { "\(id)\(value)" }
}

package final class ThingCell: HeadlessTableViewCell {}
package final class ThingItemCell: HeadlessCollectionViewCell {}

@MainActor
package let thingCells = AnyCellDescriptor(
  CellDescriptor<Thing, ThingCell>().configure { thing, cell, _ in cell.text = thing.description })
@MainActor
package let thingItemCells = AnyCellDescriptor(
  CellDescriptor<Thing, ThingItemCell>().configure { thing, cell, _ in cell.text = thing.description })

/// A storage shown by two data sources, one on a headless table and one on a headless collection
/// view (whose batch rules are stricter), with every update it sent.
@MainActor
package final class StorageFixture<S: Storage> where S.Item == Thing {
  package let storage: S
  package let dataSource = DataSource(cellDescriptors: [thingCells])
  package let table = HeadlessTableView(visibleRowCapacity: 100_000)
  package let adapter: HeadlessTableAdapter
  package let collectionDataSource = DataSource(cellDescriptors: [thingItemCells])
  package let collection = HeadlessCollectionView(visibleItemCapacity: 100_000)
  package let collectionAdapter: HeadlessCollectionAdapter
  package private(set) var updates: [StorageUpdate<Thing>] = []
  private var observation: StorageObservation?

  package init(_ storage: S) {
    self.storage = storage
    adapter = HeadlessTableAdapter(dataSource: dataSource, tableView: table)
    dataSource.bind(to: storage)
    collectionAdapter = HeadlessCollectionAdapter(dataSource: collectionDataSource, collectionView: collection)
    collectionDataSource.bind(to: storage)
    observation = storage.observe { [unowned self] in updates.append($0) }
  }

  /// What the collection view shows, by section.
  package var shownInCollection: [[String]] {
    var result = [[String]](repeating: [], count: collection.numberOfSections)
    for cell in collection.visibleCells {
      result[collection.indexPath(for: cell)!.section].append(cell.text ?? "<nil>")
    }
    return result
  }

  /// What the table shows, by section.
  package var shown: [[String]] {
    var result = [[String]](repeating: [], count: table.numberOfSections)
    for cell in table.visibleCells { result[table.indexPath(for: cell)!.section].append(cell.text ?? "<nil>") }
    return result
  }

  /// What the storage holds, by section.
  package var held: [[String]] { storage.sections.map { $0.items.map(\.description) } }

  /// How many times the table reloaded everything.
  package var reloads: Int { table.events.count { if case .reloadData = $0 { true } else { false } } }

  /// The table and the collection view equal the storage; no batch was rejected or fell back to a
  /// reload in either.
  package func expectConsistent(
    _ comment: @autoclosure () -> String = "", sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let comment = comment()
    #expect(shown == held, Comment(rawValue: comment), sourceLocation: sourceLocation)
    #expect(shownInCollection == held, "collection view: \(comment)", sourceLocation: sourceLocation)
    #expect(table.listViewFailures.isEmpty, "\(comment): \(table.listViewFailures)", sourceLocation: sourceLocation)
    #expect(
      collection.listViewFailures.isEmpty, "collection view: \(comment): \(collection.listViewFailures)",
      sourceLocation: sourceLocation)
    let fellBack: (HeadlessListEvent) -> Bool = { if case .fellBackToReloadData = $0 { true } else { false } }
    #expect(!table.events.contains(where: fellBack), Comment(rawValue: comment), sourceLocation: sourceLocation)
    #expect(!collection.events.contains(where: fellBack), "collection view: \(comment)", sourceLocation: sourceLocation)
  }
}

/// Replays an update's sequential changes on the identifiers shown before it: every item that
/// survives must land where the storage now holds it (inserted positions are filled from `after`).
package func replayIdentifiers(_ update: StorageUpdate<Thing>, before: [[Int]], after: [[Int]]) -> [[Int?]] {
  var sections: [[Int?]] = before.map { $0.map(Optional.some) }
  for change in update.changes {
    switch change {
    case .insertSection(let s): sections.insert([], at: s)
    case .deleteSection(let s): sections.remove(at: s)
    case .moveSection(let from, let to):
      let moved = sections.remove(at: from)
      sections.insert(moved, at: to)
    case .updateSection: break
    case .insertItem(let p): sections[p.section].insert(nil, at: p.item)
    case .deleteItem(let p): sections[p.section].remove(at: p.item)
    case .moveItem(let from, let to):
      let moved = sections[from.section].remove(at: from.item)
      sections[to.section].insert(moved, at: to.item)
    case .updateItem: break
    }
  }
  return sections
}

/// Whether replaying `update` on `before` gives `after`, with inserted items as wildcards.
package func changesReplay(_ update: StorageUpdate<Thing>, before: [[Int]], after: [[Int]]) -> Bool {
  let replayed = replayIdentifiers(update, before: before, after: after)
  guard replayed.map(\.count) == after.map(\.count) else { return false }
  for (r, a) in zip(replayed, after) {
    for (x, y) in zip(r, a) where x != nil && x != y { return false }
  }
  return true
}
