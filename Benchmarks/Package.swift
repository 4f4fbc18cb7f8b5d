// swift-tools-version:6.1
// The benchmark package: kept apart so its dependencies stay out of the library's build.
import PackageDescription

let package = Package(
  name: "DataSourceKitBenchmarks",
  platforms: [.macOS(.v15)],
  products: [.library(name: "DiffScenarios", targets: ["DiffScenarios"])],
  dependencies: [
    .package(name: "DataSourceKit", path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark.git", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .target(
      name: "BenchSupport",
      dependencies: [.product(name: "DataSourceKit", package: "DataSourceKit")]
    ),
    .target(
      name: "DiffScenarios",
      dependencies: [.product(name: "DataSourceDiff", package: "DataSourceKit")]
    ),
    .executableTarget(
      name: "diff-report",
      dependencies: ["DiffScenarios"]
    ),
    .executableTarget(
      name: "datasource-bench",
      dependencies: [
        "BenchSupport",
        "DiffScenarios",
        .product(name: "DataSourceKit", package: "DataSourceKit"),
      ]
    ),
    .executableTarget(
      name: "terminal-bench",
      dependencies: [
        "BenchSupport",
        .product(name: "DataSourceKit", package: "DataSourceKit"),
        .product(name: "DataSourceTerminal", package: "DataSourceKit"),
      ]
    ),
    .executableTarget(
      name: "snapshot-bench",
      dependencies: ["BenchSupport", .product(name: "DataSourceKit", package: "DataSourceKit")]
    ),
    .executableTarget(
      name: "main-actor-bench",
      dependencies: ["BenchSupport", .product(name: "DataSourceKit", package: "DataSourceKit")]
    ),
    .executableTarget(
      name: "rows-bench",
      dependencies: ["BenchSupport", "DiffScenarios", .product(name: "DataSourceKit", package: "DataSourceKit")]
    ),
    .executableTarget(
      name: "storage-bench",
      dependencies: ["BenchSupport", .product(name: "DataSourceKit", package: "DataSourceKit")]
    ),
    .executableTarget(
      name: "DiffBenchmarks",
      dependencies: [
        "DiffScenarios",
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/DiffBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
