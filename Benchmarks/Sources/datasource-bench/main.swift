// datasource-bench: DataSource costs on 100k rows, measured on the main thread (DataSource is
// main-actor bound, which package-benchmark's runner threads are not), against a floor measured in the
// same run. Prints a markdown table of medians.
//
//   swift run -c release datasource-bench [RUNS]          (default 15 runs per figure)
//   datasource-bench RUNS moved     only the 1%-moved reload and its bare diff, for callgrind:
//     SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind \
//       --toggle-collect='$s16datasource_bench11reloadMovedyyF' --toggle-collect='$s16datasource_bench8bareDiffyyF' \
//       .build/release/datasource-bench 3 moved
//   datasource-bench RUNS rebuilt   the same for the reload of rows rebuilt from models
//     (--toggle-collect='$s16datasource_bench13reloadRebuiltyyF').
//   datasource-bench RUNS apply     only the diffable apply and the staged diff of its identifiers
//     (--toggle-collect='$s16datasource_bench9applyOnceyy18DataSourceDiffable0geF8SnapshotVySSSiGF'
//      --toggle-collect='$s16datasource_bench18identifierDiffOnceyyF').
//   (the other phases call reloadData the same way, and their closures may be merged with
//   reloadMoved's, so a full run would count them too.)
import BenchSupport
import DataSourceKit
import DiffScenarios
import Foundation



struct Item: Identifiable, Hashable, Diffable {
  var id: Int
  var version: Int
}

/// Twenty more model types, to show that descriptor lookup does not grow with their number.
struct Kind<let N: Int>: Hashable, Diffable { var id: Int }

@MainActor func descriptors(extra: Bool) -> [AnyCellDescriptor] {
  var result = [AnyCellDescriptor(CellDescriptor<Item, NullCell>().isHidden { item in item.id % 100 == 0 })]
  func add<let N: Int>(_ kind: Kind<N>.Type) { result.append(AnyCellDescriptor(CellDescriptor<Kind<N>, NullCell>())) }
  if extra {
    add(Kind<1>.self)
    add(Kind<2>.self)
    add(Kind<3>.self)
    add(Kind<4>.self)
    add(Kind<5>.self)
    add(Kind<6>.self)
    add(Kind<7>.self)
    add(Kind<8>.self)
    add(Kind<9>.self)
    add(Kind<10>.self)
    add(Kind<11>.self)
    add(Kind<12>.self)
    add(Kind<13>.self)
    add(Kind<14>.self)
    add(Kind<15>.self)
    add(Kind<16>.self)
    add(Kind<17>.self)
    add(Kind<18>.self)
    add(Kind<19>.self)
    add(Kind<20>.self)
  }
  return result
}

/// 100k rows in 10 sections; every 100th row is hidden by its descriptor; `version` changes 1%.
func sections(version: Int) -> [Section] {
  (0..<10).map { s in
    Section("S\(s)", items: (0..<10_000).map { Item(id: s * 10_000 + $0, version: $0 % 100 == 1 ? version : 0) })
  }
}

let runs = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 15 : 15
let movedOnly = CommandLine.arguments.count > 2 && CommandLine.arguments[2] == "moved"
let rebuiltOnly = CommandLine.arguments.count > 2 && CommandLine.arguments[2] == "rebuilt"
let applyOnly = CommandLine.arguments.count > 2 && CommandLine.arguments[2] == "apply"
let clock = ContinuousClock()


func median(_ body: () -> Void, before: () -> Void = {}) -> Double {
  if movedOnly || rebuiltOnly || applyOnly { return .nan }
  var times: [Double] = []
  for _ in 0..<runs {
    before()
    times.append(ms(clock.measure(body)))
  }
  return times.sorted()[runs / 2]
}

let view = NullListView()
let dataSource = DataSource(cellDescriptors: descriptors(extra: false))
dataSource.listView = view
let versions = [sections(version: 0), sections(version: 1)]
dataSource.sections = versions[0]
dataSource.reloadData(animated: false)

// The floor: a dictionary of the shown identities, one lookup per new row, a content compare, and the
// isHidden check per row — what any data source must do to find changes among 100k rows.
let oldItems = versions[0].flatMap { $0.rows.map { $0.item(as: Item.self)! } }
let newItems = versions[1].flatMap { $0.rows.map { $0.item(as: Item.self)! } }
let floor = median {
  var table = [Int: Int](minimumCapacity: oldItems.count)
  for (i, item) in oldItems.enumerated() where item.id % 100 != 0 { table[item.id] = i }
  var changed = 0
  for item in newItems where item.id % 100 != 0 {
    if let i = table[item.id], oldItems[i].version != item.version { changed += 1 }
  }
  precondition(changed > 0)
}

