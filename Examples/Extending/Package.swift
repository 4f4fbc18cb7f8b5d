// swift-tools-version:6.2
// A package beside the library that extends it from outside, on its products alone: a list view of
// its own (LineListView), an edit-style storage (ChangeLogStorage) and a front door (ArrayDataSource).
// It uses the seams DataSourceKit publishes under `@_spi(Extending)` (see CONTRIBUTING.md, "Design:
// the seams") and nothing `package`. CI builds and tests it (`.ci/run`).
import PackageDescription

let package = Package(
  name: "Extending", platforms: [.macOS(.v13), .iOS(.v15), .tvOS(.v15)],
  dependencies: [
    .package(path: "../.."),
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
  ],
  targets: [
    .target(name: "Extending", dependencies: [.product(name: "DataSourceKit", package: "DataSourceKit")]),
    .testTarget(
      name: "ExtendingTests",
      dependencies: [
        "Extending", .product(name: "DataSourceTesting", package: "DataSourceKit"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
