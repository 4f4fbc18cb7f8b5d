import DataSourceKit
import DataSourceTerminal
import Testing

/// A held row crosses section boundaries, as UIKit's interactive reordering lets it: into the next
/// or previous section, into an empty one, in the list and in the grid, and a batch puts it back.
@MainActor
@Suite struct TerminalReorderAcrossSectionsTests {
  let log = MoveLog()
  let table = TerminalTableView()
  let dataSource: DataSource

  init() {
    let log = log
    dataSource = DataSource(cellDescriptors: [
      AnyCellDescriptor(
        CellDescriptor<Word, WordCell>()
          .configure { word, cell, _ in cell.text = word.text }
          .on(.canMove) { _, _ in true }
          .on(.moveRow) { word, from, to in log.moves.append("\(word.text) \(from)→\(to)") })
    ])
    table.dataSource = dataSource
    show([("One", ["a", "b"]), ("Two", ["c"])])
  }

  func show(_ sections: [(String, [String])]) {
    dataSource.sections = sections.map { title, words in
      Section(title, header: title, items: words.map { Word(id: $0.hashValue, text: $0) })
    }
    dataSource.reloadData(animated: false)
  }

  /// The frame's non-blank lines, without the cursor's and the held row's markers.
  func lines() -> [String] {
    table.frame(width: 20, height: 14).map {
      $0.text.replacingOccurrences(of: "›", with: "").replacingOccurrences(of: "≡", with: "")
        .trimmingCharacters(in: .whitespaces)
    }.filter { !$0.isEmpty }
  }

  /// The data source's rows, section by section.
  func shown() -> [[String]] {
    (0..<dataSource.numberOfSections).map { section in
      (0..<dataSource.numberOfRows(inSection: section)).compactMap {
        dataSource.row(at: ItemPath(item: $0, section: section))?.item(as: Word.self)?.text
      }
    }
  }

  /// The selection follows its rows through a user move, as UIKit keeps it on moved rows (it stayed
  /// on the old position, and `d` then deleted a row nobody selected).
  @Test func theSelectionFollowsItsRowThroughAMove() {
    show([("One", ["a", "b", "c", "d"])])
    table.allowsMultipleSelection = true
    _ = table.frame(width: 20, height: 14)
    #expect(table.handle(.down) && table.handle(.down) && table.handle(.character(" ")))
    #expect(table.selectedRows == [ItemPath(item: 2, section: 0)], "c is selected")
    #expect(table.handle(.home) && table.handle(.character("g")))
    #expect(table.handle(.down) && table.handle(.down) && table.handle(.down) && table.handle(.enter))
    #expect(lines() == ["ONE", "b", "● c", "d", "↕ a"], "\(lines())")
    #expect(table.selectedRows == [ItemPath(item: 1, section: 0)], "the selection moved up with c")
    #expect(dataSource.row(at: ItemPath(item: 1, section: 0))?.item(as: Word.self)?.text == "c")
  }

  @Test func aRowMovesDownIntoTheNextSectionAndDropsOnce() {
    table.moveCursor(to: ItemPath(item: 1, section: 0))
    _ = table.handle(.character("g"))
    _ = table.handle(.down)
    #expect(table.cursor == ItemPath(item: 0, section: 1), "the start of the next section")
    #expect(lines() == ["ONE", "a", "TWO", "b", "c"])
    #expect(table.rowCounts == [1, 2], "counted where it would land")
    _ = table.handle(.down)
    #expect(table.cursor == ItemPath(item: 1, section: 1) && lines() == ["ONE", "a", "TWO", "c", "b"])
    _ = table.handle(.down)
    #expect(table.cursor == ItemPath(item: 1, section: 1), "nowhere further to go")
    #expect(log.moves.isEmpty, "nothing is told before the drop")
    _ = table.handle(.enter)
    #expect(log.moves == ["b [0, 1]→[1, 1]"], "one move, from where it was to where it landed")
    #expect(shown() == [["a"], ["c", "b"]] && table.rowCounts == [1, 2])
    #expect(lines() == ["ONE", "a", "TWO", "c", "↕ b"], "the dropped row is marked as moved")
    #expect(table.lastUpdate?.description == "−0 +0 ↕1 ~0 · in place", "and the summary counts the move")
  }

