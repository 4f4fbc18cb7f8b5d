import DataSourceKit
import Foundation
import Testing

@testable import DataSourceExamples

/// The Sorted Feed's stream changes a post's score without replacing its author or text.
@MainActor
@Suite struct SortedFeedScreenTests {
  @Test func aScoreChangeKeepsTheAuthorAndText() async throws {
    let screen = SortedFeedScreen()
    await screen.storage.waitUntilPublished()
    let first = Dictionary(
      screen.storage.sections.flatMap(\.items).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    #expect(first.count == 12)
    screen.startProducer()
    defer { screen.stopProducer() }
    var changedScores = 0
    let deadline = ContinuousClock.now + .seconds(4)
    while ContinuousClock.now < deadline && changedScores < 3 {
      try await Task.sleep(for: .milliseconds(100))
      for post in screen.storage.sections.flatMap(\.items) {
        guard let original = first[post.id] else { continue }
        #expect(post.author == original.author && post.text == original.text, "post \(post.id) was replaced")
        if post.score != original.score { changedScores += 1 }
      }
    }
    #expect(changedScores > 0, "the stream changed some scores in 4 s")
  }
}
