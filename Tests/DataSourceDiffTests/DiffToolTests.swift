import DataSourceDiffTool
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
    var lines = stdin[...]
    var out: [String] = []
    var err: [String] = []
    let code = DiffTool.run(
      arguments: arguments, readLine: { lines.popFirst() }, write: { out.append($0) }, writeError: { err.append($0) })
    return Result(code: code, out: out, err: err)
  }

  func file(_ text: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("dsk-\(UUID().uuidString).json")
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url.path
  }

  @Test func diffsTwoFiles() throws {
    let old = try file(#"[{"id": "A", "content": "", "items": [{"id": "x", "content": "1"}, {"id": "y", "content": "1"}]}]"#)
    let new = try file(#"[{"id": "A", "content": "", "items": [{"id": "y", "content": "1"}]}]"#)
    let result = run([old, new])
    #expect(result.code == 0)
    #expect(
      result.out == [
        #"{"stages":[{"sectionDeletes":[],"sectionInserts":[],"sectionMoves":[],"sectionUpdates":[],"rowDeletes":[[0,0]],"rowInserts":[],"rowMoves":[],"rowUpdates":[],"data":[{"id":"A","content":"","items":[{"id":"y","content":"1"}]}]}]}"#
      ])
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

    let jsonl = run(["--jsonl"], stdin: [#"{"old": [], "new": []}"#, #"{"old": [{"id": "A", "items": []}], "new": []}"#])
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
}
