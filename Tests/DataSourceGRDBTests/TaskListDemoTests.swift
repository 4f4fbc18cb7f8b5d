import DataSourceExamples
import DataSourceGRDBLocal
import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import GRDB
import Testing

/// The catalog's live SQLite example: seeded once, changed by its background writer, followed by
/// the storage, shown without a rejected batch.
@MainActor
@Suite struct TaskListDemoTests {
  final class DemoCell: HeadlessTableViewCell {}

  @Test func theBackgroundWriterKeepsTheListChangingAndTheTableFollows() async throws {
    let directory = try TemporaryDirectory(prefix: "demo")
    defer { withExtendedLifetime(directory) {} }
    let path = directory.path("tasks.sqlite")

    let demo = try TaskListDemo(path: path)
    let storage = demo.makeStorage(pollInterval: .milliseconds(20))
    let dataSource = DataSource(cellDescriptors: [
      AnyCellDescriptor(CellDescriptor<DemoTask, DemoCell>().configure { task, cell, _ in cell.text = task.title })
    ])
    let table = HeadlessTableView(visibleRowCapacity: 1_000)
    let adapter = HeadlessTableAdapter(dataSource: dataSource, tableView: table)
    dataSource.bind(to: storage)
    var updates = 0
    let observation = storage.observe { _ in updates += 1 }

    await storage.waitUntilPublished()
    let deadline = ContinuousClock.now + .seconds(10)
    while storage.sections.isEmpty && ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(10))
      await storage.waitUntilPublished()
    }
    #expect(storage.sectionKeys == ["Errands", "Home", "Work"])
    #expect(storage.sections.map(\.items.count).reduce(0, +) == 5)
    let seeded = updates

    // Results that arrive while one is being compared coalesce, so under load (CI runs this under
    // the thread sanitizer, beside other database tests) there are fewer updates than writes: wait
    // for a few, with a generous deadline.
    demo.startWriter(every: .milliseconds(5))
    let writing = ContinuousClock.now + .seconds(60)
    while updates < seeded + 5 && ContinuousClock.now < writing {
      try await Task.sleep(for: .milliseconds(10))
    }
    demo.stopWriter()
    try await Task.sleep(for: .milliseconds(100))
    await storage.waitUntilPublished()
    #expect(updates >= seeded + 5, "the writer's changes arrive as updates")
    let rows = try await demo.reader.read { db in try DemoTask.fetchCount(db) }
    let settling = ContinuousClock.now + .seconds(30)
    while storage.sections.map(\.items.count).reduce(0, +) != rows && ContinuousClock.now < settling {
      try await Task.sleep(for: .milliseconds(20))
      await storage.waitUntilPublished()
    }
    #expect(storage.sections.map(\.items.count).reduce(0, +) == rows)
    #expect(table.visibleCells.count == rows)
    #expect(table.listViewFailures.isEmpty, "\(table.listViewFailures)")

    let reopened = try TaskListDemo(path: path)
    #expect(
      try await reopened.reader.read { db in try DemoTask.fetchCount(db) } == rows, "an existing file is not reseeded")
    withExtendedLifetime((adapter, observation)) {}
  }
}
