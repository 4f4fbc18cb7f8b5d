// rows-bench: what rows cost beside their identifiers, by size. For N items in 10 sections with 1%
// of each section's items moved to its end, it times a DataSource's animated reloadData with every
// row rebuilt from its model, against the bare staged diff of the same identities, and a
// DiffableDataSource's apply (Int identifiers, then String ones), against the bare staged diff of
// its identifiers. Each pair is measured in alternation, and the ratio is the median of the
// per-pair ratios. It prints time per row, how it grows from the smallest size to the largest, and
// the growth of the process's peak resident memory per row added. Each apply is given a snapshot
// built anew (untimed), as an app's is. Checks what each update showed, not its times.
//
// Each size runs about as long as the largest: RUNS × (largest ÷ N) times. The growth is printed
// twice: from the medians, and from the fastest run at each size. On a host shared with other
// machines, the smallest size, whose rows stay in the caches those machines share, swings the most
// (the 10k reload took 41 to 99 ns per row within one hour on the machine BENCHMARKS.md names), and
// a slow median there makes the growth look smaller than it is. The fastest of many runs stands for
// a quiet host.
//
// Each floor runs once untimed before it is timed. Freeing the rows of the previous run can leave
// glibc's heap trimmed, and the next large allocation then faults its pages in again (about 500
// faults for the identity table of 100k rows). The floor is the diff's own cost, measured with
// its allocations served from memory the allocator holds; the update it is divided by gets no such
// warm-up.
//
//   swift run -c release rows-bench [RUNS] [N...]     (default 9 runs, 10000 100000 1000000)
import BenchSupport
import DataSourceKit
import DiffScenarios
import Foundation

let arguments = CommandLine.arguments.dropFirst()
let runs = arguments.first.flatMap { Int($0) } ?? 9
let sizes = arguments.count > 1 ? arguments.dropFirst().compactMap { Int($0) } : [10_000, 100_000, 1_000_000]
// 1% of each of 10 sections moves only when a section holds at least 51 items.
guard runs > 0, !sizes.isEmpty, sizes.allSatisfy({ $0 >= 1_000 }) else {
  FileHandle.standardError.write(Data("usage: rows-bench [RUNS] [N...], RUNS > 0 and every N at least 1000\n".utf8))
  exit(2)
}
/// How many times size `n` runs: as long as the largest size's runs, about.
func runs(at n: Int) -> Int { runs * max(1, sizes.max()! / n) }
let clock = ContinuousClock()

struct Item: Identifiable, Hashable, Sendable, Diffable {
  var id: Int
  var version: Int
}

/// The median of the per-pair ratios of `a` to `b`.
func pairRatio(_ a: [Double], _ b: [Double]) -> Double { median(zip(a, b).map { $0 / $1 }) }

struct Figures {
  var n: Int
  var reload: Double, reloadDiff: Double, reloadRatio: Double
  var apply: Double, applyDiff: Double, applyRatio: Double
  var applyNamed: Double, applyNamedDiff: Double, applyNamedRatio: Double
  var peakBytesPerRow: Double
  /// The fastest run of each update and of the reload's floor.
  var fastestReload: Double, fastestApply: Double, fastestReloadDiff: Double
}

@MainActor func measure(_ n: Int) -> Figures {
  let peakBefore = peakResidentBytes()
  let per = n / 10
  let ids = (0..<10).map { s in Array((s * per)..<((s + 1) * per)) }
  // 1% of each section's items moved to its end.
  let movedIDs = ids.map { section in
    let moved = Set(stride(from: 50, to: section.count, by: 100).map { section[$0] })
    return section.filter { !moved.contains($0) } + section.filter { moved.contains($0) }
  }
  let sections = { (ids: [[Int]]) in
    ids.enumerated().map { s, items in Section("S\(s)", items: items.map { Item(id: $0, version: 0) }) }
  }
  let before = sections(ids)
  let view = NullListView()
  let dataSource = DataSource(cellDescriptors: [CellDescriptor<Item, NullCell>()])
  dataSource.listView = view
  // 1% of a million rows is more operations than the default threshold animates.
  dataSource.animationThreshold = .max
  let bare = { (ids: [[Int]]) in
    ids.enumerated().map { s, items in DiffSection(model: "S\(s)", elements: items.map { Item(id: $0, version: 0) }) }
  }
  let (bareBefore, bareMoved) = (bare(ids), bare(movedIDs))
  let floor = { StagedChangeset(source: bareBefore, target: bareMoved) }
  var reload: [Double] = []
  var reloadDiff: [Double] = []
  var stages = 0
  for _ in 0..<runs(at: n) {
    dataSource.sections = before
    dataSource.reloadData(animated: false)
    // Every row rebuilt from its model, as an app that maps fresh models on each reload does.
    dataSource.sections = sections(movedIDs)
    let batches = view.batches
    reload.append(ms(clock.measure { dataSource.reloadData(animated: true) }))
    precondition(view.batches > batches && dataSource.failures.isEmpty)
    // The floor runs once untimed first.
    stages += floor().stages.count
    reloadDiff.append(ms(clock.measure { stages += floor().stages.count }))
  }

  let (apply, applyDiff) = applies(ids, movedIDs, count: runs(at: n), view: view, stages: &stages)
  // The same items with String identifiers: hashed with SipHash on both sides.
  let named = { (ids: [[Int]]) in ids.map { $0.map { "item \($0)" } } }
  let (applyNamed, applyNamedDiff) = applies(
    named(ids), named(movedIDs), count: runs(at: n), view: view, stages: &stages)
  precondition(stages > 0)
  return Figures(
    n: n, reload: median(reload), reloadDiff: median(reloadDiff), reloadRatio: pairRatio(reload, reloadDiff),
    apply: median(apply), applyDiff: median(applyDiff), applyRatio: pairRatio(apply, applyDiff),
    applyNamed: median(applyNamed), applyNamedDiff: median(applyNamedDiff),
    applyNamedRatio: pairRatio(applyNamed, applyNamedDiff),
    peakBytesPerRow: Double(peakResidentBytes() - peakBefore) / Double(n),
    fastestReload: reload.min()!, fastestApply: apply.min()!, fastestReloadDiff: reloadDiff.min()!)
}

