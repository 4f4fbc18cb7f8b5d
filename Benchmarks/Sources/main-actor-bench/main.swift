// main-actor-bench: how much of a diffable apply runs on the main actor. For N identifiers in 10
// sections with 1% moved, it measures the main thread's CPU time for an apply made on the main
// actor (which diffs there), one made from another task (which diffs there; the main actor
// installs), and the awaited apply (which diffs on the global executor). The floor, measured in the
// same run, is the main thread's CPU time for the same change applied from another task without
// animation: installing the rows and reloading, with no diff and no batch. It also times the
// synchronous apply against the bare staged diff of its identifiers. Each apply is given a snapshot
// built anew (untimed), as an app's is, so its items are checked by the apply. Prints a markdown table of
// medians, and checks what each apply showed, not its times.
//
//   swift run -c release main-actor-bench [RUNS] [N...]     (default 9 runs, 100000 and 1000000)
import BenchSupport
import DataSourceKit
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let arguments = CommandLine.arguments.dropFirst()
let runs = arguments.first.flatMap { Int($0) } ?? 9
let sizes = arguments.count > 1 ? arguments.dropFirst().compactMap { Int($0) } : [100_000, 1_000_000]
let clock = ContinuousClock()

/// The calling thread's CPU time, in ms.
func threadCPU() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
}
func format(_ x: Double) -> String { String(format: "%.3f", x) }


typealias Snapshot = DiffableDataSourceSnapshot<Int, Int>

/// N items in 10 sections, and the same with 1% of them moved to other places.
func snapshots(_ n: Int) -> (Snapshot, Snapshot) {
  var rng = SystemRandomNumberGenerator()
  let per = n / 10
  var sections = (0..<10).map { s in Array((s * per)..<((s + 1) * per)) }
  var before = Snapshot()
  before.appendSections(Array(0..<10))
  for (s, items) in sections.enumerated() { before.appendItems(items, toSection: s) }
  for _ in 0..<(n / 100) {
    let from = Int.random(in: 0..<10, using: &rng)
    guard !sections[from].isEmpty else { continue }
    let item = sections[from].remove(at: Int.random(in: 0..<sections[from].count, using: &rng))
    let to = Int.random(in: 0..<10, using: &rng)
    sections[to].insert(item, at: Int.random(in: 0...sections[to].count, using: &rng))
  }
  var moved = Snapshot()
  moved.appendSections(Array(0..<10))
  for (s, items) in sections.enumerated() { moved.appendItems(items, toSection: s) }
  return (before, moved)
}

enum Mode: CaseIterable {
  case mainActor, otherTask, awaited, floor
  var label: String {
    switch self {
    case .floor: "floor: the same apply from another task, not animated (no diff, no batch)"
    case .mainActor: "apply on the main actor (diffs there)"
    case .otherTask: "apply from another task (main actor installs)"
    case .awaited: "await apply (diffs on the global executor)"
    }
  }
}

/// Set by an apply's completion, on the main actor.
@MainActor final class Done { var done = false }

/// Runs the main queue on this thread until `done` is set. The bench never awaits on the main
/// actor: on Linux an `async` main hands the main queue to another thread, whose CPU clock is not
/// this one's.
@MainActor func runMainQueue(until done: Done) {
  while !done.done { _ = RunLoop.main.run(mode: .default, before: .distantFuture) }
}

