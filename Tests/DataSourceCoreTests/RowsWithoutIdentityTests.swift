import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import Testing

@testable import DataSourceCore
@testable import DataSourceDiffable
@testable import DataSourceStorage

/// Rows of a model with no identity, made again for a reload, are replaced (deleted and inserted):
/// the data source says so once per type.
@MainActor
@Suite struct RowsWithoutIdentityTests {
  /// A model that is not Diffable.
  struct Field: Sendable {
    var label: String
  }
  final class FieldCell: HeadlessTableViewCell {}

  @Test func rebuiltRowsWithoutIdentityAreReportedOnce() {
    let table = HeadlessTableView(visibleRowCapacity: 10)
    let dataSource = DataSource(cellDescriptors: [
      AnyCellDescriptor(CellDescriptor<Field, FieldCell>().configure { field, cell, _ in cell.text = field.label }),
      AnyCellDescriptor(CellDescriptor<String, FieldCell>("text")),
    ])
    let adapter = HeadlessTableAdapter(dataSource: dataSource, tableView: table)
    let rows = [Row(Field(label: "Name")), Row(Field(label: "Email"))]
    dataSource.sections = [Section("form", rows: rows)]
    dataSource.reloadData(animated: false)
    dataSource.sections = [Section("form", rows: rows + [Row("footer", identifier: "text")])]
    dataSource.reloadData()
    #expect(dataSource.failures.isEmpty, "the same Row values keep their identity: \(dataSource.failures)")

    let warnings = capturingRuntimeWarnings {
      for _ in 0..<3 {
        dataSource.sections = [Section("form", rows: [Row(Field(label: "Name")), Row(Field(label: "Email"))])]
        dataSource.reloadData()
      }
    }.warnings
    #expect(warnings == runtimeWarnings(for: dataSource.failures))
    #expect(dataSource.failures.map(\.ruleName) == ["rowsWithoutIdentity"], "once, not at every rebuild")
    #expect("\(dataSource.failures.first!)".contains("Field"))
    withExtendedLifetime(adapter) {}
  }
}
