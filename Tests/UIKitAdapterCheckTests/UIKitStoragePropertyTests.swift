import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import PropertyBased
import Testing
import UIKitStandIn

@testable import UIKitAdapterCheck

/// Storages and outlines through the UIKit module: random storage edits reach a stand-in table
/// through `TableViewAdapter`, and random outlines a stand-in collection view through
/// `CollectionViewDiffableDataSource`, each batch checked by UIKit's rules.
@MainActor
@Suite struct UIKitStoragePropertyTests {
  final class NoteCell: UITableViewCell {}

  /// One random edit of `storage`; an invalid one throws and changes nothing.
  static func edit(_ storage: MemoryStorage<Note>, _ rng: inout SplitMix64, nextID: inout Int) {
    let sections = storage.sections.count
    func path(extra: Int = 0) -> ItemPath {
      let s = rng.int(0...max(0, sections - 1))
      return ItemPath(item: rng.int(0...max(0, storage.items(inSection: s).count - 1 + extra)), section: s)
    }
    func fresh() -> Note {
      nextID += 1
      return Note(id: nextID, text: "n\(nextID)")
    }
    switch rng.int(0...7) {
    case 0, 1: try? storage.addItems((0..<rng.int(1...3)).map { _ in fresh() }, toSection: rng.int(0...sections))
    case 2: try? storage.insertItems([fresh()], at: [path(extra: 1)])
    case 3: try? storage.removeItems(at: [path()])
    case 4: try? storage.moveItem(from: path(), to: path())
    case 5: try? storage.deleteSections([rng.int(0...max(0, sections - 1))])
    case 6:
      let p = path()
      if let old = storage.item(at: p) {
        try? storage.replaceItem(at: p, with: Note(id: old.id, text: "v\(rng.int(0...9))"))
      }
    default:
      try? storage.moveSection(rng.int(0...max(0, sections - 1)), toSection: rng.int(0...max(0, sections - 1)))
    }
  }

  @Test func memoryStorageEditsReachTheTableAsBatches() async {
    var batches = 0
    await propertyCheck(count: 60, input: Gen.uint64(in: 0...UInt64.max)) { seed in
      var rng = SplitMix64(seed: seed)
      let dataSource = DataSource(cellDescriptors: [
        CellDescriptor<Note, NoteCell>().configure { note, cell, _ in cell.textLabel?.text = note.text }
      ])
      let table = UITableView(frame: .zero)
      table.standInVisibleRowCapacity = 10_000
      let window = UIWindow(frame: .zero)
      window.addSubview(table)
      _ = TableViewAdapter(dataSource: dataSource, tableView: table)
      let storage = MemoryStorage<Note>()
      dataSource.bind(to: storage)
      table.layoutIfNeeded()
      var nextID = 0
      for step in 0..<20 {
        if rng.chance(0.3) {
          try? storage.performUpdates { () throws(StorageError) in
            for _ in 0..<rng.int(1...3) { Self.edit(storage, &rng, nextID: &nextID) }
          }
        } else {
          Self.edit(storage, &rng, nextID: &nextID)
        }
        let expected = storage.sections.flatMap { $0.items.map(\.text) }
        #expect(table.visibleCells.map { $0.textLabel?.text ?? "" } == expected, "seed \(seed), step \(step)")
        #expect(table.standInFailures.isEmpty, "seed \(seed), step \(step): \(table.standInFailures)")
      }
      batches += UIKitAdapterPropertyTests.batches(table.standInEvents)
      withExtendedLifetime(window) {}
    }
    #expect(batches > 0, "the storage's updates reached the table as batches")
  }

  final class OutlineCell: UICollectionViewCell {
    var text: String?
  }

  @Test func outlinesReachTheCollectionViewAsBatches() async {
    var batches = 0
    await propertyCheck(count: 60, input: Gen.uint64(in: 0...UInt64.max)) { seed in
      var rng = SplitMix64(seed: seed)
      let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
      view.standInVisibleItemCapacity = 10_000
      let window = UIWindow(frame: .zero)
      window.addSubview(view)
      view.register(OutlineCell.self, forCellWithReuseIdentifier: "cell")
      let source = CollectionViewDiffableDataSource<String, Int>(collectionView: view) { view, path, item in
        let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: path) as? OutlineCell
        cell?.text = "\(item)"
        return cell
      }
      var sections = DiffableDataSourceSnapshot<String, Int>()
      sections.appendSections(["A", "B"])
      source.apply(sections, animatingDifferences: false)
      view.layoutIfNeeded()
      for step in 0..<8 {
        // A random forest in one of the sections, with random expansions.
        // Each section's items are its own (A: 0…, B: 100…): an item may be in one section only.
        let section = rng.chance(0.5) ? "A" : "B"
        var outline = DiffableDataSourceSectionSnapshot<Int>()
        var placed: [Int] = []
        let base = section == "A" ? 0 : 100
        for item in (base..<(base + rng.int(0...10))).shuffled(using: &rng) {
          let parent = placed.isEmpty || rng.chance(0.4) ? nil : placed.randomElement(using: &rng)
          outline.append([item], to: parent)
          placed.append(item)
        }
        outline.expand(placed.filter { _ in rng.chance(0.6) })
        source.apply(outline, to: section, animatingDifferences: true)
        let expected = source.snapshot().itemIdentifiers.map { "\($0)" }
        #expect(view.visibleCells.map { ($0 as? OutlineCell)?.text ?? "" } == expected, "seed \(seed), step \(step)")
        #expect(
          source.snapshot(for: section).visibleItems == outline.visibleItems, "seed \(seed), step \(step)")
        #expect(view.standInFailures.isEmpty, "seed \(seed), step \(step): \(view.standInFailures)")
      }
      batches += UIKitAdapterPropertyTests.batches(view.standInEvents)
      withExtendedLifetime(window) {}
    }
    #expect(batches > 0, "the outlines reached the collection view as batches")
  }
}
