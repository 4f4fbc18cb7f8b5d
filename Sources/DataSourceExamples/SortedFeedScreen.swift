import DataSourceKit
import DataSourceTerminal
import Foundation

struct FeedPost: Identifiable, Hashable, Sendable, Diffable {
  var id: Int
  var author: String
  var text: String
  var score: Int

  static let authors = [
    "Ada", "Alan", "Barbara", "Brian", "Dennis", "Donald", "Edsger", "Grace", "Ken", "Linus",
  ]
  static let words = ["diffs", "tables", "batches", "cells", "moves", "sections", "updates", "storages"]

  /// A post by a random author, on two random words, with a random score from 0 to 99.
  static func random(id: Int, using generator: inout some RandomNumberGenerator) -> FeedPost {
    FeedPost(
      id: id, author: authors.randomElement(using: &generator)!,
      text: "on \(words.randomElement(using: &generator)!) and \(words.randomElement(using: &generator)!)",
      score: Int.random(in: 0...99, using: &generator))
  }
}

/// Sorted Feed: a SortedStorage of posts, by author's initial, highest score first, under a stream
/// of random adds, score changes and removals from a background task. `p` pauses the stream, `s`
/// switches the order (score or text).
@MainActor
final class SortedFeedScreen: ExampleScreen {
  let storage: SortedStorage<FeedPost, String>
  private var producer: Task<Void, Never>?
  private var updates = 0
  private var observation: StorageObservation?
  private var byScore = true

  static let scoreOrder: @Sendable (FeedPost, FeedPost) -> Bool = { ($1.score, $0.id) < ($0.score, $1.id) }
  static let textOrder: @Sendable (FeedPost, FeedPost) -> Bool = { ($0.text, $0.id) < ($1.text, $1.id) }

  init() {
    storage = SortedStorage(areInIncreasingOrder: Self.scoreOrder, sectionKey: { String($0.author.prefix(1)) })
    super.init(
      title: "Sorted Feed",
      cellDescriptors: [
        AnyCellDescriptor(
          CellDescriptor<FeedPost, LineCell>().configure { post, cell, _ in
            cell.text = String(format: "%4d  %@: %@", post.score, post.author, post.text)
          })
      ])
    dataSource.bind(to: storage)
    observation = storage.observe { [unowned self] _ in updates += 1 }
    var generator = SystemRandomNumberGenerator()
    storage.add((0..<12).map { FeedPost.random(id: $0, using: &generator) })
  }

  /// Sends one change of the stream to the storage; callable from any thread.
  nonisolated static func send(_ change: FeedStream.Change, to storage: SortedStorage<FeedPost, String>) {
    switch change {
    case .add(let post), .changeScore(let post): storage.add(post)
    case .remove(let id): storage.remove(ids: [id])
    }
  }

  override func didAppear(in application: TerminalApplication) { startProducer() }
  override func didDisappear() { stopProducer() }

  func startProducer() {
    guard producer == nil else { return }
    let storage = self.storage
    producer = Task.detached(priority: .utility) {
      // The stream starts from the posts shown once the storage has taken every change so far,
      // and numbers new posts past every one shown, across pauses.
      await storage.waitUntilPublished()
      var stream = FeedStream(shown: await MainActor.run { storage.sections.flatMap(\.items) })
      var generator = SystemRandomNumberGenerator()
      while !Task.isCancelled {
        try? await Task.sleep(for: .milliseconds(250))
        if let change = stream.next(using: &generator) { Self.send(change, to: storage) }
      }
    }
  }

  func stopProducer() {
    producer?.cancel()
    producer = nil
  }

  override var keyTable: [ScreenKey] {
    [
      ScreenKey("p pause/resume", [.character("p")]) { [unowned self] _, _ in
        producer == nil ? startProducer() : stopProducer()
        return true
      },
      ScreenKey("s order", [.character("s")]) { [unowned self] _, _ in
        byScore.toggle()
        storage.sort(by: byScore ? Self.scoreOrder : Self.textOrder)
        return true
      },
    ]
  }
  override var status: String {
    "\(counted(tableView.totalRows, "post")) in \(counted(storage.sections.count, "section")) · \(counted(updates, "update")) · \(producer == nil ? "paused" : "live") · by \(byScore ? "score" : "text")"
  }
}
