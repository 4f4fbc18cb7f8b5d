import DataSourceKit
import DataSourceTesting
import Extending
import PropertyBased
import Testing

/// The edit storage written outside the library: random transactions reach both views as batches
/// they accept, and a transaction that does not fit fails whole, with the storage's typed error.
@MainActor
@Suite struct ChangeLogStorageTests {
  /// One random edit that fits `log`'s content.
  static func edit(_ log: inout ChangeLog<Fruit>, next id: inout Int, using random: inout Xoshiro) {
    let sections = log.sections
    let paths = sections.indices.flatMap { s in sections[s].indices.map { ItemPath(item: $0, section: s) } }
    func insertionPath() -> ItemPath? {
      guard let s = sections.indices.randomElement(using: &random) else { return nil }
      return ItemPath(item: Int.random(in: 0...sections[s].count, using: &random), section: s)
    }
    switch Int.random(in: 0..<6, using: &random) {
    case 0:
      if let path = insertionPath() { log.insert(Fruit(id: id, version: 0), at: path) }
      id += 1
    case 1: if let path = paths.randomElement(using: &random) { log.remove(at: path) }
    case 2:
      if let from = paths.randomElement(using: &random) {
        log.move(from: from, to: ItemPath(item: 0, section: from.section))
      }
    case 3:
      if let path = paths.randomElement(using: &random) {
        log.update(Fruit(id: sections[path.section][path.item].id, version: 1), at: path)
      }
    case 4:
      log.insertSection([Fruit(id: id, version: 0)], at: Int.random(in: 0...sections.count, using: &random))
      id += 1
    default: if let s = sections.indices.randomElement(using: &random) { log.removeSection(at: s) }
    }
  }

  @Test func randomTransactionsReachBothViews() async {
    await propertyCheck(count: 200, input: Gen.uint64(in: 0...UInt64.max).array(of: 4)) { seed in
      var random = Xoshiro(words: seed)
      let storage = ChangeLogStorage<Fruit>(random.sections())
      let view = LineListView()
      let lines = LineListViewTests.dataSource(FruitLine.self) { $0.text = $1 }
      view.dataSource = lines
      lines.listView = view
      view.reloadAllData()
      lines.bind(to: storage)
      let table = HeadlessTableView()
      let rows = LineListViewTests.dataSource(FruitRow.self) { $0.text = $1 }
      let adapter = HeadlessTableAdapter(dataSource: rows, tableView: table)
      rows.bind(to: storage)
      var id = 100
      for step in 0..<8 {
        try? storage.write { log in
          for _ in 0..<Int.random(in: 1...4, using: &random) { Self.edit(&log, next: &id, using: &random) }
        }
        let expected = storage.sections.map { $0.items.map(\.line) }
        #expect(view.lines == expected, "seed \(seed), step \(step)")
        #expect(view.failures.isEmpty, "seed \(seed), step \(step): \(view.failures)")
        let counts = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
        #expect(counts == expected.map(\.count), "seed \(seed), step \(step)")
        #expect(table.listViewFailures.isEmpty, "seed \(seed), step \(step)")
      }
      #expect(view.counts.reloads <= 2, "transactions were batches, not reloads (seed \(seed))")
      withExtendedLifetime(adapter) {}
    }
  }

  @Test func aTransactionThatDoesNotFitFailsWhole() {
    let storage = ChangeLogStorage<Fruit>([[Fruit(id: 1, version: 0)]])
    var updates = 0
    let observation = storage.observe { _ in updates += 1 }
    #expect(throws: StorageError.self) {
      try storage.write { log in
        log.insert(Fruit(id: 2, version: 0), at: ItemPath(item: 0, section: 0))
        log.remove(at: ItemPath(item: 5, section: 0))
      }
    }
    #expect(storage.sections.map { $0.items.map(\.id) } == [[1]])
    #expect(updates == 0)
    try? storage.write { $0.insert(Fruit(id: 2, version: 0), at: ItemPath(item: 1, section: 0)) }
    #expect(updates == 1)
    withExtendedLifetime(observation) {}
  }
}
