@_spi(Extending) import DataSourceCore
import DataSourceKit
import DataSourceTerminal
import Foundation
import Testing

struct Word: Identifiable, Hashable, Diffable {
  var id: Int
  var text: String
}

final class WordCell: TerminalCell {}

/// A manual clock for animations.
@MainActor
final class ManualClock {
  var instant = TerminalInstant.now
  func advance(_ seconds: TimeInterval) { instant = instant + seconds }
}

/// The renderer, against an in-memory screen (the frame's lines).
@MainActor
@Suite struct TerminalTableViewTests {
  let clock = ManualClock()
  let table = TerminalTableView()
  let dataSource = DataSource(cellDescriptors: [
    AnyCellDescriptor(CellDescriptor<Word, WordCell>().configure { word, cell, _ in cell.text = word.text })
  ])

  init() {
    table.now = { [clock] in clock.instant }
  }

  func show(_ words: [Word], header: String? = "Words", animated: Bool) {
    dataSource.sections = [Section("s", header: header, items: words)]
    dataSource.reloadData(animated: animated)
  }

  func texts(_ lines: [TerminalLine]) -> [String] { lines.map { $0.text.trimmingCharacters(in: .whitespaces) } }

  @Test func reloadCompletionWaitsForTheAnimationToEnd() {
    table.dataSource = dataSource
    show([Word(id: 1, text: "alpha")], animated: false)
    var done = 0
    dataSource.sections = [
      Section("s", header: "Words", items: [Word(id: 2, text: "beta"), Word(id: 1, text: "alpha")])
    ]
    dataSource.reloadData(animated: true) { done += 1 }
    #expect(done == 0)
    _ = table.frame(width: 20, height: 5)
    #expect(done == 0)
    clock.advance(table.animationDuration + 0.01)
    _ = table.frame(width: 20, height: 5)
    #expect(done == 1)
    // A reload cuts an animation short, and completes it.
    dataSource.sections = [Section("s", header: "Words", items: [Word(id: 2, text: "beta")])]
    dataSource.reloadData(animated: true) { done += 1 }
    #expect(done == 1)
    table.reloadAllData()
    #expect(done == 2)
  }

