import DataSourceDiffTool
import DataSourceTestSupport
import Foundation
import Testing

/// `datasource-diff`, driven through its `run` entry point.
@Suite struct DiffToolTests {
  struct Result {
    var code: Int32
    var out: [String]
    var err: [String]
  }

  func run(_ arguments: [String], stdin: [String] = []) -> Result {
    run(arguments, bytes: stdin.map { Array($0.utf8) })
  }

  func run(_ arguments: [String], bytes stdin: [[UInt8]]) -> Result {
    var lines = stdin[...]
    var out: [String] = []
    var err: [String] = []
    let code = DiffTool.run(
      arguments: arguments, readLine: { lines.popFirst() }, write: { out.append($0) }, writeError: { err.append($0) })
    return Result(code: code, out: out, err: err)
  }

  /// Where the files of one test go; removed when the test's value is released.
  let directory: TemporaryDirectory

  init() throws { directory = try TemporaryDirectory(prefix: "dsk") }

  func file(_ text: String) throws -> String {
    let path = directory.path("\(UUID().uuidString).json")
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test func diffsTwoFiles() throws {
    let old = try file(
      #"[{"id": "A", "content": "", "items": [{"id": "x", "content": "1"}, {"id": "y", "content": "1"}]}]"#)
    let new = try file(#"[{"id": "A", "content": "", "items": [{"id": "y", "content": "1"}]}]"#)
    let result = run([old, new])
    #expect(result.code == 0)
    #expect(
      result.out == [
        #"{"stages":[{"sectionDeletes":[],"sectionInserts":[],"sectionMoves":[],"sectionUpdates":[],"rowDeletes":[[0,0]],"rowInserts":[],"rowMoves":[],"rowUpdates":[],"data":[{"id":"A","content":"","items":[{"id":"y","content":"1"}]}]}]}"#
      ])
  }

  /// `--help` says the path order, the options, and what a big input needs.
  @Test func helpSaysPathOrderAndOptions() {
    let help = run(["--help"]).out.joined()
    #expect(help.contains("[section, row]") && help.contains("--keep-going") && help.contains("-c release"))
  }

  static let goodLine = #"{"old": [], "new": [{"id": "A", "content": "", "items": []}]}"#
  static let badLine = #"{"old": [], "new": [{"id": 1}]}"#

  /// Blank lines are skipped, and their count is said on standard error.
  @Test func blankLinesAreSkippedAndSaidSo() {
    let result = run(["--jsonl"], stdin: ["", Self.goodLine, "  \t", Self.goodLine])
    #expect(result.code == 0 && result.out.count == 2)
    #expect(result.err == ["datasource-diff: skipped 2 blank lines"])
  }

  /// The first bad line stops the run with its number; with `--keep-going` it is written in its place.
  @Test func aBadLineStopsTheRunUnlessToldToKeepGoing() {
    let stopped = run(["--jsonl"], stdin: [Self.goodLine, Self.badLine, Self.goodLine])
    #expect(stopped.code == 2 && stopped.out.count == 1)
    #expect(stopped.err == ["datasource-diff: line 2: new[0].id: expected a string, found a number"])
    let kept = run(["--jsonl", "--keep-going"], stdin: [Self.goodLine, Self.badLine, Self.goodLine])
    #expect(kept.code == 2 && kept.out.count == 3, "one output line per input line")
    #expect(kept.out[1] == #"{"line":2,"error":"line 2: new[0].id: expected a string, found a number"}"#)
    #expect(kept.out[2] == kept.out[0])
    #expect(run(["--keep-going"]).code == 2, "only with --jsonl")
  }

  /// A UTF-8 byte-order mark at the start of a file or of the lines is skipped.
  @Test func aByteOrderMarkIsAccepted() throws {
    let text = #"[{"id": "A", "content": "", "items": []}]"#
    let plain = try file(text)
    let marked = try file("\u{FEFF}" + text)
    #expect(run([marked, plain]).code == 0)
    #expect(run([marked, plain]).out == run([plain, plain]).out)
    let lines = run(["--jsonl"], bytes: [[0xEF, 0xBB, 0xBF] + Array(Self.goodLine.utf8)])
    #expect(lines.code == 0 && lines.out.count == 1)
  }

  @Test func jsonlWritesOneResultPerLine() {
    let result = run(
      ["--jsonl"],
      stdin: [
        #"{"old": [], "new": []}"#, "",
        #"{"old": [{"id": "A", "content": "", "items": []}], "new": [{"id": "A", "content": "t\"x", "items": []}]}"#,
      ])
    #expect(result.code == 0)
    #expect(result.out.count == 2)
    #expect(result.out[0] == #"{"stages":[]}"#)
    #expect(result.out[1].contains(#""sectionUpdates":[0]"#))
    #expect(result.out[1].contains(#""content":"t\"x""#), "strings are escaped")
  }

  @Test func malformedInputNamesLineAndFieldAndExitsWith2() throws {
    let bad = try file("[{\"id\": \"A\", \"content\": \"\",\n \"items\": [{\"id\": 7, \"content\": \"\"}]}]")
    let good = try file("[]")
    let result = run([good, bad])
    #expect(result.code == 2)
    #expect(result.err == ["datasource-diff: \(bad):2: [0].items[0].id: expected a string, found a number"])

    let jsonl = run(
      ["--jsonl"], stdin: [#"{"old": [], "new": []}"#, #"{"old": [{"id": "A", "items": []}], "new": []}"#])
    #expect(jsonl.code == 2)
    #expect(jsonl.out.count == 1, "lines before the bad one are answered")
    #expect(jsonl.err == ["datasource-diff: line 2: old[0].content: missing"])

    let broken = run(["--jsonl"], stdin: [#"{"old": [}"#])
    #expect(broken.code == 2)
    #expect(broken.err.first?.hasPrefix("datasource-diff: line 1:") == true)
  }

  @Test func badArgumentsAndMissingFiles() {
    #expect(run([]).code == 2)
    #expect(run(["--help"]).code == 0)
    let missing = run(["/nonexistent/a.json", "/nonexistent/b.json"])
    #expect(missing.code == 1)
    #expect(missing.err == ["datasource-diff: cannot read /nonexistent/a.json"])
  }

  @Test func strictInputIsRejectedWithLineFieldAndByte() throws {
    func jsonl(_ bytes: [UInt8]) -> Result { run(["--jsonl"], bytes: [bytes]) }
    let prefix = Array(#"{"old": [{"id": ""#.utf8)
    let suffix = Array(#"", "content": "", "items": []}], "new": []}"#.utf8)

    let invalid = jsonl(prefix + [0xFF] + suffix)
    #expect(invalid.code == 2)
    #expect(invalid.err == ["datasource-diff: line 1: old[0].id: invalid UTF-8 at byte offset 17"])
    #expect(
      jsonl(prefix + [0xC0, 0xAF] + suffix).err == [
        "datasource-diff: line 1: old[0].id: invalid UTF-8 at byte offset 17"
      ], "overlong")
    #expect(jsonl(prefix + [0xED, 0xA0, 0x80] + suffix).code == 2, "an encoded surrogate")
    #expect(jsonl(prefix + [0xE6, 0xBC] + suffix).code == 2, "a truncated sequence")
    let two = run(["--jsonl"], bytes: [prefix + [0xFF] + suffix, prefix + [0xFE] + suffix])
    #expect(two.out.isEmpty, "ids 0xFF and 0xFE no longer diff as equal: both are rejected")
    #expect(jsonl(prefix + Array("漢字".utf8) + suffix).code == 0, "valid multi-byte text is fine")

    #expect(
      jsonl(prefix + [0x09] + suffix).err == [
        "datasource-diff: line 1: old[0].id: raw control character U+0009 in a string at byte offset 17 (escape it)"
      ])
    #expect(
      jsonl(prefix + Array(#"\x"#.utf8) + suffix).err == [
        #"datasource-diff: line 1: old[0].id: invalid escape \x in a string at byte offset 17"#
      ])

    let duplicate = jsonl(Array(#"{"old": [], "old": [], "new": []}"#.utf8))
    #expect(duplicate.err == [#"datasource-diff: line 1: old: duplicate key "old" at byte offset 12"#])

    let deep = String(repeating: "[", count: 100_000)
    let tooDeep = jsonl(Array((#"{"old": "# + deep).utf8))
    #expect(tooDeep.code == 2)
    #expect(tooDeep.err.first?.contains("nesting deeper than 64 levels") == true, "\(tooDeep.err)")
    let closed = String(repeating: "[", count: 70) + String(repeating: "]", count: 70)
    #expect(try run([file(closed), file("[]")]).err.first?.contains("nesting deeper than 64 levels") == true)
  }
}
