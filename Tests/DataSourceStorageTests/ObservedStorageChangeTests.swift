import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Testing

/// ObservedStorage takes the change the storage gives it: the items of sections no update touched
/// are not compared again.
@MainActor
@Suite struct ObservedStorageChangeTests {
  /// An item that counts how often its content is compared.
  struct Counted: Identifiable, Hashable, Sendable, Diffable {
    nonisolated(unsafe) static var comparisons = 0
    var id: Int
    var value = ""
    func isContentEqual(to other: Counted) -> Bool {
      Self.comparisons += 1
      return value == other.value
    }
  }

  func storage() -> MemoryStorage<Counted> {
    MemoryStorage(sections: [
      StorageSection(items: (0..<100).map { Counted(id: $0) }, header: "Many"),
      StorageSection(items: [Counted(id: 1_000)], header: "One"),
    ])
  }

  @Test func anEditComparesOnlyTheSectionItTouched() throws {
    let storage = storage()
    let observed = ObservedStorage(storage)
    Counted.comparisons = 0
    try storage.addItems([Counted(id: 1_001)], toSection: 1)
    observed.applyPendingUpdates()
    #expect(observed.sections.map(\.items.count) == [100, 2])
    #expect(Counted.comparisons <= 1, "the untouched section of 100 items was compared again")
  }

  @Test func aBurstComposesTheUntouchedSections() throws {
    let storage = storage()
    let observed = ObservedStorage(storage)
    Counted.comparisons = 0
    try storage.addItems([Counted(id: 1_001)], toSection: 1)
    try storage.moveSection(1, toSection: 0)
    try storage.replaceItem(at: ItemPath(item: 0, section: 0), with: Counted(id: 1_000, value: "new"))
    observed.applyPendingUpdates()
    #expect(observed.sections.map(\.header) == ["One", "Many"])
    #expect(observed.sections[0].items.map(\.value) == ["new", ""])
    #expect(Counted.comparisons <= 2, "the section of 100 items was compared again")
    // A reload touches every section: all are compared, and what is shown is still right.
    Counted.comparisons = 0
    storage.updateWithoutAnimations { storage.setItemsForAllSections([[Counted(id: 1_000, value: "new")], []]) }
    observed.applyPendingUpdates()
    #expect(observed.sections.map(\.items.count) == [1, 0])
  }
}
