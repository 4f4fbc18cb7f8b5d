/// The Sorted Feed's stream of changes: adds, score changes and removals, each chosen at random.
///
/// The stream keeps the posts it has sent, so that a score change keeps a post's author and text,
/// and new posts get identifiers past every one sent. It holds no storage and no clock: the screen
/// sends each change on a timer, and tests step it with a seeded generator.
struct FeedStream: Sendable {
  /// One change the stream sends.
  enum Change: Equatable, Sendable {
    case add(FeedPost)
    /// The post with its new score; its author and text are the ones sent before.
    case changeScore(FeedPost)
    case remove(id: Int)
  }

  /// Every post sent and not removed, by identifier.
  private(set) var posts: [Int: FeedPost]
  private var lastID: Int

  /// A stream that starts from the posts shown.
  init(shown: [FeedPost]) {
    posts = Dictionary(shown.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    lastID = max(1_000, shown.map(\.id).max() ?? 0)
  }

  /// The next change, or `nil` when the one drawn does not fit: no add past 40 posts, no removal
  /// at 8 or fewer.
  mutating func next(using generator: inout some RandomNumberGenerator) -> Change? {
    switch Int.random(in: 0..<3, using: &generator) {
    case 0 where posts.count < 40:
      lastID += 1
      let post = FeedPost.random(id: lastID, using: &generator)
      posts[post.id] = post
      return .add(post)
    case 1 where !posts.isEmpty:
      let keys = posts.keys.sorted()  // sorted, so that a seeded generator picks the same post
      var post = posts[keys[Int.random(in: 0..<keys.count, using: &generator)]]!
      post.score = (post.score + Int.random(in: 1...99, using: &generator)) % 100  // always a new score
      posts[post.id] = post
      return .changeScore(post)
    case 2 where posts.count > 8:
      let keys = posts.keys.sorted()
      let id = keys[Int.random(in: 0..<keys.count, using: &generator)]
      posts[id] = nil
      return .remove(id: id)
    default:
      return nil
    }
  }
}
