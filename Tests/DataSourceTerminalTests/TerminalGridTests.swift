import DataSourceKit
import DataSourceTerminal
import Foundation
import Testing

/// A terminal table showing `Word`s in `WordCell`s on a manual clock: what these suites start from.
@MainActor func wordTable() -> (clock: ManualClock, table: TerminalTableView, dataSource: DataSource) {
  let clock = ManualClock()
  let table = TerminalTableView()
  let dataSource = DataSource(cellDescriptors: [
    AnyCellDescriptor(CellDescriptor<Word, WordCell>().configure { word, cell, _ in cell.text = word.text })
  ])
  table.now = { [clock] in clock.instant }
  table.dataSource = dataSource
  return (clock, table, dataSource)
}

/// The moves a data source was told of, in order, for the reordering suites.
final class MoveLog { var moves: [String] = [] }

/// The terminal table as a collection view's grid: items flow into columns, the arrow keys move in
/// two dimensions, and batches show as markers.
@MainActor
@Suite struct TerminalGridTests {
  let clock: ManualClock
  let table: TerminalTableView
  let dataSource: DataSource

  init() {
    (clock, table, dataSource) = wordTable()
    table.gridColumnWidth = 6
  }

  func show(_ first: [String], _ second: [String], animated: Bool) {
    func words(_ texts: [String]) -> [Word] { texts.map { Word(id: $0.hashValue, text: $0) } }
    dataSource.sections = [
      Section("a", header: "A", items: words(first)), Section("b", header: "B", items: words(second)),
    ]
    dataSource.reloadData(animated: animated)
  }
  /// A deleted item stays a moment at its place, the items after it flowing around it, as a
  /// collection view's deleted cell fades where it was (it was drawn at the end of its section).
  @Test func aGhostStaysAtItsPlaceInTheGrid() {
    show(["a1", "a2", "a3", "a4", "a5"], ["b1"], animated: false)
    _ = table.frame(width: 12, height: 10)  // 2 columns of 6
    show(["a1", "a3", "a4", "a5"], ["b1"], animated: true)
    let lines = table.frame(width: 12, height: 10).map { $0.text.trimmingCharacters(in: .whitespaces) }
    let first = lines.first { $0.contains("a1") } ?? ""
    #expect(first.contains("✗a2"), "a2 leaves beside a1, where it was: \(lines)")
    #expect(lines.contains { $0.contains("a3") && $0.contains("a4") }, "\(lines)")
    clock.advance(1)
    let after = table.frame(width: 12, height: 10).map { $0.text.trimmingCharacters(in: .whitespaces) }
    #expect(
      !after.contains { $0.contains("✗") } && after.contains { $0.contains("a1") && $0.contains("a3") }, "\(after)")
  }

  /// Deleted items whose section's last line is full still show, on a line of their own (they were
  /// not drawn at all).
  @Test func ghostsShowWhenTheLastLineIsFull() {
    show(["a1", "a2", "a3", "a4"], ["b1"], animated: false)
    _ = table.frame(width: 12, height: 10)  // 2 columns of 6: A's last line is full
    show(["a1", "a2"], ["b1"], animated: true)
    let lines = table.frame(width: 12, height: 10).map(\.text)
    #expect(lines.contains { $0.contains("✗a3") } && lines.contains { $0.contains("✗a4") }, "\(lines)")
    show(["x1", "x2", "x3", "x4"], ["b1", "b2"], animated: false)
    _ = table.frame(width: 12, height: 10)
    show(["x1", "x2", "x3", "x4"], [], animated: true)
    let emptied = table.frame(width: 12, height: 10).map(\.text)
    #expect(emptied.count == 10, "ghost lines never make the frame taller")
  }

  /// The grid scrolls back when the window grows: scrolled down in a small window, it shows its first
  /// section again in a large one, with no blank lines below its content.
  @Test func theGridScrollsBackWhenTheWindowGrows() {
    show(["a1", "a2", "a3", "a4", "a5", "a6"], ["b1", "b2", "b3", "b4", "b5", "b6"], animated: false)
    _ = table.frame(width: 12, height: 3)
    for _ in 0..<6 { #expect(table.handle(.down)) }
    let small = table.frame(width: 12, height: 3).map(\.text)
    #expect(!small.contains { $0.contains("A") && !$0.contains("a") }, "scrolled past A's header: \(small)")
    let large = table.frame(width: 12, height: 30).map { $0.text.trimmingCharacters(in: .whitespaces) }
    #expect(large.first == "A", "the first section shows again: \(large)")
    #expect(large.contains { $0.contains("b6") }, "and the cursor's line: \(large)")
  }

  @Test func itemsFlowIntoColumns() {
    show(["a1", "a2", "a3", "a4", "a5"], ["b1", "b2"], animated: false)
    let lines = table.frame(width: 20, height: 8).map(\.text)
    #expect(table.gridColumns == 3)
    #expect(lines[0] == "A")
    #expect(lines[1] == "›a1    a2    a3   ", "six columns per item, the cursor marked")
    #expect(lines[2] == " a4    a5   ")
    #expect(lines[3] == "" && lines[4] == "B")
    #expect(lines[5] == " b1    b2   ")
    #expect(lines.count == 8)
  }

  @Test func arrowsMoveInTwoDimensions() {
    show(["a1", "a2", "a3", "a4", "a5"], ["b1", "b2"], animated: false)
    _ = table.frame(width: 20, height: 8)
    #expect(table.handle(.right) && table.cursor == ItemPath(item: 1, section: 0))
    #expect(table.handle(.down) && table.cursor == ItemPath(item: 4, section: 0), "straight down")
    #expect(table.handle(.down) && table.cursor == ItemPath(item: 1, section: 1), "into the next section, same column")
    #expect(table.handle(.up) && table.cursor == ItemPath(item: 4, section: 0), "back up, same column")
    #expect(table.handle(.up) && table.handle(.up) && table.cursor == ItemPath(item: 1, section: 0), "stops at the top")
    table.moveCursor(to: ItemPath(item: 2, section: 0))
    #expect(table.handle(.down) && table.cursor == ItemPath(item: 4, section: 0), "a short last line: its last item")
    #expect(table.handle(.left) && table.cursor == ItemPath(item: 3, section: 0))
  }

  @Test func batchesShowAsMarkers() {
    show(["a1", "a2", "a3", "a4"], ["b1"], animated: false)
    _ = table.frame(width: 20, height: 8)
    table.moveCursor(to: ItemPath(item: 0, section: 1))
    show(["a4", "a2", "a3", "new"], ["b1"], animated: true)
    let lines = table.frame(width: 20, height: 8).map(\.text)
    // a1 was deleted (a ghost at its place, at the front, the others flowing after it), new
    // inserted, a4 moved.
    #expect(lines[1] == "✗a1   ↕a4    a2   ", "\(lines)")
    #expect(lines[2] == " a3   +new  ", "\(lines)")
    clock.advance(1)
    let later = table.frame(width: 20, height: 8).map(\.text)
    #expect(later[1] == " a4    a2    a3   " && later[2] == " new  ", "\(later)")
  }

  @Test func theCursorLineScrollsIntoView() {
    show((1...30).map { "a\($0)" }, [], animated: false)
    table.moveCursor(to: ItemPath(item: 29, section: 0))
    let lines = table.frame(width: 20, height: 4).map(\.text)
    #expect(lines.last == " a28   a29  ›a30  ", "\(lines)")
    #expect(!lines.contains("A"), "the header scrolled away")
  }
}

