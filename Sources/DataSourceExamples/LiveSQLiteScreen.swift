import DataSourceGRDBLocal
import DataSourceKit
import DataSourceTerminal
import Foundation
import GRDB

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
  /// Whether the file is someone else's without a `task` table: it was only looked at, never opened
  /// for the list.
  private var lacksTaskTable = false
  /// Whether nothing on this screen may change the file.
  private var isReadOnly: Bool { lacksTaskTable || demo?.isWritable == false }
  let path: String

  /// The file used without `--db`: one per user (by user id), so that two users of one machine
  /// never share, or fail to open, one demo file in the shared temporary folder.
  static var defaultPath: String {
    FileManager.default.temporaryDirectory.appendingPathComponent("datasource-examples-tasks-\(getuid()).sqlite").path
  }

  init(databasePath: String?) {
    path = databasePath ?? Self.defaultPath
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
            .on(.didSelect) { task, _ in
              toggle(task)
              return .deselect
            }
            .on(.canEdit) { _, _ in true }
            .on(.commitEditing) { task, _, _ in delete(task) })
      ])
    toggle = { [unowned self] task in
      var changed = task
      changed.done.toggle()
      let done = changed
      write { db in try done.update(db) }
    }
    delete = { [unowned self] task in write { db in _ = try DemoTask.deleteOne(db, id: task.id) } }
    do {
      show(try TaskListDemo(path: path))
    } catch {
      failedToOpen(error)
    }
  }

  /// Lists the tasks of `demo`.
  private func show(_ demo: TaskListDemo) {
    let storage = demo.makeStorage()
    self.demo = demo
    self.storage = storage
    problem = nil
    dataSource.emptyState = .loading("Reading the tasks…")
    dataSource.bind(to: storage)
    observation = storage.observe { [unowned self] _ in
      if dataSource.emptyState?.kind == .loading {
        dataSource.emptyState = EmptyState("No tasks", secondaryText: "Tasks written to the file appear here.")
      }
      updates += 1
      problem = nil  // the file reads again: an earlier problem is over
    }
    storage.onError = { [unowned self] error in problem = "\(error)" }
    storage.onRecovery = { [unowned self] in problem = nil }
  }

  /// Says why the file did not open; a locked one is tried again until it opens.
  private func failedToOpen(_ error: any Error) {
    lacksTaskTable = error is TaskListDemo.MissingTable
    isLocked = error is TaskListDemo.Locked
    problem = lacksTaskTable || isLocked ? "\(error)" : "cannot open: \(Self.reason(error))"
    if isLocked {
      dataSource.emptyState = .loading("Waiting for the lock to clear…")
      retryWhileLocked()
    } else {
      // The reason in the list too, where no width cuts it off behind the counts and the file name.
      dataSource.emptyState = EmptyState(
        lacksTaskTable ? "No task table in \(fileName)" : "Cannot open \(fileName)",
        secondaryText: lacksTaskTable ? "Read-only: nothing was changed." : Self.reason(error))
    }
  }

  /// Why a file did not open, in a few words: SQLite's own message and code, not the statement that
  /// failed.
  static func reason(_ error: any Error) -> String {
    guard let error = error as? DatabaseError else { return "\(error)" }
    return "\(error.message ?? "SQLite error") (SQLite error \(error.resultCode.rawValue))"
  }

  /// The file's name, without its folder.
  private var fileName: String { path.split(separator: "/").last.map(String.init) ?? path }

  /// Whether the file was locked by another program when last tried.
  private var isLocked = false
  /// Tries the locked file again every `retryInterval`, off the main actor (opening never waits for
  /// the lock), until it opens or the screen goes away.
  private var retry: Task<Void, Never>?
  static let retryInterval: Duration = .milliseconds(250)

  private func retryWhileLocked() {
    let path = path
    retry = Task { [weak self] in
      while !Task.isCancelled {
        try? await Task.sleep(for: Self.retryInterval)
        if Task.isCancelled { return }
        let opened = await Task.detached { Result { try TaskListDemo(path: path) } }.value
        guard let self, !Task.isCancelled else { return }
        switch opened {
        case .success(let demo):
          isLocked = false
          show(demo)
          if isShown, demo.isWritable { writing = demo.startWriter() }
          return
        case .failure(let error as TaskListDemo.Locked):
          problem = "\(error)"
        case .failure(let error):
          failedToOpen(error)
          return
        }
      }
    }
  }

  /// Whether the screen is on the terminal.
  private var isShown = false

  private func write(_ change: @escaping @Sendable (Database) throws -> Void) {
    guard let demo else { return }
    Task {
      do {
        try await demo.write(change)
        problem = nil
      } catch {
        problem = "\(error)"
      }
    }
  }

  /// The sample writer starts by itself in a file the demo created; any other file is read-only.
  override func didAppear(in application: TerminalApplication) {
    isShown = true
    guard let demo, demo.isWritable else { return }
    writing = demo.startWriter()
  }

  override func didDisappear() {
    isShown = false
    retry?.cancel()
    demo?.stopWriter()
    writing = false
    storage?.cancel()
  }

  /// While the file is not open (locked, or not a database) no key of the screen acts, so none is
  /// listed: the status says why. A read-only file's keys only say so.
  override var keyTable: [ScreenKey] {
    let writable = { [unowned self] in demo != nil && !isReadOnly }
    let readOnly = { [unowned self] in demo != nil && isReadOnly }
    return [
      .table("Enter done", [.enter], when: writable),
      .table("d delete", [.character("d")], when: writable),
      ScreenKey("w writer", [.character("w")], when: writable) { [unowned self] _, _ in toggleWriter() },
      .table("read-only: Enter and d say so", [.enter, .character("d")], when: readOnly),
      ScreenKey("w says so", [.character("w")], when: readOnly) { [unowned self] _, _ in toggleWriter() },
    ]
  }
  override var status: String {
    let writer =
      writing
      ? "writer on"
      : isReadOnly
        ? (demo == nil ? "read-only" : "read-only, following the file")
        : demo == nil ? (isLocked ? "locked" : "not open") : "writer paused"
    let state = "\(counted(tableView.totalRows, "task")) · \(counted(updates, "update")) · \(writer)"
    // The file by its name (its directory is in --help's default and in the user's own --db), then a
    // problem, never instead of them: a narrow window cuts the problem's end, not the state or the
    // file. The problem goes once the file reads again.
    return state + " · \(fileName)" + (problem.map { " · ⚠ \($0)" } ?? "")
  }

  private func toggleWriter() -> Bool {
    guard let demo else { return true }
    if writing {
      demo.stopWriter()
      writing = false
    } else if demo.startWriter() {
      writing = true
    } else {
      problem = "\(TaskListDemo.ReadOnlyFile())"
    }
    return true
  }
}
