import DataSourceTestSupport
import DataSourceTesting
import Foundation
import Testing

/// The state seam: `DataSource.state` is what the view shows, and a state observer is told once per
/// change, with or without a view taking batches beside it.
@MainActor
@Suite struct ListStateTests {
  func makeDataSource() -> DataSource {
    let fruit = CellDescriptor<Fruit, HeadlessTableViewCell>().isHidden(\.isRotten)
    return DataSource(cellDescriptors: [fruit])
  }

  @Test func theTextLeavesHiddenRowsAndSectionsOutAndFollowsReloadsWithoutAView() {
    let dataSource = makeDataSource()
    let text = ListStateText(dataSource)
    #expect(text.lines.isEmpty)
    dataSource.sections = [
      Section(
        "a", header: "Fruit", footer: "Fresh only",
        items: [Fruit(name: "Apple"), Fruit(name: "Plum", isRotten: true), Fruit(name: "Pear")]),
      Section("b", header: "Rotten", items: [Fruit(name: "Fig", isRotten: true)]),
      Section("c", items: [Fruit(name: "Lime")]),
    ]
    dataSource.reloadData(animated: false)
    #expect(text.lines == ["## Fruit", "- Apple", "- Pear", "  Fresh only", "##", "- Lime"])
    #expect(text.changeCount == 1)
    #expect(dataSource.state.sections.map(\.id) == ["a", "c"])
    #expect(dataSource.state.sections.map(\.rows.count) == [2, 1])
    #expect(!dataSource.state.isEmpty)

    dataSource.sections[0].rows.removeAll()
    dataSource.sections[2].rows.removeAll()
    dataSource.reloadData(animated: false)
    #expect(text.lines.isEmpty && dataSource.state.isEmpty && text.changeCount == 2)
  }

  @Test func anAnimatedChangeOfManyStepsIsToldOnceBesideABatchView() throws {
    let dataSource = makeDataSource()
    let table = HeadlessTableView(visibleRowCapacity: 20)
    let adapter = HeadlessTableAdapter(dataSource: dataSource, tableView: table)
    let names = ["A", "B", "C", "D", "E"]
    dataSource.sections = [
      Section("x", items: names.map { Fruit(name: $0) }), Section("y", items: [Fruit(name: "Y")]),
    ]
    dataSource.reloadData(animated: false)
    let text = ListStateText(dataSource) { $0.item(as: Fruit.self)?.name ?? "?" }
    // Moves, a delete, an insert and a section move: several batches.
    dataSource.sections = [
      Section("y", items: [Fruit(name: "Y"), Fruit(name: "E")]),
      Section("x", items: ["D", "A", "Z", "B"].map { Fruit(name: $0) }),
    ]
    dataSource.reloadData(animated: true)
    #expect(text.changeCount == 1)
    #expect(text.lines == ["##", "- Y", "- E", "##", "- D", "- A", "- Z", "- B"])
    #expect(table.listViewFailures.isEmpty && dataSource.failures.isEmpty)
    withExtendedLifetime(adapter) {}
  }

  @Test func aBoundStorageIsToldOncePerUpdateAndARemovedObserverIsNotTold() throws {
    let dataSource = makeDataSource()
    let table = HeadlessTableView(visibleRowCapacity: 20)
    let adapter = HeadlessTableAdapter(dataSource: dataSource, tableView: table)
    let storage = MemoryStorage<Fruit>(sections: [StorageSection(items: [Fruit(name: "Apple")])])
    dataSource.bind(to: storage)
    let text = ListStateText(dataSource)
    #expect(text.lines == ["##", "- Apple"])
    try storage.addItems([Fruit(name: "Pear")])
    #expect(text.lines == ["##", "- Apple", "- Pear"] && text.changeCount == 1, "appended in place: told once")
    try storage.performUpdates { () throws(StorageError) in
      try storage.addItems([Fruit(name: "Fig")])
      try storage.removeItems(at: [ItemPath(item: 0, section: 0)])
    }
    #expect(text.lines == ["##", "- Pear", "- Fig"] && text.changeCount == 2)
    dataSource.removeStateObserver(text)
    try storage.addItems([Fruit(name: "Lime")])
    #expect(text.changeCount == 2 && text.lines == ["##", "- Pear", "- Fig"])
    #expect(ListStateText.lines(of: dataSource.state) == ["##", "- Pear", "- Fig", "- Lime"])
    #expect(table.listViewFailures.isEmpty && dataSource.failures.isEmpty)
    withExtendedLifetime(adapter) {}
  }

