import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import Testing

@MainActor
@Suite struct DataSourceReloadTests {
  @Test func reloadWithoutAnimationShowsEveryVisibleRow() {
    let f = Fixture(
      [personCells], sections: [Section("A", items: [Person(id: 1, name: "Ann"), Person(id: 2, name: "Bob")])])
    #expect(f.shown == [["Ann", "Bob"]])
    #expect(f.table.events == [.reloadData])
  }

  @Test func animatedReloadPerformsAValidBatch() {
    let f = Fixture(
      [personCells], sections: [Section("A", items: [Person(id: 1, name: "Ann"), Person(id: 2, name: "Bob")])])
    f.dataSource.sections = [
      Section("A", items: [Person(id: 2, name: "Bob"), Person(id: 3, name: "Cy"), Person(id: 1, name: "Ann")])
    ]
    f.dataSource.reloadData(animated: true)
    #expect(f.table.listViewFailures.isEmpty)
    #expect(f.shown == [["Bob", "Cy", "Ann"]])
    #expect(f.table.lastBatch?.rowInserts == 1)
    #expect(f.table.lastBatch?.rowMoves == 1)
  }

  @Test func aRowAnimationForOneUpdateLeavesTheDefaultForTheNext() {
    let f = Fixture(
      [personCells], sections: [Section("A", items: [Person(id: 1, name: "Ann"), Person(id: 2, name: "Bob")])])
    f.dataSource.sections[0].rows.remove(at: 0)
    var finished = false
    f.dataSource.reloadData(rowAnimation: .left) { finished = true }
    #expect(f.table.lastBatchAnimation == .left && f.table.lastBatch?.rowDeletes == 1 && finished)
    f.dataSource.sections[0].rows.append(Row(Person(id: 3, name: "Cy")))
    f.dataSource.reloadData()
    #expect(f.table.lastBatchAnimation == f.dataSource.defaultRowAnimation)
    #expect(f.dataSource.defaultRowAnimation == .fade)
    #expect(f.shown == [["Bob", "Cy"]])
  }

  @Test func changedContentIsUpdatedInPlaceEvenWhenMoved() {
    let f = Fixture(
      [personCells], sections: [Section("A", items: [Person(id: 1, name: "Ann"), Person(id: 2, name: "Bob")])])
    let annCell = f.table.cellForRow(at: IndexPath(row: 0, section: 0))
    f.dataSource.sections = [Section("A", items: [Person(id: 2, name: "Bob"), Person(id: 1, name: "Anna")])]
    f.dataSource.reloadData(animated: true)
    #expect(f.table.listViewFailures.isEmpty)
    #expect(f.shown == [["Bob", "Anna"]], "a moved row whose content changed is refreshed")
    #expect(f.table.cellForRow(at: IndexPath(row: 1, section: 0)) === annCell, "in place: the cell is kept")
  }

  @Test func updateClosureIsPreferredForInPlaceRefresh() {
    var updates = 0
    let cells = AnyCellDescriptor(
      CellDescriptor<Person, TextCell>()
        .configure { person, cell, _ in cell.text = person.name }
        .update { person, cell, _ in
          updates += 1
          cell.text = "updated " + person.name
        })
    let f = Fixture([cells], sections: [Section(items: [Person(id: 1, name: "Ann")])])
    f.dataSource.sections = [Section(items: [Person(id: 1, name: "Anna")])]
    f.dataSource.reloadData()
    #expect(updates == 1)
    #expect(f.shown == [["updated Anna"]])
  }

  @Test func reloadStyleReloadsChangedRowsInsideTheBatch() {
    let f = Fixture(
      [personCells], sections: [Section(items: [Person(id: 1, name: "Ann"), Person(id: 2, name: "Bob")])])
    f.dataSource.contentUpdateStyle = .reload
    f.dataSource.sections = [Section(items: [Person(id: 2, name: "Bob"), Person(id: 1, name: "Anna")])]
    f.dataSource.reloadData()
    #expect(f.table.listViewFailures.isEmpty)
    #expect(f.table.lastBatch?.rowReloads == 1)
    #expect(f.shown == [["Bob", "Anna"]])
  }

  @Test func hiddenRowsAndEmptySectionsAreNotShown() {
    let cells = AnyCellDescriptor(
      CellDescriptor<Person, TextCell>()
        .configure { person, cell, _ in cell.text = person.name }
        .isHidden { person in person.name.isEmpty })
    let f = Fixture(
      [cells],
      sections: [
        Section("A", items: [Person(id: 1, name: "Ann"), Person(id: 2, name: "")]),
        Section("B", items: [Person(id: 3, name: "")]),
        Section("C", items: [Person(id: 4, name: "Cy")], isHidden: true),
      ])
    #expect(f.shown == [["Ann"]], "hidden rows go; a section with no visible row goes; a hidden section goes")
  }

  @Test func nonDiffableRowsAreReplacedOnEveryReload() {
    struct Note { var text: String }
    let cells = AnyCellDescriptor(CellDescriptor<Note, TextCell>().configure { note, cell, _ in cell.text = note.text })
    let (f, warnings) = capturingRuntimeWarnings {
      let f = Fixture([cells], sections: [Section(rows: [Row(Note(text: "a"))])])
      f.dataSource.sections = [Section(rows: [Row(Note(text: "a"))])]
      f.dataSource.reloadData()
      return f
    }
    #expect(warnings == runtimeWarnings(for: f.dataSource.failures) && warnings.count == 1)
    #expect(f.table.lastBatch?.rowDeletes == 1)
    #expect(f.table.lastBatch?.rowInserts == 1)
  }