@MainActor func measure(_ n: Int) -> [(String, Double, Double)] {
  let (before, moved) = snapshots(n)
  let view = NullListView()
  let source = DiffableDataSource<Int, Int> { _, _ in nil }
  source.dataSource.listView = view
  source.apply(before, animatingDifferences: false, completion: nil)
  var main: [Mode: [Double]] = [:]
  var flip = true
  for _ in 0..<runs {
    for mode in Mode.allCases {
      let target = rebuilt(flip ? moved : before)
      flip.toggle()
      let done = Done()
      let start = threadCPU()
      switch mode {
      case .mainActor:
        source.apply(target, animatingDifferences: true) { done.done = true }
      case .otherTask:
        Task.detached { source.apply(target, animatingDifferences: true) { done.done = true } }
      case .awaited:
        Task { @MainActor in
          await source.apply(target, animatingDifferences: true)
          done.done = true
        }
      case .floor:
        Task.detached { source.apply(target, animatingDifferences: false) { done.done = true } }
      }
      runMainQueue(until: done)
      main[mode, default: []].append(threadCPU() - start)
      precondition(source.snapshot() == target && source.dataSource.failures.isEmpty)
    }
  }
  // The synchronous apply's wall time against the bare staged diff of its identifiers.
  let identifiers = { (s: Snapshot) in
    s.sectionIdentifiers.map { DiffSection(model: $0, elements: s.itemIdentifiers(inSection: $0)) }
  }
  let (a, b) = (identifiers(before), identifiers(moved))
  var applyWall: [Double] = []
  var diffWall: [Double] = []
  for _ in 0..<runs {
    let target = rebuilt(flip ? moved : before)
    applyWall.append(ms(clock.measure { source.apply(target, animatingDifferences: true, completion: nil) }))
    diffWall.append(
      ms(clock.measure { _ = flip ? StagedChangeset(source: a, target: b) : StagedChangeset(source: b, target: a) }))
    flip.toggle()
  }
  let floor = median(main[.floor]!)
  var rows = [Mode.mainActor, .otherTask, .awaited].map { mode in
    ("\(n): \(mode.label), main-thread CPU", median(main[mode]!), floor)
  }
  rows.append(
    ("\(n): apply on the main actor, wall vs bare staged diff of its identifiers", median(applyWall), median(diffWall)))
  return rows
}

/// A DataSource showing the same change as rows of one model type, with a descriptor that hides
/// none: the main thread's CPU time of `reloadDataInBackground`, of the synchronous animated
/// `reloadData`, and the floor: the same change shown by `reloadData(animated: false)` (installing
/// the rows and reloading: no diff, no batch).
@MainActor func measureReload(_ n: Int) -> [(String, Double, Double)] {
  let (before, moved) = snapshots(n)
  let sections = { (s: Snapshot) in
    s.sectionIdentifiers.map { Section(String($0), items: s.itemIdentifiers(inSection: $0)) }
  }
  let versions = [sections(before), sections(moved)]
  let view = NullListView()
  let source = DataSource(cellDescriptors: [CellDescriptor<Int, NullCell>()])
  source.listView = view
  source.sections = versions[0]
  source.reloadData(animated: false)
  var background: [Double] = []
  var synchronous: [Double] = []
  var floor: [Double] = []
  var flip = 1
  for _ in 0..<runs {
    for kind in 0..<3 {
      source.sections = versions[flip]
      let done = Done()
      let start = threadCPU()
      switch kind {
      case 0:
        Task { @MainActor in
          await source.reloadDataInBackground()
          done.done = true
        }
      case 1: source.reloadData(animated: true) { done.done = true }
      default: source.reloadData(animated: false) { done.done = true }
      }
      runMainQueue(until: done)
      let time = threadCPU() - start
      switch kind {
      case 0: background.append(time)
      case 1: synchronous.append(time)
      default: floor.append(time)
      }
      precondition(source.failures.isEmpty && view.batches + view.reloads > 0)
      flip = 1 - flip
    }
  }
  return [
    ("\(n): DataSource reloadDataInBackground, main-thread CPU", median(background), median(floor)),
    ("\(n): DataSource reloadData(animated: true), main-thread CPU", median(synchronous), median(floor)),
  ]
}

let table = MainActor.assumeIsolated { sizes.flatMap { measure($0) + measureReload($0) } }
print("| Diffable apply, 1% moved, 10 sections | median ms | floor ms | × floor |")
print("|---|---|---|---|")
for (label, value, floor) in table {
  print("| \(label) | \(format(value)) | \(format(floor)) | \(String(format: "%.2f", value / floor))× |")
}
print("")
print(
  "Medians of \(runs) runs. The floor of the main-thread rows is the main thread's CPU time for the same change "
    + "applied from another task without animation (installing the rows and reloading: no diff, no batch).")
