import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import Observation
import PropertyBased
import Testing

/// The observable view of a storage that SwiftUI reads: it follows the storage, changes exactly the
/// sections an update touched, applies a burst once, and takes SwiftUI's `onDelete` and `onMove`
/// through the storage's validating edits.
@MainActor
@Suite struct ObservedStorageTests {
  /// Counts every change of what `read` reads, re-registering at once so none is missed.
  @MainActor final class ChangeCounter {
    private(set) var count = 0
    private let read: @MainActor () -> Void
    init(_ read: @escaping @MainActor () -> Void) {
      self.read = read
      track()
    }
    private func track() {
      withObservationTracking(read) {
        MainActor.assumeIsolated {
          self.count += 1
          self.track()
        }
      }
    }
  }

  func fruitAndNuts() -> MemoryStorage<Thing> {
    MemoryStorage(sections: [
      StorageSection(items: [Thing(1, "apple"), Thing(2, "pear")], header: "Fruit"),
      StorageSection(items: [Thing(3, "almond")], header: "Nuts"),
    ])
  }

  func names(_ observed: ObservedStorage<MemoryStorage<Thing>>) -> [[String]] {
    observed.sections.map { $0.items.map(\.description) }
  }

  @Test func itFollowsTheStorageSectionBySection() throws {
    let storage = fruitAndNuts()
    let observed = ObservedStorage(storage)
    #expect(observed.sections.map(\.id) == [.title("Fruit"), .title("Nuts")])
    #expect(observed.sections.map(\.header) == ["Fruit", "Nuts"])
    #expect(names(observed) == [["1apple", "2pear"], ["3almond"]])
    let (fruit, nuts) = (observed.sections[0], observed.sections[1])
    let fruitChanges = ChangeCounter { _ = fruit.items }
    let nutChanges = ChangeCounter { _ = nuts.items }
    let sectionChanges = ChangeCounter { _ = observed.sections }

    try storage.addItems([Thing(4, "fig")], toSection: 0)
    observed.applyPendingUpdates()
    #expect(names(observed) == [["1apple", "2pear", "4fig"], ["3almond"]])
    #expect(fruitChanges.count == 1 && nutChanges.count == 0, "only the fruit changed")
    #expect(sectionChanges.count == 0, "no section came or went")

    try storage.replaceItem(at: ItemPath(item: 0, section: 1), with: Thing(3, "cashew"))
    observed.applyPendingUpdates()
    #expect(nutChanges.count == 1 && fruitChanges.count == 1, "an edited item changes its section only")

    try storage.insertSection(StorageSection(items: [Thing(5, "kale")], header: "Greens"), atIndex: 0)
    try storage.moveSection(2, toSection: 1)
    observed.applyPendingUpdates()
    #expect(observed.sections.map(\.id) == [.title("Greens"), .title("Nuts"), .title("Fruit")])
    #expect(observed.sections[2] === fruit && observed.sections[1] === nuts, "sections are kept by identity")
    #expect(sectionChanges.count == 1 && fruitChanges.count == 1 && nutChanges.count == 1)
  }

  @Test func aBurstIsAppliedOnceOnTheNextTurn() async throws {
    let storage = fruitAndNuts()
    let observed = ObservedStorage(storage)
    let fruit = observed.sections[0]
    let changes = ChangeCounter { _ = fruit.items }
    for id in 10..<30 { try storage.addItems([Thing(id)], toSection: 0) }
    #expect(changes.count == 0 && fruit.items.count == 2, "nothing applied within the turn")
    for _ in 0..<10 where fruit.items.count == 2 { await Task.yield() }
    #expect(fruit.items.count == 22 && changes.count == 1, "twenty updates, one change")
  }

  @Test func swiftUIEditsGoThroughTheStorage() throws {
    let storage = fruitAndNuts()
    let f = StorageFixture(storage)
    let observed = ObservedStorage(storage)
    try observed.moveItems(fromOffsets: [0], toOffset: 2, inSection: 0)
    #expect(names(observed) == [["2pear", "1apple"], ["3almond"]], "applied at once, as onMove expects")
    f.expectConsistent("after a move")
    try observed.deleteItems(atOffsets: [1], inSection: 0)
    #expect(names(observed) == [["2pear"], ["3almond"]])
    f.expectConsistent("after a delete")

    // Edits the storage refuses throw its error and change nothing.
    let before = names(observed)
    let updates = f.updates.count
    #expect(throws: StorageError.indexPathOutOfRange(ItemPath(item: 5, section: 0), itemCount: 1)) {
      try observed.deleteItems(atOffsets: [5], inSection: 0)
    }
    #expect(throws: StorageError.indexPathOutOfRange(ItemPath(item: 3, section: 1), itemCount: 1)) {
      try observed.moveItems(fromOffsets: [0], toOffset: 3, inSection: 1)
    }
    #expect(throws: StorageError.sectionOutOfRange(4, sectionCount: 2)) {
      try observed.moveItems(fromOffsets: [0], toOffset: 0, inSection: 4)
    }
    #expect(names(observed) == before && f.updates.count == updates, "nothing changed")
  }

  /// SwiftUI's `onMove` semantics for random offsets and destinations: the storage, the observed
  /// sections, a plain model and both headless views agree after every move.
  @Test func randomMovesMatchSwiftUIsMeaning() async {
    await propertyCheck(count: 60 * propertyScale, input: Gen.uint64(in: 0...UInt64.max)) { seed in
      var rng = SplitMix64(seed: seed)
      let count = rng.int(1...12)
      let storage = MemoryStorage(sections: [StorageSection(items: (0..<count).map { Thing($0) })])
      let f = StorageFixture(storage)
      let observed = ObservedStorage(storage)
      var model = Array(0..<count)
      for step in 0..<8 {
        let offsets = IndexSet((0..<count).filter { _ in rng.chance(0.3) })
        let destination = rng.int(0...count)
        // SwiftUI: the moved items, in order, land before what was at `destination`.
        let moved = offsets.map { model[$0] }
        let rest = model.indices.filter { !offsets.contains($0) }
        let before = rest.filter { $0 < destination }.map { model[$0] }
        let after = rest.filter { $0 >= destination }.map { model[$0] }
        model = before + moved + after
        do {
          try observed.moveItems(fromOffsets: offsets, toOffset: destination, inSection: 0)
        } catch {
          Issue.record("seed \(seed) step \(step): \(error)")
        }
        #expect(observed.sections[0].items.map(\.id) == model, "seed \(seed) step \(step)")
        #expect(storage.sections[0].items.map(\.id) == model)
        f.expectConsistent("seed \(seed) step \(step)")
      }
    }
  }
}
