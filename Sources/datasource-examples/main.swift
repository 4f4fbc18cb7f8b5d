// datasource-examples: DataSourceKit's example catalog in the terminal.
import DataSourceExamples
import DataSourceTerminal
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let options: ExampleOptions
do {
  guard let parsed = try ExampleCatalog.options(from: arguments) else {
    print(ExampleCatalog.help)
    exit(0)
  }
  options = parsed
} catch {
  FileHandle.standardError.write(Data("datasource-examples: \(error)\n".utf8))
  exit(2)
}

#if canImport(Glibc) || canImport(Darwin)
  guard Terminal.isInteractive else {
    FileHandle.standardError.write(
      Data(
        "datasource-examples: this is an interactive terminal program, and standard input or output is not a terminal. Run it in a terminal window (or see --help).\n"
          .utf8))
    exit(1)
  }

  let application = ExampleCatalog.makeApplication(options)
  let terminal = Terminal()
  if let key = ProcessInfo.processInfo.environment["DATASOURCE_EXAMPLES_CRASH_KEY"], let character = key.first {
    // For the end-to-end test that the terminal is restored after a crash.
    application.onKey = { key in
      if key == .character(character) { fatalError("crash requested by DATASOURCE_EXAMPLES_CRASH_KEY") }
    }
  }
  await application.run(on: terminal)
#else
  // The terminal driver (raw mode, signals) is written against Glibc and Darwin.
  FileHandle.standardError.write(Data("datasource-examples: this program runs on Linux and macOS.\n".utf8))
  exit(1)
#endif
