@_spi(Extending) import DataSourceCore
import DataSourceKit
import DataSourceTerminal
import DataSourceTestSupport
import Foundation
import PropertyBased
import Testing

/// Random animated reloads on a terminal table: once the animations end, the frame shows exactly
/// the data source's rows, with no leftover struck-through rows, and the cursor is on a real row.
@MainActor
@Suite struct TerminalTablePropertyTests {
  struct Item: Identifiable, Hashable, Diffable {
    var id: String
    var content: String
  }

  final class ItemCell: TerminalCell {}

  @Test func framesShowTheModelAfterEveryAnimatedReload() async {
    await propertyCheck(count: 120, input: Gen.uint64(in: 0...UInt64.max)) { seed in
      var rng = SplitMix64(seed: seed)
      var instant = TerminalInstant.now
      let table = TerminalTableView()
      table.now = { instant }
      let dataSource = DataSource(cellDescriptors: [
        AnyCellDescriptor(
          CellDescriptor<Item, ItemCell>().configure { item, cell, _ in cell.text = "\(item.id):\(item.content)" })
      ])
      table.dataSource = dataSource
      for step in 0..<6 {
        let pair = RandomSections(seed: rng.next(), maxSections: 5, maxElements: 10)
        dataSource.sections = pair.target.map { section in
          Section(section.model.id, rows: section.elements.map { Row(Item(id: $0.id, content: $0.content)) })
        }
        dataSource.reloadData(animated: true)
        for _ in 0..<rng.int(0...3) { _ = table.handle([.down, .up, .pageDown, .end, .home][rng.int(0...4)]) }
        _ = table.frame(width: 40, height: 300)  // draws mid-animation
        instant = instant + 1
        let frame = table.frame(width: 40, height: 300).map { $0.text.trimmingCharacters(in: .whitespaces) }
        let expected = dataSource.displayedSections.flatMap { section in
          section.elements.map { row in
            let item = row.item(as: Item.self)!
            return "\(item.id):\(item.content)"
          }
        }
        let shown = frame.filter { !$0.isEmpty && $0 != "(no rows)" }.map {
          $0.hasPrefix("›") ? String($0.dropFirst()).trimmingCharacters(in: .whitespaces) : $0
        }
        #expect(shown == expected, "seed \(seed), step \(step)")
        #expect(table.totalRows == expected.count)
        if expected.isEmpty {
          #expect(table.cursor == nil)
        } else {
          #expect(table.cursor.map { dataSource.row(at: $0) != nil } == true, "seed \(seed), step \(step)")
        }
      }
    }
  }
}
