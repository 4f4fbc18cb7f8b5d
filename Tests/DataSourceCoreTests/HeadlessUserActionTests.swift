import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import Testing

/// The descriptors' closures, reached through the headless table's own calls.
@MainActor
@Suite struct HeadlessUserActionTests {
  final class Model {
    var items = ["alpha", "beta", "gamma", "locked"]
  }

  func fixture(_ model: Model, log: @escaping (String) -> Void) -> Fixture {
    var dataSource: DataSource?
    let cells = AnyCellDescriptor(
      CellDescriptor<String, TextCell>()
        .configure { text, cell, _ in cell.text = text }
        .on(.height) { text, _ in text == "beta" ? 88 : 44 }
        .on(.shouldHighlight) { text, _ in text != "locked" }
        .on(.didSelect) { text, _ in
          log("select \(text)")
          return .deselect
        }
        .on(.willDisplay) { text, _, _ in log("display \(text)") }
        .on(.canEdit) { text, _ in text != "locked" }
        .on(.commitEditing) { text, style, _ in
          log("\(style) \(text)")
          model.items.removeAll { $0 == text }
          dataSource?.sections = [Section("list", items: model.items)]
          dataSource?.reloadData(animated: true)
        }
        .on(.canMove) { text, _ in text != "locked" }
        .on(.moveRow) { text, from, to in
          log("move \(text) \(from.row)→\(to.row)")
          model.items.insert(model.items.remove(at: from.row), at: to.row)
          dataSource?.sections = [Section("list", items: model.items)]
        }
        .on(.trailingSwipeActions) { text, _ in
          SwipeActionsConfiguration(actions: [SwipeAction(title: "Archive \(text)") { done in done(true) }])
        })
    let f = Fixture([cells], sections: [Section("list", items: model.items)])
    dataSource = f.dataSource
    return f
  }

  @Test func tapSelectsThroughTheDelegateAndRespectsHighlight() {
    var log: [String] = []
    let f = fixture(Model()) { log.append($0) }
    #expect(log == ["display alpha", "display beta", "display gamma", "display locked"])
    log.removeAll()
    #expect(f.table.tap(rowAt: IndexPath(row: 1, section: 0)))
    #expect(log == ["select beta"])
    #expect(f.table.indexPathForSelectedRow == nil, "the descriptor answered .deselect")
    #expect(!f.table.tap(rowAt: IndexPath(row: 3, section: 0)), "a row that does not highlight is not selected")
    #expect(log == ["select beta"])
    #expect(f.table.heightOfRow(at: IndexPath(row: 1, section: 0)) == 88)
    #expect(f.table.heightOfRow(at: IndexPath(row: 0, section: 0)) == 44)
  }

  @Test func swipeToDeleteCommitsAndTheRowGoesAway() {
    var log: [String] = []
    let model = Model()
    let f = fixture(model) { log.append($0) }
    log.removeAll()
    #expect(f.table.swipeToDelete(rowAt: IndexPath(row: 1, section: 0)))
    #expect(log == ["delete beta"])
    #expect(f.shown == [["alpha", "gamma", "locked"]])
    #expect(f.table.lastBatch?.rowDeletes == 1)
    #expect(f.table.listViewFailures.isEmpty)
    #expect(!f.table.swipeToDelete(rowAt: IndexPath(row: 2, section: 0)), "a row that cannot be edited stays")
    #expect(
      f.table.trailingSwipeActions(forRowAt: IndexPath(row: 0, section: 0))?.actions.map(\.title) == ["Archive alpha"])
  }

  @Test func draggingARowReachesMoveRowAndKeepsTheTableConsistent() throws {
    var log: [String] = []
    let model = Model()
    let f = fixture(model) { log.append($0) }
    log.removeAll()
    #expect(try f.table.dragRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0)))
    #expect(log == ["move alpha 0→2"])
    #expect(model.items == ["beta", "gamma", "alpha", "locked"])
    #expect(f.shown == [["beta", "gamma", "alpha", "locked"]])
    // The next animated reload starts from what the table shows: nothing more to do.
    let eventsBefore = f.table.events.count
    f.dataSource.reloadData(animated: true)
    #expect(f.table.events.count == eventsBefore, "no batch: the data source already knew the new order")
    #expect(f.shown == [["beta", "gamma", "alpha", "locked"]])
    #expect(f.table.listViewFailures.isEmpty)
    #expect(
      !(try f.table.dragRow(at: IndexPath(row: 3, section: 0), to: IndexPath(row: 0, section: 0))),
      "locked rows do not move")
  }
}
