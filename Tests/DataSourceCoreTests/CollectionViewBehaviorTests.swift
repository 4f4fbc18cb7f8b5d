import DataSourceKit
import DataSourceTestSupport
import DataSourceTesting
import Foundation
import Testing

/// Every per-item behaviour a table has, on the headless collection view: the descriptors' closures
/// reached through the collection view's own user actions and delegate calls.
@MainActor
@Suite struct CollectionViewBehaviorTests {
  final class ItemCell: HeadlessCollectionViewCell {}

  @MainActor final class Fixture {
    var items = ["alpha", "beta", "gamma", "locked", "delta", "epsilon"]
    var log: [String] = []
    let dataSource: DataSource
    let view = HeadlessCollectionView(visibleItemCapacity: 4)
    let adapter: HeadlessCollectionAdapter

    init() {
      var owner: Fixture?
      let cells = AnyCellDescriptor(
        CellDescriptor<String, ItemCell>()
          .configure { text, cell, _ in cell.text = text }
          .on(.shouldHighlight) { text, _ in text != "locked" }
          .on(.didHighlight) { text, _ in owner?.log.append("highlight \(text)") }
          .on(.didUnhighlight) { text, _ in owner?.log.append("unhighlight \(text)") }
          .on(.willSelect) { text, path in text == "gamma" ? ItemPath(item: 0, section: 0) : path }
          .on(.didSelect) { text, _ in
            owner?.log.append("select \(text)")
            return text == "alpha" ? .deselect : .keepSelected
          }
          .on(.willDeselect) { text, path in text == "epsilon" ? nil : path }
          .on(.didDeselect) { text, _ in owner?.log.append("deselect \(text)") }
          .on(.willDisplay) { text, cell, _ in owner?.log.append("display \(text) \(cell.text ?? "-")") }
          .on(.didEndDisplaying) { text, _, _ in owner?.log.append("end \(text)") }
          .on(.contextMenu) { text, _ in ContextMenu(title: "Menu \(text)", actions: []) }
          .on(.canMove) { text, _ in text != "locked" }
          .on(.targetIndexPathForMove) { _, _, proposed in
            ItemPath(item: min(proposed.item, 2), section: proposed.section)
          }
          .on(.moveRow) { text, from, to in
            owner?.log.append("move \(text) \(from.item)→\(to.item)")
            guard let fixture = owner else { return }
            fixture.items.insert(fixture.items.remove(at: from.item), at: to.item)
            fixture.dataSource.sections = [Section("list", items: fixture.items)]
          })
      dataSource = DataSource(cellDescriptors: [cells])
      adapter = HeadlessCollectionAdapter(dataSource: dataSource, collectionView: view)
      owner = self
      dataSource.sections = [Section("list", items: items)]
      dataSource.reloadData(animated: false)
      try? view.layoutIfNeeded()
    }
  }

  @Test func displayAndEndDisplayingFollowTheViewport() throws {
    let f = Fixture()
    #expect(f.log == ["display alpha alpha", "display beta beta", "display gamma gamma", "display locked locked"])
    f.log.removeAll()
    try f.view.scrollToItem(at: IndexPath(item: 5, section: 0), at: .bottom, animated: false)
    // The order in which cells leave is not defined (UIKit does not define it either).
    #expect(f.log.filter { $0.hasPrefix("end") }.sorted() == ["end alpha", "end beta"])
    #expect(f.log.filter { $0.hasPrefix("display") } == ["display delta delta", "display epsilon epsilon"])
  }

  @Test func tapHighlightsThenSelectsAsTheDescriptorSays() {
    let f = Fixture()
    f.log.removeAll()
    #expect(f.view.tap(itemAt: IndexPath(item: 1, section: 0)))
    #expect(f.log == ["highlight beta", "unhighlight beta", "select beta"])
    #expect(f.view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)], "kept selected")
    f.log.removeAll()
    #expect(f.view.tap(itemAt: IndexPath(item: 0, section: 0)))
    #expect(f.log == ["highlight alpha", "unhighlight alpha", "deselect beta", "select alpha"])
    #expect(f.view.indexPathsForSelectedItems == [], "alpha's didSelect answered .deselect")
    f.log.removeAll()
    #expect(!f.view.tap(itemAt: IndexPath(item: 3, section: 0)), "an item that does not highlight is not selected")
    #expect(f.log.isEmpty)
    #expect(!f.view.tap(itemAt: IndexPath(item: 2, section: 0)), "a redirecting willSelect prevents the selection")
    #expect(f.log == ["highlight gamma", "unhighlight gamma"])
    #expect(!f.view.tap(itemAt: IndexPath(item: 9, section: 0)), "no item there")
  }

  @Test func multipleSelectionDeselectsUnlessTheDescriptorPrevents() {
    let f = Fixture()
    f.view.allowsMultipleSelection = true
    #expect(f.view.tap(itemAt: IndexPath(item: 1, section: 0)))
    #expect(f.view.tap(itemAt: IndexPath(item: 5, section: 0)))
    f.log.removeAll()
    #expect(!f.view.tap(itemAt: IndexPath(item: 1, section: 0)))
    #expect(f.log.contains("deselect beta"))
    #expect(!f.view.tap(itemAt: IndexPath(item: 5, section: 0)))
    #expect(!f.log.contains("deselect epsilon"), "willDeselect answered nil")
    #expect(f.view.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
  }

  @Test func dragMovesThroughTheTargetAndTheDataSourceFollows() throws {
    let f = Fixture()
    f.log.removeAll()
    #expect(try !f.view.dragItem(at: IndexPath(item: 3, section: 0), to: IndexPath(item: 0, section: 0)))
    #expect(try f.view.dragItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 5, section: 0)))
    #expect(f.log == ["move alpha 0→2"], "the target closure limited the landing place to 2")
    #expect(f.items == ["beta", "gamma", "alpha", "locked", "delta", "epsilon"])
    #expect(f.dataSource.row(at: ItemPath(item: 2, section: 0))?.item(as: String.self) == "alpha")
    #expect(f.view.cellForItem(at: IndexPath(item: 2, section: 0))?.text == "alpha", "the view moved it too")
    f.dataSource.reloadData(animated: true)
    #expect(f.dataSource.failures.isEmpty)
  }

  @Test func contextMenuPrefetchAndIndexTitles() throws {
    let f = Fixture()
    #expect(f.view.contextMenu(forItemAt: IndexPath(item: 4, section: 0))?.title == "Menu delta")
    #expect(f.view.contextMenu(forItemAt: IndexPath(item: 40, section: 0)) == nil)
    var prefetched: [[ItemPath]] = []
    var cancelled: [[ItemPath]] = []
    f.dataSource.prefetchRows = { prefetched.append($0) }
    f.dataSource.cancelPrefetching = { cancelled.append($0) }
    f.view.prefetchItems(at: [IndexPath(item: 4, section: 0), IndexPath(item: 99, section: 0)])
    f.view.cancelPrefetchingItems(at: [IndexPath(item: 4, section: 0)])
    #expect(prefetched == [[ItemPath(item: 4, section: 0)]], "paths outside the view are left out")
    #expect(cancelled == [[ItemPath(item: 4, section: 0)]])
    #expect(f.view.indexTitles == nil)
    f.dataSource.sectionIndexTitles = { ["L"] }
    #expect(f.view.indexTitles == ["L"])
    #expect(f.view.touchIndexTitle(at: 0) == IndexPath(item: 0, section: 0))
    #expect(f.view.touchIndexTitle(at: 3) == nil)
  }
}
