import DataSourceKit
import DataSourceTestSupport
import Foundation
import PropertyBased
import Testing

@testable import DataSourceStorage

/// The one results storage, with a scripted source: first results, edits refreshed in place,
/// sections appearing and disappearing, bursts, errors and their recovery, and stopping. Every
/// result is shown on a headless table and a headless collection view, which accept every batch.
@MainActor
@Suite struct ResultsStorageTests {
  typealias Fixture = StorageFixture<ResultsStorage<Thing, String>>

  func things(_ ids: [Int], _ value: String = "") -> [Thing] { ids.map { Thing($0, value) } }

  @Test func theFirstResultsAreShownWithTheirKeysAsHeaders() async {
    let source = ScriptedSource([("a", things([1, 2])), ("b", things([3]))])
    let fixture = Fixture(ResultsStorage(source))
    await fixture.storage.waitUntilPublished()
    #expect(fixture.held == [["1", "2"], ["3"]])
    #expect(fixture.storage.sectionKeys == ["a", "b"])
    #expect(fixture.storage.headerModel(inSection: 1) as? String == "b")
    #expect(source.starts == 1 && source.fetches == 1)
    fixture.expectConsistent()
  }

  /// A source that tells its first change after it started: waiting for the storage waits for it.
  @Test func waitingWaitsForFirstResultsThatComeLate() async {
    let source = ScriptedSource([("a", things([1]))], startsLate: true)
    let fixture = Fixture(ResultsStorage(source))
    await fixture.storage.waitUntilPublished()
    #expect(fixture.held == [["1"]])
    fixture.expectConsistent()
  }

  @Test func anEditedItemIsRefreshedInPlaceNotReplaced() async {
    let source = ScriptedSource([("a", [Thing(1, "x"), Thing(2, "x")])])
    let fixture = Fixture(ResultsStorage(source))
    await fixture.storage.waitUntilPublished()
    let cell = fixture.table.cellForRow(at: IndexPath(row: 1, section: 0))
    source.set([("a", [Thing(1, "x"), Thing(2, "y")])])
    source.feed.changed()
    await fixture.storage.waitUntilPublished()
    #expect(fixture.updates.last?.changes == [.updateItem(ItemPath(item: 1, section: 0))])
    #expect(fixture.updates.last?.updatedObjects[ItemPath(item: 1, section: 0)] == Thing(2, "y"))
    #expect(fixture.held == [["1x", "2y"]])
    #expect(fixture.table.cellForRow(at: IndexPath(row: 1, section: 0))?.text == "2y")
    #expect(cell != nil)
    fixture.expectConsistent()
  }

  @Test func resultsSentByTheSourceNeedNoFetch() async {
    let source = ScriptedSource([("a", things([1]))])
    let fixture = Fixture(ResultsStorage(source))
    await fixture.storage.waitUntilPublished()
    source.feed.send([KeyedSection(key: "b", items: things([2, 1]))])
    await fixture.storage.waitUntilPublished()
    #expect(fixture.held == [["2", "1"]])
    #expect(source.fetches == 1)
    fixture.expectConsistent()
  }

  /// A burst of changes while a fetch is held costs one more fetch, and the newest results win.
  @Test func aBurstDuringAFetchCostsOneMoreFetch() async throws {
    let source = ScriptedSource([("a", things([1]))])
    let fixture = Fixture(ResultsStorage(source))
    await fixture.storage.waitUntilPublished()
    source.hold()
    source.feed.changed()
    while source.heldCount == 0 { try await Task.sleep(for: .milliseconds(1)) }
    for n in 2...50 {
      source.set([("a", things(Array(1...n)))])
      source.feed.changed()
    }
    source.release()
    await fixture.storage.waitUntilPublished()
    #expect(source.fetches == 3, "the first, the held one, and one for the burst")
    #expect(fixture.held == [(1...50).map(String.init)])
    #expect(fixture.updates.count <= 3)
    fixture.expectConsistent()
  }