/// The summary line: what each animated update did, for any data source.
@MainActor
@Suite struct TerminalUpdateSummaryTests {
  let clock: ManualClock
  let table: TerminalTableView
  let dataSource: DataSource

  init() {
    (clock, table, dataSource) = wordTable()
    table.showsUpdateSummary = true
  }

  func show(_ words: [(Int, String)], animated: Bool = true) {
    dataSource.sections = [Section("s", items: words.map { Word(id: $0.0, text: $0.1) })]
    dataSource.reloadData(animated: animated)
  }

  @Test func eachAnimatedUpdateIsSummedUpOnTheLastLine() {
    show([(1, "a"), (2, "b"), (3, "c"), (4, "d")], animated: false)
    #expect(table.frame(width: 40, height: 8).last?.text == "", "no update yet")
    // 1 deleted, 2 inserted, 4 moved to the front, 2 changed (refreshed in place after the move).
    show([(4, "d"), (2, "B"), (3, "c"), (5, "e"), (6, "f")])
    let lines = table.frame(width: 40, height: 8)
    #expect(lines.count == 8)
    #expect(lines.last?.text == " −1 +2 ↕1 ~1 · 1 batch", "\(lines.map(\.text))")
    #expect(table.lastUpdate?.batches == 1)
    // A later update starts a new summary; a reload of everything clears it.
    clock.advance(1)
    show([(4, "d")])
    #expect(table.frame(width: 40, height: 8).last?.text == " −4 +0 ↕0 ~0 · 1 batch")
    show([(9, "z")], animated: false)
    #expect(table.lastUpdate == nil)
  }

