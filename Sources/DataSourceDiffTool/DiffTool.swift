import DataSourceDiff
import Foundation

/// The `datasource-diff` command: diffs section lists given as JSON and prints the staged result.
///
/// - `datasource-diff OLD.json NEW.json` prints one JSON object: `{"stages": [...]}`.
/// - `datasource-diff --jsonl` reads `{"old": [...], "new": [...]}` objects, one per line, from
///   standard input and writes one result per line. Blank lines are skipped.
///
/// Exit codes: 0 on success, 2 on malformed input or arguments (the message names the file or line,
/// and the field, and the byte for problems below the JSON level), 1 when a file cannot be read.
/// Input must be strict JSON in UTF-8: invalid UTF-8, raw control characters in strings, unknown
/// escapes, duplicate keys and nesting deeper than 64 levels are rejected, never repaired.
public enum DiffTool {
  public static let usage = """
    usage: datasource-diff OLD.json NEW.json
           datasource-diff --jsonl < PAIRS.jsonl

    Diffs two lists of sections and prints the stages UIKit accepts, as JSON.
    Input: [{"id": String, "content": String, "items": [{"id": String, "content": String}]}]
    --jsonl reads one {"old": [...], "new": [...]} object per line and writes one result per line.
    """

  /// Runs the command. Output and errors go through the closures; the result is the exit code.
  public static func run(
    arguments: [String], readLine: () -> [UInt8]?, write: (String) -> Void, writeError: (String) -> Void
  ) -> Int32 {
    switch arguments {
    case ["--help"], ["-h"]:
      write(usage)
      return 0
    case ["--jsonl"]:
      var lineNumber = 0
      while let line = readLine() {
        lineNumber += 1
        if line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }) {
          continue
        }
        do throws(InputError) {
          var reader = JSONReader(line, firstLine: lineNumber)
          let value = try reader.parseDocument()
          let members = try DiffDocument.object(value, field: "$")
          guard let old = members.first(where: { $0.key == "old" })?.value else {
            throw InputError(line: lineNumber, field: "old", problem: "missing")
          }
          guard let new = members.first(where: { $0.key == "new" })?.value else {
            throw InputError(line: lineNumber, field: "new", problem: "missing")
          }
          let staged = StagedChangeset(
            source: try DiffDocument.sections(old, field: "old"), target: try DiffDocument.sections(new, field: "new"))
          write(DiffDocument.encode(staged))
        } catch {
          writeError("datasource-diff: line \(error.line): \(display(error.field)): \(error.problem)")
          return 2
        }
      }
      return 0
    case let files where files.count == 2 && !files.contains(where: { $0.hasPrefix("-") }):
      var documents: [[ToolSection]] = []
      for file in files {
        guard let data = FileManager.default.contents(atPath: file) else {
          writeError("datasource-diff: cannot read \(file)")
          return 1
        }
        do throws(InputError) {
          var reader = JSONReader([UInt8](data))
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

  /// A field path for people: `old[0].items[1].id`, `[2].content`, or `(document)` for the root.
  static func display(_ field: String) -> String {
    var text = field
    if text.hasPrefix("$.") { text.removeFirst(2) } else if text.hasPrefix("$") { text.removeFirst() }
    return text.isEmpty ? "(document)" : text
  }
}
