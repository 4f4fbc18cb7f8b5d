import DataSourceGRDBLocal
import DataSourceKit
import DataSourceTerminal
import Foundation
import GRDB

/// Live SQLite List: DataSourceGRDB over an SQLite task list that a background writer keeps
/// changing. Enter marks a task done (a write the storage sees), `d` deletes it, `w` pauses the writer.
@MainActor
final class LiveSQLiteScreen: ExampleScreen {
  private var demo: TaskListDemo?
  private var storage: DatabaseStorage<DemoTask, String>?
  private var observation: StorageObservation?
  private var updates = 0
  private var writing = false
  private var problem: String?
  let path: String

  init(databasePath: String?) {
    path =
      databasePath
      ?? FileManager.default.temporaryDirectory.appendingPathComponent("datasource-examples-tasks.sqlite").path
    var toggle: (DemoTask) -> Void = { _ in }
    var delete: (DemoTask) -> Void = { _ in }
    super.init(
      title: "Live SQLite List",
      cellDescriptors: [
        AnyCellDescriptor(
          CellDescriptor<DemoTask, LineCell>()
            .configure { task, cell, _ in
              cell.lines = [TerminalLine("[\(task.done ? "x" : " ")] \(task.title)", style: TextStyle(dim: task.done))]
            }
            .didSelect { task, _ in
              toggle(task)
              return .deselect
            }
            .canEdit { _, _ in true }
            .commitEditing { task, _, _ in delete(task) })
      ])
    toggle = { [unowned self] task in
      var changed = task
      changed.done.toggle()
      let done = changed
      write { db in try done.update(db) }
    }
    delete = { [unowned self] task in write { db in _ = try DemoTask.deleteOne(db, id: task.id) } }
    do {
      let demo = try TaskListDemo(path: path)
      let storage = demo.makeStorage()
      self.demo = demo
      self.storage = storage
      dataSource.bind(to: storage)
      observation = storage.observe { [unowned self] _ in updates += 1 }
      storage.onError = { [unowned self] error in problem = "\(error)" }
      storage.onRecovery = { [unowned self] in problem = nil }
    } catch {
      problem = "cannot open \(path): \(error)"
    }
  }

  private func write(_ change: @escaping @Sendable (Database) throws -> Void) {
    guard let demo else { return }
    Task {
      do { try await demo.reader.write(change) } catch { problem = "\(error)" }
    }
  }

  override func didAppear(in application: TerminalApplication) {
    demo?.startWriter()
    writing = demo != nil
  }

  override func didDisappear() {
    demo?.stopWriter()
    writing = false
    storage?.cancel()
  }

  override var keyHelp: String { "Enter done · d delete · w writer" }
  override var status: String {
    if let problem { return "⚠ \(problem)" }
    return "\(tableView.totalRows) tasks · \(updates) updates · writer \(writing ? "on" : "paused") · \(path)"
  }

  override func handle(_ key: TerminalKey, in application: TerminalApplication) -> Bool {
    guard key == .character("w") else { return false }
    if writing { demo?.stopWriter() } else { demo?.startWriter() }
    writing.toggle()
    return true
  }
}
