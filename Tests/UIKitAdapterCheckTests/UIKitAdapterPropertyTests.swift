import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import PropertyBased
import Testing
import UIKitStandIn

@testable import UIKitAdapterCheck

/// The random update properties of the headless views, run through the UIKit module itself: the
/// adapters and diffable data sources on the stand-in's table and collection views, which check each
/// batch by UIKit's rules (a rejected one fails the test) and ask for the cells they show. After every
/// animated update the view shows exactly what the data says, by its own cells; the updates arrived
/// as batches, not reloads.
@MainActor
@Suite struct UIKitAdapterPropertyTests {
  typealias Item = HidableItem

  final class TextCell: UITableViewCell {}
  final class TextItemCell: UICollectionViewCell {
    var text: String?
  }

  /// Random sections of `Item`s from one step of `RandomSections`, with random hidden rows and sections.
  static func sections(_ rng: inout SplitMix64) -> [Section] {
    RandomSections(seed: rng.next(), maxSections: 6, maxElements: 12).target.map { section in
      Section(
        section.model.id, header: section.model.content,
        rows: section.elements.map { Row(Item(id: $0.id, content: $0.content, hidden: rng.chance(0.2))) },
        isHidden: rng.chance(0.1))
    }
  }

  /// What the data source shows, as "id:content" per visible row.
  static func expected(_ dataSource: DataSource) -> [String] {
    dataSource.visibleSections().flatMap { section in
      section.elements.map { row in
        let item = row.item(as: Item.self)!
        return "\(item.id):\(item.content)"
      }
    }
  }

  static func batches(_ events: [HeadlessListEvent]) -> Int {
    events.filter { if case .batch = $0 { true } else { false } }.count
  }

  @Test func theTableAdapterAlwaysShowsTheVisibleSnapshot() async {
    var batches = 0
    await propertyCheck(count: 60, input: Gen.uint64(in: 0...UInt64.max)) { seed in
      var rng = SplitMix64(seed: seed)
      let dataSource = DataSource(cellDescriptors: [
        CellDescriptor<Item, TextCell>()
          .configure { item, cell, _ in cell.textLabel?.text = "\(item.id):\(item.content)" }
          .isHidden { $0.hidden }
      ])
      let table = UITableView(frame: .zero)
      table.standInVisibleRowCapacity = 10_000
      let window = UIWindow(frame: .zero)
      window.addSubview(table)
      _ = TableViewAdapter(dataSource: dataSource, tableView: table)
      dataSource.contentUpdateStyle = rng.chance(0.5) ? .reload : .inPlace
      table.layoutIfNeeded()
      for step in 0..<6 {
        dataSource.sections = Self.sections(&rng)
        dataSource.reloadData(animated: true)
        let shown = table.visibleCells.map { $0.textLabel?.text ?? "" }
        #expect(shown == Self.expected(dataSource), "seed \(seed), step \(step)")
        #expect(table.standInFailures.isEmpty, "seed \(seed), step \(step): \(table.standInFailures)")
      }
      batches += Self.batches(table.standInEvents)
      withExtendedLifetime(window) {}
    }
    #expect(batches > 0, "the updates reached the table as batches")
  }

  @Test func theCollectionAdapterAlwaysShowsTheVisibleSnapshot() async {
    var batches = 0
    await propertyCheck(count: 60, input: Gen.uint64(in: 0...UInt64.max)) { seed in
      var rng = SplitMix64(seed: seed)
      let dataSource = DataSource(cellDescriptors: [
        CellDescriptor<Item, TextItemCell>()
          .configure { item, cell, _ in cell.text = "\(item.id):\(item.content)" }
          .isHidden { $0.hidden }
      ])
      let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
      view.standInVisibleItemCapacity = 10_000
      let window = UIWindow(frame: .zero)
      window.addSubview(view)
      let adapter = CollectionViewAdapter(dataSource: dataSource, collectionView: view)
      dataSource.contentUpdateStyle = rng.chance(0.5) ? .reload : .inPlace
      view.layoutIfNeeded()
      for step in 0..<6 {
        dataSource.sections = Self.sections(&rng)
        dataSource.reloadData(animated: true)
        let shown = view.visibleCells.map { ($0 as? TextItemCell)?.text ?? "" }
        #expect(shown == Self.expected(dataSource), "seed \(seed), step \(step)")
        #expect(view.standInFailures.isEmpty, "seed \(seed), step \(step): \(view.standInFailures)")
      }
      batches += Self.batches(view.standInEvents)
      withExtendedLifetime(window) {}
      withExtendedLifetime(adapter) {}
    }
    #expect(batches > 0, "the updates reached the collection view as batches")
  }

