// snapshot-bench: building and copying a DiffableDataSourceSnapshot against an array-of-arrays floor
// doing the same operations in the same run. Prints a markdown table of medians and checks the
// snapshots it built (counts, order, no issues), not its times.
//
//   swift run -c release snapshot-bench [RUNS] [ITEMS]     (default 9 runs, 100k items)
import BenchSupport
import DataSourceKit
import Foundation

let runs = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 9 : 9
let count = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 100_000 : 100_000
let sections = 10
let clock = ContinuousClock()

func format(_ x: Double) -> String { String(format: "%.3f", x) }

/// Measures `body` `runs` times, each on fresh input from `prepare`, and returns the median in ms.
func measure<Input>(_ prepare: () -> Input, _ body: (inout Input) -> Void) -> Double {
  var times: [Double] = []
  for _ in 0..<runs {
    var input = prepare()
    times.append(ms(clock.measure { body(&input) }))
    withExtendedLifetime(input) {}
  }
  return median(times)
}

/// The operations of one identifier type, timed against the floor.
@MainActor func rows<ID: Hashable & Sendable>(_ label: String, _ ids: [ID]) -> [(String, Double, Double)] {
  let perSection = ids.count / sections
  let chunks = (0..<sections).map { Array(ids[($0 * perSection)..<(($0 + 1) * perSection)]) }
  var result: [(String, Double, Double)] = []

  // Build: sections, then each section's items one call per item.
  var built = DiffableDataSourceSnapshot<Int, ID>()
  let build = measure({ DiffableDataSourceSnapshot<Int, ID>() }) { snapshot in
    snapshot.appendSections(Array(0..<sections))
    for (s, chunk) in chunks.enumerated() {
      for id in chunk { snapshot.appendItems([id], toSection: s) }
    }
    built = snapshot
  }
  let buildFloor = measure({ [[ID]]() }) { floor in
    floor = Array(repeating: [], count: sections)
    for (s, chunk) in chunks.enumerated() {
      for id in chunk { floor[s].append(id) }
    }
  }
  precondition(built.numberOfItems == perSection * sections && built.issues.isEmpty)
  precondition(built.itemIdentifiers(inSection: sections - 1) == chunks[sections - 1])
  result.append(("build \(label): \(count) appends, one item per call", build, buildFloor))

  // Bulk: each section's items in one call.
  var bulkBuilt = DiffableDataSourceSnapshot<Int, ID>()
  let bulk = measure({ DiffableDataSourceSnapshot<Int, ID>() }) { snapshot in
    snapshot.appendSections(Array(0..<sections))
    for (s, chunk) in chunks.enumerated() { snapshot.appendItems(chunk, toSection: s) }
    bulkBuilt = snapshot
  }
  precondition(bulkBuilt == built)

  // The first look-up after a build checks every appended item (the index and the duplicates); a
  // dictionary from each item to its section is its floor.
  let check = measure({
    var fresh = DiffableDataSourceSnapshot<Int, ID>()
    fresh.appendSections(Array(0..<sections))
    for (s, chunk) in chunks.enumerated() { fresh.appendItems(chunk, toSection: s) }
    return fresh
  }) { snapshot in
    precondition(snapshot.numberOfItems == perSection * sections && snapshot.issues.isEmpty)
  }
  let checkFloor = measure({ [ID: Int]() }) { floor in
    floor.reserveCapacity(ids.count)
    for (s, chunk) in chunks.enumerated() {
      for id in chunk { floor[id] = s }
    }
  }
  let bulkFloor = measure({ [[ID]]() }) { floor in
    floor = Array(repeating: [], count: sections)
    for (s, chunk) in chunks.enumerated() { floor[s] += chunk }
  }
  result.append(("build \(label): one append per section", bulk, bulkFloor))
  result.append(("first look-up after the build (\(label)): numberOfItems", check, checkFloor))

  // Copy on write: a shared snapshot, then one item appended to the copy (an item the snapshot
  // does not hold: the built one holds every id but the first).
  // The shared snapshot is the one an app edits: what a data source shows, from `snapshot()`.
  let source = DiffableDataSource<Int, ID> { _, _ in nil }
  let view = NullListView()
  source.dataSource.listView = view
  source.apply(built, animatingDifferences: false)
  let shown = source.snapshot()
  precondition(shown == built && source.dataSource.failures.isEmpty)
  let extra = ids[0]
  var shared = shown
  shared.deleteItems([extra])
  let append = measure({ shared }) { snapshot in
    var mine = snapshot
    mine.appendItems([extra], toSection: 0)
    snapshot = mine
  }
  let sharedChunks = chunks.map { $0.filter { $0 != extra } }
  let appendFloor = measure({ sharedChunks }) { floor in
    var mine = floor
    mine[0].append(extra)
    floor = mine
  }
  precondition(shared.numberOfItems == built.numberOfItems - 1)
  result.append(("copy of a shared snapshot, one item appended (\(label))", append, appendFloor))

  // The same, with one item deleted first.
  let copy = measure({ shown }) { snapshot in
    var mine = snapshot
    mine.deleteItems([extra])
    mine.appendItems([extra], toSection: 0)
    precondition(mine.numberOfItems == shown.numberOfItems && mine.issues.isEmpty)
    snapshot = mine
  }
  let sharedFloor = chunks
  let copyFloor = measure({ sharedFloor }) { floor in
    var mine = floor
    mine[0].removeAll { $0 == extra }
    mine[0].append(extra)
    floor = mine
  }
  result.append(("copy of a shared snapshot, one item deleted and appended (\(label))", copy, copyFloor))

  // Look-up: the index of every 100th item.
  let probes = stride(from: 0, to: ids.count, by: 100).map { ids[$0] }
  var found = 0
  let lookup = measure({ built }) { snapshot in
    for id in probes where snapshot.indexOfItem(id) != nil { found += 1 }
  }
  let lookupFloor = measure({ chunks }) { floor in
    for id in probes {
      var offset = 0
      for chunk in floor {
        if let i = chunk.firstIndex(of: id) {
          found += offset + i >= 0 ? 1 : 0
          break
        }
        offset += chunk.count
      }
    }
  }
  precondition(found == probes.count * runs * 2)
  result.append(("indexOfItem for every 100th item (\(label))", lookup, lookupFloor))
  return result
}


