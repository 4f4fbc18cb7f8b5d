import DataSourceGRDBLocal
import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import GRDB
import Testing

/// A row of the test database's `task` table.
struct TaskRecord: Codable, FetchableRecord, PersistableRecord, Identifiable, Hashable, Sendable, Diffable {
  static let databaseTableName = "task"
  var id: Int64
  var title: String
  var list: String
  var text: String { "\(list)/\(title)" }
}

final class TaskCell: HeadlessTableViewCell {}
final class TaskItemCell: HeadlessCollectionViewCell {}

/// A SQLite file in a fresh temporary directory, with a `task` table; removed when released.
final class TaskDatabase: Sendable {
  private let temporary: TemporaryDirectory
  var directory: URL { temporary.url }
  var path: String { temporary.path("tasks.sqlite") }

  init() throws {
    temporary = try TemporaryDirectory(prefix: "DataSourceGRDBTests")
    try connection().write { db in
      try db.execute(sql: "CREATE TABLE task (id INTEGER PRIMARY KEY, title TEXT NOT NULL, list TEXT)")
    }
  }

  /// Writes a rollback-journal task database with `tasks` (id, title, list) at `path`, through a
  /// fresh connection it closes: a file another program made.
  static func makeDatabase(at path: String, _ tasks: [(Int64, String, String)]) throws {
    let queue = try DatabaseQueue(path: path)
    try queue.write { db in
      try db.execute(sql: "CREATE TABLE IF NOT EXISTS task (id INTEGER PRIMARY KEY, title TEXT NOT NULL, list TEXT)")
      for (id, title, list) in tasks { try TaskRecord(id: id, title: title, list: list).insert(db) }
    }
    try queue.close()
  }

  /// A new connection to the file: another writer, as another part of an app (or app) would have.
  func connection() throws -> DatabaseQueue {
    var configuration = Configuration()
    configuration.busyMode = .timeout(30)
    return try DatabaseQueue(path: path, configuration: configuration)
  }

  func pool() throws -> DatabasePool {
    var configuration = Configuration()
    configuration.busyMode = .timeout(30)
    return try DatabasePool(path: path, configuration: configuration)
  }
}

/// A database storage of tasks by list, shown by a data source on a headless table.
@MainActor
final class TaskFixture {
  let storage: DatabaseStorage<TaskRecord, String>
  let dataSource = DataSource(cellDescriptors: [
    AnyCellDescriptor(CellDescriptor<TaskRecord, TaskCell>().configure { task, cell, _ in cell.text = task.text })
  ])
  let table = HeadlessTableView(visibleRowCapacity: 100_000)
  let adapter: HeadlessTableAdapter
  /// The same storage on a headless collection view, whose batch rules are stricter.
  let collectionDataSource = DataSource(cellDescriptors: [
    AnyCellDescriptor(CellDescriptor<TaskRecord, TaskItemCell>().configure { task, cell, _ in cell.text = task.text })
  ])
  let collection = HeadlessCollectionView(visibleItemCapacity: 100_000)
  let collectionAdapter: HeadlessCollectionAdapter
  private(set) var updates: [StorageUpdate<TaskRecord>] = []
  private var observation: StorageObservation?

  init(_ reader: any DatabaseReader, pollInterval: Duration? = .milliseconds(20)) {
    storage = DatabaseStorage(
      reader, request: TaskRecord.order(Column("list"), Column("title"), Column("id")), sectionColumn: "list",
      pollInterval: pollInterval)
    adapter = HeadlessTableAdapter(dataSource: dataSource, tableView: table)
    dataSource.bind(to: storage)
    collectionAdapter = HeadlessCollectionAdapter(dataSource: collectionDataSource, collectionView: collection)
    collectionDataSource.bind(to: storage)
    observation = storage.observe { [unowned self] in updates.append($0) }
  }

  var held: [[String]] { storage.sections.map { $0.items.map(\.text) } }

  var shown: [[String]] {
    var result = [[String]](repeating: [], count: table.numberOfSections)
    for cell in table.visibleCells { result[table.indexPath(for: cell)!.section].append(cell.text ?? "<nil>") }
    return result
  }

  /// Waits (up to `timeout`) until `condition` holds, letting the storage publish in between.
  func eventually(timeout: Duration = .seconds(20), _ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
      await storage.waitUntilPublished()
      if condition() { return true }
      try? await Task.sleep(for: .milliseconds(10))
    }
    return condition()
  }

  var shownInCollection: [[String]] {
    var result = [[String]](repeating: [], count: collection.numberOfSections)
    for cell in collection.visibleCells {
      result[collection.indexPath(for: cell)!.section].append(cell.text ?? "<nil>")
    }
    return result
  }

  func expectConsistent(_ comment: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(shown == held, "\(comment)", sourceLocation: sourceLocation)
    #expect(shownInCollection == held, "collection view: \(comment)", sourceLocation: sourceLocation)
    #expect(
      collection.listViewFailures.isEmpty, "collection view: \(collection.listViewFailures)",
      sourceLocation: sourceLocation)
    #expect(
      !collection.events.contains { if case .fellBackToReloadData = $0 { true } else { false } },
      "collection view: \(comment)", sourceLocation: sourceLocation)
    #expect(table.listViewFailures.isEmpty, "\(comment): \(table.listViewFailures)", sourceLocation: sourceLocation)
    #expect(
      !table.events.contains { if case .fellBackToReloadData = $0 { true } else { false } }, "\(comment)",
      sourceLocation: sourceLocation)
  }
}