  /// Random snapshots (unique identifiers, random order) as UIKit's diffable data sources take them.
  static func snapshot(_ rng: inout SplitMix64) -> DiffableDataSourceSnapshot<String, String> {
    var snapshot = DiffableDataSourceSnapshot<String, String>()
    var pool = (0..<40).map { "i\($0)" }
    pool.shuffle(using: &rng)
    for section in ["A", "B", "C", "D", "E"].shuffled(using: &rng) where rng.chance(0.7) {
      snapshot.appendSections([section])
      let count = min(pool.count, rng.int(0...8))
      snapshot.appendItems(Array(pool.suffix(count)), toSection: section)
      pool.removeLast(count)
    }
    if rng.chance(0.3), let item = snapshot.itemIdentifiers.randomElement(using: &rng) {
      snapshot.reconfigureItems([item])
    }
    return snapshot
  }

  @Test func theTableDiffableDataSourceAlwaysShowsTheSnapshot() async {
    var batches = 0
    await propertyCheck(count: 60, input: Gen.uint64(in: 0...UInt64.max)) { seed in
      var rng = SplitMix64(seed: seed)
      let table = UITableView(frame: .zero)
      table.standInVisibleRowCapacity = 10_000
      let window = UIWindow(frame: .zero)
      window.addSubview(table)
      table.register(TextCell.self, forCellReuseIdentifier: "cell")
      let source = TableViewDiffableDataSource<String, String>(tableView: table) { table, path, item in
        let cell = table.dequeueReusableCell(withIdentifier: "cell", for: path)
        cell.textLabel?.text = item
        return cell
      }
      table.layoutIfNeeded()
      for step in 0..<6 {
        let snapshot = Self.snapshot(&rng)
        source.apply(snapshot, animatingDifferences: rng.chance(0.8))
        #expect(table.visibleCells.map { $0.textLabel?.text ?? "" } == snapshot.itemIdentifiers, "seed \(seed) \(step)")
        #expect(table.standInFailures.isEmpty, "seed \(seed), step \(step): \(table.standInFailures)")
      }
      batches += Self.batches(table.standInEvents)
      withExtendedLifetime(window) {}
    }
    #expect(batches > 0)
  }

  @Test func theCollectionDiffableDataSourceAlwaysShowsTheSnapshot() async {
    var batches = 0
    await propertyCheck(count: 60, input: Gen.uint64(in: 0...UInt64.max)) { seed in
      var rng = SplitMix64(seed: seed)
      let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
      view.standInVisibleItemCapacity = 10_000
      let window = UIWindow(frame: .zero)
      window.addSubview(view)
      view.register(TextItemCell.self, forCellWithReuseIdentifier: "cell")
      let source = CollectionViewDiffableDataSource<String, String>(collectionView: view) { view, path, item in
        let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: path) as? TextItemCell
        cell?.text = item
        return cell
      }
      view.layoutIfNeeded()
      for step in 0..<6 {
        let snapshot = Self.snapshot(&rng)
        source.apply(snapshot, animatingDifferences: rng.chance(0.8))
        #expect(
          view.visibleCells.map { ($0 as? TextItemCell)?.text ?? "" } == snapshot.itemIdentifiers,
          "seed \(seed) \(step)")
        #expect(view.standInFailures.isEmpty, "seed \(seed), step \(step): \(view.standInFailures)")
      }
      batches += Self.batches(view.standInEvents)
      withExtendedLifetime(window) {}
    }
    #expect(batches > 0)
  }
}