  @Test func keptRowsThatMoveAreNotReloaded() {
    // A row kept in `sections` (the same value, so the same box) is equal to itself even when its
    // model is not diffable: moving it is a move, never a reload.
    struct Note { var text: String }
    var configured: [String] = []
    let cells = AnyCellDescriptor(
      CellDescriptor<Note, TextCell>().configure { note, cell, _ in
        cell.text = note.text
        configured.append(note.text)
      })
    let rows = [Row(Note(text: "a")), Row(Note(text: "b")), Row(Note(text: "c"))]
    let f = Fixture([cells], sections: [Section(rows: rows)])
    configured = []
    f.dataSource.sections = [Section(rows: [rows[2], rows[0], rows[1]])]
    f.dataSource.reloadData()
    #expect(f.table.listViewFailures.isEmpty)
    let batches = f.table.events.compactMap { event -> HeadlessBatchRecord? in
      if case .batch(let record) = event { record } else { nil }
    }
    #expect(batches.reduce(0) { $0 + $1.rowMoves } == 1)
    #expect(batches.reduce(0) { $0 + $1.rowReloads } == 0, "no kept row is reloaded")
    #expect(configured.isEmpty, "no kept row is refreshed in place either")
    #expect(f.shown == [["c", "a", "b"]])
  }

  @Test func offScreenTablesReloadInsteadOfAnimating() {
    let f = Fixture([stringCells], sections: [Section(items: ["a"])])
    f.table.isInWindow = false
    f.dataSource.sections = [Section(items: ["a", "b"])]
    f.dataSource.reloadData(animated: true)
    #expect(f.table.events == [.reloadData, .reloadData])
    #expect(f.table.numberOfRows(inSection: 0) == 2)
  }

  @Test func hugeChangesReloadInsteadOfAnimating() {
    let f = Fixture([stringCells], sections: [Section(items: ["a"])])
    f.dataSource.animationThreshold = 10
    f.dataSource.sections = [Section(items: (0..<50).map { "r\($0)" })]
    f.dataSource.reloadData(animated: true)
    #expect(f.table.events.last == .reloadData)
    #expect(f.table.numberOfRows(inSection: 0) == 50)
  }

  @Test func mixedModelTypesFindTheirDescriptors() {
    let numbers = AnyCellDescriptor(CellDescriptor<Int, NumberCell>().configure { n, cell, _ in cell.text = "#\(n)" })
    let f = Fixture([stringCells, numbers], sections: [Section(rows: [Row("text"), Row(7)])])
    #expect(f.shown == [["text", "#7"]])
    #expect(f.table.cellForRow(at: IndexPath(row: 1, section: 0)) is NumberCell)
    #expect(f.table.cellForRow(at: IndexPath(row: 0, section: 0)) is TextCell)
  }
}

@MainActor
@Suite struct DataSourceFastPathTests {
  @Test func reloadingTheSameRowsPerformsNoBatch() {
    let rows = [Row(Person(id: 1, name: "Ann")), Row(Person(id: 2, name: "Bob"))]
    let f = Fixture([personCells], sections: [Section("A", rows: rows)])
    f.dataSource.sections = [Section("A", rows: rows)]
    f.dataSource.reloadData(animated: true)
    #expect(f.table.events == [.reloadData], "nothing changed: no batch")
    // Equal but newly made rows take the diff, which finds nothing to do either.
    f.dataSource.sections = [Section("A", items: [Person(id: 1, name: "Ann"), Person(id: 2, name: "Bob")])]
    f.dataSource.reloadData(animated: true)
    #expect(f.table.events == [.reloadData])
    #expect(f.shown == [["Ann", "Bob"]])
  }
}

@MainActor
@Suite struct DataSourceSameShapeTests {
  func people(_ names: [String]) -> [Section] {
    [Section("people", items: names.enumerated().map { Person(id: $0.offset, name: $0.element) })]
  }

  @Test func rebuiltRowsWithTheSameIdentitiesOnlyRefreshTheChangedOnes() {
    let f = Fixture([personCells], sections: people(["a", "b", "c"]))
    let cells = f.table.visibleCells.map(ObjectIdentifier.init)
    f.dataSource.sections = people(["a", "B", "c"])  // every row value is new; one content changed
    f.dataSource.reloadData(animated: true)
    #expect(f.shown == [["a", "B", "c"]])
    #expect(f.table.events == [.reloadData], "in place: no batch at all")
    #expect(f.table.visibleCells.map(ObjectIdentifier.init) == cells, "and no new cell")
    #expect(f.table.listViewFailures.isEmpty)
  }

  @Test func withTheReloadStyleTheChangedRowsAreReloadedInOneBatch() {
    let f = Fixture([personCells], sections: people(["a", "b", "c"]))
    f.dataSource.contentUpdateStyle = .reload
    f.dataSource.sections = people(["A", "b", "C"])
    f.dataSource.reloadData(animated: true)
    #expect(f.shown == [["A", "b", "C"]])
    #expect(f.table.lastBatch?.operations.count == 2)
    #expect(f.table.lastBatch?.rowReloads == 2)
    #expect(f.table.listViewFailures.isEmpty)
  }

  @Test func aChangeOfShapeStillTakesTheFullDiff() {
    let f = Fixture([personCells], sections: people(["a", "b"]))
    f.dataSource.sections = [Section("people", items: [Person(id: 1, name: "b"), Person(id: 0, name: "a")])]
    f.dataSource.reloadData(animated: true)
    #expect(f.table.lastBatch?.rowMoves == 1)
    #expect(f.shown == [["b", "a"]])
  }
}
