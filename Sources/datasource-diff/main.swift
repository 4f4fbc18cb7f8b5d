import DataSourceDiffTool
import Foundation

var input = ByteLineReader(FileHandle.standardInput)
exit(
  DiffTool.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    readLine: { input.next() },
    write: { print($0) },
    writeError: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }))