  @Test func aRowMovesUpIntoThePreviousSectionsEnd() {
    table.moveCursor(to: ItemPath(item: 0, section: 1))
    _ = table.handle(.character("g"))
    _ = table.handle(.up)
    #expect(table.cursor == ItemPath(item: 2, section: 0), "after b")
    #expect(lines() == ["ONE", "a", "b", "c", "TWO"])
    _ = table.handle(.up)
    #expect(table.cursor == ItemPath(item: 1, section: 0) && lines() == ["ONE", "a", "c", "b", "TWO"])
    _ = table.handle(.character("g"))
    #expect(
      log.moves == ["c [1, 0]→[0, 1]"] && shown() == [["a", "c", "b"], []], "the emptied section stays until a reload")
  }

  @Test func escABatchAndAReloadPutTheRowBack() {
    table.moveCursor(to: ItemPath(item: 1, section: 0))
    _ = table.handle(.character("g"))
    _ = table.handle(.down)
    #expect(table.rowCounts == [1, 2])
    _ = table.handle(.escape)
    #expect(table.rowCounts == [2, 1] && table.cursor == ItemPath(item: 1, section: 0))
    #expect(lines() == ["ONE", "a", "b", "TWO", "c"] && log.moves.isEmpty)

    _ = table.handle(.character("g"))
    _ = table.handle(.down)
    dataSource.sections[1].rows.append(Row(Word(id: 99, text: "d")))
    dataSource.reloadData(animated: true)
    #expect(!table.isHoldingRow, "the batch put the row back")
    #expect(table.rowCounts == [2, 2] && log.moves.isEmpty)
    #expect(lines() == ["ONE", "a", "b", "TWO", "c", "+ d"])

    _ = table.handle(.character("g"))
    _ = table.handle(.down)
    dataSource.reloadData(animated: false)
    #expect(!table.isHoldingRow && table.cursor == ItemPath(item: 1, section: 0), "the reload put it back")
    #expect(table.rowCounts == [2, 2] && log.moves.isEmpty)
  }

  @Test func aHeldItemInAGridShowsWhereItWouldLand() {
    table.gridColumnWidth = 5
    _ = table.handle(.character("g"))
    _ = table.handle(.right)
    let drawn = table.frame(width: 20, height: 8).map(\.text)
    #expect(drawn.contains { $0.hasPrefix(" b   ≡a") }, "b and a swapped places:\n\(drawn.joined(separator: "\n"))")
    _ = table.handle(.right)
    #expect(table.cursor == ItemPath(item: 0, section: 1))
    _ = table.handle(.enter)
    #expect(log.moves == ["a [0, 0]→[1, 0]"] && shown() == [["b"], ["a", "c"]])
  }

  /// A diffable data source keeps its empty sections, and a held row can land in one.
  @Test func aRowLandsInAnEmptySection() {
    let table = TerminalTableView()
    let source = TerminalTableViewDiffableDataSource<String, String>(tableView: table) { view, path, item in
      let cell = view.dequeueReusableCell(withIdentifier: "word", for: path)
      cell.text = item
      return cell
    }
    source.headerTitleProvider = { $0 }
    var moves: [String] = []
    source.dataSource.on(.canMove) { _, _ in true }
    source.dataSource.on(.moveRow) { _, move in moves.append("\(move.from)→\(move.to)") }
    var snapshot = DiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["ONE", "EMPTY", "TWO"])
    snapshot.appendItems(["a", "b"], toSection: "ONE")
    snapshot.appendItems(["c"], toSection: "TWO")
    source.apply(snapshot, animatingDifferences: false)
    table.moveCursor(to: ItemPath(item: 1, section: 0))
    _ = table.handle(.character("g"))
    _ = table.handle(.down)
    #expect(table.cursor == ItemPath(item: 0, section: 1) && table.rowCounts == [1, 1, 1])
    let drawn = table.frame(width: 20, height: 12).map { $0.text.trimmingCharacters(in: .whitespaces) }
    #expect(drawn.filter { !$0.isEmpty } == ["ONE", "a", "EMPTY", "›≡ b", "TWO", "c"], "\(drawn)")
    _ = table.handle(.enter)
    #expect(moves == ["[0, 1]→[1, 0]"] && table.rowCounts == [1, 1, 1])
    #expect(source.snapshot().itemIdentifiers(inSection: "EMPTY") == ["b"], "the snapshot follows the move")
  }
}
