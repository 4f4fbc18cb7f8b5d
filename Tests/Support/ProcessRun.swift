import Foundation

/// Runs the program at `executable` with `arguments` and waits for it: its exit status, and what it
/// wrote to standard output and standard error together (kept out of the test run's own output).
public func runProcess(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  let output = Pipe()
  process.standardOutput = output
  process.standardError = output
  try process.run()
  let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  return (process.terminationStatus, printed)
}
