import DataSourceDiffTool
import Foundation

exit(
  DiffTool.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    readLine: { Swift.readLine(strippingNewline: true) },
    write: { print($0) },
    writeError: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }))
