import Foundation

/// Reads a file handle line by line as raw bytes, so that invalid UTF-8 reaches the JSON reader
/// instead of being repaired on the way (as `readLine()` does). Lines end at `\n`, which is not
/// included; a last line without one is still returned.
public struct ByteLineReader {
  private let handle: FileHandle
  private var buffer: [UInt8] = []
  private var start = 0
  /// Where the search for the next newline resumes: the bytes before it, from `start` on, have none.
  private var scanned = 0
  private var atEnd = false

  /// A reader of `handle`, from its current position.
  public init(_ handle: FileHandle) { self.handle = handle }

  /// The next line, or `nil` at the end of the input.
  /// - Complexity: amortized O(line length): each byte is searched for a newline once, however many
  ///   reads a long line takes.
  public mutating func next() -> [UInt8]? {
    while true {
      if let newline = buffer[max(start, scanned)...].firstIndex(of: UInt8(ascii: "\n")) {
        let line = Array(buffer[start..<newline])
        start = newline + 1
        scanned = start
        return line
      }
      scanned = buffer.count
      if atEnd {
        guard start < buffer.count else { return nil }
        let line = Array(buffer[start...])
        start = buffer.count
        return line
      }
      buffer.removeFirst(start)
      scanned -= start
      start = 0
      let chunk = handle.availableData
      if chunk.isEmpty { atEnd = true } else { buffer += chunk }
    }
  }
}
