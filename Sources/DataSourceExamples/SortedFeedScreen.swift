import DataSourceKit
import DataSourceTerminal
import Foundation

struct FeedPost: Identifiable, Hashable, Sendable, Diffable {
  var id: Int
  var author: String
  var text: String
  var score: Int
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

  nonisolated static let authors = [
    "Ada", "Alan", "Barbara", "Brian", "Dennis", "Donald", "Edsger", "Grace", "Ken", "Linus",
  ]
  nonisolated static let words = ["diffs", "tables", "batches", "cells", "moves", "sections", "updates", "storages"]

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
    storage.add((0..<12).map { Self.randomPost(id: $0) })
  }

  nonisolated static func randomPost(id: Int) -> FeedPost {
    FeedPost(
      id: id, author: authors.randomElement()!,
      text: "on \(words.randomElement()!) and \(words.randomElement()!)", score: Int.random(in: 0...99))
  }

  override func didAppear(in application: TerminalApplication) { startProducer() }
  override func didDisappear() { stopProducer() }

  func startProducer() {
    guard producer == nil else { return }
    let storage = self.storage
    producer = Task.detached(priority: .utility) {
      // The posts shown once the storage has taken every change so far, so that a score change
      // keeps a post's author and text.
      await storage.waitUntilPublished()
      let shown = await MainActor.run { storage.sections.flatMap(\.items) }
      var nextID = max(1_000, shown.map(\.id).max() ?? 0)  // past every id shown, across pauses
      var known = Dictionary(shown.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
      while !Task.isCancelled {
        try? await Task.sleep(for: .milliseconds(250))
        switch Int.random(in: 0..<3) {
        case 0 where known.count < 40:
          nextID += 1
          let post = Self.randomPost(id: nextID)
          known[post.id] = post
          storage.add(post)
        case 1 where !known.isEmpty:
          // Only the score changes.
          var post = known.randomElement()!.value
          post.score = Int.random(in: 0...99)
          known[post.id] = post
          storage.add(post)
        default:
          if known.count > 8, let id = known.keys.randomElement() {
            known[id] = nil
            storage.remove(ids: [id])
          }
        }
      }
    }
  }

  func stopProducer() {
    producer?.cancel()
    producer = nil
  }

  override var keyHelp: String { "p pause/resume · s order" }
  override var status: String {
    "\(counted(tableView.totalRows, "post")) in \(counted(storage.sections.count, "section")) · \(counted(updates, "update")) · \(producer == nil ? "paused" : "live") · by \(byScore ? "score" : "text")"
  }

  override func handle(_ key: TerminalKey, in application: TerminalApplication) -> Bool {
    switch key {
    case .character("p"): producer == nil ? startProducer() : stopProducer()
    case .character("s"):
      byScore.toggle()
      storage.sort(by: byScore ? Self.scoreOrder : Self.textOrder)
    default: return false
    }
    return true
  }
}
