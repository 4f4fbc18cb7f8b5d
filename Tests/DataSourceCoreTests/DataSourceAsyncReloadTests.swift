import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import Testing

@testable import DataSourceCore
@testable import DataSourceDiffable
@testable import DataSourceStorage

@MainActor
@Suite struct DataSourceAsyncReloadTests {
  func people(_ names: [String]) -> [Section] {
    [Section("people", items: names.enumerated().map { Person(id: $0.offset, name: $0.element) })]
  }

  /// People identified by `ids`, in that order: reordering ids moves rows, so a full diff is needed.
  func people(ids: [Int]) -> [Section] {
    [Section("people", items: ids.map { Person(id: $0, name: "p\($0)") })]
  }

  @Test func aBackgroundReloadEndsWhereASynchronousOneWould() async {
    let f = Fixture([personCells], sections: people(["a", "b", "c"]))
    f.dataSource.sections = [
      Section("people", items: [Person(id: 2, name: "c"), Person(id: 0, name: "A"), Person(id: 9, name: "z")])
    ]
    let applied = await f.dataSource.reloadDataInBackground(animated: true)
    #expect(applied)
    #expect(f.shown == [["c", "A", "z"]])
    #expect(f.table.listViewFailures.isEmpty)
    #expect(f.table.lastBatch?.rowMoves == 1, "it animated")
  }

  /// A data source keeps the identity table of its last diff for the next one, through synchronous
  /// reloads and through background ones, with or without a closure that can hide rows (the
  /// background diff takes the table and gives it back). 100 rows diff in a table of 256 slots.
  @Test func reloadsKeepTheirDiffsIdentityTable() async {
    let f = Fixture([personCells], sections: people(ids: Array(0..<100)))
    #expect(f.dataSource.diffScratch.byteCount == 0)
    f.dataSource.sections = people(ids: Array((0..<100).reversed()))
    f.dataSource.reloadData(animated: true)
    #expect(f.dataSource.diffScratch.byteCount == 256 * 8)
    f.dataSource.sections = people(ids: Array(0..<100))
    #expect(await f.dataSource.reloadDataInBackground(animated: true))
    #expect(f.dataSource.diffScratch.byteCount == 256 * 8)
    f.dataSource.isRowHidden = { $0.item(as: Person.self)?.id == 7 }
    f.dataSource.sections = people(ids: Array((0..<100).reversed()))
    #expect(await f.dataSource.reloadDataInBackground(animated: true))
    #expect(f.dataSource.diffScratch.byteCount == 256 * 8)
    #expect(f.shown == [(0..<100).reversed().filter { $0 != 7 }.map { "p\($0)" }])
    #expect(f.table.listViewFailures.isEmpty)
  }

  /// Sections are Sendable (their rows require Sendable models): built in a detached task, with
  /// swipe actions and a context menu, they are handed to the main actor and shown.
  @Test func sectionsBuiltOffTheMainActorAreShown() async {
    let built = await Task.detached {
      [Section("people", header: "People", items: (0..<3).map { Person(id: $0, name: "n\($0)") })]
    }.value
    let menu = await Task.detached { ContextMenu(title: "m", actions: [ContextMenu.Action(title: "x") {}]) }.value
    let swipe = await Task.detached { SwipeActionsConfiguration(actions: [SwipeAction(title: "Delete") { $0(true) }]) }
      .value
    let f = Fixture([personCells], sections: [])
    f.dataSource.sections = built
    f.dataSource.reloadData(animated: true)
    #expect(f.shown == [["n0", "n1", "n2"]])
    #expect(menu.entries.map(\.action.title) == ["x"] && swipe.actions.map(\.title) == ["Delete"])
  }

