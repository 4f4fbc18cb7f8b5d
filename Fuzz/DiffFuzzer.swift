// libFuzzer target for DataSourceDiff. Built by Fuzz/run.sh, never by `swift build`.
//
// The input bytes describe a source and a target list of sections with small identifiers (so
// duplicates are frequent). The target is derived from the source by the same bytes, so pairs are
// related the way real updates are. Every diff is staged, and the staged changeset's invariant check
// traps on any inconsistency, as does any crash inside the diff.

struct FuzzElement: Diffable, Hashable {
  var id: UInt8
  var content: UInt8
  var diffIdentifier: UInt8 { id }
  func isContentEqual(to other: FuzzElement) -> Bool { content == other.content }
}

typealias FuzzSection = DiffSection<FuzzElement, FuzzElement>

struct ByteReader {
  var bytes: UnsafeRawBufferPointer
  var position = 0
  mutating func next() -> UInt8? {
    guard position < bytes.count else { return nil }
    defer { position += 1 }
    return bytes[position]
  }
}

func readSections(_ reader: inout ByteReader) -> [FuzzSection] {
  var sections: [FuzzSection] = []
  let count = Int(reader.next() ?? 0) % 9
  for _ in 0..<count {
    guard let id = reader.next(), let length = reader.next() else { break }
    var elements: [FuzzElement] = []
    for _ in 0..<Int(length % 24) {
      guard let e = reader.next() else { break }
      elements.append(FuzzElement(id: e % 32, content: e / 128))
    }
    sections.append(FuzzSection(model: FuzzElement(id: id % 12, content: id / 128), elements: elements))
  }
  return sections
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var reader = ByteReader(bytes: UnsafeRawBufferPointer(start: data, count: size))
  let source = readSections(&reader)
  let target = readSections(&reader)
  let staged = StagedChangeset(source: source, target: target)
  staged._checkInvariants(source: source, target: target)
  let flat = StagedChangeset(source: source.flatMap(\.elements), target: target.flatMap(\.elements))
  precondition((flat.stages.last?.data ?? source.flatMap(\.elements)).map(\.id) == target.flatMap(\.elements).map(\.id))
  return 0
}
