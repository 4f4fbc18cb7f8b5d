import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import PropertyBased
import Testing

/// Random nested batches, some of whose levels throw, with an observer that edits the storage from
/// its callback, compared with a plain reference model. After every step the storage equals the
/// model, both headless views (table and collection view) show it with no rejected batch and no
/// fallback reload, and every update's changes replay from the content before it to the content it
/// carries.
@MainActor
@Suite struct StorageTransactionPropertyTests {
  struct Stop: Error {}

  /// MemoryStorage's rules on plain arrays of identifiers.
  struct Reference {
    var sections: [[Int]] = [] {
      didSet {
        // Headers and footers follow their sections: kept with kept ones, none for new ones.
        while headers.count < sections.count { headers.append(nil) }
        while footers.count < sections.count { footers.append(nil) }
      }
    }
    var headers: [String?] = []
    var footers: [String?] = []
    let limit = MemoryStorage<Thing>.maximumImplicitSections

    mutating func ensure(_ s: Int) -> Bool {
      guard s >= 0, s < sections.count + limit else { return false }
      while sections.count <= s { sections.append([]) }
      return true
    }

    func contains(_ p: ItemPath, insertion: Bool = false) -> Bool {
      sections.indices.contains(p.section) && p.item >= 0
        && p.item < sections[p.section].count + (insertion ? 1 : 0)
    }

    mutating func apply(_ op: Op) -> Bool {
      var copy = self
      guard copy.applyUnchecked(op) else { return false }
      self = copy
      return true
    }

    private mutating func applyUnchecked(_ op: Op) -> Bool {
      switch op {
      case .add(let ids, let s):
        guard ensure(s) else { return false }
        sections[s] += ids
      case .insert(let id, let p):
        if p.section == sections.count, !ensure(p.section) { return false }
        guard contains(p, insertion: true) else { return false }
        sections[p.section].insert(id, at: p.item)
      case .remove(let paths):
        guard paths.allSatisfy({ contains($0) }) else { return false }
        for p in Set(paths).sorted(by: >) { sections[p.section].remove(at: p.item) }
      case .move(let from, let to):
        guard contains(from) else { return false }
        if to.section >= sections.count, !ensure(to.section) { return false }
        let id = sections[from.section].remove(at: from.item)
        guard contains(to, insertion: true) else { return false }
        sections[to.section].insert(id, at: to.item)
      case .deleteSection(let s):
        guard sections.indices.contains(s) else { return false }
        headers.remove(at: s)
        footers.remove(at: s)
        sections.remove(at: s)
      case .insertSection(let ids, let s):
        guard s >= 0, s <= sections.count else { return false }
        headers.insert(nil, at: s)
        footers.insert(nil, at: s)
        sections.insert(ids, at: s)
      case .moveSection(let from, let to):
        guard sections.indices.contains(from), sections.indices.contains(to) else { return false }
        headers.insert(headers.remove(at: from), at: to)
        footers.insert(footers.remove(at: from), at: to)
        sections.insert(sections.remove(at: from), at: to)
      case .header(let title, let s):
        guard ensure(s) else { return false }
        headers[s] = title
      case .footer(let title, let s):
        guard ensure(s) else { return false }
        footers[s] = title
      case .headers(let titles):
        if !titles.isEmpty, !ensure(titles.count - 1) { return false }
        headers = sections.indices.map { $0 < titles.count ? titles[$0] : nil }
      }
      return true
    }
  }

  enum Op {
    case add([Int], Int)
    case insert(Int, ItemPath)
    case remove([ItemPath])
    case move(ItemPath, ItemPath)
    case deleteSection(Int)
    case insertSection([Int], Int)
    case moveSection(Int, Int)
    case header(String, Int)
    case footer(String, Int)
    case headers([String])

    @MainActor func run(on storage: MemoryStorage<Thing>) throws(StorageError) {
      switch self {
      case .add(let ids, let s): try storage.addItems(ids.map { Thing($0) }, toSection: s)
      case .insert(let id, let p): try storage.insertItems([Thing(id)], at: [p])
      case .remove(let paths): try storage.removeItems(at: paths)
      case .move(let from, let to): try storage.moveItem(from: from, to: to)
      case .deleteSection(let s): try storage.deleteSections([s])
      case .insertSection(let ids, let s):
        try storage.insertSection(StorageSection(items: ids.map { Thing($0) }), atIndex: s)
      case .moveSection(let from, let to): try storage.moveSection(from, toSection: to)
      case .header(let title, let s): try storage.setSectionHeaderModel(title, forSection: s)
      case .footer(let title, let s): try storage.setSectionFooterModel(title, forSection: s)
      case .headers(let titles): try storage.setSectionHeaderModels(titles)
      }
    }
  }

