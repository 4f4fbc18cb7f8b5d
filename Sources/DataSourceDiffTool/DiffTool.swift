import DataSourceDiff
import Foundation

/// The `datasource-diff` command: diffs section lists given as JSON and prints the staged result.
///
/// - `datasource-diff OLD.json NEW.json` prints one JSON object: `{"stages": [...]}`.
/// - `datasource-diff --jsonl` reads `{"old": [...], "new": [...]}` objects, one per line, from
///   standard input and writes one result per line. Blank lines are skipped, and the count of
///   skipped lines is said on standard error at the end. The first bad line stops the run with its
///   line number; with `--keep-going` a bad line is written as `{"line": N, "error": "..."}` in its
///   place, the run goes on, and the exit code is 2 at the end.
///
/// Row paths are `[section, row]`, section moves `[from, to]`, row moves `[[section, row], [section,
/// row]]`. A file, or the `--jsonl` input, may start with a UTF-8 byte-order mark, which is skipped.
///
/// Exit codes: 0 on success, 2 on malformed input or arguments (the message names the file or line,
/// and the field, and the byte for problems below the JSON level), 1 when a file cannot be read.
/// Input must be strict JSON in UTF-8: invalid UTF-8, raw control characters in strings, unknown
/// escapes, duplicate keys and nesting deeper than 64 levels are rejected, never repaired.
public enum DiffTool {
  public static let usage = """
    usage: datasource-diff OLD.json NEW.json
           datasource-diff --jsonl [--keep-going] < PAIRS.jsonl

    Diffs two lists of sections and prints the stages UIKit accepts, as JSON.
    Input: [{"id": String, "content": String, "items": [{"id": String, "content": String}]}]
    Output: {"stages": [...]}; row paths are [section, row], moves [from, to].
    --jsonl        reads one {"old": [...], "new": [...]} object per line and writes one result per
                   line; blank lines are skipped (their count is said on standard error).
    --keep-going   with --jsonl: a bad line is written as {"line": N, "error": "..."} and the run
                   goes on (exit code 2 at the end); without it, the first bad line stops the run.
    A UTF-8 byte-order mark at the start of a file or of the --jsonl input is skipped.
    For inputs of a million rows, build it with -c release (about 10x faster than debug).
    """

  /// Runs the command. Output and errors go through the closures; the result is the exit code.
  public static func run(
    arguments: [String], readLine: () -> [UInt8]?, write: (String) -> Void, writeError: (String) -> Void
  ) -> Int32 {
    switch arguments {
    case ["--help"], ["-h"]:
      write(usage)
      return 0
    case ["--jsonl"], ["--jsonl", "--keep-going"], ["--keep-going", "--jsonl"]:
      return runLines(
        keepGoing: arguments.contains("--keep-going"), readLine: readLine, write: write, writeError: writeError)
    case let files where files.count == 2 && !files.contains(where: { $0.hasPrefix("-") }):
      var documents: [[ToolSection]] = []
      for file in files {
        guard let data = FileManager.default.contents(atPath: file) else {
          writeError("datasource-diff: cannot read \(file)")
          return 1
        }
        do throws(InputError) {
          var reader = JSONReader(withoutByteOrderMark([UInt8](data)))
          documents.append(try DiffDocument.sections(try reader.parseDocument(), field: "$"))
        } catch {
          writeError("datasource-diff: \(file):\(error.line): \(display(error.field)): \(error.problem)")
          return 2
        }
      }
      write(DiffDocument.encode(StagedChangeset(source: documents[0], target: documents[1])))
      return 0
    default:
      writeError(usage)
      return 2
    }
  }

  /// `--jsonl`: one result per line of input.
  private static func runLines(
    keepGoing: Bool, readLine: () -> [UInt8]?, write: (String) -> Void, writeError: (String) -> Void
  ) -> Int32 {
    var lineNumber = 0
    var blank = 0
    var failed = 0
    defer {
      if blank > 0 { writeError("datasource-diff: skipped \(blank) blank line\(blank == 1 ? "" : "s")") }
    }
    while let raw = readLine() {
      lineNumber += 1
      let line = lineNumber == 1 ? withoutByteOrderMark(raw) : raw
      if line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }) {
        blank += 1
        continue
      }
      do throws(InputError) {
        write(try result(ofLine: line, number: lineNumber))
      } catch {
        let message = "line \(error.line): \(display(error.field)): \(error.problem)"
        writeError("datasource-diff: " + message)
        guard keepGoing else { return 2 }
        failed += 1
        write("{\"line\":\(lineNumber),\"error\":\(DiffDocument.quote(message))}")
      }
    }
    return failed > 0 ? 2 : 0
  }

  /// The staged result of one `{"old": [...], "new": [...]}` line.
  private static func result(ofLine line: [UInt8], number: Int) throws(InputError) -> String {
    var reader = JSONReader(line, firstLine: number)
    let value = try reader.parseDocument()
    let members = try DiffDocument.object(value, field: "$")
    guard let old = members.first(where: { $0.key == "old" })?.value else {
      throw InputError(line: number, field: "old", problem: "missing")
    }
    guard let new = members.first(where: { $0.key == "new" })?.value else {
      throw InputError(line: number, field: "new", problem: "missing")
    }
    let staged = StagedChangeset(
      source: try DiffDocument.sections(old, field: "old"), target: try DiffDocument.sections(new, field: "new"))
    return DiffDocument.encode(staged)
  }

  /// `bytes` without a leading UTF-8 byte-order mark.
  static func withoutByteOrderMark(_ bytes: [UInt8]) -> [UInt8] {
    bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
  }

  /// A field path for people: `old[0].items[1].id`, `[2].content`, or `(document)` for the root.
  static func display(_ field: String) -> String {
    var text = field
    if text.hasPrefix("$.") { text.removeFirst(2) } else if text.hasPrefix("$") { text.removeFirst() }
    return text.isEmpty ? "(document)" : text
  }
}
