import DataSourceTesting

// The models several test folders share, declared once. A suite that needs another shape declares
// its own, nested in the suite.

/// A fruit named by its identity, which may be rotten (hidden by the descriptors that say so).
package struct Fruit: Identifiable, Equatable, Diffable, Sendable, CustomStringConvertible {
  package var id: String { name }
  package var name: String
  package var isRotten = false
  package var description: String { name }
  package init(name: String, isRotten: Bool = false) {
    self.name = name
    self.isRotten = isRotten
  }
}

/// A row model of the random-update property tests: an identity, a content and whether its
/// descriptor hides it.
package struct HidableItem: Identifiable, Hashable, Sendable, Diffable {
  package var id: String
  package var content: String
  package var hidden: Bool
  package init(id: String, content: String, hidden: Bool) {
    self.id = id
    self.content = content
    self.hidden = hidden
  }
}

/// A note of one line of text.
package struct Note: Identifiable, Hashable, Sendable, Diffable {
  package var id: Int
  package var text: String
  package init(id: Int, text: String) {
    self.id = id
    self.text = text
  }
}
