import Benchmark
import DataSourceDiff
import DiffScenarios
import Synchronization

/// Generated data, made once per process and per case, outside the measured region.
final class DataCache: Sendable {
  private let ints = Mutex<[String: (source: [DiffSection<Int, IntItem>], target: [DiffSection<Int, IntItem>])]>([:])
  private let strings = Mutex<[String: (source: [DiffSection<Int, StringItem>], target: [DiffSection<Int, StringItem>])]>([:])

  func intData(_ scenario: Scenario, _ n: Int) -> (source: [DiffSection<Int, IntItem>], target: [DiffSection<Int, IntItem>]) {
    let key = "\(scenario)/\(n)"
    if let hit = ints.withLock({ $0[key] }) { return hit }
    let made = ScenarioData(scenario, n: n).intSections()
    ints.withLock { $0[key] = made }
    return made
  }

  func stringData(_ scenario: Scenario, _ n: Int) -> (source: [DiffSection<Int, StringItem>], target: [DiffSection<Int, StringItem>]) {
    let key = "\(scenario)/\(n)"
    if let hit = strings.withLock({ $0[key] }) { return hit }
    let made = ScenarioData(scenario, n: n).stringSections()
    strings.withLock { $0[key] = made }
    return made
  }
}

let cache = DataCache()

/// Registers one measured implementation for one case. Names are `scenario/n/ids/implementation`.
func register<Section: DiffableSection & Sendable>(
  _ name: String, _ data: @escaping @Sendable () -> (source: [Section], target: [Section]),
  _ body: @escaping @Sendable ([Section], [Section]) -> Int
) {
  Benchmark(name) { benchmark in
    let (source, target) = data()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { blackHole(body(source, target)) }
    benchmark.stopMeasurement()
  }
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.throughput, .wallClock, .mallocCountTotal, .peakMemoryResident],
    warmupIterations: 1,
    maxDuration: .seconds(2),
    maxIterations: 25)
  for scenario in Scenario.allCases {
    for n in [1_000, 10_000, 100_000] {
      let ints: @Sendable () -> ([DiffSection<Int, IntItem>], [DiffSection<Int, IntItem>]) = { cache.intData(scenario, n) }
      let strings: @Sendable () -> ([DiffSection<Int, StringItem>], [DiffSection<Int, StringItem>]) = { cache.stringData(scenario, n) }
      register("\(scenario)/\(n)/int/floor", ints) { floorPass(source: $0, target: $1) }
      register("\(scenario)/\(n)/int/dsk", ints) { dataSourceKitDiff(source: $0, target: $1) }
      register("\(scenario)/\(n)/int/staged", ints) { dataSourceKitStaged(source: $0, target: $1) }
      register("\(scenario)/\(n)/string/floor", strings) { floorPass(source: $0, target: $1) }
      register("\(scenario)/\(n)/string/dsk", strings) { dataSourceKitDiff(source: $0, target: $1) }
      register("\(scenario)/\(n)/string/staged", strings) { dataSourceKitStaged(source: $0, target: $1) }
      if n <= 10_000 {
        register("\(scenario)/\(n)/int/stdlib", ints) { standardLibraryDiff(source: $0, target: $1) }
        register("\(scenario)/\(n)/string/stdlib", strings) { standardLibraryDiff(source: $0, target: $1) }
      }
    }
  }
}
