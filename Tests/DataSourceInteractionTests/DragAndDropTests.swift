import DataSourceTestSupport
import DataSourceTesting
import Foundation
import Testing

/// Drag and drop through the headless views, by the rules UIKit's drag and drop delegates follow:
/// only rows that give a drag item drag; a list takes only what its `DropRule` accepts; a drop lands
/// only in a gap the view shows (or below the last row); what lands where is the rule's to say.
@MainActor
@Suite struct DragAndDropTests {
  struct Fruit: Identifiable, Hashable, Diffable { var id: Int }
  struct Nut: Identifiable, Hashable, Diffable { var id: Int }
  final class Cell: HeadlessTableViewCell {}
  final class Item: HeadlessCollectionViewCell {}

  /// Two lists, a table and a collection view: fruit drags as itself and as text; nuts do not drag.
  @MainActor
  final class Lists {
    let tableSource = DataSource(cellDescriptors: Lists.descriptors(Cell.self))
    let collectionSource = DataSource(cellDescriptors: Lists.descriptors(Item.self))
    let table = HeadlessTableView(visibleRowCapacity: 20)
    let collection = HeadlessCollectionView(visibleItemCapacity: 20)
    let adapters: (HeadlessTableAdapter, HeadlessCollectionAdapter)

    static func descriptors<C: HeadlessReusableCell>(_ cell: C.Type) -> [AnyCellDescriptor] {
      [
        AnyCellDescriptor(
          CellDescriptor<Fruit, C>().on(.dragItem) { fruit, _ in .text("fruit \(fruit.id)", localObject: fruit) }),
        AnyCellDescriptor(CellDescriptor<Nut, C>()),
      ]
    }

    init() {
      adapters = (
        HeadlessTableAdapter(dataSource: tableSource, tableView: table),
        HeadlessCollectionAdapter(dataSource: collectionSource, collectionView: collection)
      )
      for source in [tableSource, collectionSource] {
        source.sections = [Section(items: [Fruit(id: 1), Fruit(id: 2)]), Section(items: [Nut(id: 9)])]
        source.reloadData(animated: false)
      }
    }
  }

  @Test func onlyRowsWithADragItemDrag() throws {
    let lists = Lists()
    #expect(lists.table.beginDrag(rowsAt: [IndexPath(row: 0, section: 1)]) == nil, "a nut gives no drag item")
    #expect(lists.table.beginDrag(rowsAt: [IndexPath(row: 5, section: 0)]) == nil, "no row there")
    let session = try #require(
      lists.table.beginDrag(rowsAt: [IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 1)]))
    #expect(session.items.count == 1, "only the fruit")
    let item = try #require(session.items.first)
    #expect(item.item(as: Fruit.self) == Fruit(id: 2) && item.item(as: Nut.self) == nil)
    #expect(item.origin?.dataSource === lists.tableSource && item.origin?.path == ItemPath(item: 1, section: 0))
    #expect(item.typeIdentifiers == [DragItem.plainTextType])
    let collectionItem = try #require(
      lists.collection.beginDrag(itemsAt: [IndexPath(item: 0, section: 0)])?.items.first)
    #expect(collectionItem.origin?.dataSource === lists.collectionSource)
  }

  @Test func aListTakesOnlyWhatItsRuleAccepts() async throws {
    let lists = Lists()
    let fruit = try #require(lists.table.beginDrag(rowsAt: [IndexPath(row: 0, section: 0)]))
    #expect(lists.collection.dropProposal(for: fruit, at: IndexPath(item: 0, section: 0)) == nil, "no rule: no drop")

    var performed: [ListDrop] = []
    lists.collectionSource.dropRule = .items(of: Fruit.self) { performed.append($0) }
    let proposal = try #require(lists.collection.dropProposal(for: fruit, at: IndexPath(item: 1, section: 0)))
    #expect(proposal.landing == .insert(at: ItemPath(item: 1, section: 0)) && proposal.operation == .move)
    let text = HeadlessDragSession.fromAnotherApp([.text("kiwi")])
    #expect(lists.collection.dropProposal(for: text, at: nil) == nil, "text is not a fruit, and the rule takes no text")

    lists.collectionSource.dropRule = .items(of: Nut.self, typeIdentifiers: [DragItem.plainTextType]) {
      performed.append($0)
    }
    let copy = try #require(lists.collection.dropProposal(for: text, at: nil))
    #expect(copy.operation == .copy, "another app's items are copied")
    #expect(copy.landing == .insert(at: ItemPath(item: 1, section: 1)), "nil: below the last row")
    #expect(copy.items.first?.localObject == nil && copy.items.first?.origin == nil)
    #expect(await copy.items.first?.text() == "kiwi")
    #expect(lists.collection.dropProposal(for: fruit, at: nil) != nil, "the fruit also offers text")
    #expect(performed.isEmpty, "hovering performs nothing")
    #expect(lists.collection.drop(text, at: IndexPath(item: 0, section: 1)) != nil)
    #expect(performed.count == 1 && performed[0].landing == .insert(at: ItemPath(item: 0, section: 1)))
  }

  @Test func aDropLandsOnlyWhereTheViewShowsAGap() throws {
    let lists = Lists()
    var performed: [ListDrop] = []
    /// What the rule's `propose` does, changed as the test goes.
    @MainActor final class Proposer { var propose: (ListDrop) -> ListDrop? = { $0 } }
    let proposer = Proposer()
    lists.tableSource.dropRule = .items(
      of: Fruit.self, propose: { proposer.propose($0) }, perform: { performed.append($0) })
    let fruit = try #require(lists.collection.beginDrag(itemsAt: [IndexPath(item: 0, section: 0)]))
    #expect(lists.table.drop(fruit, at: IndexPath(row: 3, section: 0)) == nil, "the section has 2 rows: no such gap")
    #expect(lists.table.drop(fruit, at: IndexPath(row: 0, section: 2)) == nil, "no such section")
    #expect(lists.table.drop(fruit, at: IndexPath(row: 2, section: 0)) != nil, "after the last row of a section")

    proposer.propose = { drop in
      var onto = drop
      onto.landing = .onto(drop.landing.path)
      return onto
    }
    #expect(lists.table.drop(fruit, at: IndexPath(row: 1, section: 0))?.landing == .onto(ItemPath(item: 1, section: 0)))
    let warnings = capturingRuntimeWarnings {
      #expect(lists.table.drop(fruit, at: IndexPath(row: 2, section: 0)) == nil, "onto a row that is not there")
    }.warnings
    #expect(
      lists.tableSource.failures.last
        == .invalidDropLanding(.onto(ItemPath(item: 2, section: 0)), sections: 2, rowsInSection: 2))
    #expect(warnings == runtimeWarnings(for: lists.tableSource.failures.suffix(1)))
    proposer.propose = { _ in nil }
    #expect(lists.table.drop(fruit, at: nil) == nil, "the rule refused")
    #expect(performed.count == 2)
    #expect(lists.table.listViewFailures.isEmpty, "a refused drop is no UIKit failure")
  }
}
