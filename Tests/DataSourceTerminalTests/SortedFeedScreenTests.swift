import DataSourceKit
import DataSourceTestSupport
import Foundation
import Testing

@testable import DataSourceExamples

/// The Sorted Feed's stream changes a post's score without replacing its author or text, and the
/// storage shows every post the stream sent. The stream is stepped with a seeded generator, so the
/// test does not depend on the machine's speed.
@MainActor
@Suite struct SortedFeedScreenTests {
  @Test(arguments: [1, 2, 3] as [UInt64])
  func aScoreChangeKeepsTheAuthorAndText(seed: UInt64) async throws {
    let screen = SortedFeedScreen()
    await screen.storage.waitUntilPublished()
    let first = screen.storage.sections.flatMap(\.items)
    #expect(first.count == 12)
    var stream = FeedStream(shown: first)
    var generator = SplitMix64(seed: seed)
    var sent: [FeedStream.Change] = []
    for _ in 0..<60 {
      guard let change = stream.next(using: &generator) else { continue }
      if case .changeScore(let post) = change {
        let before = sent.reversed().lazy.compactMap { $0.post(post.id) }.first ?? first.first { $0.id == post.id }
        #expect(before?.author == post.author && before?.text == post.text, "post \(post.id) was replaced")
        #expect(before?.score != post.score, "a score change kept the score of post \(post.id)")
      }
      sent.append(change)
      SortedFeedScreen.send(change, to: screen.storage)
    }
    await screen.storage.waitUntilPublished()

    #expect(sent.contains { if case .changeScore = $0 { true } else { false } })
    let shown = screen.storage.sections.flatMap(\.items)
    #expect(Dictionary(uniqueKeysWithValues: shown.map { ($0.id, $0) }) == stream.posts)
    #expect(shown.count >= 8 && shown.count <= 40)
    for post in shown {
      guard let original = first.first(where: { $0.id == post.id }) else { continue }
      #expect(post.author == original.author && post.text == original.text, "post \(post.id) was replaced")
    }
  }
}

extension FeedStream.Change {
  /// The post this change sends, if it sends the post with `id`.
  fileprivate func post(_ id: Int) -> FeedPost? {
    switch self {
    case .add(let post), .changeScore(let post): post.id == id ? post : nil
    case .remove: nil
    }
  }
}
