import Foundation
import Testing

@testable import DataSourceGRDBLocal

/// What waits for a busy DatabaseStorage worker is bounded: a run of fetched results keeps its newest,
/// and an error that repeats is kept once, while errors between results keep their order.
@Suite struct DatabaseStoragePipelineTests {
  typealias Pipeline = DatabaseStoragePipeline<TaskRecord, String>

  func describe(_ events: [Pipeline.Event]) -> [String] {
    events.map {
      switch $0 {
      case .result(let rows): "result \(rows.map(\.1.id))"
      case .failure(let error): "error \(error)"
      }
    }
  }

  @Test func waitingEventsMergeAsTheWorkerWouldTreatThem() {
    let row = { (id: Int64) in ("x", TaskRecord(id: id, title: "t", list: "x")) }
    var events: [Pipeline.Event] = (1...1_000).map { .result([row(Int64($0))]) }
    events += [
      .failure(DatabaseStorageError.fileMissing(path: "a")), .failure(DatabaseStorageError.fileMissing(path: "a")),
    ]
    events += [.failure(DatabaseStorageError.fileMissing(path: "b")), .result([row(7)]), .result([row(8)])]
    Pipeline.compact(&events)
    #expect(
      describe(events) == [
        "result [1000]", "error \(DatabaseStorageError.fileMissing(path: "a"))",
        "error \(DatabaseStorageError.fileMissing(path: "b"))", "result [8]",
      ])
  }
}
