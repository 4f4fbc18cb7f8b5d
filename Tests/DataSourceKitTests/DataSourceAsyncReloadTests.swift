import DataSourceKit
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
}
