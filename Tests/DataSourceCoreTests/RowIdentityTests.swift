import DataSourceKit
import Testing

@testable import DataSourceCore
@testable import DataSourceDiffable
@testable import DataSourceStorage

/// A row's identity: its model type and identifier. Integer identifiers are compared by their kept
/// hash alone (a bijection of the identifier for one model type), so these pin what that shortcut
/// must still tell apart.
@Suite struct RowIdentityTests {
  struct Fruit: Diffable, Sendable {
    var id: Int
    var name: String
    var diffIdentifier: Int { id }
    func isContentEqual(to other: Fruit) -> Bool { name == other.name }
  }

  struct Vegetable: Diffable, Sendable {
    var id: Int
    var diffIdentifier: Int { id }
    func isContentEqual(to other: Vegetable) -> Bool { true }
  }

  struct Named: Diffable, Sendable {
    var id: String
    var diffIdentifier: String { id }
    func isContentEqual(to other: Named) -> Bool { true }
  }

  /// Makes a row through a generic parameter that is not known to be `Diffable`: a row without
  /// identity, even for a diffable model.
  func rowWithoutIdentity<Item: Sendable>(_ item: Item) -> Row { Row(item) }

  @Test func integerIdentifiersAreComparedByTypeAndValue() {
    let apple = Row(Fruit(id: 1, name: "apple"))
    #expect(apple.hashIsIdentity)
    #expect(apple.hasSameDiffIdentifier(as: Row(Fruit(id: 1, name: "renamed"))))
    #expect(!apple.hasSameDiffIdentifier(as: Row(Fruit(id: 2, name: "apple"))))
    #expect(!apple.hasSameDiffIdentifier(as: Row(Vegetable(id: 1))), "same identifier, another model type")
    #expect(Row(Fruit(id: .min, name: "")).hasSameDiffIdentifier(as: Row(Fruit(id: .min, name: "x"))))
    #expect(!Row(Fruit(id: .min, name: "")).hasSameDiffIdentifier(as: Row(Fruit(id: .max, name: ""))))
  }

  @Test func aRowWithoutIdentityIsOnlyItself() {
    let boxed = rowWithoutIdentity(Fruit(id: 1, name: "apple"))
    #expect(!boxed.hashIsIdentity)
    #expect(boxed.hasSameDiffIdentifier(as: boxed))
    #expect(!boxed.hasSameDiffIdentifier(as: Row(Fruit(id: 1, name: "apple"))))
    #expect(!Row(Fruit(id: 1, name: "apple")).hasSameDiffIdentifier(as: boxed))
  }

  @Test func otherIdentifiersStillCompareTheIdentifiers() {
    let a = Row(Named(id: "a"))
    #expect(!a.hashIsIdentity)
    #expect(a.hasSameDiffIdentifier(as: Row(Named(id: "a"))))
    #expect(!a.hasSameDiffIdentifier(as: Row(Named(id: "b"))))
  }

  /// Many integer identifiers of one type: no two distinct ones are the same row, and each is the
  /// same row as a fresh copy (a wrong shortcut would merge or split them).
  @Test func manyIntegerIdentifiersStayDistinct() {
    let rows = (-500..<500).map { Row(Fruit(id: $0 &* 2_654_435_761, name: "")) }
    var hashes = Set<Int>()
    for (i, row) in rows.enumerated() {
      hashes.insert(row.identityHash)
      #expect(row.hasSameDiffIdentifier(as: Row(Fruit(id: (i - 500) &* 2_654_435_761, name: "x"))))
      if i > 0 { #expect(!row.hasSameDiffIdentifier(as: rows[i - 1])) }
    }
    #expect(hashes.count == rows.count)
  }

  /// Content is compared only between diffable models of one type asking for one cell; a row is
  /// always equal to itself and its copies.
  @Test func contentIsComparedWithinOneModelTypeAndCell() {
    let apple = Row(Fruit(id: 1, name: "apple"))
    #expect(apple.isContentEqual(to: Row(Fruit(id: 1, name: "apple"))))
    #expect(!apple.isContentEqual(to: Row(Fruit(id: 1, name: "renamed"))))
    #expect(!Row(Vegetable(id: 1)).isContentEqual(to: Row(Fruit(id: 1, name: ""))), "another model type")
    #expect(!apple.isContentEqual(to: Row(Fruit(id: 1, name: "apple"), identifier: "big")), "another cell")
    #expect(
      Row(Fruit(id: 1, name: "apple"), identifier: "big").isContentEqual(
        to: Row(Fruit(id: 1, name: "apple"), identifier: "big")))
    let boxed = rowWithoutIdentity(Fruit(id: 1, name: "apple"))
    #expect(boxed.isContentEqual(to: boxed), "a row without identity is equal to itself")
    #expect(!boxed.isContentEqual(to: rowWithoutIdentity(Fruit(id: 1, name: "apple"))))
    #expect(!boxed.isContentEqual(to: apple) && !apple.isContentEqual(to: boxed))
    #expect(!Row(Named(id: "a")).isContentEqual(to: Row(Vegetable(id: 1))))
  }
}
