import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import PropertyBased
import Testing

/// Random section edits plus random hidden flags: after every animated reload the headless table
/// shows exactly the visible snapshot, and no batch is ever rejected.
@MainActor
@Suite struct DataSourcePropertyTests {
  typealias Item = HidableItem

  @Test func theTableAlwaysShowsTheVisibleSnapshot() async {
    await propertyCheck(count: 100, input: Gen.uint64(in: 0...UInt64.max)) { seed in
      var rng = SplitMix64(seed: seed)
      let cells = AnyCellDescriptor(
        CellDescriptor<Item, TextCell>()
          .configure { item, cell, _ in cell.text = "\(item.id):\(item.content)" }
          .isHidden { item in item.hidden })
      let f = Fixture([cells], capacity: 10_000)
      for step in 0..<6 {
        let pair = RandomSections(seed: rng.next(), maxSections: 6, maxElements: 12)
        f.dataSource.sections = pair.target.map { section in
          Section(
            section.model.id, header: section.model.content,
            rows: section.elements.map { Row(Item(id: $0.id, content: $0.content, hidden: rng.chance(0.2))) },
            isHidden: rng.chance(0.1))
        }
        f.dataSource.reloadData(animated: true)
        let expected = f.dataSource.visibleSections().map { section in
          section.elements.map { row in
            let item = row.item(as: Item.self)!
            return "\(item.id):\(item.content)"
          }
        }
        #expect(f.shown == expected, "seed \(seed), step \(step)")
        #expect(f.table.listViewFailures.isEmpty, "seed \(seed), step \(step): \(f.table.listViewFailures)")
        #expect(!f.table.events.contains { if case .fellBackToReloadData = $0 { true } else { false } })
      }
    }
  }

  final class ItemCell: HeadlessCollectionViewCell {}

  /// The same property on a collection view, whose rules are stricter.
  @Test func theCollectionViewAlwaysShowsTheVisibleSnapshot() async {
    await propertyCheck(count: 60, input: Gen.uint64(in: 0...UInt64.max)) { seed in
      var rng = SplitMix64(seed: seed)
      let cells = AnyCellDescriptor(
        CellDescriptor<Item, ItemCell>()
          .configure { item, cell, _ in cell.text = "\(item.id):\(item.content)" }
          .isHidden { item in item.hidden })
      let dataSource = DataSource(cellDescriptors: [cells])
      let view = HeadlessCollectionView(visibleItemCapacity: 10_000)
      let adapter = HeadlessCollectionAdapter(dataSource: dataSource, collectionView: view)
      // Half the runs reload changed items inside the batches, which the collection view restricts.
      dataSource.contentUpdateStyle = rng.chance(0.5) ? .reload : .inPlace
      dataSource.reloadData(animated: false)
      for step in 0..<6 {
        let pair = RandomSections(seed: rng.next(), maxSections: 6, maxElements: 12)
        dataSource.sections = pair.target.map { section in
          Section(
            section.model.id, header: section.model.content,
            rows: section.elements.map { Row(Item(id: $0.id, content: $0.content, hidden: rng.chance(0.2))) },
            isHidden: rng.chance(0.1))
        }
        dataSource.reloadData(animated: true)
        let expected = dataSource.visibleSections().flatMap { section in
          section.elements.map { row in
            let item = row.item(as: Item.self)!
            return "\(item.id):\(item.content)"
          }
        }
        #expect(view.visibleCells.map { $0.text ?? "" } == expected, "seed \(seed), step \(step)")
        #expect(view.listViewFailures.isEmpty, "seed \(seed), step \(step): \(view.listViewFailures)")
      }
      withExtendedLifetime(adapter) {}
    }
  }
}