  static func randomOp(_ model: Reference, _ rng: inout SplitMix64, nextID: inout Int) -> Op {
    let count = model.sections.count
    func path(extra: Int = 0) -> ItemPath {
      let s = rng.int(-1...count + 1)  // sometimes out of range, or a new section
      let items = model.sections.indices.contains(s) ? model.sections[s].count : 0
      return ItemPath(item: rng.int(-1...items + extra), section: s)
    }
    func fresh() -> Int {
      nextID += 1
      return nextID
    }
    switch rng.int(0...10) {
    case 0, 1: return .add((0..<rng.int(0...3)).map { _ in fresh() }, rng.int(-1...count + 2))
    case 2: return .insert(fresh(), path(extra: 1))
    case 3: return .remove([path(), path()])
    case 4: return .move(path(), path(extra: 1))
    case 5: return .deleteSection(rng.int(-1...count))
    case 6: return .insertSection((0..<rng.int(0...2)).map { _ in fresh() }, rng.int(-1...count + 1))
    case 7: return .moveSection(rng.int(-1...count), rng.int(-1...count))
    case 8: return .header("H\(fresh())", rng.int(-1...count + 1))
    case 9: return .footer("F\(fresh())", rng.int(-1...count + 1))
    default: return .headers((0..<rng.int(0...count + 1)).map { _ in "H\(fresh())" })
    }
  }

  /// Runs a random batch of `depth` levels at most on both the storage and the model; a level may
  /// throw after some of its edits, which must undo that level only.
  static func randomBatch(
    _ storage: MemoryStorage<Thing>, _ model: inout Reference, depth: Int, _ rng: inout SplitMix64, nextID: inout Int
  ) throws(Stop) {
    let start = model
    let throwsAt = rng.chance(0.3) ? rng.int(0...3) : nil
    do throws(Stop) {
      try storage.performUpdates { () throws(Stop) in
        for step in 0..<4 {
          if step == throwsAt { throw Stop() }
          if depth > 1, rng.chance(0.3) {
            do throws(Stop) {
              try randomBatch(storage, &model, depth: depth - 1, &rng, nextID: &nextID)
            } catch {}  // the inner level undid itself; this one goes on
          } else {
            let op = randomOp(model, &rng, nextID: &nextID)
            let valid = model.apply(op)
            do throws(StorageError) {
              try op.run(on: storage)
              #expect(valid, "the storage accepted \(op), which the model refuses")
            } catch {
              #expect(!valid, "the storage refused \(op): \(error)")
            }
          }
        }
      }
    } catch {
      model = start
      throw error
    }
  }

  @Test func nestedThrowingBatchesAndReentrantObserversMatchTheModel() async {
    await propertyCheck(count: 120 * propertyScale, input: Gen.uint64(in: 0...UInt64.max)) { seed in
      var rng = SplitMix64(seed: seed)
      let storage = MemoryStorage<Thing>()
      let f = StorageFixture(storage)
      // SwiftUI's view of the same storage, applied every other step: it takes each update's
      // untouched sections instead of comparing them, so a wrong one would leave stale items here.
      let observed = ObservedStorage(storage)
      var model = Reference()
      var nextID = 0
      var observerAdds: [Int] = []
      var observerID = 1_000_000  // its own counter: the batch holds `nextID` while updates go out
      var delivered = 0
      let observation = storage.observe { _ in
        delivered += 1
        // Every third update, the observer edits the storage from inside its callback.
        guard delivered % 3 == 0 else { return }
        observerID += 1
        observerAdds.append(observerID)
        try? storage.addItems([Thing(observerID)], toSection: 0)
      }
      var previous: [[Int]] = []
      var checkedUpdates = 0
      for step in 0..<20 {
        observerAdds = []
        try? Self.randomBatch(storage, &model, depth: 3, &rng, nextID: &nextID)
        for id in observerAdds { _ = model.apply(.add([id], 0)) }
        let held = storage.sections.map { $0.items.map(\.id) }
        #expect(held == model.sections, "seed \(seed), step \(step)")
        #expect(storage.sections.map { $0.header as? String } == model.headers, "seed \(seed), step \(step)")
        #expect(storage.sections.map { $0.footer as? String } == model.footers, "seed \(seed), step \(step)")
        let shownHeaders = (0..<f.dataSource.numberOfSections).map { f.dataSource.header(inSection: $0)?.title }
        #expect(shownHeaders == model.headers, "seed \(seed), step \(step): the headers shown")
        f.expectConsistent("seed \(seed), step \(step)")
        if step % 2 == 1 {
          observed.applyPendingUpdates()
          #expect(
            observed.sections.map { $0.items.map(\.description) }
              == storage.sections.map { $0.items.map(\.description) }, "seed \(seed), step \(step): observed")
          #expect(observed.sections.map(\.header) == model.headers, "seed \(seed), step \(step): observed headers")
        }
        for update in f.updates[checkedUpdates...] {
          let after = update.sections!.map { $0.items.map(\.id) }
          #expect(update.oldRowCounts == previous.map(\.count), "seed \(seed), step \(step): updates arrive in order")
          #expect(
            changesReplay(update, before: previous, after: after), "seed \(seed), step \(step): \(update.changes)")
          previous = after
        }
        checkedUpdates = f.updates.count
      }
      #expect(f.reloads == 1, "seed \(seed): every update animated")
      _ = observation
    }
  }
}
