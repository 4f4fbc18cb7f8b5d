/// The model of these tests: an identity and a content version.
struct Fruit: Identifiable, Hashable, Sendable {
  var id: Int
  var version: Int
  var line: String { "fruit \(id) v\(version)" }
}
