import DataSourceKit
import Testing

@testable import DataSourceCore
@testable import DataSourceDiffable
@testable import DataSourceStorage

/// The gesture rules every simulated view shares, on a model of rows 0...9 that records what it is
/// asked and told.
@MainActor @Suite struct ListGesturesTests {
  @MainActor final class Model {
    var log: [String] = []
    var selected: Set<Int> = []
    var highlights: (Int) -> Bool = { _ in true }
    var redirectSelect: (Int) -> Int? = { $0 }
    var redirectDeselect: (Int) -> Int? = { $0 }

    var gestures: ListGestures<Int> {
      ListGestures(
        shouldHighlight: { self.highlights($0) }, didHighlight: { self.log.append("highlight \($0)") },
        didUnhighlight: { self.log.append("unhighlight \($0)") },
        willSelect: { (0..<10).contains($0) ? self.redirectSelect($0) : nil },
        willDeselect: { self.redirectDeselect($0) }, isSelected: { self.selected.contains($0) },
        select: { self.selected.insert($0) }, deselect: { self.selected.remove($0) },
        didSelect: { self.log.append("select \($0)") }, didDeselect: { self.log.append("deselect \($0)") })
    }

    func tap(_ row: Int, multiple: Bool = false) -> Bool {
      gestures.tap(row, selected: selected.sorted(), allowsMultipleSelection: multiple)
    }
  }

  @Test func aTapHighlightsThenSelectsAndDeselectsThePreviousRow() {
    let model = Model()
    #expect(model.tap(2))
    #expect(model.tap(5))
    #expect(model.selected == [5])
    #expect(
      model.log == [
        "highlight 2", "unhighlight 2", "select 2", "highlight 5", "unhighlight 5", "deselect 2", "select 5",
      ])
  }

  @Test func aRowThatDoesNotHighlightIsNotSelected() {
    let model = Model()
    model.highlights = { $0 != 3 }
    #expect(!model.tap(3))
    #expect(model.selected.isEmpty && model.log.isEmpty)
  }

  @Test func willSelectRedirectsOrPrevents() {
    let model = Model()
    model.redirectSelect = { $0 == 4 ? 7 : nil }
    #expect(model.tap(4))
    #expect(model.selected == [7])
    #expect(!model.tap(1), "prevented")
    #expect(!model.tap(12), "no such row")
    #expect(model.selected == [7])
  }

  @Test func multipleSelectionTogglesAndKeepsTheOthers() {
    let model = Model()
    #expect(model.tap(1, multiple: true))
    #expect(model.tap(2, multiple: true))
    #expect(!model.tap(1, multiple: true), "a selected row is deselected")
    #expect(model.selected == [2])
    model.redirectDeselect = { _ in nil }
    #expect(!model.tap(2, multiple: true))
    #expect(model.selected == [2], "willDeselect prevented it")
  }

  @Test func aRedirectedDeselectionDeselectsItsTargetOnlyIfSelected() {
    let model = Model()
    _ = model.tap(1, multiple: true)
    _ = model.tap(2, multiple: true)
    model.redirectDeselect = { $0 == 1 ? 2 : $0 }
    #expect(!model.tap(1, multiple: true))
    #expect(model.selected == [1], "row 2 was deselected in row 1's place")
    model.redirectDeselect = { _ in 9 }
    #expect(!model.tap(1, multiple: true))
    #expect(model.selected == [1], "the target is not selected: nothing happens")
  }

  @Test func swipeToDeleteNeedsAnEditableRowWithTheDeleteStyle() {
    var commits = 0
    #expect(ListGestures<Int>.swipeToDelete(canEdit: true, editingStyle: .delete) { commits += 1 })
    #expect(!ListGestures<Int>.swipeToDelete(canEdit: false, editingStyle: .delete) { commits += 1 })
    #expect(!ListGestures<Int>.swipeToDelete(canEdit: true, editingStyle: .insert) { commits += 1 })
    #expect(commits == 1)
  }

  struct OutOfRange: Error {}

  @Test func aDragMovesOnScreenBeforeTellingAndNotAtAllWhenTheMoveFails() {
    var log: [String] = []
    let moved = ListGestures<Int>.drag(
      canMove: true, to: { 4 }, moveOnScreen: { log.append("screen \($0)") }, didMove: { log.append("told \($0)") })
    #expect(moved && log == ["screen 4", "told 4"])
    #expect(
      !ListGestures<Int>.drag(canMove: false, to: { 4 }, moveOnScreen: { _ in }, didMove: { _ in log.append("x") }))
    #expect(throws: OutOfRange.self) {
      try ListGestures<Int>.drag(
        canMove: true, to: { 99 }, moveOnScreen: { (_) throws(OutOfRange) in throw OutOfRange() },
        didMove: { log.append("told \($0)") })
    }
    #expect(log == ["screen 4", "told 4"])
  }
}
