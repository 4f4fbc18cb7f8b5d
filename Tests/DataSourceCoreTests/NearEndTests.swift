import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import Testing

/// The near-the-end hook fires once when the last rows come into view, and again only after new
/// rows arrive, on the headless table and collection view alike.
@MainActor
@Suite struct NearEndTests {
  final class NumberCell: HeadlessTableViewCell {}
  final class NumberItemCell: HeadlessCollectionViewCell {}

  @Test func itFiresOnceAPageAndAgainAfterTheNextPageArrives() throws {
    var pages = 1
    var fired = 0
    let f = Fixture([AnyCellDescriptor(CellDescriptor<Int, NumberCell>())], capacity: 5)
    let (dataSource, table) = (f.dataSource, f.table)
    dataSource.whenNearEnd(within: 3) { fired += 1 }
    dataSource.sections = [Section(items: Array(0..<10))]
    dataSource.reloadData(animated: false)
    #expect(fired == 0, "rows 0-4 shown; the end is 5 rows away")

    try table.scrollToRow(at: IndexPath(row: 7, section: 0), at: .bottom, animated: false)
    #expect(fired == 1, "row 7 is the third row from the end")
    try table.scrollToRow(at: IndexPath(row: 9, section: 0), at: .bottom, animated: false)
    try table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
    try table.scrollToRow(at: IndexPath(row: 9, section: 0), at: .bottom, animated: false)
    #expect(fired == 1, "not again for the same page")

    // The next page arrives; the hook fires again only when its end comes near.
    pages += 1
    dataSource.sections = [Section(items: Array(0..<(10 * pages)))]
    dataSource.reloadData(animated: true)
    #expect(fired == 1)
    try table.scrollToRow(at: IndexPath(row: 18, section: 0), at: .bottom, animated: false)
    #expect(fired == 2)
    #expect(table.listViewFailures.isEmpty)
    withExtendedLifetime(f) {}
  }

  @Test func aCollectionViewFiresItToo() throws {
    let dataSource = DataSource(cellDescriptors: [CellDescriptor<Int, NumberItemCell>()])
    let collection = HeadlessCollectionView(visibleItemCapacity: 4)
    let adapter = HeadlessCollectionAdapter(dataSource: dataSource, collectionView: collection)
    var fired = 0
    dataSource.whenNearEnd(within: 1) { fired += 1 }
    dataSource.sections = [Section(items: [0, 1]), Section(items: [2, 3, 4, 5])]
    dataSource.reloadData(animated: false)
    #expect(fired == 0)
    try collection.scrollToItem(at: IndexPath(item: 3, section: 1), at: .bottom, animated: false)
    #expect(fired == 1, "the last item across sections")
    dataSource.whenNearEnd(within: 1, nil)
    #expect(collection.listViewFailures.isEmpty)
    withExtendedLifetime(adapter) {}
  }
}
