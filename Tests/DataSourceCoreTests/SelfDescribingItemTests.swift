import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import Testing

final class BannerCell: HeadlessTableViewCell {}

struct Banner: SelfDescribingItem, Hashable, Diffable {
  var text: String
  func configure(_ cell: BannerCell) { cell.text = "banner: " + text }
}

@MainActor
@Suite struct SelfDescribingItemTests {
  @Test func anItemWithoutDescriptorConfiguresItsOwnCell() {
    let f = Fixture([stringCells], sections: [Section(rows: [Row(Banner(text: "hi")), Row("plain")])])
    #expect(f.shown == [["banner: hi", "plain"]])
    #expect(
      f.table.cellForRow(at: IndexPath(row: 0, section: 0)) is BannerCell, "its cell class was registered automatically"
    )
    #expect(throws: Never.self) { try f.dataSource.validate() }
    f.dataSource.sections = [Section(rows: [Row("plain"), Row(Banner(text: "moved"))])]
    f.dataSource.reloadData(animated: true)
    #expect(f.table.listViewFailures.isEmpty)
    #expect(f.shown == [["plain", "banner: moved"]])
  }

  @Test func aRegisteredDescriptorTakesPrecedence() {
    let custom = AnyCellDescriptor(
      CellDescriptor<Banner, TextCell>().configure { banner, cell, _ in cell.text = "custom " + banner.text })
    let f = Fixture([custom], sections: [Section(rows: [Row(Banner(text: "x"))])])
    #expect(f.shown == [["custom x"]])
  }
}

@MainActor
@Suite struct CellRegistrationTests {
  @Test func registrationNoneLeavesTheIdentifierToTheView() {
    let prototype = AnyCellDescriptor(
      CellDescriptor<String, TextCell>("prototype").registration(.none).configure { text, cell, _ in cell.text = text })
    let dataSource = DataSource(cellDescriptors: [prototype], sections: [Section(items: ["a"])])
    let table = HeadlessTableView()
    var reported: [HeadlessUpdateError] = []
    table.failurePolicy = .call { reported.append($0) }  // the failure is what this test expects
    let adapter = HeadlessTableAdapter(dataSource: dataSource, tableView: table)
    // Nothing registered "prototype": the view cannot dequeue, exactly as UIKit would complain.
    let warnings = capturingRuntimeWarnings { dataSource.reloadData(animated: false) }.warnings
    #expect(warnings == runtimeWarnings(for: dataSource.failures) && !warnings.isEmpty)
    #expect(table.listViewFailures.map(\.rule) == [.unregisteredReuseIdentifier])
    #expect(reported == table.listViewFailures, "reported as well as recorded")
    // With the identifier known to the view (as a storyboard prototype would be), it works.
    table.register(TextCell.self, forCellReuseIdentifier: "prototype")
    dataSource.reloadData(animated: false)
    #expect(table.visibleCells.map(\.text) == ["a"])
    withExtendedLifetime(adapter) {}
  }

  @Test func automaticRegistrationRegistersTheClassOnFirstUse() {
    let f = Fixture([stringCells], sections: [Section(items: ["a", "b"])])
    #expect(f.table.visibleCells.allSatisfy { $0 is TextCell })
    #expect(f.table.listViewFailures.isEmpty)
  }

  @Test func aCellClassTheViewCannotUseIsReported() {
    final class NotAHeadlessCell {}
    let wrong = AnyCellDescriptor(CellDescriptor<Int, NotAHeadlessCell>("wrong"))
    let dataSource = DataSource(cellDescriptors: [wrong], sections: [Section(items: [1])])
    let table = HeadlessTableView()
    var reported: [HeadlessUpdateError] = []
    table.failurePolicy = .call { reported.append($0) }  // the failures are what this test expects
    let adapter = HeadlessTableAdapter(dataSource: dataSource, tableView: table)
    let warnings = capturingRuntimeWarnings { dataSource.reloadData(animated: false) }.warnings
    #expect(warnings == runtimeWarnings(for: dataSource.failures) && !warnings.isEmpty)
    #expect(reported == table.listViewFailures, "reported as well as recorded")
    #expect(
      table.listViewFailures.map(\.message).first?.hasSuffix(
        "is not a HeadlessTableViewCell; a headless table view cannot register it for wrong") == true)
    #expect(table.listViewFailures.count == 2, "then the dequeue for the identifier fails too")
    withExtendedLifetime(adapter) {}
  }
}

@MainActor
@Suite struct CellRegistrationPerViewTests {
  @Test func aDataSourceMovedToAnotherViewRegistersItsCellsThere() {
    let f = Fixture([stringCells], sections: [Section(items: ["a"])])
    let second = HeadlessTableView()
    let adapter = HeadlessTableAdapter(dataSource: f.dataSource, tableView: second)
    f.dataSource.reloadData(animated: false)
    #expect(second.listViewFailures.isEmpty, "the cell class is registered with the new view too")
    #expect(second.visibleCells.map(\.text) == ["a"])
    withExtendedLifetime(adapter) {}
  }
}
