import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import Testing

/// Supplementary views on the headless collection view: from section descriptors and titles, by
/// UIKit's rules, following their sections through batches.
@MainActor
@Suite struct CollectionViewSupplementaryTests {
  final class ContactCell: HeadlessCollectionViewCell {}
  final class LetterHeader: HeadlessCollectionReusableView {}
  final class CountFooter: HeadlessCollectionReusableView {}

  /// The letter of a contacts section: its content, shown by a header view.
  struct Letter: Hashable, Sendable, Diffable {
    var letter: String
    var count: Int
  }

  /// The contacts screen on a collection view: a section per initial, a letter header and a count
  /// footer per section, and an index along the edge.
  @MainActor final class Contacts {
    let dataSource: DataSource
    let view: HeadlessCollectionView
    let adapter: HeadlessCollectionAdapter
    var headerEvents: [String] = []

    init(_ names: [String], visibleItems: Int = 50) {
      view = HeadlessCollectionView(visibleItemCapacity: visibleItems)
      view.supplementaryKinds = [SupplementaryKind.header.rawValue, SupplementaryKind.footer.rawValue]
      var owner: Contacts?
      let letters = SectionDescriptor<Letter>()
        .supplementaryView(ofKind: .header, LetterHeader.self) { letter, view, _ in view.text = letter.letter }
        .supplementaryView(ofKind: .footer, CountFooter.self) { letter, view, _ in view.text = "\(letter.count)" }
        .willDisplayHeader { letter, _, _ in owner?.headerEvents.append("show \(letter.letter)") }
        .didEndDisplayingHeader { letter, _, _ in owner?.headerEvents.append("hide \(letter.letter)") }
      dataSource = DataSource(
        cellDescriptors: [CellDescriptor<String, ContactCell>().configure { name, cell, _ in cell.text = name }],
        sectionDescriptors: [letters])
      adapter = HeadlessCollectionAdapter(dataSource: dataSource, collectionView: view)
      owner = self
      dataSource.sectionIndexTitles = { [unowned dataSource] in dataSource.sections.map(\.identifier) }
      show(names, animated: false)
      try? view.layoutIfNeeded()
    }

    func show(_ names: [String], animated: Bool = true) {
      let groups = Dictionary(grouping: names) { String($0.prefix(1)) }
      dataSource.sections = groups.keys.sorted().map { letter in
        let members = groups[letter]!.sorted()
        return Section(letter, content: Row(Letter(letter: letter, count: members.count)), items: members)
      }
      dataSource.reloadData(animated: animated)
    }

    var headers: [String?] { view.visibleSupplementaryViews(ofKind: SupplementaryKind.header.rawValue).map(\.text) }
    var footers: [String?] { view.visibleSupplementaryViews(ofKind: SupplementaryKind.footer.rawValue).map(\.text) }
    var items: [[String?]] {
      (0..<view.numberOfSections).map { s in
        (0..<view.numberOfItems(inSection: s)).map { view.cellForItem(at: IndexPath(item: $0, section: s))?.text }
      }
    }

    /// What the data source shows, section by section: the letters, counts and names.
    var expectedLetters: [String] { dataSource.sections.map(\.identifier) }
  }

