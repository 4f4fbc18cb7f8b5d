@_spi(Extending) import DataSourceCore
@_spi(Extending) import DataSourceInteraction
import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import Testing

/// The fallback object is the third step of the lookup order, before the defaults.
@MainActor
@Suite struct DataSourceFallbackTests {
  final class Fallback: DataSourceFallback {
    var log: [String] = []
    func height(for row: Row, at path: ItemPath) -> Double? { 33 }
    func didSelect(_ row: Row, at path: ItemPath) -> SelectionResult? {
      log.append("select \(path)")
      return .deselect
    }
    func canEdit(_ row: Row, at path: ItemPath) -> Bool? { true }
    func commitEditing(_ row: Row, style: EditingStyle, at path: ItemPath) { log.append("commit \(style) \(path)") }
    func moveRow(_ row: Row, from source: ItemPath, to destination: ItemPath) {
      log.append("move \(source) \(destination)")
    }
    func willDisplay(_ row: Row, cell: AnyObject, at path: ItemPath) { log.append("display \(path)") }
  }

  @Test func theFallbackAnswersWhenDescriptorAndClosuresDoNot() {
    let fallback = Fallback()
    let f = Fixture([stringCells], sections: [Section(items: ["a", "b"])])
    f.dataSource.fallback = fallback
    let p = ItemPath(row: 1, section: 0)
    #expect(f.dataSource.answers.heightForRow(at: p) == 33)
    #expect(f.adapter.tapRow(at: IndexPath(row: 1, section: 0)) == .deselect)
    #expect(f.dataSource.answers.canEditRow(at: p))
    f.dataSource.answers.willDisplay(f.table.visibleCells[1], forRowAt: p)
    f.dataSource.answers.commitEditing(.delete, forRowAt: p)
    f.dataSource.answers.moveRow(at: p, to: ItemPath(row: 0, section: 0))
    #expect(fallback.log == ["select [0, 1]", "display [0, 1]", "commit delete [0, 1]", "move [0, 1] [0, 0]"])
    // Defaults where the fallback is silent too.
    #expect(f.dataSource.answers.shouldHighlightRow(at: p))
    #expect(!f.dataSource.answers.canMoveRow(at: p))
    #expect(f.dataSource.answers.editingStyleForRow(at: p) == .delete)
    #expect(f.dataSource.answers.estimatedHeightForRow(at: p) == nil)
    #expect(f.dataSource.answers.trailingSwipeActionsForRow(at: p) == nil)
  }

  @Test func descriptorsAndDataSourceClosuresComeBeforeTheFallback() {
    let fallback = Fallback()
    var log: [String] = []
    let cells = AnyCellDescriptor(
      CellDescriptor<String, TextCell>()
        .configure { text, cell, _ in cell.text = text }
        .on(.height) { _, _ in 99 }
        .on(.canEdit) { text, _ in text != "locked" }
        .on(.editingStyle) { _, _ in .insert }
        .on(.commitEditing) { text, style, _ in log.append("descriptor \(style) \(text)") }
        .on(.canMove) { _, _ in true }
        .on(.moveRow) { text, _, to in log.append("descriptor move \(text) to \(to)") }
        .on(.shouldHighlight) { text, _ in text != "quiet" }
        .on(.estimatedHeight) { _, _ in 50 }
        .on(.willDisplay) { text, cell, _ in log.append("descriptor display \(text) \(cell.text ?? "")") }
        .on(.trailingSwipeActions) { text, _ in
          SwipeActionsConfiguration(actions: [
            SwipeAction(title: "Delete \(text)", style: .destructive) { done in done(true) }
          ])
        })
    let f = Fixture([cells], sections: [Section(items: ["a", "locked", "quiet"])])
    f.dataSource.fallback = fallback
    f.dataSource.on(.height) { _, _ in 11 }
    let a = ItemPath(row: 0, section: 0)
    #expect(f.dataSource.answers.heightForRow(at: a) == 99, "descriptor first")
    #expect(f.dataSource.answers.estimatedHeightForRow(at: a) == 50)
    #expect(f.dataSource.answers.canEditRow(at: a))
    #expect(!f.dataSource.answers.canEditRow(at: ItemPath(row: 1, section: 0)))
    #expect(f.dataSource.answers.editingStyleForRow(at: a) == .insert)
    #expect(f.dataSource.answers.canMoveRow(at: a))
    #expect(!f.dataSource.answers.shouldHighlightRow(at: ItemPath(row: 2, section: 0)))
    #expect(f.dataSource.answers.trailingSwipeActionsForRow(at: a)?.actions.map(\.title) == ["Delete a"])
    f.dataSource.answers.willDisplay(f.table.visibleCells[0], forRowAt: a)
    f.dataSource.answers.commitEditing(.delete, forRowAt: a)
    // As if the view had moved the row: the data source moves it in what it shows, too.
    f.dataSource.answers.moveRow(at: a, to: ItemPath(row: 2, section: 0))
    #expect(f.dataSource.row(at: ItemPath(row: 2, section: 0))?.item(as: String.self) == "a")
    #expect(
      log == [
        // The table told the descriptor as each cell appeared at load…
        "descriptor display a a", "descriptor display locked locked", "descriptor display quiet quiet",
        // …then the calls made above.
        "descriptor display a a", "descriptor delete a", "descriptor move a to [0, 2]",
      ])
    #expect(fallback.log.isEmpty, "the fallback is never reached when a descriptor answers")

    // Without the descriptor's height, the data-source closure answers before the fallback.
    let plain = Fixture([stringCells], sections: [Section(items: ["a"])])
    plain.dataSource.fallback = fallback
    plain.dataSource.on(.height) { _, _ in 11 }
    #expect(plain.dataSource.answers.heightForRow(at: a) == 11)
  }

  @Test func pathsWithoutARowGetSafeAnswers() {
    let f = Fixture([stringCells], sections: [Section(items: ["a"])])
    let nowhere = ItemPath(row: 7, section: 3)
    #expect(!f.dataSource.answers.shouldHighlightRow(at: nowhere))
    #expect(!f.dataSource.answers.canEditRow(at: nowhere))
    #expect(f.dataSource.answers.editingStyleForRow(at: nowhere) == .none)
    f.dataSource.answers.commitEditing(.delete, forRowAt: nowhere)
    f.dataSource.answers.moveRow(at: nowhere, to: ItemPath(row: 0, section: 0))
  }
}