/// `count` applies to a diffable data source of snapshots built anew from `ids` and `movedIDs` in turn
/// (10 sections), each timed beside the staged diff of the same identifiers.
@MainActor @inline(__always) func applies<ID: Hashable & Sendable & Diffable>(
  _ ids: [[ID]], _ movedIDs: [[ID]], count: Int, view: NullListView, stages: inout Int
) -> (apply: [Double], diff: [Double]) {
  typealias Snapshot = DiffableDataSourceSnapshot<Int, ID>
  let snapshot = { (ids: [[ID]]) in
    var result = Snapshot()
    result.appendSections(Array(0..<10))
    for (s, items) in ids.enumerated() { result.appendItems(items, toSection: s) }
    return result
  }
  let (snapshotBefore, snapshotMoved) = (snapshot(ids), snapshot(movedIDs))
  let identifiers = { (ids: [[ID]]) in ids.enumerated().map { DiffSection(model: $0, elements: $1) } }
  let (identifiersBefore, identifiersMoved) = (identifiers(ids), identifiers(movedIDs))
  let source = DiffableDataSource<Int, ID> { _, _ in nil }
  source.dataSource.listView = view
  source.dataSource.animationThreshold = .max
  source.apply(snapshotBefore, animatingDifferences: false, completion: nil)
  var apply: [Double] = []
  var applyDiff: [Double] = []
  var flip = true
  for _ in 0..<count {
    let target = rebuilt(flip ? snapshotMoved : snapshotBefore)
    apply.append(ms(clock.measure { source.apply(target, animatingDifferences: true, completion: nil) }))
    precondition(source.snapshot() == target && source.dataSource.failures.isEmpty)
    let floor = {
      flip
        ? StagedChangeset(source: identifiersBefore, target: identifiersMoved)
        : StagedChangeset(source: identifiersMoved, target: identifiersBefore)
    }
    // The floor runs once untimed first.
    stages += floor().stages.count
    applyDiff.append(ms(clock.measure { stages += floor().stages.count }))
    flip.toggle()
  }
  return (apply, applyDiff)
}

let figures = MainActor.assumeIsolated { sizes.map { measure($0) } }
func f(_ x: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", x) }
print(
  "| rows, 1% moved, 10 sections | ms | bare staged diff ms | × diff | ns per row | peak memory growth, bytes per row |"
)
print("|---|---|---|---|---|---|")
for x in figures {
  print(
    "| \(x.n): reloadData, rows rebuilt | \(f(x.reload)) | \(f(x.reloadDiff)) | \(f(x.reloadRatio))× | \(f(x.reload * 1e6 / Double(x.n), 0)) | \(f(x.peakBytesPerRow, 0)) |"
  )
  print(
    "| \(x.n): DiffableDataSource.apply | \(f(x.apply)) | \(f(x.applyDiff)) | \(f(x.applyRatio))× | \(f(x.apply * 1e6 / Double(x.n), 0)) | |"
  )
  print(
    "| \(x.n): DiffableDataSource.apply, String identifiers | \(f(x.applyNamed)) | \(f(x.applyNamedDiff)) | \(f(x.applyNamedRatio))× | \(f(x.applyNamed * 1e6 / Double(x.n), 0)) | |"
  )
}
if let first = figures.first, let last = figures.last, last.n > first.n {
  let growth = { (a: Double, b: Double) in f((b / Double(last.n)) / (a / Double(first.n))) }
  let perRow = { (ms: Double, n: Int) in f(ms * 1e6 / Double(n), 0) }
  print("")
  print(
    "Time per row from \(first.n) to \(last.n): reloadData \(growth(first.reload, last.reload))×, "
      + "apply \(growth(first.apply, last.apply))×, bare staged diff \(growth(first.reloadDiff, last.reloadDiff))×; "
      + "from the fastest run of each: reloadData \(growth(first.fastestReload, last.fastestReload))×, "
      + "apply \(growth(first.fastestApply, last.fastestApply))×, "
      + "bare staged diff \(growth(first.fastestReloadDiff, last.fastestReloadDiff))× "
      + "(ns per row \(perRow(first.fastestReload, first.n)) → \(perRow(last.fastestReload, last.n)), "
      + "\(perRow(first.fastestApply, first.n)) → \(perRow(last.fastestApply, last.n)), "
      + "\(perRow(first.fastestReloadDiff, first.n)) → \(perRow(last.fastestReloadDiff, last.n))).")
}
print(
  "Medians of \(sizes.map { "\(runs(at: $0)) runs at \($0)" }.joined(separator: ", ")); "
    + "the ratios are medians of per-pair ratios.")
