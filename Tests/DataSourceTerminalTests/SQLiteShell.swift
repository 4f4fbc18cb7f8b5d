import DataSourceExamples
import DataSourceTestSupport
import Foundation

/// Runs `sql` with the `sqlite3` command on the file at `path` (creating it when missing), as another
/// process would, and waits for it; it waits up to 5 s for a lock the catalog holds. What it prints
/// stays out of the test run's output; a failure throws.
func runSQLite(_ sql: String, on path: String) throws {
  try runSQLiteCommand("PRAGMA busy_timeout = 5000; " + sql, on: path)
}

/// Runs `body` with the path of `file` (not created) in a new temporary directory whose name starts
/// with `prefix`, and removes the directory afterwards.
func withTemporaryFile(_ file: String, directoryPrefix prefix: String = "e2e", _ body: (_ path: String) throws -> Void)
  throws
{
  let directory = try TemporaryDirectory(prefix: prefix)
  try withExtendedLifetime(directory) { try body(directory.path(file)) }
}

/// Makes the demo's own task file at `path`, as the catalog makes it at its default path: `--db`
/// opens only files that exist.
func makeDemoFile(at path: String) throws {
  _ = try TaskListDemo(path: path)
}

/// An empty file at a new path under /tmp whose name starts with `prefix`: a `--db` argument that
/// names a process (the examples that use it never open it).
func makeMarkerFile(_ prefix: String) -> String {
  let marker = "/tmp/\(prefix)-\(UUID().uuidString).sqlite"
  _ = FileManager.default.createFile(atPath: marker, contents: nil)
  return marker
}
