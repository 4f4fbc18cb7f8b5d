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
print()
print(
  "Medians of \(runs) runs. The 10k inserts arrived as \(sortedUpdates.min()!)–\(sortedUpdates.max()!) coalesced updates, of which \(sortedReloads.min()!)–\(sortedReloads.max()!) exceeded the 2,000-operation animation threshold and were shown as reloads."
)
