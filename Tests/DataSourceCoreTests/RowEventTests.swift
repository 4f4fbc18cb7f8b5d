@_spi(Extending) import DataSourceCore
@_spi(Extending) import DataSourceInteraction
import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import Testing

/// The remaining per-row closures: selection redirects, highlight and display callbacks, editing
/// details, move targeting and context menus.
@MainActor
@Suite struct RowEventTests {
  @Test func everyClosureIsReachedThroughTheHeadlessTable() throws {
    var log: [String] = []
    let cells = AnyCellDescriptor(
      CellDescriptor<String, TextCell>()
        .configure { text, cell, _ in cell.text = text }
        .on(.willSelect) { text, path in text == "header" ? ItemPath(row: 1, section: 0) : path }
        .on(.didSelect) { text, _ in
          log.append("select \(text)")
          return .keepSelected
        }
        .on(.didHighlight) { text, _ in log.append("highlight \(text)") }
        .on(.didUnhighlight) { text, _ in log.append("unhighlight \(text)") }
        .on(.willDeselect) { text, path in text == "sticky" ? nil : path }
        .on(.didDeselect) { text, _ in log.append("deselect \(text)") }
        .on(.didEndDisplaying) { text, _, _ in log.append("gone \(text)") }
        .on(.titleForDeleteConfirmationButton) { text, _ in "Remove \(text)" }
        .on(.indentationLevel) { text, _ in text.count }
        .on(.shouldIndentWhileEditing) { _, _ in false }
        .on(.estimatedHeight) { _, _ in 60 }
        .on(.canMove) { _, _ in true }
        .on(.moveRow) { text, from, to in log.append("move \(text) \(from.row)→\(to.row)") }
        .on(.targetIndexPathForMove) { _, _, proposed in ItemPath(row: max(1, proposed.row), section: 0) }
        .on(.leadingSwipeActions) { text, _ in
          SwipeActionsConfiguration(actions: [SwipeAction(title: "Pin \(text)") { _ in }])
        }
        .on(.contextMenu) { text, _ in ContextMenu(title: text, actions: [ContextMenu.Action(title: "Copy") {}]) })
    let f = Fixture([cells], sections: [Section(items: ["header", "first", "sticky", "other"])])

    #expect(f.table.tap(rowAt: IndexPath(row: 0, section: 0)))
    #expect(log == ["highlight header", "unhighlight header", "select first"], "the header redirects to the first row")
    #expect(f.table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    log.removeAll()

    #expect(f.table.tap(rowAt: IndexPath(row: 3, section: 0)))
    #expect(log == ["highlight other", "unhighlight other", "deselect first", "select other"])
    log.removeAll()

    f.table.allowsMultipleSelection = true
    #expect(f.table.tap(rowAt: IndexPath(row: 2, section: 0)))
    #expect(!f.table.tap(rowAt: IndexPath(row: 2, section: 0)), "a second tap tries to deselect")
    #expect(
      f.table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0), IndexPath(row: 3, section: 0)],
      "willDeselect keeps the sticky row selected")
    #expect(!f.table.tap(rowAt: IndexPath(row: 3, section: 0)))
    #expect(f.table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
    #expect(
      log == [
        "highlight sticky", "unhighlight sticky", "select sticky", "highlight sticky", "unhighlight sticky",
        "highlight other", "unhighlight other", "deselect other",
      ])
    log.removeAll()

    let sticky = IndexPath(row: 2, section: 0)
    #expect(f.table.deleteConfirmationTitle(forRowAt: sticky) == "Remove sticky")
    #expect(f.table.indentation(ofRowAt: sticky) == (6, false))
    #expect(f.table.estimatedHeightOfRow(at: sticky) == 60)
    #expect(f.table.leadingSwipeActions(forRowAt: sticky)?.actions.map(\.title) == ["Pin sticky"])
    #expect(f.table.contextMenu(forRowAt: sticky)?.title == "sticky")
    #expect(f.table.contextMenu(forRowAt: sticky)?.entries.map(\.action.title) == ["Copy"])

    #expect(try f.table.dragRow(at: sticky, to: IndexPath(row: 0, section: 0)))
    #expect(log == ["move sticky 2→1"], "the move target keeps rows off the header row")
    #expect(f.shown == [["header", "sticky", "first", "other"]])
    log.removeAll()

    f.table.visibleRowCapacity = 2
    try f.table.layoutIfNeeded()
    #expect(log.sorted() == ["gone first", "gone other"], "rows scrolled off the screen end displaying")
  }

  @Test func defaultsAndTheFallbackWhenNoDescriptorAnswers() {
    final class Fallback: DataSourceFallback {
      func willSelect(_ row: Row, at path: ItemPath) -> ItemPath?? { .some(nil) }
      func indentationLevel(for row: Row, at path: ItemPath) -> Int? { 3 }
      // The interaction behaviours have no named method: answered by key, the rest by name.
      func answer<Input, Output>(_ behavior: RowBehavior<Input, Output>, for row: Row, input: Input) -> Output? {
        if behavior.name == RowBehavior.contextMenu.name { return ContextMenu(actions: []) as? Output }
        return behavior.askFallback?(self, row, input) ?? nil
      }
    }
    let f = Fixture([stringCells], sections: [Section(items: ["a", "b"])])
    let a = ItemPath(row: 0, section: 0)
    #expect(f.dataSource.answers.willSelectRow(at: a) == a)
    #expect(f.dataSource.answers.indentationLevelForRow(at: a) == 0)
    #expect(f.dataSource.answers.shouldIndentWhileEditingRow(at: a))
    #expect(
      f.dataSource.answers.targetIndexPathForMove(from: a, proposed: ItemPath(row: 1, section: 0))
        == ItemPath(row: 1, section: 0))
    #expect(f.dataSource.answers.contextMenuForRow(at: a) == nil)
    #expect(f.dataSource.answers.titleForDeleteConfirmationButtonForRow(at: a) == nil)
    let fallback = Fallback()
    f.dataSource.fallback = fallback
    #expect(f.dataSource.answers.willSelectRow(at: a) == nil, "the fallback prevents the selection")
    #expect(!f.table.tap(rowAt: IndexPath(row: 0, section: 0)))
    #expect(f.table.indexPathForSelectedRow == nil)
    #expect(f.dataSource.answers.indentationLevelForRow(at: a) == 3)
    #expect(f.dataSource.answers.contextMenuForRow(at: a) != nil)
    f.dataSource.on(.indentationLevel) { _, _ in 1 }
    #expect(
      f.dataSource.answers.indentationLevelForRow(at: a) == 1, "the data source's closure comes before the fallback")
    #expect(f.dataSource.answers.willSelectRow(at: ItemPath(row: 9, section: 9)) == nil, "no row, no selection")
  }
}
