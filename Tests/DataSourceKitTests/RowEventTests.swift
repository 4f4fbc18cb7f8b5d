import DataSourceKit
import DataSourceTesting
import Foundation
import Testing

/// The remaining per-row closures: selection redirects, highlight and display callbacks, editing
/// details, move targeting and context menus.
@MainActor
@Suite struct RowEventTests {
  @Test func everyClosureIsReachedInLookupOrder() throws {
    var log: [String] = []
    let cells = AnyCellDescriptor(
      CellDescriptor<String, TextCell>()
        .configure { text, cell, _ in cell.text = text }
        .willSelect { text, path in text == "header" ? ItemPath(row: 1, section: 0) : path }
        .didSelect { text, _ in
          log.append("select \(text)")
          return .keepSelected
        }
        .didHighlight { text, _ in log.append("highlight \(text)") }
        .didUnhighlight { text, _ in log.append("unhighlight \(text)") }
        .willDeselect { text, _ in text == "sticky" ? nil : ItemPath(row: 0, section: 0) }
        .didDeselect { text, _ in log.append("deselect \(text)") }
        .didEndDisplaying { text, _, _ in log.append("gone \(text)") }
        .titleForDeleteConfirmationButton { text, _ in "Remove \(text)" }
        .indentationLevel { text, _ in text.count }
        .shouldIndentWhileEditing { _, _ in false }
        .targetIndexPathForMove { _, _, proposed in ItemPath(row: max(1, proposed.row), section: 0) }
        .contextMenu { text, _ in ContextMenu(title: text, actions: [ContextMenu.Action(title: "Copy") {}]) })
    let f = Fixture([cells], sections: [Section(items: ["header", "first", "sticky"])])

    #expect(f.table.tap(rowAt: IndexPath(row: 0, section: 0)))
    #expect(log == ["highlight header", "unhighlight header", "select first"], "the header redirects to the first row")
    #expect(f.table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))

    let sticky = ItemPath(row: 2, section: 0)
    #expect(f.dataSource.willDeselectRow(at: sticky) == nil)
    #expect(f.dataSource.willDeselectRow(at: ItemPath(row: 1, section: 0)) == ItemPath(row: 0, section: 0))
    f.dataSource.didDeselectRow(at: sticky)
    f.dataSource.didEndDisplaying(f.table.visibleCells[2], forRowAt: sticky)
    #expect(log.suffix(2) == ["deselect sticky", "gone sticky"])
    #expect(f.dataSource.titleForDeleteConfirmationButtonForRow(at: sticky) == "Remove sticky")
    #expect(f.dataSource.indentationLevelForRow(at: sticky) == 6)
    #expect(!f.dataSource.shouldIndentWhileEditingRow(at: sticky))
    #expect(f.dataSource.targetIndexPathForMove(from: sticky, proposed: ItemPath(row: 0, section: 0)) == ItemPath(row: 1, section: 0))
    #expect(f.dataSource.contextMenuForRow(at: sticky)?.title == "sticky")
    #expect(f.dataSource.contextMenuForRow(at: sticky)?.actions.map(\.title) == ["Copy"])
  }

  @Test func defaultsAndTheFallbackWhenNoDescriptorAnswers() {
    final class Fallback: DataSourceFallback {
      func willSelect(_ row: Row, at path: ItemPath) -> ItemPath?? { .some(nil) }
      func indentationLevel(for row: Row, at path: ItemPath) -> Int? { 3 }
      func contextMenu(for row: Row, at path: ItemPath) -> ContextMenu? { ContextMenu(actions: []) }
    }
    let f = Fixture([stringCells], sections: [Section(items: ["a", "b"])])
    let a = ItemPath(row: 0, section: 0)
    #expect(f.dataSource.willSelectRow(at: a) == a)
    #expect(f.dataSource.indentationLevelForRow(at: a) == 0)
    #expect(f.dataSource.shouldIndentWhileEditingRow(at: a))
    #expect(f.dataSource.targetIndexPathForMove(from: a, proposed: ItemPath(row: 1, section: 0)) == ItemPath(row: 1, section: 0))
    #expect(f.dataSource.contextMenuForRow(at: a) == nil)
    #expect(f.dataSource.titleForDeleteConfirmationButtonForRow(at: a) == nil)
    let fallback = Fallback()
    f.dataSource.fallback = fallback
    #expect(f.dataSource.willSelectRow(at: a) == nil, "the fallback prevents the selection")
    #expect(!f.table.tap(rowAt: IndexPath(row: 0, section: 0)))
    #expect(f.table.indexPathForSelectedRow == nil)
    #expect(f.dataSource.indentationLevelForRow(at: a) == 3)
    #expect(f.dataSource.contextMenuForRow(at: a) != nil)
    f.dataSource.indentationLevel = { _, _ in 1 }
    #expect(f.dataSource.indentationLevelForRow(at: a) == 1, "the data source's closure comes before the fallback")
    #expect(f.dataSource.willSelectRow(at: ItemPath(row: 9, section: 9)) == nil, "no row, no selection")
  }
}
