import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import Testing

/// An append at the end of a section batched with a header or footer change of another section: the
/// batch must insert the appended rows as well as reload the other section (it reloaded only).
@MainActor
@Suite struct MemoryStorageHeaderAppendTests {
  @Test func theReproducer() throws {
    let f = StorageFixture(MemoryStorage<Thing>(sections: [StorageSection(items: []), StorageSection(items: [])]))
    f.table.isInWindow = true
    f.collection.isInWindow = true
    let before = f.table.events.count
    try f.storage.performUpdates {
      try f.storage.addItems([Thing(1)], toSection: 0)
      try f.storage.setSectionHeaderModel("H", forSection: 1)
    }
    #expect(f.updates.last?.changes == [.insertItem(ItemPath(item: 0, section: 0)), .updateSection(1)])
    // The staged diff shows it in two batches UIKit accepts: the insert, then the section reload.
    let batches = f.table.events[before...].compactMap { event -> [HeadlessBatchOperation]? in
      if case .batch(let record) = event { record.operations } else { nil }
    }
    #expect(batches == [[.insertRow(ItemPath(item: 0, section: 0))], [.reloadSection(from: 1, to: 1)]])
    #expect(f.dataSource.header(inSection: 1)?.title == "H")
    f.expectConsistent()
    #expect(f.reloads == 1, "only the first load reloaded everything")
  }

  enum Edit: CaseIterable, Sendable { case header, footer, headers, nestedHeader }

  /// Every section count, section length, append position and edited section, for each kind of
  /// header or footer edit, in both orders.
  @Test(arguments: Edit.allCases)
  func appendsWithHeaderEditsSweep(_ edit: Edit) throws {
    var cases = 0
    for sectionCount in 1...3 {
      for length in 0...2 {
        for appended in 1...2 {
          for appendSection in 0..<sectionCount {
            for editSection in 0..<sectionCount {
              for headerFirst in [false, true] {
                let initial = (0..<sectionCount).map { s in
                  StorageSection(items: (0..<length).map { Thing(s * 100 + $0) })
                }
                let f = StorageFixture(MemoryStorage<Thing>(sections: initial))
                f.table.isInWindow = true
                f.collection.isInWindow = true
                let news = (0..<appended).map { Thing(1_000 + $0) }
                let append = { try f.storage.addItems(news, toSection: appendSection) }
                let label = "\(edit) \(sectionCount)×\(length) +\(appended)@\(appendSection) edit \(editSection)"
                let change = {
                  switch edit {
                  case .header: try f.storage.setSectionHeaderModel("H", forSection: editSection)
                  case .footer: try f.storage.setSectionFooterModel("F", forSection: editSection)
                  case .headers:
                    try f.storage.setSectionHeaderModels((0..<sectionCount).map { $0 == editSection ? "H" : "" })
                  case .nestedHeader:
                    try f.storage.performUpdates { try f.storage.setSectionHeaderModel("H", forSection: editSection) }
                  }
                }
                try f.storage.performUpdates {
                  if headerFirst {
                    try change()
                    try append()
                  } else {
                    try append()
                    try change()
                  }
                }
                f.expectConsistent(label)
                #expect(f.reloads == 1, "no fallback reload: \(label)")
                cases += 1
              }
            }
          }
        }
      }
    }
    #expect(cases == 168)
  }
}