let notAnimated = median { dataSource.reloadData(animated: false) }
let unchanged = median({ dataSource.reloadData(animated: true) }, before: { dataSource.sections = versions[0] })
var flip = 1
let updated = median(
  { dataSource.reloadData(animated: true) },
  before: {
    dataSource.sections = versions[flip]
    flip ^= 1
  })

/// The same 100k rows with 1% of each section's rows moved to its end: the shape changes, so the full
/// diff runs.
let movedVersion: [Section] = versions[0].map { section in
  var rows = section.rows
  let moved = stride(from: 0, to: rows.count, by: 100).map { rows[$0 + 50] }
  for index in stride(from: rows.count - 50, through: 0, by: -100) { rows.remove(at: index) }
  rows += moved
  return Section(section.identifier, rows: rows)
}
/// The same moved version with every row rebuilt from its model, as an app that maps fresh models to
/// rows on each reload does: no row shares its box with a shown one, so each pair compares content.
let rebuiltMovedVersion: [Section] = movedVersion.map { section in
  Section(section.identifier, rows: section.rows.map { Row($0.item(as: Item.self)!) })
}
@MainActor @inline(never) func reloadMoved() { dataSource.reloadData(animated: true) }
/// Counts its calls, so that the optimizer cannot merge it with reloadMoved (callgrind tells them apart).
var rebuiltReloads = 0
@MainActor @inline(never) func reloadRebuilt() {
  rebuiltReloads += 1
  dataSource.reloadData(animated: true)
}
/// The same change as bare identities, with no data source: the staged diff of the shown items
/// (hidden rows left out, as the data source shows them) from the old version to the moved one.
/// "reloadData, 1% moved" is measured against it: what the data source adds to its diff.
func shownItems(_ sections: [Section]) -> [DiffSection<String, Item>] {
  sections.map { section in
    DiffSection(
      model: section.identifier,
      elements: section.rows.compactMap { $0.item(as: Item.self) }.filter { $0.id % 100 != 0 })
  }
}
let shownBefore = shownItems(versions[0])
let shownMoved = shownItems(movedVersion)
var flipDiff = 1
var stageCount = 0
@MainActor @inline(never) func bareDiff() {
  let staged =
    flipDiff == 1
    ? StagedChangeset(source: shownBefore, target: shownMoved)
    : StagedChangeset(source: shownMoved, target: shownBefore)
  stageCount += staged.stages.count
  flipDiff ^= 1
}
/// The moved reload and the bare diff are measured in alternation, so that both see the same load on
/// a shared machine; the ratio is the median of the per-pair ratios.
var movedTimes: [Double] = []
var diffTimes: [Double] = []
var rebuiltTimes: [Double] = []
var pairRatios: [Double] = []
var rebuiltRatios: [Double] = []
for _ in 0..<runs {
  // Each timed reload starts from the first version, shown without animation (untimed).
  dataSource.sections = versions[0]
  dataSource.reloadData(animated: false)
  dataSource.sections = movedVersion
  let reload = rebuiltOnly ? 1 : ms(clock.measure { reloadMoved() })
  let diff = ms(clock.measure { bareDiff() })
  dataSource.sections = versions[0]
  dataSource.reloadData(animated: false)
  dataSource.sections = rebuiltMovedVersion
  let rebuilt = ms(clock.measure { reloadRebuilt() })
  movedTimes.append(reload)
  diffTimes.append(diff)
  rebuiltTimes.append(rebuilt)
  pairRatios.append(reload / diff)
  rebuiltRatios.append(rebuilt / diff)
}
let moved = movedTimes.sorted()[runs / 2]
let sameDiff = diffTimes.sorted()[runs / 2]
let rebuiltMoved = rebuiltTimes.sorted()[runs / 2]
let movedRatio = pairRatios.sorted()[runs / 2]
let rebuiltRatio = rebuiltRatios.sorted()[runs / 2]
precondition(stageCount > 0)

