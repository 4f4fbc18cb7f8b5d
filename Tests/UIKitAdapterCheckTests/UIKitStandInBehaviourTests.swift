import DataSourceKit
import DataSourceTesting
import Foundation
import Testing
import UIKitStandIn

@testable import UIKitAdapterCheck

/// The stand-in's views behave as UIKit documents: they refuse what UIKit raises for, reuse cells,
/// and route a user's tap through the adapter to the descriptor.
@MainActor
@Suite struct UIKitStandInBehaviourTests {
  final class Names: NSObject, UITableViewDataSource {
    var names = ["a", "b"]
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = names[indexPath.row]
      return cell
    }
  }

  /// A batch whose counts do not add up fails the running test with UIKit's message, and the table
  /// reloads so that it matches its data source again.
  @Test func aBatchUIKitRejectsFailsTheTest() {
    let names = Names()
    let table = UITableView(frame: .zero)
    let window = UIWindow(frame: .zero)
    window.addSubview(table)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = names
    table.layoutIfNeeded()
    #expect(table.visibleCells.map { $0.textLabel?.text } == ["a", "b"])
    names.names.append("c")
    withKnownIssue {
      table.performBatchUpdates {}  // no insertRows: UIKit raises "Invalid update"
    }
    #expect(table.standInFailures.count == 1)
    #expect(table.standInFailures.first?.description.contains("invalid number of rows in section 0") == true)
    #expect(table.visibleCells.map { $0.textLabel?.text } == ["a", "b", "c"], "reloaded after the failure")

    names.names.insert("z", at: 0)
    table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    #expect(table.visibleCells.map { $0.textLabel?.text } == ["z", "a", "b", "c"])
    #expect(table.standInFailures.count == 1, "an accepted insert adds no failure")
  }

  /// An identifier nothing was registered for fails the test, as UIKit's dequeue raises.
  @Test func anUnregisteredIdentifierFailsTheTest() {
    let names = Names()
    let table = UITableView(frame: .zero)
    let window = UIWindow(frame: .zero)
    window.addSubview(table)
    table.dataSource = names
    withKnownIssue { table.layoutIfNeeded() }
    #expect(table.standInFailures.first?.description.contains("unable to dequeue a cell with identifier cell") == true)
  }

  /// Cells leaving the screen go to the reuse queue; the next rows get them after `prepareForReuse()`.
  @Test func scrolledOffCellsAreReused() {
    let names = Names()
    names.names = (0..<30).map { "n\($0)" }
    let table = UITableView(frame: .zero)
    table.standInVisibleRowCapacity = 10
    let window = UIWindow(frame: .zero)
    window.addSubview(table)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = names
    table.layoutIfNeeded()
    let first = table.visibleCells
    table.scrollToRow(at: IndexPath(row: 25, section: 0), at: .bottom, animated: false)
    #expect(table.visibleCells.map { $0.textLabel?.text } == (16..<26).map { "n\($0)" })
    #expect(table.visibleCells.allSatisfy { cell in first.contains { $0 === cell } }, "the same ten cells")
    #expect(table.visibleCells.allSatisfy { $0.standInReuseCount == 1 })
    withKnownIssue { table.scrollToRow(at: IndexPath(row: 30, section: 0), at: .top, animated: false) }
  }

  /// A tap goes through UIKit's delegate calls to the adapter, which asks the descriptor.
  @Test func aTapReachesTheDescriptor() {
    var selected: [String] = []
    let dataSource = DataSource(cellDescriptors: [
      CellDescriptor<String, UITableViewCell>()
        .configure { name, cell, _ in cell.textLabel?.text = name }
        .on(.didSelect) { name, _ in
          selected.append(name)
          return .deselect
        }
    ])
    let table = UITableView(frame: .zero)
    let window = UIWindow(frame: .zero)
    window.addSubview(table)
    _ = TableViewAdapter(dataSource: dataSource, tableView: table)
    dataSource.sections = [Section(items: ["apple", "pear"])]
    dataSource.reloadData(animated: false)
    table.layoutIfNeeded()
    #expect(table.standInTap(rowAt: IndexPath(row: 1, section: 0)))
    #expect(selected == ["pear"])
    #expect(table.indexPathForSelectedRow == nil, "the descriptor's .deselect deselected it")
  }
}
