import DataSourceKit
import DataSourceTerminal
import DataSourceTesting
import Foundation
import Testing

@testable import DataSourceExamples

/// The shared screen: one model, storage and descriptor, the same in the terminal, a headless table
/// (where UIKit's rules are checked) and an observable view; and the DocC article shows its files
/// unchanged.
@MainActor
@Suite struct SharedNotesTests {
  final class NoteCell: HeadlessTableViewCell, NoteShowing {
    func show(_ note: Note) { text = (note.isDone ? "done: " : "") + note.title }
  }

  @Test func theTerminalScreenTogglesAndDeletes() {
    let screen = SharedNotesScreen()
    let application = TerminalApplication(root: screen)
    _ = screen.tableView.frame(width: 50, height: 12)
    application.handle(.enter)
    #expect(screen.status == "1 of 3 notes done")
    #expect(screen.tableView.frame(width: 50, height: 12).contains { $0.text.contains("[x] Buy milk") })
    application.handle(.down)
    application.handle(.character("m"))
    #expect(screen.tableView.menu != nil, "the swipe action shows as a menu")
    application.handle(.enter)
    #expect(screen.notes.storage.items(inSection: 0).map(\.title) == ["Buy milk", "Water plants"])
  }

  @Test func theSameDescriptorDrivesAHeadlessTableAndAnObservedView() throws {
    let notes = SharedNotes()
    let table = HeadlessTableView()
    let dataSource = DataSource(cellDescriptors: [notes.descriptor(NoteCell.self)])
    let adapter = HeadlessTableAdapter(dataSource: dataSource, tableView: table)
    dataSource.bind(to: notes.storage)
    let observed = ObservedStorage(notes.storage)
    #expect(table.tap(rowAt: IndexPath(row: 1, section: 0)))
    #expect(table.visibleCells.map(\.text) == ["Buy milk", "done: Call Ada", "Water plants"])
    let delete = try #require(table.trailingSwipeActions(forRowAt: IndexPath(row: 0, section: 0))?.actions.first)
    var finished: Bool?
    delete.handler { finished = $0 }
    #expect(finished == true)
    #expect(table.visibleCells.map(\.text) == ["done: Call Ada", "Water plants"])
    #expect(table.lastBatch != nil && table.listViewFailures.isEmpty, "animated, as UIKit accepts")
    observed.applyPendingUpdates()
    #expect(observed.sections.first?.items.map(\.title) == ["Call Ada", "Water plants"])
    #expect(observed.sections.first?.header == "Notes")
    withExtendedLifetime(adapter) {}
  }

  /// Each article block that names a file on its first line is that file, unchanged.
  @Test func theArticleShowsTheFilesUnchanged() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let article = try String(
      contentsOf: root.appendingPathComponent("Sources/DataSourceKit/DataSourceKit.docc/OneDataSourceEverywhere.md"),
      encoding: .utf8)
    let blocks = article.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
    let fileBlocks = blocks.filter { $0.hasPrefix("// Sources/") }
    #expect(fileBlocks.count == 2)
    for block in fileBlocks {
      let path = String(block.prefix { $0 != "\n" }.dropFirst(3))
      let file = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      #expect(block == file, "\(path) differs from the article's block")
    }
  }
}
