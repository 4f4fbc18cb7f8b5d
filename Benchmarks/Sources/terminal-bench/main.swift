// terminal-bench: how long TerminalTableView takes to draw a frame of a 100k-row list, against a
// floor measured in the same run (making the same number of styled lines from ready strings).
//
//   swift run -c release terminal-bench [RUNS]     (default 200 frames per figure)
import BenchSupport
import DataSourceKit
import DataSourceTerminal
import Foundation

struct Item: Identifiable, Hashable, Diffable {
  var id: Int
  var title: String
}

final class ItemCell: TerminalCell {}

let runs = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 200 : 200
let width = 100
let height = 40
let clock = ContinuousClock()


let dataSource = DataSource(cellDescriptors: [
  AnyCellDescriptor(CellDescriptor<Item, ItemCell>().configure { item, cell, _ in cell.text = item.title })
])
dataSource.sections = (0..<10).map { s in
  Section(
    "S\(s)", header: "Section \(s)",
    items: (0..<10_000).map { Item(id: s * 10_000 + $0, title: "Row \(s * 10_000 + $0) of the list") })
}
let table = TerminalTableView()
table.dataSource = dataSource
dataSource.reloadData(animated: false)
precondition(table.totalRows == 100_000)

var steady: [Double] = []
var paging: [Double] = []
var jumping: [Double] = []
var floor: [Double] = []
_ = table.frame(width: width, height: height)
for run in 0..<runs {
  steady.append(ms(clock.measure { _ = table.frame(width: width, height: height) }))
  _ = table.handle(.pageDown)
  paging.append(ms(clock.measure { _ = table.frame(width: width, height: height) }))
  _ = table.handle(run % 2 == 0 ? .end : .home)
  jumping.append(ms(clock.measure { _ = table.frame(width: width, height: height) }))
  let ready = (0..<height).map { "Row \(run * height + $0) of the list" }
  floor.append(
    ms(
      clock.measure {
        let lines = ready.map { TerminalLine("   " + $0, style: TextStyle(reverse: $0.hasSuffix("7"))) }
        precondition(lines.count == height)
      }))
}
precondition(table.createdCellCount <= 3 * height, "cells are reused: \(table.createdCellCount)")

/// The same list with wide characters in every row (CJK and emoji, cut and padded by terminal
/// columns) and the summary line of an animated update under it.
let wideSource = DataSource(cellDescriptors: [
  AnyCellDescriptor(CellDescriptor<Item, ItemCell>().configure { item, cell, _ in cell.text = item.title })
])
func wideSections(changed: Int) -> [Section] {
  (0..<10).map { s in
    Section(
      "S\(s)", header: "Section \(s)",
      items: (0..<10_000).map {
        let id = s * 10_000 + $0
        return Item(id: id, title: "行 \(id) 漢字テスト 😀 👨‍👩‍👧 é\u{301} \(id == changed ? "changed" : "of the list")")
      })
  }
}
let wideTable = TerminalTableView()
wideTable.showsUpdateSummary = true
wideTable.dataSource = wideSource
wideSource.sections = wideSections(changed: -1)
wideSource.reloadData(animated: false)
wideSource.sections = wideSections(changed: 5)
wideSource.reloadData(animated: true)
precondition(wideTable.lastUpdate != nil)
var wideSteady: [Double] = []
var widePaging: [Double] = []
_ = wideTable.frame(width: width, height: height)
for _ in 0..<runs {
  wideSteady.append(ms(clock.measure { _ = wideTable.frame(width: width, height: height) }))
  _ = wideTable.handle(.pageDown)
  widePaging.append(ms(clock.measure { _ = wideTable.frame(width: width, height: height) }))
}
// The summary line is drawn under the rows: the one row changed was refreshed in place.
precondition(wideTable.frame(width: width, height: height).last?.text.contains("~1 · in place") == true)

let f = median(floor)
func row(_ name: String, _ xs: [Double]) -> String {
  let m = median(xs)
  return "| \(name) | \(String(format: "%.3f", m)) | \(String(format: "%.1f×", m / f)) |"
}
print("| TerminalTableView, 100k rows in 10 sections, \(width)×\(height) frame | median ms | × floor |")
print("|---|---|---|")
print("| floor: \(height) styled lines from ready strings | \(String(format: "%.3f", f)) | 1.0× |")
print(row("frame, nothing changed", steady))
print(row("frame after Page Down (new rows materialized)", paging))
print(row("frame after End / Home (a jump across 100k rows)", jumping))
print(row("wide-character rows and the summary line: frame, nothing changed", wideSteady))
print(row("wide-character rows and the summary line: frame after Page Down", widePaging))
print()
print(
  "Medians of \(runs) frames each. Cells created in all: \(table.createdCellCount); cells asked of the data source: \(table.cellRequestCount)."
)
