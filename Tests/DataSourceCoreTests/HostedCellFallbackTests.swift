import DataSourceTesting
import Foundation
import Testing

/// A screen written with a SwiftUI cell runs where SwiftUI does not exist: the descriptor's plain
/// `configure` is the fallback, which an app's `hostingConfiguration` (behind a postfix
/// `#if canImport(SwiftUI)`, as the SwiftUICells article shows) replaces on Apple platforms. Tests may
/// not import a UI framework, so the SwiftUI half is compiled against the real SDKs instead.
@MainActor
@Suite struct HostedCellFallbackTests {
  struct Note: Identifiable, Hashable, Sendable, Diffable {
    var id: Int
    var title: String
  }
  final class NoteCell: HeadlessTableViewCell {}

  static var notes: CellDescriptor<Note, NoteCell> {
    CellDescriptor<Note, NoteCell>()
      .configure { note, cell, _ in cell.text = note.title }
  }

  @Test func theFallbackConfigurationShowsTheRows() {
    let table = HeadlessTableView(visibleRowCapacity: 10)
    let dataSource = DataSource(cellDescriptors: [AnyCellDescriptor(Self.notes)])
    let adapter = HeadlessTableAdapter(dataSource: dataSource, tableView: table)
    dataSource.sections = [Section(items: [Note(id: 1, title: "Milk"), Note(id: 2, title: "Bread")])]
    dataSource.reloadData(animated: false)
    #expect(table.visibleCells.map(\.text) == ["Milk", "Bread"])
    dataSource.sections = [Section(items: [Note(id: 1, title: "Oat milk"), Note(id: 2, title: "Bread")])]
    dataSource.reloadData()
    #expect(table.visibleCells.map(\.text) == ["Oat milk", "Bread"], "refreshed in place by the same closure")
    withExtendedLifetime(adapter) {}
  }
}
