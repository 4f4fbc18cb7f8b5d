import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import Testing

/// `setItemsForAllSections` gives every section explicitly, so it applies whatever their number (it
/// dropped everything, silently, past `maximumImplicitSections`).
@MainActor
@Suite struct MemoryStorageAllSectionsTests {
  @Test func manySectionsAreAllShown() {
    let f = StorageFixture(MemoryStorage<Thing>(sections: [StorageSection(items: [Thing(0)])]))
    let many = (0..<1_500).map { s in [Thing(2 * s + 1), Thing(2 * s + 2)] }
    f.storage.setItemsForAllSections(many)
    #expect(f.storage.sections.count == 1_500)
    #expect(f.dataSource.numberOfSections == 1_500)
    #expect(f.table.numberOfSections == 1_500)
    #expect(f.storage.sections.last?.items == [Thing(2_999), Thing(3_000)])
    f.storage.setItemsForAllSections((0..<1_200).map { [Thing($0 + 10_000)] })
    #expect(f.storage.sections.count == 1_200 && f.table.numberOfSections == 1_200)
    f.storage.setItemsForAllSections([])
    #expect(f.storage.sections.isEmpty && f.table.numberOfSections == 0)
    f.expectConsistent()
  }
}