  @Test func anErrorIsReportedOnceAndItsRecoveryOnce() async {
    let source = ScriptedSource([("a", things([1]))])
    let storage = ResultsStorage(source)
    var errors: [String] = []
    var recoveries = 0
    storage.onError = { errors.append(String(describing: $0)) }
    storage.onRecovery = { recoveries += 1 }
    await storage.waitUntilPublished()
    source.fail("disk gone")
    for _ in 0..<3 {
      source.feed.changed()
      await storage.waitUntilPublished()
    }
    source.feed.fail(ScriptedSource.Failure(description: "disk gone"))
    await storage.waitUntilPublished()
    #expect(errors == ["disk gone"])
    #expect(storage.lastError != nil)
    #expect(storage.sections.map { $0.items.map(\.id) } == [[1]], "what was shown stays")
    source.set([("a", things([1, 2]))])
    source.feed.changed()
    await storage.waitUntilPublished()
    #expect(recoveries == 1 && storage.lastError == nil)
    #expect(storage.sections.map { $0.items.map(\.id) } == [[1, 2]])
    source.fail("disk gone")
    source.feed.changed()
    await storage.waitUntilPublished()
    #expect(errors == ["disk gone", "disk gone"], "after a recovery, the error starts again")
  }

  @Test func cancellingStopsTheSourceOnceAndKeepsWhatIsShown() async {
    let source = ScriptedSource([("a", things([1]))])
    let fixture = Fixture(ResultsStorage(source))
    await fixture.storage.waitUntilPublished()
    fixture.storage.cancel()
    fixture.storage.cancel()
    #expect(source.stops == 1 && !fixture.storage.isObserving)
    source.set([("a", things([1, 2]))])
    source.feed.changed()
    source.feed.send([KeyedSection(key: "b", items: things([3]))])
    await fixture.storage.waitUntilPublished()
    #expect(source.fetches == 1)
    #expect(fixture.held == [["1"]])
    fixture.expectConsistent()
  }

  @Test func releasingTheStorageStopsTheSourceAndEndsItsStreams() async {
    let source = ScriptedSource([("a", things([1]))])
    var storage: ResultsStorage<Thing, String>? = ResultsStorage(source)
    await storage!.waitUntilPublished()
    let updates = storage!.updates()
    storage = nil
    #expect(source.stops == 1)
    source.feed.changed()
    var received = 0
    for await _ in updates { received += 1 }
    #expect(received == 0, "the stream finished; the change after the release sent nothing")
    #expect(source.fetches == 1)
  }

  /// Random results (sections appearing, disappearing and reordering, items moving between them,
  /// edited, repeated) told as changes or sent, with errors between them: after each, both views
  /// show the results with each id's first item, and accepted every batch.
  @Test func randomResultsAreShownOnBothViews() async {
    await propertyCheck(count: 40, input: Gen.uint64(in: 0...UInt64.max)) { seed in
      var rng = SplitMix64(seed: seed)
      let source = ScriptedSource()
      let fixture = Fixture(ResultsStorage(source))
      await fixture.storage.waitUntilPublished()
      var expected: [[String]] = []
      for step in 0..<12 {
        var sections: [(String, [Thing])] = []
        for key in ["a", "b", "c", "d"].shuffled(using: &rng) where rng.int(0...2) > 0 {
          sections.append((key, (0..<rng.int(0...5)).map { _ in Thing(rng.int(0...14), ["", "'"][rng.int(0...1)]) }))
        }
        var seen = Set<Int>()
        let shown = sections.map { $0.1.filter { seen.insert($0.id).inserted }.map(\.description) }.filter {
          !$0.isEmpty
        }
        switch rng.int(0...3) {
        case 0:
          source.fail("step \(step)")
          source.feed.changed()
        case 1:
          source.feed.send(sections.map { KeyedSection(key: $0.0, items: $0.1) })
          expected = shown
        default:
          source.set(sections)
          source.feed.changed()
          expected = shown
        }
        await fixture.storage.waitUntilPublished()
        #expect(fixture.held == expected, "seed \(seed), step \(step)")
        fixture.expectConsistent("seed \(seed), step \(step)")
      }
    }
  }

  /// What waits for a busy worker is bounded: a run of changes and results keeps its newest, and an
  /// error that repeats is kept once, while errors between results keep their order.
  @Test func waitingEventsMergeAsTheWorkerWouldTreatThem() {
    typealias Pipeline = ResultsPipeline<Thing, String>
    let results = { (id: Int) in Pipeline.Event.results([KeyedSection(key: "x", items: [Thing(id)])]) }
    let failure = { (name: String) in Pipeline.Event.failure(ScriptedSource.Failure(description: name)) }
    var events: [Pipeline.Event] = (1...1_000).map(results)
    events += [.changed, failure("a"), failure("a"), failure("b"), results(7), .changed, results(8)]
    Pipeline.compact(&events)
    let described = events.map {
      switch $0 {
      case .changed: "changed"
      case .results(let sections): "results \(sections.flatMap(\.items).map(\.id))"
      case .failure(let error): "error \(error)"
      }
    }
    #expect(described == ["changed", "error a", "error b", "results [8]"])
  }
}
