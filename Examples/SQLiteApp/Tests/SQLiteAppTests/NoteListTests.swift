import DataSourceKit
import DataSourceTesting
import Foundation
import GRDB
import SQLiteApp
import Testing

final class NoteCell: HeadlessTableViewCell {}

/// A note written to the database is shown in a row, and an edit to it refreshes the row.
@MainActor
@Test func aNoteInTheDatabaseIsShownInARow() async throws {
  let database = try DatabaseQueue()
  try await database.write { db in
    try db.execute(sql: "CREATE TABLE note (id INTEGER PRIMARY KEY, title TEXT NOT NULL)")
    try Note(id: 1, title: "Buy milk").insert(db)
  }
  let list = NoteList(
    database: database, cell: CellDescriptor<Note, NoteCell>().configure { note, cell, _ in cell.text = note.title })
  let table = HeadlessTableView()
  let adapter = HeadlessTableAdapter(dataSource: list.dataSource, tableView: table)
  await list.storage.waitUntilPublished()
  #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.text == "Buy milk")

  // GRDB tells the storage about the write after it commits, so waiting for what the source has
  // told so far can return first: wait for the update itself (the bound data source shows it
  // before the stream hands it on).
  var updates = list.storage.updates().makeAsyncIterator()
  try await database.write { db in try Note(id: 1, title: "Buy oat milk").update(db) }
  _ = await updates.next()
  #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.text == "Buy oat milk")
  #expect(table.numberOfRows(inSection: 0) == 1)
  #expect(table.listViewFailures.isEmpty)
  withExtendedLifetime(adapter) {}
}