  @Test func theContactsScreenShowsAHeaderAndFooterPerSection() throws {
    let screen = Contacts(["Ada", "Alan", "Barbara", "Claude", "Grace"])
    #expect(screen.view.listViewFailures.isEmpty)
    #expect(screen.headers == ["A", "B", "C", "G"])
    #expect(screen.footers == ["2", "1", "1", "1"])
    #expect(screen.items == [["Ada", "Alan"], ["Barbara"], ["Claude"], ["Grace"]])
    #expect(
      screen.view.visibleSupplementaryViews(ofKind: SupplementaryKind.header.rawValue).allSatisfy { $0 is LetterHeader }
    )
    #expect(screen.headerEvents == ["show A", "show B", "show C", "show G"])
    #expect(screen.dataSource.sectionIndexTitlesForView() == ["A", "B", "C", "G"])
  }

  @Test func headersFollowInsertedDeletedAndReloadedSections() throws {
    let screen = Contacts(["Ada", "Alan", "Barbara", "Claude", "Grace"])
    let headerOfG = screen.view.supplementaryView(
      forElementKind: SupplementaryKind.header.rawValue, at: IndexPath(item: 0, section: 3))
    // B goes, D and E arrive, A gains a member (its count changes, so the section reloads).
    screen.show(["Ada", "Alan", "Alonzo", "Claude", "Dennis", "Edsger", "Grace"])
    #expect(screen.view.listViewFailures.isEmpty)
    #expect(screen.headers == ["A", "C", "D", "E", "G"])
    #expect(screen.footers == ["3", "1", "1", "1", "1"])
    #expect(screen.items == [["Ada", "Alan", "Alonzo"], ["Claude"], ["Dennis"], ["Edsger"], ["Grace"]])
    let newHeaderOfG = screen.view.supplementaryView(
      forElementKind: SupplementaryKind.header.rawValue, at: IndexPath(item: 0, section: 4))
    #expect(newHeaderOfG === headerOfG, "a section that only moved keeps its header view")
    #expect(
      screen.headerEvents.filter { $0.hasPrefix("show") }.sorted() == [
        "show A", "show A", "show B", "show C", "show D", "show E", "show G",
      ])
    #expect(
      screen.view.queuedSupplementaryViewCount(ofKind: SupplementaryKind.header.rawValue, identifier: "LetterHeader")
        == 0, "the headers of the deleted section B and of A before its reload were reused for D, E and A")
  }

  @Test func headersScrollWithTheirSections() throws {
    let names = (0..<26).flatMap { i in
      let letter = String(UnicodeScalar(UInt8(65 + i)))
      return ["\(letter)1", "\(letter)2"]
    }
    let screen = Contacts(names, visibleItems: 5)
    #expect(screen.headers == ["A", "B", "C"], "five items reach from section A to section C")
    try screen.view.scrollToItem(at: IndexPath(item: 1, section: 25), at: .bottom, animated: false)
    #expect(screen.headers == ["X", "Y", "Z"])
    #expect(screen.headerEvents.contains("hide A"))
    #expect(
      screen.view.queuedSupplementaryViewCount(ofKind: SupplementaryKind.header.rawValue, identifier: "LetterHeader")
        == 0, "the views that left were reused for the sections that came")
  }

  @Test func titleHeadersNeedNoDescriptor() throws {
    let view = HeadlessCollectionView()
    view.supplementaryKinds = [SupplementaryKind.header.rawValue, SupplementaryKind.footer.rawValue, "badge"]
    let dataSource = DataSource(
      cellDescriptors: [CellDescriptor<String, ContactCell>().configure { name, cell, _ in cell.text = name }])
    _ = HeadlessCollectionAdapter(dataSource: dataSource, collectionView: view)
    dataSource.sections = [
      Section("fruit", header: "Fruit", footer: "2 kinds", items: ["Apple", "Pear"]),
      Section("Vegetables", content: Row("Vegetables"), items: ["Leek"]),
    ]
    dataSource.reloadData(animated: false)
    #expect(view.listViewFailures.isEmpty)
    #expect(
      view.visibleSupplementaryViews(ofKind: SupplementaryKind.header.rawValue).map(\.text) == ["Fruit", "Vegetables"])
    #expect(view.visibleSupplementaryViews(ofKind: SupplementaryKind.footer.rawValue).map(\.text) == ["2 kinds", nil])
    #expect(
      view.visibleSupplementaryViews(ofKind: "badge").map(\.text) == [nil, nil], "a kind nobody declares is empty")
  }

  /// A raw data source, to break UIKit's rules on purpose.
  @MainActor final class RawSource: HeadlessCollectionViewDataSource {
    var supplementary: (HeadlessCollectionView, String, IndexPath) -> HeadlessCollectionReusableView? = { _, _, _ in nil
    }
    func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
    func collectionView(_ collectionView: HeadlessCollectionView, cellForItemAt indexPath: IndexPath)
      -> HeadlessCollectionViewCell
    { collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) }
    func collectionView(
      _ collectionView: HeadlessCollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> HeadlessCollectionReusableView? { supplementary(collectionView, kind, indexPath) }
  }

  @Test func anUnregisteredKindFailsWithUIKitsText() {
    let view = HeadlessCollectionView()
    let source = RawSource()
    view.register(ContactCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = source
    view.supplementaryKinds = [SupplementaryKind.header.rawValue]
    source.supplementary = { view, kind, path in
      view.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: path)
    }
    // Registered for another kind: still unregistered for the header.
    view.register(LetterHeader.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "Header")
    #expect(throws: HeadlessUpdateError.self) { try view.reloadData() }
    do {
      try view.reloadData()
    } catch {
      #expect(error.rule == .unregisteredReuseIdentifier)
      #expect(
        error.message
          == "could not dequeue a view of kind: UICollectionElementKindSectionHeader with identifier Header - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
      )
    }
    view.register(
      LetterHeader.self, forSupplementaryViewOfKind: SupplementaryKind.header.rawValue, withReuseIdentifier: "Header")
    #expect(throws: Never.self) { try view.reloadData() }
    #expect(
      view.supplementaryView(forElementKind: SupplementaryKind.header.rawValue, at: IndexPath(item: 0, section: 0))
        is LetterHeader)
  }

  @Test func aViewThatWasNotDequeuedIsRejected() {
    let view = HeadlessCollectionView()
    let source = RawSource()
    view.register(ContactCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = source
    view.supplementaryKinds = [SupplementaryKind.footer.rawValue]
    for answer in [nil, LetterHeader(reuseIdentifier: "made")] as [HeadlessCollectionReusableView?] {
      source.supplementary = { _, _, _ in answer }
      do {
        try view.reloadData()
        Issue.record("a \(answer == nil ? "nil" : "made") view was accepted")
      } catch {
        #expect(error.rule == .invalidSupplementaryView)
        #expect(
          error.message.hasPrefix(
            "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath (UICollectionElementKindSectionFooter,<NSIndexPath> {length = 2, path = 0 - 0}) was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil"
          ))
      }
    }
    #expect(!view.hasLoadedData, "a failed reload leaves the view as it was")
  }

  @Test func aDescriptorViewOfTheWrongClassIsReported() {
    let view = HeadlessCollectionView()
    view.supplementaryKinds = [SupplementaryKind.header.rawValue]
    // Registered by hand with another class, so the descriptor's dequeue gets a view it cannot configure.
    view.register(
      CountFooter.self, forSupplementaryViewOfKind: SupplementaryKind.header.rawValue,
      withReuseIdentifier: "LetterHeader")
    let dataSource = DataSource(
      cellDescriptors: [CellDescriptor<String, ContactCell>()],
      sectionDescriptors: [
        SectionDescriptor<Letter>().supplementaryView(ofKind: .header, LetterHeader.self, registration: .none) {
          letter, view, _ in view.text = letter.letter
        }
      ])
    _ = HeadlessCollectionAdapter(dataSource: dataSource, collectionView: view)
    dataSource.sections = [Section("A", content: Row(Letter(letter: "A", count: 1)), items: ["Ada"])]
    // UIKit raises on a view it cannot use: the test that reloads fails unless it expects the issue.
    let warnings = capturingRuntimeWarnings { withKnownIssue { dataSource.reloadData(animated: false) } }.warnings
    #expect(
      dataSource.failures == [
        .supplementaryDequeueFailed(kind: .header, reuseIdentifier: "LetterHeader", section: 0)
      ])
    #expect(warnings == runtimeWarnings(for: dataSource.failures))
    #expect(view.listViewFailures.map(\.rule) == [.invalidSupplementaryView], "reported once, by the data source")
    #expect(view.hasLoadedData, "the adapter still gave the layout a dequeued view")
  }
}