  @Test func aNewerBackgroundReloadSupersedesOneStillDiffing() async throws {
    let f = Fixture([personCells], sections: people(ids: Array(0..<2_000)))
    f.dataSource.sections = people(ids: (0..<2_000).reversed())
    var newer: Task<Bool, Never>?
    f.dataSource.backgroundDiffWillStart = {
      f.dataSource.backgroundDiffWillStart = nil
      f.dataSource.sections = self.people(["only", "these"])
      newer = Task { await f.dataSource.reloadDataInBackground(animated: true) }
    }
    let firstApplied = await f.dataSource.reloadDataInBackground(animated: true)
    let newerApplied = await (try #require(newer, "the background diff started")).value
    #expect(!firstApplied, "the older reload is dropped")
    #expect(newerApplied)
    #expect(f.shown == [["only", "these"]])
    #expect(f.table.listViewFailures.isEmpty)
    let batches = f.table.events.filter { if case .batch = $0 { true } else { false } }
    #expect(batches.count == 1, "only the newest reload reached the view")
  }

  @Test func aSynchronousReloadAlsoSupersedesABackgroundOne() async {
    let f = Fixture([personCells], sections: people(ids: Array(0..<2_000)))
    f.dataSource.sections = people(ids: (0..<2_000).reversed())
    f.dataSource.backgroundDiffWillStart = {
      f.dataSource.backgroundDiffWillStart = nil
      f.dataSource.sections = self.people(["x"])
      f.dataSource.reloadData(animated: true)
    }
    let applied = await f.dataSource.reloadDataInBackground(animated: true)
    #expect(!applied)
    #expect(f.shown == [["x"]])
    #expect(f.table.listViewFailures.isEmpty)
  }

  /// With no closure that could hide a row, the background reload finds the shown rows off the main
  /// actor: hidden and empty sections still go, as in the synchronous reload.
  @Test func aBackgroundReloadDropsHiddenAndEmptySectionsAsASynchronousOneDoes() async {
    let f = Fixture([personCells], sections: people(["a", "b"]))
    f.dataSource.sections = [
      Section("A", items: [Person(id: 1, name: "b"), Person(id: 0, name: "a")]),
      Section("B", items: [Person]()),
      Section("C", items: [Person(id: 4, name: "Cy")], isHidden: true),
    ]
    let applied = await f.dataSource.reloadDataInBackground(animated: true)
    #expect(applied)
    #expect(f.shown == [["b", "a"]])
    #expect(f.table.listViewFailures.isEmpty)
  }

  /// A cell descriptor that hides rows is found only once the rows are known: the reload evaluates
  /// it on the main actor and hides what it hides.
  @Test func aBackgroundReloadHidesWhatACellDescriptorHides() async {
    let cells = AnyCellDescriptor(
      CellDescriptor<Person, TextCell>()
        .configure { person, cell, _ in cell.text = person.name }
        .isHidden { person in person.name.isEmpty })
    let f = Fixture([cells], sections: people(["a", "b", "c"]))
    f.dataSource.sections = [
      Section("people", items: [Person(id: 2, name: "c"), Person(id: 1, name: ""), Person(id: 0, name: "a")])
    ]
    let applied = await f.dataSource.reloadDataInBackground(animated: true)
    #expect(applied)
    #expect(f.shown == [["c", "a"]])
    #expect(f.table.listViewFailures.isEmpty)
  }

  /// Rows without identity made again are reported by a background reload as by a synchronous one.
  @Test func aBackgroundReloadReportsRowsWithoutIdentity() async {
    struct Note: Sendable { var text: String }
    let cells = AnyCellDescriptor(CellDescriptor<Note, TextCell>().configure { note, cell, _ in cell.text = note.text })
    let f = Fixture([cells], sections: [Section("notes", rows: [Row(Note(text: "a"))])])
    f.dataSource.sections = [Section("notes", rows: [Row(Note(text: "a")), Row(Note(text: "b"))])]
    let warnings = await capturingRuntimeWarnings { await f.dataSource.reloadDataInBackground(animated: true) }.warnings
    #expect(f.shown == [["a", "b"]])
    #expect(f.dataSource.failures.map(\.ruleName) == ["rowsWithoutIdentity"])
    #expect(warnings == runtimeWarnings(for: f.dataSource.failures))
    #expect(f.table.listViewFailures.isEmpty)
  }

  @Test func aBackgroundReloadHidesWhatIsRowHiddenHides() async {
    let f = Fixture([personCells], sections: people(["a", "b", "c"]))
    f.dataSource.isRowHidden = { $0.item(as: Person.self)?.name == "b" }
    f.dataSource.sections = people(["c", "b", "a"])
    await f.dataSource.reloadDataInBackground(animated: true)
    #expect(f.shown == [["c", "a"]])
    #expect(f.table.listViewFailures.isEmpty)
  }

  /// A cell descriptor that hides rows, registered while the rows are found and diffed off the main
  /// actor: what was found there is dropped, and the reload hides what the descriptor hides.
  @Test func aHidingDescriptorRegisteredDuringTheDiffIsHonoured() async {
    let f = Fixture([personCells], sections: people(["a", "b", "c"]))
    f.dataSource.sections = [
      Section("people", items: [Person(id: 2, name: "c"), Person(id: 1, name: ""), Person(id: 0, name: "a")])
    ]
    f.dataSource.backgroundDiffWillStart = {
      f.dataSource.backgroundDiffWillStart = nil
      f.dataSource.register(cellDescriptors: [
        CellDescriptor<Person, TextCell>()
          .configure { person, cell, _ in cell.text = person.name }
          .isHidden { person in person.name.isEmpty }
      ])
    }
    let applied = await f.dataSource.reloadDataInBackground(animated: true)
    #expect(applied)
    #expect(f.shown == [["c", "a"]])
    #expect(f.table.listViewFailures.isEmpty)
  }
}
