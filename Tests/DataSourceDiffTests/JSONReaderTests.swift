import Foundation
import Testing

@testable import DataSourceDiffTool

/// The tool's JSON reader takes RFC 8259 JSON and nothing else, and reads a long line in linear time.
@Suite struct JSONReaderTests {
  func parse(_ text: String) -> Result<JSONValue, InputError> {
    var reader = JSONReader(text)
    return Result { () throws(InputError) in try reader.parseDocument() }
  }

  func number(_ text: String) -> Double? {
    if case .success(.number(let value, _)) = parse(text) { value } else { nil }
  }

  @Test func onlyRFC8259NumbersAreNumbers() {
    for bad in ["+1", "01", "-01", ".5", "1.", "-", "1e", "1e+", "1.e5", "--1", "0x10", "1_000", "00"] {
      guard case .failure(let failure) = parse(bad) else {
        Issue.record("\(bad) was accepted")
        continue
      }
      #expect(failure.problem.contains("invalid number") || failure.problem.contains("unexpected text"), "\(bad)")
    }
    #expect(number("0") == 0)
    #expect(number("-0") == 0)
    #expect(number("12") == 12)
    #expect(number("-3.25") == -3.25)
    #expect(number("1e3") == 1_000)
    #expect(number("1E+2") == 100)
    #expect(number("25e-2") == 0.25)
    #expect(number("[0,1]") == nil, "an array")
  }

  func string(_ text: String) -> String? {
    if case .success(.string(let value, _)) = parse(text) { value } else { nil }
  }

  @Test func unicodeEscapesTakeExactlyFourHexDigits() {
    #expect(string(#""\u0041""#) == "A")
    #expect(string(#""\u00e9""#) == "é")
    for bad in [#""\u+041""#, #""\u-041""#, #""\u 041""#, #""\u04G1""#, #""\u041""#] {
      guard case .failure(let failure) = parse(bad) else {
        Issue.record("\(bad) was accepted")
        continue
      }
      #expect(failure.problem.contains("\\u"), "\(bad): \(failure.problem)")
    }
  }

  /// A line longer than many reads comes out whole, and every line after it too.
  @Test func aLongLineSpanningManyReadsIsReadWhole() throws {
    let pipe = Pipe()
    let long = [UInt8](repeating: UInt8(ascii: "x"), count: 3_000_000)
    let writer = pipe.fileHandleForWriting
    let feed = Thread {
      writer.write(Data(long + [UInt8(ascii: "\n")] + Array("short\nlast".utf8)))
      try? writer.close()
    }
    feed.start()
    var reader = ByteLineReader(pipe.fileHandleForReading)
    #expect(reader.next()?.count == long.count)
    #expect(reader.next() == Array("short".utf8))
    #expect(reader.next() == Array("last".utf8))
    #expect(reader.next() == nil)
  }
}
