import Foundation

/// The `sqlite3` command failed: its exit status and what it printed.
public struct SQLiteCommandError: Error, CustomStringConvertible {
  public let status: Int32
  public let output: String
  public var description: String { "sqlite3 exited with \(status): \(output)" }
}

/// Runs the `sqlite3` command on the file at `path` with `sql`, as another process would, and waits
/// for it. What it prints (a pragma's value, say) is returned, not written to the test run's output.
/// - Throws: ``SQLiteCommandError`` when it exits with a failure.
@discardableResult
public func runSQLiteCommand(_ sql: String, on path: String) throws -> String {
  let (status, output) = try runProcess("/usr/bin/sqlite3", [path, sql])
  guard status == 0 else { throw SQLiteCommandError(status: status, output: output) }
  return output
}
