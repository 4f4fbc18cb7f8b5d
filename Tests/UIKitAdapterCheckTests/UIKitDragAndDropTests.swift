import DataSourceKit
import DataSourceTestSupport
import Foundation
import Testing
import UIKitStandIn

import func DataSourceTesting.capturingRuntimeWarnings

@testable import UIKitAdapterCheck

/// The UIKit adapters, compiled against the stand-in, are their views' drag and drop delegates: a
/// row drags as a `UIDragItem` carrying the row and its representations, and a drop is proposed and
/// performed by the data source's `DropRule`, for this app's rows and other apps' items alike.
@MainActor
@Suite struct UIKitDragAndDropTests {
  struct Fruit: Identifiable, Hashable, Diffable { var id: Int }

  /// What UIKit hands the delegates: a session, drop items and a coordinator.
  final class Session: NSObject, UIDragSession, UIDropSession {
    let items: [UIDragItem]
    var localContext: Any?
    var localDragSession: (any UIDragSession)? { nil }
    init(_ items: [UIDragItem]) { self.items = items }
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
      items.contains { item in typeIdentifiers.contains(where: item.itemProvider.hasItemConformingToTypeIdentifier) }
    }
  }
  final class DropItem: NSObject, UITableViewDropItem, UICollectionViewDropItem {
    let dragItem: UIDragItem
    var sourceIndexPath: IndexPath? { nil }
    init(_ dragItem: UIDragItem) { self.dragItem = dragItem }
  }
  final class TableCoordinator: NSObject, UITableViewDropCoordinator {
    let session: any UIDropSession
    let destinationIndexPath: IndexPath?
    var items: [any UITableViewDropItem] { session.items.map(DropItem.init) }
    var proposal: UITableViewDropProposal { UITableViewDropProposal(operation: .copy) }
    init(_ session: Session, _ destination: IndexPath?) {
      self.session = session
      destinationIndexPath = destination
    }
  }
  final class CollectionCoordinator: NSObject, UICollectionViewDropCoordinator {
    let session: any UIDropSession
    let destinationIndexPath: IndexPath?
    var items: [any UICollectionViewDropItem] { session.items.map(DropItem.init) }
    var proposal: UICollectionViewDropProposal { UICollectionViewDropProposal(operation: .copy) }
    init(_ session: Session, _ destination: IndexPath?) {
      self.session = session
      destinationIndexPath = destination
    }
  }

  static func fruitSource<Cell: AnyObject>(_ cell: Cell.Type) -> DataSource {
    let dataSource = DataSource(cellDescriptors: [
      AnyCellDescriptor(
        CellDescriptor<Fruit, Cell>().on(.dragItem) { fruit, _ in .text("fruit \(fruit.id)", localObject: fruit) })
    ])
    dataSource.sections = [Section(items: [Fruit(id: 1), Fruit(id: 2)])]
    dataSource.reloadData(animated: false)
    return dataSource
  }

  @Test func aTableRowDragsToACollectionView() async throws {
    let table = UITableView(frame: .zero)
    let tableAdapter = TableViewAdapter(dataSource: Self.fruitSource(UITableViewCell.self), tableView: table)
    let collection = UICollectionView(frame: .zero)
    let collectionSource = Self.fruitSource(UICollectionViewCell.self)
    let collectionAdapter = CollectionViewAdapter(dataSource: collectionSource, collectionView: collection)
    let dragDelegate = try #require(table.dragDelegate)
    let dropDelegate = try #require(collection.dropDelegate)

    let dragged = dragDelegate.tableView(table, itemsForBeginning: Session([]), at: IndexPath(row: 1, section: 0))
    #expect(dragged.count == 1)
    #expect(dragged.first?.itemProvider.registeredTypeIdentifiers == [DragItem.plainTextType])
    let text = await withCheckedContinuation { continuation in
      dragged[0].itemProvider.loadDataRepresentation(forTypeIdentifier: DragItem.plainTextType) { data, _ in
        continuation.resume(returning: data.flatMap { String(data: $0, encoding: .utf8) })
      }
    }
    #expect(text == "fruit 2", "other apps read the representation")

    let session = Session(dragged)
    #expect(!dropDelegate.collectionView(collection, canHandle: session), "no drop rule yet")
    var performed: [ListDrop] = []
    collectionSource.dropRule = .items(of: Fruit.self) { performed.append($0) }
    #expect(dropDelegate.collectionView(collection, canHandle: session))
    let proposal = dropDelegate.collectionView(
      collection, dropSessionDidUpdate: session, withDestinationIndexPath: IndexPath(item: 0, section: 0))
    #expect(proposal.operation == .move && proposal.intent == .insertAtDestinationIndexPath)
    dropDelegate.collectionView(
      collection, performDropWith: CollectionCoordinator(session, IndexPath(item: 2, section: 0)))
    #expect(performed.count == 1)
    #expect(performed.first?.items.first?.item(as: Fruit.self) == Fruit(id: 2))
    #expect(performed.first?.items.first?.origin?.path == ItemPath(item: 1, section: 0))
    #expect(performed.first?.landing == .insert(at: ItemPath(item: 2, section: 0)))
    withExtendedLifetime((tableAdapter, collectionAdapter)) {}
  }

  @Test func anotherAppsTextDropsOnATableAsACopyOrOntoARow() async throws {
    let table = UITableView(frame: .zero)
    let dataSource = Self.fruitSource(UITableViewCell.self)
    let adapter = TableViewAdapter(dataSource: dataSource, tableView: table)
    let dropDelegate = try #require(table.dropDelegate)
    let provider = NSItemProvider()
    provider.registerDataRepresentation(forTypeIdentifier: DragItem.plainTextType, visibility: .all) { completion in
      completion(Data("kiwi".utf8), nil)
      return nil
    }
    let session = Session([UIDragItem(itemProvider: provider)])
    var texts: [String] = []
    /// Whether the rule lands drops onto rows; changed as the test goes.
    @MainActor final class Landing { var onto = false }
    let landing = Landing()
    dataSource.dropRule = DropRule(
      typeIdentifiers: [DragItem.plainTextType],
      propose: { drop in
        var changed = drop
        if landing.onto { changed.landing = .onto(drop.landing.path) }
        return changed
      },
      perform: { drop in
        Task { @MainActor in if let text = await drop.items.first?.text() { texts.append(text) } }
      })
    var proposal = dropDelegate.tableView(table, dropSessionDidUpdate: session, withDestinationIndexPath: nil)
    #expect(proposal.operation == .copy && proposal.intent == .insertAtDestinationIndexPath)
    landing.onto = true
    proposal = dropDelegate.tableView(
      table, dropSessionDidUpdate: session, withDestinationIndexPath: IndexPath(row: 0, section: 0))
    #expect(proposal.intent == .insertIntoDestinationIndexPath)
    let warnings = capturingRuntimeWarnings {
      proposal = dropDelegate.tableView(
        table, dropSessionDidUpdate: session, withDestinationIndexPath: IndexPath(row: 2, section: 0))
    }.warnings
    #expect(warnings == runtimeWarnings(for: dataSource.failures.suffix(1)))
    #expect(proposal.operation == .forbidden, "onto a row that is not there")
    dropDelegate.tableView(table, performDropWith: TableCoordinator(session, IndexPath(row: 1, section: 0)))
    for _ in 0..<1000 where texts.isEmpty { try await Task.sleep(nanoseconds: 1_000_000) }
    #expect(texts == ["kiwi"], "read from the provider, off the main actor")
    withExtendedLifetime(adapter) {}
  }
}
