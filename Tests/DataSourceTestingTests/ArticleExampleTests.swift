import DataSourceTesting
import Foundation
import Testing

/// The example of the article "Testing table-view updates on any platform", kept compiling and true.
@MainActor
final class Fruits: HeadlessTableViewDataSource {
  var names = ["apple", "banana"]

  func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
    names.count
  }

  func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
    cell.text = names[indexPath.row]
    return cell
  }
}

@MainActor
@Suite struct ArticleExampleTests {
  @Test func addingAFruit() throws {
    let fruits = Fruits()
    let table = HeadlessTableView(visibleRowCapacity: 10)
    table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "fruit")
    table.dataSource = fruits
    try table.reloadData()

    fruits.names.insert("cherry", at: 0)
    try table.performBatchUpdates {
      try table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }

    #expect(table.visibleCells.map(\.text) == ["cherry", "apple", "banana"])
    #expect(table.lastBatch?.rowInserts == 1)
  }

  @Test func forgettingTheInsertIsRejected() throws {
    let fruits = Fruits()
    let table = HeadlessTableView(visibleRowCapacity: 10)
    table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "fruit")
    table.dataSource = fruits
    try table.reloadData()
    fruits.names.insert("cherry", at: 0)
    expectRejected(
      .invalidNumberOfRows,
      "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
    ) {
      try table.performBatchUpdates {}
    }
    #expect(table.visibleCells.map(\.text) == ["apple", "banana"])
  }
}