/// The same 100k items, as identifiers in a DiffableDataSourceSnapshot, with the same 1% moved:
/// `apply(_:animatingDifferences:)` builds the rows from the snapshot and runs the same diff; each
/// apply is given the snapshot built anew (untimed), as an app builds each update's.
let diffable = DiffableDataSource<String, Int> { _, _ in nil }
diffable.dataSource.listView = view
func snapshot(_ sections: [Section]) -> DiffableDataSourceSnapshot<String, Int> {
  var result = DiffableDataSourceSnapshot<String, Int>()
  for section in sections {
    result.appendSections([section.identifier])
    result.appendItems(section.rows.compactMap { $0.item(as: Item.self)?.id }, toSection: section.identifier)
  }
  return result
}
let snapshotBefore = snapshot(versions[0])
let snapshotMoved = snapshot(movedVersion)
diffable.apply(snapshotBefore, animatingDifferences: false)
/// The same change as bare identities: the staged diff of the snapshots' identifiers, sections and
/// items, with no data source. apply is measured against it in alternation, as the moved reload is.
let identifiersBefore = snapshotBefore.sectionIdentifiers.map {
  DiffSection(model: $0, elements: snapshotBefore.itemIdentifiers(inSection: $0))
}
let identifiersMoved = snapshotMoved.sectionIdentifiers.map {
  DiffSection(model: $0, elements: snapshotMoved.itemIdentifiers(inSection: $0))
}
var flipApply = 1
var applyTimes: [Double] = []
var identifierDiffTimes: [Double] = []
var applyRatios: [Double] = []
@MainActor @inline(never) func applyOnce(_ target: DiffableDataSourceSnapshot<String, Int>) {
  diffable.apply(target, animatingDifferences: true)
}
@MainActor @inline(never) func identifierDiffOnce() {
  let staged =
    flipApply == 1
    ? StagedChangeset(source: identifiersBefore, target: identifiersMoved)
    : StagedChangeset(source: identifiersMoved, target: identifiersBefore)
  stageCount += staged.stages.count
}
for _ in 0..<runs {
  let target = rebuilt(flipApply == 1 ? snapshotMoved : snapshotBefore)
  let apply = ms(clock.measure { applyOnce(target) })
  let diff = ms(clock.measure { identifierDiffOnce() })
  flipApply ^= 1
  applyTimes.append(apply)
  identifierDiffTimes.append(diff)
  applyRatios.append(apply / diff)
}
let applied = applyTimes.sorted()[runs / 2]
let identifierDiff = identifierDiffTimes.sorted()[runs / 2]
let applyRatio = applyRatios.sorted()[runs / 2]
precondition(diffable.snapshot().numberOfItems == 100_000 && diffable.dataSource.failures.isEmpty)

@MainActor func cellRequests(extra: Bool) -> Double {
  let source = DataSource(cellDescriptors: descriptors(extra: extra))
  source.listView = view
  source.sections = [Section(items: (0..<10_000).map { Item(id: $0 * 100 + 1, version: 0) })]
  source.reloadData(animated: false)
  return median {
    for row in 0..<10_000 { precondition(source.cell(at: ItemPath(row: row, section: 0), in: view) != nil) }
  }
}
let oneDescriptor = cellRequests(extra: false)
let manyDescriptors = cellRequests(extra: true)

func ms(_ value: Double) -> String { String(format: "%.2f", value) }
print("| DataSource, 100k rows in 10 sections, 1% hidden | median ms | × floor |")
print("|---|---|---|")
print("| floor: dictionary pass with isHidden check | \(ms(floor)) | 1.00× |")
print("| reloadData(animated: false) | \(ms(notAnimated)) | \(String(format: "%.2f×", notAnimated / floor)) |")
print(
  "| reloadData(animated: true), nothing changed | \(ms(unchanged)) | \(String(format: "%.2f×", unchanged / floor)) |")
print(
  "| reloadData(animated: true), 1% of rows updated | \(ms(updated)) | \(String(format: "%.2f×", updated / floor)) |")
print("| reloadData(animated: true), 1% of rows moved | \(ms(moved)) | \(String(format: "%.2f×", moved / floor)) |")
print(
  "| reloadData(animated: true), 1% moved, rows rebuilt from models | \(ms(rebuiltMoved)) | \(String(format: "%.2f×", rebuiltMoved / floor)) |"
)
print(
  "| DiffableDataSource.apply, 100k identifiers, 1% moved | \(ms(applied)) | \(String(format: "%.2f×", applied / floor)) |"
)
print(
  "| the same change as bare identities: StagedChangeset only | \(ms(sameDiff)) | \(String(format: "%.2f×", sameDiff / floor)) |"
)
print(
  "| the same change as bare identifiers: StagedChangeset only | \(ms(identifierDiff)) | \(String(format: "%.2f×", identifierDiff / floor)) |"
)
print("| 10k cell requests, 1 descriptor | \(ms(oneDescriptor)) | |")
print(
  "| 10k cell requests, 21 descriptors | \(ms(manyDescriptors)) | \(String(format: "%.2f× the 1-descriptor case", manyDescriptors / oneDescriptor)) |"
)
print()
print(
  "Medians of \(runs) runs each. reloadData with 1% moved is \(String(format: "%.2f×", movedRatio)) the staged diff of the same identities, \(String(format: "%.2f×", rebuiltRatio)) with rows rebuilt; DiffableDataSource.apply is \(String(format: "%.2f×", applyRatio)) the staged diff of its identifiers (medians of \(runs) paired runs)."
)
