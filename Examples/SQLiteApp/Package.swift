// swift-tools-version:6.2
// An app's package that uses DataSourceKit's SQLite storage, as an app gets it: DataSourceKit by
// path (an app names its URL and version instead) with the `SQLite` trait, and no GRDB of its own.
// CI builds and tests it from a clone named DataSourceKit (`.ci/run`). Its targets have the settings
// Xcode 26 gives a new app target: main-actor isolation by default and approachable concurrency.
import PackageDescription

let xcode26App: [SwiftSetting] = [
  .defaultIsolation(MainActor.self), .enableUpcomingFeature("InferIsolatedConformances"),
  .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
]

let package = Package(
  name: "SQLiteApp", platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16)],
  dependencies: [.package(path: "../..", traits: ["SQLite"])],
  targets: [
    .target(
      name: "SQLiteApp",
      dependencies: [
        .product(name: "DataSourceKit", package: "DataSourceKit"),
        .product(name: "DataSourceGRDB", package: "DataSourceKit"),
      ],
      swiftSettings: xcode26App
    ),
    .testTarget(
      name: "SQLiteAppTests",
      dependencies: ["SQLiteApp", .product(name: "DataSourceTesting", package: "DataSourceKit")],
      swiftSettings: xcode26App
    ),
  ]
)