  @Test func aLazySectionShowsItsRowsNotPlaceholders() {
    let dataSource = makeDataSource()
    let lazy = LazyRows(count: { 3 }, row: { Row(Fruit(name: "Lazy \($0)")) })
    dataSource.sections = [Section("lazy", header: "On demand", lazyRows: lazy)]
    dataSource.reloadData(animated: false)
    #expect(lazy.createdCount == 0, "reloading makes no row")
    let text = ListStateText(dataSource)
    #expect(text.lines == ["## On demand", "- Lazy 0", "- Lazy 1", "- Lazy 2"])
  }

  @Test func anObserverIsHeldWeakly() {
    let dataSource = makeDataSource()
    weak var weakText: ListStateText?
    do {
      let text = ListStateText(dataSource)
      weakText = text
    }
    #expect(weakText == nil)
    dataSource.sections = [Section(items: [Fruit(name: "Apple")])]
    dataSource.reloadData(animated: false)
    #expect(dataSource.state.sections.first?.rows.count == 1)
  }
}

/// Two lists that differ record different text (outside attacks on the list snapshots): a title's
/// line break cannot fake a row or a header, and every section shows, an empty untitled one too.
@MainActor
@Suite struct ListStateTextDistinctionTests {
  static func lines(_ sections: [Section]) -> [String] {
    let dataSource = DataSource()
    dataSource.sections = sections
    dataSource.reloadData(animated: false)
    return ListStateText.lines(of: dataSource.state) { $0.item(as: String.self) ?? "?" }
  }

  /// The text a snapshot records: the lines, joined.
  static func text(_ sections: [Section]) -> String { lines(sections).joined(separator: "\n") }

  @Test func aLineBreakInATitleCannotFakeARow() {
    #expect(Self.text([Section(items: ["a\n- b"])]) != Self.text([Section(items: ["a", "b"])]))
    #expect(
      Self.text([Section("x", items: ["a\n## b"])])
        != Self.text([Section("x", items: ["a"]), Section("b", header: "b", items: [String]())]))
    for breaker in ["\n", "\r", "\r\n", "\u{2028}", "\u{2029}", "\u{85}", "\u{B}", "\u{C}"] {
      let lines = Self.lines([Section(items: ["a\(breaker)b"])])
      #expect(lines.count == 2, "one section line and one row line for \(breaker.unicodeScalars.map(\.value))")
      #expect(lines.allSatisfy { !$0.contains(where: \.isNewline) }, "\(lines)")
    }
    #expect(
      Self.text([Section(items: ["a\\nb"])]) != Self.text([Section(items: ["a\nb"])]), "backslashes escaped too")
    #expect(Self.lines([Section(items: ["a\nb"])]) == ["##", "- a\\nb"])
  }

  /// A view's sections, one of them empty and untitled.
  final class TwoSections: HeadlessTableViewDataSource {
    var counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in tableView: HeadlessTableView) -> Int { counts.count }
    func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: IndexPath) -> HeadlessTableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
      cell.text = "a"
      return cell
    }
  }

  @Test func everySectionShows() throws {
    func shown(_ counts: [Int]) throws -> [String] {
      let source = TwoSections(counts)
      let table = HeadlessTableView()
      table.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "c")
      table.dataSource = source
      try table.reloadData()
      return table.shownLines
    }
    #expect(try shown([1, 0]) == ["##", "- a", "##"], "an empty untitled section in the view has its line")
    #expect(try shown([1, 0]).joined(separator: "\n") != shown([1]).joined(separator: "\n"))
    #expect(
      Self.lines([Section("x", items: ["a", "b"])])
        != Self.lines([Section("x", items: ["a"]), Section("y", items: ["b"])]))
    #expect(Self.lines([Section("s", items: ["a"])]) == ["##", "- a"])
    #expect(Self.lines([Section("s", header: "S", items: ["a"])]) == ["## S", "- a"])
  }
}
