// storage-bench: storage costs against floors measured in the same run. Each storage is bound to a
// DataSource on a list view that only installs data, so the figures include showing the updates.
// Prints a markdown table of medians.
//
//   swift run -c release storage-bench [RUNS]     (default 9 runs per figure)
import BenchSupport
import DataSourceKit
import Foundation

struct Person: Identifiable, Equatable, Sendable, Diffable {
  var id: Int
  var name: String
}


/// A deterministic generator for the moves.
struct SplitMix {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Deterministic names: a lowercase letter then seven more.
struct Names {
  var state: UInt64 = 0x9E37_79B9_7F4A_7C15
  mutating func next() -> String {
    var result = ""
    for _ in 0..<8 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      result.append(Character(UnicodeScalar(UInt8(97 + (state >> 33) % 26))))
    }
    return result
  }
}

let runs = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 9 : 9
let clock = ContinuousClock()

func format(_ x: Double) -> String { String(format: "%.2f", x) }

var names = Names()
let base = (0..<100_000).map { Person(id: $0, name: names.next()) }
let inserts = (0..<10_000).map { Person(id: 100_000 + $0, name: names.next()) }
let byName: @Sendable (Person, Person) -> Bool = { ($0.name, $0.id) < ($1.name, $1.id) }
let firstLetter: @Sendable (Person) -> String = { String($0.name.prefix(1)) }

// MARK: 10k single-item inserts into a SortedStorage holding 100k

var sortedTimes: [Double] = []
var sortedFloor: [Double] = []
var sortedUpdates: [Int] = []
/// Updates shown as a reload because a batch exceeded the data source's animation threshold.
var sortedReloads: [Int] = []
for _ in 0..<runs {
  let storage = SortedStorage<Person, String>(areInIncreasingOrder: byName, sectionKey: firstLetter)
  storage.add(base)
  await storage.waitUntilPublished()
  let dataSource = DataSource(cellDescriptors: [])
  let view = NullListView()
  dataSource.listView = view
  dataSource.bind(to: storage)
  var updates = 0
  let observation = storage.observe { _ in updates += 1 }
  let start = clock.now
  await Task.detached {
    for person in inserts { storage.add(person) }
  }.value
  await storage.waitUntilPublished()
  sortedTimes.append(ms(clock.now - start))
  sortedUpdates.append(updates)
  precondition(storage.sections.map(\.items.count).reduce(0, +) == 110_000)
  sortedReloads.append(view.reloads - 1)
  observation.cancel()

  // Floor: the same inserts into 26 plain sorted arrays, by binary search.
  var plain = Dictionary(grouping: base, by: firstLetter).mapValues { $0.sorted(by: byName) }
  let floorStart = clock.now
  for person in inserts {
    let key = firstLetter(person)
    var low = 0
    var high = plain[key]!.count
    while low < high {
      let mid = (low + high) / 2
      if byName(plain[key]![mid], person) { low = mid + 1 } else { high = mid }
    }
    plain[key]!.insert(person, at: low)
  }
  sortedFloor.append(ms(clock.now - floorStart))
  precondition(plain.values.map(\.count).reduce(0, +) == 110_000)
}

// MARK: addItems bursts of 1k

/// MemoryStorage: 100k items in 10 sections, one burst of 1k appended to a section.
var memoryTimes: [Double] = []
var memoryFloor: [Double] = []
/// SingleSectionStorage: 10k items, a burst of 1k with half the identifiers already held (updateOldValues).
var singleTimes: [Double] = []
var singleFloor: [Double] = []
for run in 0..<runs {
  let storage = MemoryStorage<Person>(
    sections: (0..<10).map { s in StorageSection(items: Array(base[(s * 10_000)..<((s + 1) * 10_000)])) })
  let dataSource = DataSource(cellDescriptors: [])
  let view = NullListView()
  dataSource.listView = view
  dataSource.bind(to: storage)
  let burst = Array(inserts[0..<1_000])
  memoryTimes.append(ms(clock.measure { try! storage.addItems(burst, toSection: run % 10) }))
  precondition(view.batches == 1 && storage.items(inSection: run % 10).count == 11_000)

  var section = Array(base[0..<10_000])
  var paths: [ItemPath] = []
  memoryFloor.append(
    ms(
      clock.measure {
        let start = section.count
        section += burst
        paths = burst.indices.map { ItemPath(item: start + $0, section: 0) }
      }))
  precondition(paths.count == 1_000)

  let single = SingleSectionStorage<Person>(items: Array(base[0..<10_000]))
  let singleSource = DataSource(cellDescriptors: [])
  let singleView = NullListView()
  singleSource.listView = singleView
  singleSource.bind(to: single)
  let mixed = (0..<1_000).map { i in i % 2 == 0 ? Person(id: i * 7, name: "changed") : inserts[i] }
  singleTimes.append(ms(clock.measure { single.addItems(mixed, strategy: .updateOldValues) }))
  precondition(single.items.count == 10_500 && singleView.batches >= 1)

  // Floor: the accumulation and a diff of the two arrays, nothing else.
  let old = Array(base[0..<10_000])
  var changeset = FlatChangeset(deletes: [], inserts: [], updates: [], moves: [])
  singleFloor.append(
    ms(
      clock.measure {
        let new = AccumulationStrategy.updateOldValues.accumulate(old, mixed)
        changeset = FlatChangeset(source: old, target: new)
      }))
  precondition(changeset.inserts.count == 500)
}