  @Test func aDiffableDataSourceDrivesTheTerminalAndReconfigureKeepsTheCell() {
    final class Names { var byID = [1: "alpha", 2: "beta"] }
    let names = Names()
    let diffable = TerminalTableViewDiffableDataSource<String, Int>(tableView: table) { tableView, path, id in
      let cell = tableView.dequeueReusableCell(withIdentifier: "word", for: path)
      cell.text = names.byID[id] ?? "?"
      return cell
    }
    var snapshot = DiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["s"])
    snapshot.appendItems([1, 2])
    diffable.applySnapshotUsingReloadData(snapshot)
    #expect(texts(table.frame(width: 20, height: 3)) == ["›  alpha", "beta", ""])
    let cell = table.visibleCell(at: ItemPath(item: 1, section: 0))
    names.byID[2] = "BETA"
    snapshot = diffable.snapshot()
    snapshot.reconfigureItems([2])
    snapshot.moveItem(2, beforeItem: 1)
    diffable.apply(snapshot)
    clock.advance(table.animationDuration + 0.01)
    #expect(texts(table.frame(width: 20, height: 3)) == ["BETA", "›  alpha", ""], "the cursor stays on alpha")
    #expect(table.visibleCell(at: ItemPath(item: 0, section: 0)) === cell, "reconfigured in its own cell")
    #expect(diffable.dataSource.failures.isEmpty)
  }

  /// The terminal's diffable data source has the other tables' override points: a subclass's header
  /// titles are drawn, and its `canEditRowAt` answers.
  @Test func aDiffableSubclassAnswersThroughTheSharedOverridePoints() {
    final class Titled: TerminalTableViewDiffableDataSource<String, Int> {
      override func tableView(_ tableView: TerminalTableView, titleForHeaderInSection section: Int) -> String? {
        "Section \(section)"
      }
      override func tableView(_ tableView: TerminalTableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    }
    let diffable = Titled(tableView: table) { tableView, path, id in
      let cell = tableView.dequeueReusableCell(withIdentifier: "word", for: path)
      cell.text = "item \(id)"
      return cell
    }
    var snapshot = DiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["s"])
    snapshot.appendItems([1])
    diffable.applySnapshotUsingReloadData(snapshot)
    #expect(
      texts(table.frame(width: 20, height: 3)) == ["SECTION 0", "›  item 1", ""], "headers are drawn in capitals")
    #expect(diffable.dataSource.answers.canEditRow(at: ItemPath(item: 0, section: 0)))
  }

  @Test func drawsHeadersRowsAndTheCursor() {
    table.dataSource = dataSource
    show([Word(id: 1, text: "alpha"), Word(id: 2, text: "beta")], animated: false)
    let frame = table.frame(width: 20, height: 5)
    #expect(frame.count == 5)
    #expect(texts(frame) == ["WORDS", "›  alpha", "beta", "", ""])
    #expect(frame[1].style.reverse, "the cursor row is reversed")
    #expect(!frame[2].style.reverse)
    #expect(frame.allSatisfy { $0.text.count <= 20 })
  }

  @Test func aRowRefreshedInPlaceFlashesAndKeepsTheCursor() {
    table.dataSource = dataSource
    show([Word(id: 1, text: "one"), Word(id: 2, text: "two")], animated: false)
    _ = table.frame(width: 20, height: 5)
    show([Word(id: 1, text: "eins"), Word(id: 2, text: "two")], animated: true)
    let frame = table.frame(width: 20, height: 5)
    #expect(texts(frame).prefix(3) == ["WORDS", "›~ eins", "two"], "marked refreshed, not by colour only")
    #expect(frame[1].style.color == .yellow, "updated rows flash")
    #expect(frame[1].style.reverse)
    #expect(frame[2].style.color == nil)
    clock.advance(1)
    let later = table.frame(width: 20, height: 5)
    #expect(later[1].style.color == nil && later[1].text.hasPrefix("›  "), "the flash and the mark end")
  }

  @Test func insertsAreGreenDeletesLingerStruckThroughMovesAreMarked() {
    table.dataSource = dataSource
    show([Word(id: 1, text: "a"), Word(id: 2, text: "b"), Word(id: 3, text: "c")], animated: false)
    _ = table.frame(width: 20, height: 8)
    show([Word(id: 3, text: "c"), Word(id: 1, text: "a"), Word(id: 4, text: "d")], animated: true)
    let frame = table.frame(width: 20, height: 8)
    let lines = texts(frame)
    #expect(lines.contains("✗ b"), "\(lines)")
    let ghost = frame.first { $0.text.contains("✗ b") }
    #expect(ghost?.style.strikethrough == true)
    #expect(ghost?.style.color == .red)
    #expect(frame.first { $0.text.hasSuffix("d") }?.style.color == .green)
    #expect(
      lines.contains { $0.hasPrefix("↕") && $0.hasSuffix("c") }
        || lines.contains { $0.hasPrefix("↕") && $0.hasSuffix("a") }, "\(lines)")
    clock.advance(1)
    #expect(!texts(table.frame(width: 20, height: 8)).contains("✗ b"))
  }

  @Test func onlyDrawnRowsAreMaterializedAndCellsAreReused() {
    table.dataSource = dataSource
    show((0..<100_000).map { Word(id: $0, text: "row \($0)") }, header: nil, animated: false)
    _ = table.frame(width: 30, height: 20)
    #expect(table.cellRequestCount == 20)
    #expect(table.createdCellCount == 20)
    for _ in 0..<5 { _ = table.handle(.pageDown) }
    let frame = table.frame(width: 30, height: 20)
    #expect(texts(frame).contains("›  row 100"), "\(texts(frame))")
    #expect(table.createdCellCount <= 40, "cells scrolled away are reused: \(table.createdCellCount)")
    _ = table.handle(.end)
    #expect(texts(table.frame(width: 30, height: 20)).last == "›  row 99999")
    #expect(table.cellRequestCount < 100, "\(table.cellRequestCount)")
  }

  @Test func keysReachTheDescriptors() {
    var log: [String] = []
    let dataSource = DataSource(cellDescriptors: [
      AnyCellDescriptor(
        CellDescriptor<Word, WordCell>()
          .configure { word, cell, _ in cell.text = word.text }
          .on(.didSelect) { word, _ in
            log.append("select \(word.text)")
            return .keepSelected
          }
          .on(.canEdit) { _, _ in true }
          .on(.commitEditing) { word, style, _ in log.append("commit \(style) \(word.text)") }
          .on(.trailingSwipeActions) { word, _ in
            SwipeActionsConfiguration(actions: [
              SwipeAction(title: "Archive", style: .destructive) { done in
                log.append("archive \(word.text)")
                done(true)
              }
            ])
          }
          .on(.contextMenu) { word, _ in
            ContextMenu(title: word.text, actions: [ContextMenu.Action(title: "Copy") { log.append("copy") }])
          })
    ])
    table.dataSource = dataSource
    dataSource.sections = [Section(items: [Word(id: 1, text: "x"), Word(id: 2, text: "y")])]
    dataSource.reloadData(animated: false)
    _ = table.frame(width: 20, height: 6)
    #expect(table.handle(.down))
    #expect(table.handle(.enter))
    #expect(table.selectedRows == [ItemPath(item: 1, section: 0)])
    #expect(table.handle(.character("d")))
    #expect(table.handle(.character("m")))
    let frame = texts(table.frame(width: 20, height: 6))
    #expect(frame.contains("› Archive") && frame.contains("Copy"), "\(frame)")
    #expect(table.handle(.down))
    #expect(table.handle(.enter))
    #expect(table.menu == nil)
    #expect(log == ["select y", "commit delete y", "copy"])
    #expect(!table.handle(.character("z")), "unknown keys are left to the screen")
  }

  /// The terminal menu shows what it can of a context menu: submenus flattened under their titles,
  /// destructive entries red, disabled ones dim and inert, hidden ones left out.
  @Test func theMenuShowsSubmenusAndDisabledEntries() {
    var log: [String] = []
    let dataSource = DataSource(cellDescriptors: [
      AnyCellDescriptor(
        CellDescriptor<Word, WordCell>()
          .configure { word, cell, _ in cell.text = word.text }
          .on(.contextMenu) { word, _ in
            ContextMenu(
              title: word.text,
              children: [
                .submenu(
                  ContextMenu(
                    title: "Share",
                    children: [
                      .action(ContextMenu.Action(title: "Print", attributes: .disabled) { log.append("print") }),
                      .action(ContextMenu.Action(title: "Mail") { log.append("mail") }),
                    ])),
                .action(ContextMenu.Action(title: "Secret", attributes: .hidden) { log.append("secret") }),
                .action(ContextMenu.Action(title: "Delete", attributes: .destructive) { log.append("delete") }),
              ])
          })
    ])
    table.dataSource = dataSource
    dataSource.sections = [Section(items: [Word(id: 1, text: "x")])]
    dataSource.reloadData(animated: false)
    _ = table.frame(width: 40, height: 8)
    #expect(table.handle(.character("m")))
    let lines = table.frame(width: 40, height: 8)
    let entries = lines.filter {
      $0.text.contains("Share ›") || $0.text.contains("Delete") || $0.text.contains("Secret")
    }
    // A disabled entry is marked in words and cannot be chosen: the first enabled one is.
    #expect(
      entries.map { $0.text.trimmingCharacters(in: .whitespaces) } == [
        "Share › Print  (unavailable)", "› Share › Mail", "Delete",
      ])
    #expect(entries.first?.style.dim == true && entries.last?.style.color == .red)
    #expect(table.handle(.up), "Up past the disabled entry")
    #expect(table.handle(.enter))
    #expect(log == ["mail"], "Up stayed on Mail")
    #expect(table.handle(.character("m")))
    #expect(table.handle(.down))
    #expect(table.handle(.enter))
    #expect(log == ["mail", "delete"])
  }

  /// The empty state is drawn centred while the table has no rows, and Enter presses its action.
  @Test func theEmptyStateIsDrawnCentredAndEnterPressesItsAction() {
    var added = 0
    table.dataSource = dataSource
    dataSource.emptyState = EmptyState(
      "No words", secondaryText: "Type to add one.", action: EmptyState.Action(title: "Add") { added += 1 })
    show([], header: nil, animated: false)
    let lines = table.frame(width: 30, height: 9)
    let message = lines.firstIndex { $0.text.contains("No words") }
    #expect(message != nil && message! >= 2, "centred vertically: \(lines.map(\.text))")
    #expect(lines.first { $0.text.contains("No words") }?.text.hasPrefix("          ") == true, "centred across")
    #expect(lines.contains { $0.text.contains("[ Add ]") })
    #expect(table.handle(.enter))
    #expect(added == 1)
    show([Word(id: 1, text: "x")], header: nil, animated: false)
    #expect(!table.frame(width: 30, height: 9).contains { $0.text.contains("No words") }, "rows hide it")
  }

  /// A loading state draws a spinner before its message that turns with the clock, keeps the run loop
  /// drawing while it shows, and stops when rows arrive; no "(no rows)" line is drawn under a state.
  @Test func aLoadingStateSpinsUntilRowsArrive() {
    var instant = TerminalInstant(nanoseconds: 5_000_000_000)
    table.now = { instant }
    table.dataSource = dataSource
    dataSource.emptyState = .loading()
    show([], header: nil, animated: false)
    let first = table.frame(width: 30, height: 9).map(\.text)
    #expect(first.contains { $0.contains("⠋ Loading…") }, "\(first)")
    #expect(!first.contains { $0.contains("(no rows)") })
    #expect(table.isAnimating, "the spinner turns")
    instant = instant + 0.3
    #expect(table.frame(width: 30, height: 9).contains { $0.text.contains("⠸ Loading…") })
    dataSource.emptyState = .search(secondaryText: "Nothing has “x”.")
    let search = table.frame(width: 30, height: 9).map(\.text)
    #expect(search.contains { $0.contains("No Results") } && !search.contains { $0.contains("⠸") })
    #expect(!table.isAnimating, "a search state does not animate")
    dataSource.emptyState = .loading()
    show([Word(id: 1, text: "x")], header: nil, animated: false)
    #expect(!table.isAnimating, "rows hide the spinner")
  }

  /// A deleted row's ghost keeps the row's indentation, so a collapsing outline does not look
  /// scrambled while its rows leave.
  @Test func ghostsKeepTheirIndentation() {
    table.dataSource = dataSource
    dataSource.on(.indentationLevel) { row, _ in row.item(as: Word.self)?.id ?? 0 }
    show([Word(id: 0, text: "root"), Word(id: 1, text: "child"), Word(id: 2, text: "grandchild")], animated: false)
    _ = table.frame(width: 40, height: 8)
    show([Word(id: 0, text: "root")], animated: true)
    let lines = table.frame(width: 40, height: 8).map(\.text)
    #expect(lines.contains(" ✗   child"), "one level in: \(lines)")
    #expect(lines.contains(" ✗     grandchild"), "two levels in: \(lines)")
  }

  /// The section index: titles down the right edge, and a jump to the section a title leads to.
  @Test func theSectionIndexIsDrawnAndJumps() {
    table.dataSource = dataSource
    dataSource.sections = [
      Section("a", header: "A", items: [Word(id: 1, text: "apple")]),
      Section("c", header: "C", items: [Word(id: 2, text: "cherry"), Word(id: 3, text: "cress")]),
    ]
    dataSource.sectionIndexTitles = { ["A", "B", "C"] }
    dataSource.sectionForSectionIndexTitle = { title, _ in title == "A" ? 0 : 1 }  // B has no section
    dataSource.reloadData(animated: false)
    let lines = table.frame(width: 24, height: 6).map(\.text)
    #expect(lines.prefix(3).map { String($0.suffix(1)) } == ["A", "B", "C"], "\(lines)")
    #expect(lines.allSatisfy { TerminalColumns.width(of: $0) <= 24 })
    #expect(table.jump(toSectionIndexTitle: "B") && table.cursor == ItemPath(item: 0, section: 1))
    #expect(table.jump(toSectionIndexTitle: "A") && table.cursor == ItemPath(item: 0, section: 0))
    #expect(!table.jump(toSectionIndexTitle: "Z"), "no such title")
  }

  /// A cell's detail text ends its first line at the right edge; the row's text is cut before it.
  @Test func aDetailTextIsDrawnAtTheRightEdge() {
    table.dataSource = DataSource(cellDescriptors: [
      AnyCellDescriptor(
        CellDescriptor<Word, WordCell>().configure { word, cell, _ in
          cell.text = word.text
          cell.detailText = "On ›"
        })
    ])
    table.dataSource?.sections = [Section(items: [Word(id: 1, text: "a rather long label for this width")])]
    table.dataSource?.reloadData(animated: false)
    let line = table.frame(width: 24, height: 3).map(\.text).first { $0.contains("On ›") } ?? ""
    #expect(line.hasSuffix(" On ›") && TerminalColumns.width(of: line) == 24, "\(line)")
    #expect(line.contains("a rather"), "the label is cut, not dropped: \(line)")
  }

  @Test func keyBytesAreDecoded() {
    let bytes: [UInt8] = Array("\u{1B}[A\u{1B}[B\u{1B}[5~\u{1B}[6~\u{1B}[H\u{1B}[4~\rq\u{7F}\u{03}é\u{1B}".utf8)
    let (keys, rest) = TerminalKey.parse(bytes)
    #expect(
      keys == [
        .up, .down, .pageUp, .pageDown, .home, .end, .enter, .character("q"), .backspace, .control("c"),
        .character("é"), .escape,
      ])
    #expect(rest.isEmpty)
    let (partial, remainder) = TerminalKey.parse(Array("x\u{1B}[1".utf8))
    #expect(partial == [.character("x")])
    #expect(remainder == Array("\u{1B}[1".utf8))
  }
}