  @Test func rowsRefreshedInPlaceAloneAreAnUpdateToo() {
    show([(1, "a"), (2, "b"), (3, "c")], animated: false)
    _ = table.frame(width: 40, height: 8)
    var changes = 0
    table.onChange = { changes += 1 }
    show([(1, "A"), (2, "B"), (3, "c")])
    let frame = table.frame(width: 40, height: 8)
    #expect(frame.last?.text == " −0 +0 ↕0 ~2 · in place", "no batch: \"in place\", not \"0 batches\"")
    #expect(
      frame.filter { $0.text.contains("~ ") }.count == 2,
      "both rows are marked ~, as the summary counts: \(frame.map(\.text))")
    #expect(changes == 1, "a table that refreshes in place wakes a sleeping run loop")
  }

  @Test func sectionsAreCountedWhenTheyChange() {
    var summary = TerminalUpdateSummary()
    var batch = ListBatch()
    batch.sectionInserts = [0, 1]
    batch.itemDeletes = [ItemPath(item: 0, section: 2)]
    summary.add(batch)
    summary.add(ListBatch())
    #expect(summary.description == "−1 +0 ↕0 ~0 § +2 · 2 batches")
  }
}

/// Scrolling follows the content: rows hidden above come back when the rows below go, or when the
/// window grows.
@MainActor
@Suite struct TerminalScrollBackTests {
  let clock: ManualClock
  let table: TerminalTableView
  let dataSource: DataSource

  init() { (clock, table, dataSource) = wordTable() }

  func show(_ count: Int, animated: Bool) {
    dataSource.sections = [
      Section("s", header: "Words", items: (0..<count).map { Word(id: $0, text: "w\($0)") })
    ]
    dataSource.reloadData(animated: animated)
  }

  @Test func theViewScrollsBackWhenTheContentShrinks() {
    show(30, animated: false)
    table.moveCursor(by: 29)
    #expect(table.frame(width: 20, height: 10).map(\.text).last?.contains("w29") == true)
    show(8, animated: true)
    clock.advance(1)
    let lines = table.frame(width: 20, height: 10).map { $0.text.trimmingCharacters(in: .whitespaces) }
    #expect(lines.first == "WORDS", "the header came back: \(lines)")
    let rows = lines.prefix(9).map { $0.replacingOccurrences(of: "›", with: "").trimmingCharacters(in: .whitespaces) }
    #expect(rows == ["WORDS"] + (0..<8).map { "w\($0)" }, "\(lines)")
    #expect(lines[9].isEmpty, "the rest is blank below the rows, none hidden above")
  }

  @Test func theViewScrollsBackWhenTheWindowGrows() {
    show(30, animated: false)
    table.moveCursor(by: 29)
    _ = table.frame(width: 20, height: 5)
    let lines = table.frame(width: 20, height: 40).map { $0.text.trimmingCharacters(in: .whitespaces) }
    #expect(lines.first == "WORDS" && lines[1] == "w0", "everything fits now: \(lines.prefix(3))")
    #expect(lines[30].hasSuffix("w29"), "\(lines)")
  }
}

/// Reordering with the keys goes through UIKit's move behaviours; Space selects several rows.
@MainActor
@Suite struct TerminalReorderTests {
  let table = TerminalTableView()
  let log = MoveLog()
  let dataSource: DataSource

