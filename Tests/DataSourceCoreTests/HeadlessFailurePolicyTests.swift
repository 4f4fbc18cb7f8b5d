import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import Testing

/// A batch UIKit would reject fails the running test by default; recovering by a reload is opt-in.
@MainActor
@Suite struct HeadlessFailurePolicyTests {
  /// A data source whose rows change without telling the view, then a batch that does not account
  /// for it: what an app bug looks like from the view.
  func rejectedBatch(on table: HeadlessTableView) {
    let dataSource = DataSource(cellDescriptors: [thingCells], sections: [Section(items: [Thing(1)])])
    _ = HeadlessTableAdapter(dataSource: dataSource, tableView: table)
    dataSource.reloadData(animated: false)
    var batch = ListBatch()
    batch.itemInserts = [ItemPath(item: 5, section: 0)]
    table.performBatch(batch) {}
  }

  @Test func aRejectedBatchFailsTheTestByDefault() {
    withKnownIssue("the headless table rejects the batch, so this test fails") {
      let table = HeadlessTableView()
      #expect(table.failurePolicy.isFailTest)
      rejectedBatch(on: table)
    } matching: { issue in
      // The issue names the batch by UIKit's calls, not as a dump of the value.
      issue.comments.contains { $0.rawValue.contains("The batch: insertRows [0, 5]") }
    }
  }

  @Test func recoveringByReloadingIsOptIn() {
    let table = HeadlessTableView()
    table.failurePolicy = .recoverByReloading
    rejectedBatch(on: table)
    #expect(table.listViewFailures.count == 1)
    #expect(table.listViewFailures.first?.message.contains("insert") == true, "\(table.listViewFailures)")
    #expect(table.visibleCells.map(\.text) == ["1"], "reloaded to match the data")
  }
}

extension HeadlessFailurePolicy {
  var isFailTest: Bool { if case .failTest = self { true } else { false } }
}