// MARK: ObservedStorage: 1% of 100k moved

/// MemoryStorage, 100k in 10 sections: 1,000 moves (100 per section) in one update; the same edit
/// with an ObservedStorage following, until its sections are the storage's.
var movedTimes: [Double] = []
var observedTimes: [Double] = []
/// The ObservedStorage's part alone: applying the update to its sections.
var applyTimes: [Double] = []
var movesRNG = SplitMix(state: 7)
let moves = (0..<1_000).map { i in
  (section: i % 10, from: Int(movesRNG.next() % 10_000), to: Int(movesRNG.next() % 10_000))
}
@MainActor func movedStorage() -> MemoryStorage<Person> {
  MemoryStorage<Person>(
    sections: (0..<10).map { s in StorageSection(items: Array(base[(s * 10_000)..<((s + 1) * 10_000)])) })
}
@MainActor func moveAll(_ storage: MemoryStorage<Person>) {
  try! storage.performUpdates { () throws(StorageError) in
    for move in moves {
      try storage.moveItem(
        from: ItemPath(item: move.from, section: move.section), to: ItemPath(item: move.to, section: move.section))
    }
  }
}
for run in 0..<(2 * runs) {
  // Interleaved, so drift on a shared machine falls on both alike.
  let storage = movedStorage()
  if run % 2 == 0 {
    movedTimes.append(ms(clock.measure { moveAll(storage) }))
  } else {
    let observed = ObservedStorage(storage)
    let start = clock.now
    moveAll(storage)
    let applyStart = clock.now
    observed.applyPendingUpdates()
    let end = clock.now
    observedTimes.append(ms(end - start))
    applyTimes.append(ms(end - applyStart))
    precondition(observed.sections.map(\.items.count) == Array(repeating: 10_000, count: 10))
    precondition(observed.sections[3].items.map(\.id) == storage.sections[3].items.map(\.id))
  }
}

let sortedMedian = median(sortedTimes)
let memoryMedian = median(memoryTimes)
let singleMedian = median(singleTimes)
print("| Storage, bound to a DataSource | median ms | floor ms | × floor |")
print("|---|---|---|---|")
print(
  "| SortedStorage holding 100k (26 sections): 10k single-item inserts, until published | \(format(sortedMedian)) | \(format(median(sortedFloor))) | \(String(format: "%.2f×", sortedMedian / median(sortedFloor))) |"
)
print(
  "| MemoryStorage, 100k in 10 sections: addItems burst of 1k | \(format(memoryMedian)) | \(format(median(memoryFloor))) | \(String(format: "%.1f×", memoryMedian / median(memoryFloor))) |"
)
print(
  "| SingleSectionStorage, 10k: addItems burst of 1k (updateOldValues, half known) | \(format(singleMedian)) | \(format(median(singleFloor))) | \(String(format: "%.2f×", singleMedian / median(singleFloor))) |"
)
print(
  "| MemoryStorage, 100k in 10 sections: 1,000 moves in one update, followed by an ObservedStorage (floor: the update alone) | \(format(median(observedTimes))) | \(format(median(movedTimes))) | \(String(format: "%.2f×", median(observedTimes) / median(movedTimes))) |"
)
print()
print(
  "Medians of \(runs) runs (the moves: \(runs) of each, interleaved; the ObservedStorage's apply alone took \(format(median(applyTimes))) ms). The 10k inserts arrived as \(sortedUpdates.min()!)–\(sortedUpdates.max()!) coalesced updates, of which \(sortedReloads.min()!)–\(sortedReloads.max()!) exceeded the 2,000-operation animation threshold and were shown as reloads."
)