/// Expanding and collapsing every parent of an outline (a tenth of the items are parents of nine
/// children each) against inserting and deleting the same rows in a flat list, both through a
/// diffable data source's apply, measured alternately.
@MainActor func outlineRows() -> [(String, Double, Double)] {
  let parents = count / 10
  var outline = DiffableDataSourceSectionSnapshot<Int>()
  outline.append(Array(0..<parents))
  for p in 0..<parents { outline.append(Array((parents + p * 9)..<(parents + p * 9 + 9)), to: p) }
  var expanded = outline
  expanded.expand(Array(0..<parents))
  // The flat snapshots are built anew for each apply (untimed), as an app builds each update's: an
  // apply of a snapshot applied before finds its items already checked, which an outline's apply
  // (a new snapshot from the section snapshot each time) never does.
  let flat = { (items: [Int]) in
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(items)
    return snapshot
  }
  let visible = expanded.visibleItems
  let view = NullListView()
  var expand: [Double] = []
  var collapse: [Double] = []
  var insert: [Double] = []
  var delete: [Double] = []
  for _ in 0..<runs {
    let tree = DiffableDataSource<Int, Int> { _, _ in nil }
    tree.dataSource.listView = view
    tree.apply(outline, to: 0, animatingDifferences: false)
    expand.append(ms(clock.measure { tree.apply(expanded, to: 0) }))
    precondition(tree.snapshot().numberOfItems == count && tree.dataSource.failures.isEmpty)
    collapse.append(ms(clock.measure { tree.apply(outline, to: 0) }))
    precondition(tree.snapshot().numberOfItems == parents)
    let list = DiffableDataSource<Int, Int> { _, _ in nil }
    list.dataSource.listView = view
    list.apply(flat(Array(0..<parents)), animatingDifferences: false)
    let flatExpanded = flat(visible)
    insert.append(ms(clock.measure { list.apply(flatExpanded) }))
    precondition(list.snapshot().numberOfItems == count && list.dataSource.failures.isEmpty)
    let flatCollapsed = flat(Array(0..<parents))
    delete.append(ms(clock.measure { list.apply(flatCollapsed) }))
  }
  return [
    ("outline: expand every parent (\(count - parents) rows appear)", median(expand), median(insert)),
    ("outline: collapse every parent (\(count - parents) rows go)", median(collapse), median(delete)),
  ]
}

let intRows = rows("Int", Array(0..<count))
let stringRows = rows("String", (0..<count).map { "item-\($0)" })

print("| DiffableDataSourceSnapshot, \(count) items in \(sections) sections | median ms | floor ms | × floor |")
print("|---|---|---|---|")
for (label, time, floor) in intRows + stringRows {
  print("| \(label) | \(format(time)) | \(format(floor)) | \(String(format: "%.1f", time / floor))× |")
}
print("")
print("| Outline in a DiffableDataSource, \(count) items | median ms | flat insert or delete ms | × flat |")
print("|---|---|---|---|")
for (label, time, floor) in outlineRows() {
  print("| \(label) | \(format(time)) | \(format(floor)) | \(String(format: "%.1f", time / floor))× |")
}
print("")
print(
  "Medians of \(runs) runs. The floor does the same with [[ID]] arrays (a scan for the look-up); "
    + "the snapshot's first look-up checks the appended items against a dictionary floor (items to their sections); after it, look-ups are O(1)."
)
