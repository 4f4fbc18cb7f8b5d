// App code as the docs write it, compiled twice: here as plain Swift 6, and in AppStyleXcode26Tests
// (a symlink to this folder) with the settings of a new Xcode 26 app target: default main-actor
// isolation and the upcoming features InferIsolatedConformances and NonisolatedNonsendingByDefault.
// There `Song` is main-actor isolated and its Hashable conformance is the main actor's: every API an
// app uses on the main actor must take it. What crosses actors takes a `nonisolated` model (`Track`).
import DataSourceKit
import DataSourceTesting
import Foundation
import Testing

struct Song: Identifiable, Hashable, Diffable {
  let id: Int
  var title: String
}

/// A model of no actor: what a storage fed from other threads holds.
nonisolated struct Track: Identifiable, Hashable, Sendable, Diffable {
  let id: Int
  var title: String
}

final class SongCell: HeadlessTableViewCell {}

@MainActor
@Suite struct AppStyleScreenTests {
  let dataSource = DataSource(cellDescriptors: [
    CellDescriptor<Song, SongCell>().configure { song, cell, _ in cell.text = song.title }
  ])
  let table = HeadlessTableView()

  init() {
    _ = HeadlessTableAdapter(dataSource: dataSource, tableView: table)
  }

  var shown: [String?] { table.visibleCells.map(\.text) }

  @Test func sectionsOfModels() {
    dataSource.sections = [Section("songs", items: [Song(id: 1, title: "Ana"), Song(id: 2, title: "Bo")])]
    dataSource.reloadData(animated: false)
    dataSource.sections = [Section("songs", items: [Song(id: 2, title: "Bo"), Song(id: 1, title: "Anna")])]
    dataSource.reloadData(animated: true)
    #expect(shown == ["Bo", "Anna"])
    #expect(table.listViewFailures.isEmpty)
  }

  @Test func aMemoryStorage() throws {
    let storage = MemoryStorage<Song>()
    dataSource.bind(to: storage)
    try storage.addItems([Song(id: 1, title: "Ana"), Song(id: 2, title: "Bo")], toSection: 0)
    try storage.moveItem(from: ItemPath(item: 1, section: 0), to: ItemPath(item: 0, section: 0))
    #expect(shown == ["Bo", "Ana"])
  }

  @Test func aSingleSectionStorage() {
    let storage = SingleSectionStorage<Song>(items: [Song(id: 1, title: "Ana")])
    dataSource.bind(to: storage)
    storage.setItems([Song(id: 2, title: "Bo"), Song(id: 1, title: "Ana")])
    #expect(shown == ["Bo", "Ana"])
    #expect(table.listViewFailures.isEmpty)
  }

  @Test func snapshotsAndADiffableDataSource() async {
    let view = HeadlessTableView()
    view.register(HeadlessTableViewCell.self, forCellReuseIdentifier: "cell")
    let songs = HeadlessTableViewDiffableDataSource<String, Song>(tableView: view) { view, indexPath, song in
      let cell = view.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.text = song.title
      return cell
    }
    var snapshot = DiffableDataSourceSnapshot<String, Song>()
    snapshot.appendSections(["songs"])
    snapshot.appendItems([Song(id: 1, title: "Ana"), Song(id: 2, title: "Bo")])
    await songs.apply(snapshot, animatingDifferences: false)
    #expect(view.visibleCells.map(\.text) == ["Ana", "Bo"])
    snapshot.moveItem(Song(id: 2, title: "Bo"), beforeItem: Song(id: 1, title: "Ana"))
    await songs.apply(snapshot)
    #expect(view.visibleCells.map(\.text) == ["Bo", "Ana"])
    #expect(songs.indexPath(for: Song(id: 1, title: "Ana")) == IndexPath(row: 1, section: 0))

    var outline = DiffableDataSourceSectionSnapshot<Song>()
    outline.append([Song(id: 3, title: "Cy")])
    outline.append([Song(id: 4, title: "Di")], to: Song(id: 3, title: "Cy"))
    outline.expand([Song(id: 3, title: "Cy")])
    await songs.apply(outline, to: "more")
    #expect(view.visibleCells.map(\.text) == ["Bo", "Ana", "Cy", "Di"])
    #expect(view.listViewFailures.isEmpty)
  }

  /// What crosses actors takes a model of no actor: a sorted storage fed from a detached task.
  @Test func aSortedStorageFedFromAnotherTask() async {
    let view = HeadlessTableView()
    let tracks = DataSource(cellDescriptors: [
      CellDescriptor<Track, HeadlessTableViewCell>().configure { track, cell, _ in cell.text = track.title }
    ])
    _ = HeadlessTableAdapter(dataSource: tracks, tableView: view)
    let storage = SortedStorage<Track, String>(
      areInIncreasingOrder: { $0.title < $1.title }, sectionKey: { String($0.title.prefix(1)) })
    tracks.bind(to: storage)
    await Task.detached {
      storage.add([Track(id: 1, title: "Bo"), Track(id: 2, title: "Ana")])
      await storage.waitUntilPublished()
    }.value
    #expect(view.visibleCells.map(\.text) == ["Ana", "Bo"])
  }
}
