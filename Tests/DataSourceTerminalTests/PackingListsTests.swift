import DataSourceKit
import DataSourceTerminal
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import Testing

@testable import DataSourceExamples

/// The Drag and Drop example's storage-backed lists, driven through two headless tables by UIKit's
/// drag and drop rules, and through the catalog screen's keys.
@MainActor
@Suite struct PackingListsTests {
  final class Cell: HeadlessTableViewCell {}

  /// The lists on two headless tables, the cells showing the names.
  @MainActor
  final class Shown {
    let lists = PackingLists(
      toPack: ["Passport", "Charger", "Book"], packed: ["Socks"],
      cellDescriptors: [
        AnyCellDescriptor(
          CellDescriptor<PackingItem, Cell>()
            .configure { item, cell, _ in cell.text = item.name }
            .on(.dragItem) { item, _ in .text(item.name, localObject: item) })
      ])
    let tables = [HeadlessTableView(visibleRowCapacity: 100), HeadlessTableView(visibleRowCapacity: 100)]
    let adapters: [HeadlessTableAdapter]

    init() {
      adapters = zip(lists.dataSources, tables).map { HeadlessTableAdapter(dataSource: $0, tableView: $1) }
      for dataSource in lists.dataSources { dataSource.reloadData(animated: false) }
    }

    /// Drags row `row` of list `from` onto the gap before row `gap` of list `to` (`nil`: the end).
    @discardableResult
    func drag(_ row: Int, of from: Int, to: Int, gap: Int?) -> ListDrop? {
      guard let session = tables[from].beginDrag(rowsAt: [IndexPath(row: row, section: 0)]) else { return nil }
      return tables[to].drop(session, at: gap.map { IndexPath(row: $0, section: 0) })
    }

    /// Whether each table shows exactly its storage's names, with no UIKit failure.
    func tablesShowTheStorages() -> Bool {
      (0..<2).allSatisfy { index in
        tables[index].visibleCells.map(\.text) == lists.names(in: index) && tables[index].listViewFailures.isEmpty
      }
    }
  }

  @Test func aRowMovesToTheOtherListAsAnAnimatedBatch() throws {
    let shown = Shown()
    let drop = try #require(shown.drag(1, of: 0, to: 1, gap: 0))
    #expect(drop.operation == .move)
    #expect(shown.lists.names(in: 0) == ["Passport", "Book"] && shown.lists.names(in: 1) == ["Charger", "Socks"])
    #expect(shown.tablesShowTheStorages())
    #expect(shown.tables[0].lastBatch != nil && shown.tables[1].lastBatch != nil, "animated, not reloaded")
    shown.drag(0, of: 1, to: 0, gap: nil)
    #expect(shown.lists.names(in: 0) == ["Passport", "Book", "Charger"], "nil: after the last row")
    #expect(shown.tablesShowTheStorages() && shown.lists.refusals.isEmpty)
  }

  @Test func aRowDroppedOnItsOwnListMovesWithinIt() {
    let shown = Shown()
    shown.drag(0, of: 0, to: 0, gap: 3)
    #expect(shown.lists.names(in: 0) == ["Charger", "Book", "Passport"])
    shown.drag(2, of: 0, to: 0, gap: 0)
    #expect(shown.lists.names(in: 0) == ["Passport", "Charger", "Book"])
    shown.drag(1, of: 0, to: 0, gap: 1)
    #expect(shown.lists.names(in: 0) == ["Passport", "Charger", "Book"], "its own gap: stays")
    #expect(shown.tablesShowTheStorages())
  }

  @Test func anotherAppsTextBecomesANewRow() async throws {
    let shown = Shown()
    let drop = try #require(shown.tables[1].drop(.fromAnotherApp([.text("Hat")]), at: IndexPath(row: 1, section: 0)))
    #expect(drop.operation == .copy)
    for _ in 0..<100 where shown.lists.names(in: 1).count < 2 { await Task.yield() }
    #expect(shown.lists.names(in: 1) == ["Socks", "Hat"])
    #expect(shown.tablesShowTheStorages())
  }

  /// 200 random drags between and within the lists, each checked against a plain model and both
  /// tables' UIKit checks, for three seeds.
  @Test(arguments: [1, 2, 3] as [UInt64])
  func randomDragsKeepTheListsAndTheTablesInStep(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let shown = Shown()
    var model = [shown.lists.names(in: 0), shown.lists.names(in: 1)]
    for step in 0..<200 {
      let from = random.int(0...1)
      guard !model[from].isEmpty else { continue }
      let to = random.int(0...1)
      let row = random.int(0...(model[from].count - 1))
      let gap = random.chance(0.2) ? nil : random.int(0...model[to].count)
      guard shown.drag(row, of: from, to: to, gap: gap) != nil else {
        Issue.record("step \(step): the drop was refused")
        return
      }
      let name = model[from].remove(at: row)
      var at = gap ?? (model[to].count + (from == to ? 1 : 0))
      if from == to, row < at { at -= 1 }
      model[to].insert(name, at: min(at, model[to].count))
      #expect(shown.lists.names(in: 0) == model[0] && shown.lists.names(in: 1) == model[1], "step \(step)")
      #expect(shown.tablesShowTheStorages(), "step \(step)")
    }
    #expect(shown.lists.refusals.isEmpty)
  }

  /// The catalog screen: `c` carries, Tab switches (the cursor keeps its row), Enter drops above the
  /// cursor, `e` at the end, Esc puts it back.
  @Test func theScreenCarriesARowAcrossWithKeys() {
    let screen = DragAndDropScreen()
    let application = TerminalApplication(root: screen)
    _ = screen.tableView.frame(width: 60, height: 14)
    application.handle(.down)
    application.handle(.character("c"))
    #expect(screen.status.contains("carrying Charger"))
    application.handle(.tab)
    _ = screen.tableView.frame(width: 60, height: 14)
    application.handle(.home)
    application.handle(.enter)
    #expect(screen.lists.names(in: 1) == ["Charger", "Socks", "Shirts"])
    #expect(screen.lists.names(in: 0) == ["Passport", "Toothbrush", "Sunglasses", "Book"])
    #expect(screen.status.contains("dropped Charger in Packed"))
    let frame = screen.tableView.frame(width: 60, height: 14).map(\.text)
    #expect(frame.contains { $0.contains("Charger") } && !frame.contains { $0.contains("Passport") }, "\(frame)")
    application.handle(.home)
    application.handle(.character("c"))
    #expect(screen.status.contains("carrying Charger"))
    application.handle(.tab)
    application.handle(.character("e"))
    #expect(screen.lists.names(in: 0).last == "Charger", "e: at the end")
    #expect(screen.lists.names(in: 1) == ["Socks", "Shirts"])
    application.handle(.home)
    application.handle(.character("c"))
    application.handle(.escape)
    #expect(screen.status.contains("put Passport back") && screen.lists.names(in: 0).first == "Passport")
    #expect(application.screens.count == 1, "Esc put the row back and stayed on the screen")
  }
}