  init() {
    let log = log
    dataSource = DataSource(cellDescriptors: [
      AnyCellDescriptor(
        CellDescriptor<Word, WordCell>()
          .configure { word, cell, _ in cell.text = word.text }
          .on(.canMove) { word, _ in word.text != "pinned" }
          .on(.targetIndexPathForMove) { _, _, proposed in
            ItemPath(item: min(proposed.item, 3), section: proposed.section)
          }
          .on(.moveRow) { word, from, to in log.moves.append("\(word.text) \(from.item)→\(to.item)") })
    ])
    table.dataSource = dataSource
    dataSource.sections = [
      Section(
        "s", items: ["a", "b", "c", "d", "e", "pinned"].enumerated().map { Word(id: $0.offset, text: $0.element) })
    ]
    dataSource.reloadData(animated: false)
  }

  func rows() -> [String] {
    table.frame(width: 20, height: 8).prefix(6).map { String($0.text.dropFirst(3)) }
  }

  @Test func aHeldRowMovesStepByStepAndDropsOnce() {
    #expect(table.handle(.character("g")) && table.isHoldingRow)
    _ = table.handle(.down)
    _ = table.handle(.down)
    #expect(rows() == ["b", "c", "a", "d", "e", "pinned"], "drawn where it would land")
    #expect(table.frame(width: 20, height: 8)[2].text.hasPrefix("›≡"))
    for _ in 0..<5 { _ = table.handle(.down) }
    #expect(table.cursor == ItemPath(item: 3, section: 0), "the data source's target stops it at 3")
    #expect(log.moves.isEmpty, "nothing is told before the drop")
    _ = table.handle(.enter)
    #expect(log.moves == ["a 0→3"], "one move, from where it was to where it landed")
    #expect(!table.isHoldingRow && rows() == ["b", "c", "d", "a", "e", "pinned"])
  }

  @Test func escPutsItBackAndAPinnedRowCannotBePickedUp() {
    _ = table.handle(.character("g"))
    _ = table.handle(.down)
    _ = table.handle(.escape)
    #expect(rows() == ["a", "b", "c", "d", "e", "pinned"] && log.moves.isEmpty && table.cursor?.item == 0)
    table.moveCursor(to: ItemPath(item: 5, section: 0))
    _ = table.handle(.character("g"))
    #expect(!table.isHoldingRow, "canMove said no")
  }

  @Test func spaceSelectsSeveralRows() {
    table.allowsMultipleSelection = true
    _ = table.handle(.character(" "))
    _ = table.handle(.down)
    _ = table.handle(.down)
    _ = table.handle(.character(" "))
    #expect(table.selectedRows == [ItemPath(item: 0, section: 0), ItemPath(item: 2, section: 0)])
    _ = table.handle(.character(" "))
    #expect(table.selectedRows == [ItemPath(item: 0, section: 0)], "a second press deselects")
  }
}

/// Deleted rows stay a moment next to the row they followed, never among rows they did not follow
/// or under another section's header.
@MainActor
@Suite struct TerminalGhostPlacementTests {
  let clock: ManualClock
  let table: TerminalTableView
  let dataSource: DataSource

  init() { (clock, table, dataSource) = wordTable() }

  func show(_ sections: [(String, [String])], animated: Bool) {
    dataSource.sections = sections.map { title, words in
      Section(title, header: title, items: words.map { Word(id: $0.hashValue, text: $0) })
    }
    dataSource.reloadData(animated: animated)
  }

  func lines() -> [String] {
    table.frame(width: 30, height: 14).map { $0.text.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  @Test func aGhostFollowsTheRowItFollowed() {
    show([("Fruit", ["a", "b", "c"])], animated: false)
    _ = lines()
    show([("Fruit", ["new1", "new2", "a", "b"])], animated: true)
    let shown = lines().map { $0.replacingOccurrences(of: "›", with: "").trimmingCharacters(in: .whitespaces) }
    #expect(shown.prefix(6) == ["FRUIT", "+ new1", "+ new2", "a", "b", "✗ c"], "\(shown)")
  }

  @Test func aDeletedSectionsGhostsStayAboveTheNextHeader() {
    show([("One", ["a", "b"]), ("Two", ["c"]), ("Three", ["d"])], animated: false)
    _ = lines()
    show([("One", ["a", "b"]), ("Three", ["d"])], animated: true)
    let shown = lines().map { $0.replacingOccurrences(of: "›", with: "").trimmingCharacters(in: .whitespaces) }
    #expect(shown.prefix(6) == ["ONE", "a", "b", "✗ c", "THREE", "d"], "\(shown)")
  }
}
