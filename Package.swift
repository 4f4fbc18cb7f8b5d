// swift-tools-version:6.2
import PackageDescription

/// Invariant checks (`_checkInvariants()`) are compiled in only when this define is set.
/// Debug builds (and so `swift test`) set it; release builds do not pay for the checks.
let invariantChecks: [SwiftSetting] = [
  .define("DATASOURCE_INVARIANT_CHECKS", .when(configuration: .debug))
]

let package = Package(
  name: "DataSourceKit",
  platforms: [.macOS(.v13), .iOS(.v15), .tvOS(.v15)],
  products: [
    .library(name: "DataSourceDiff", targets: ["DataSourceDiff"]),
    .library(name: "DataSourceKit", targets: ["DataSourceKit"]),
    .library(name: "DataSourceCore", targets: ["DataSourceCore"]),
    .library(name: "DataSourceInteraction", targets: ["DataSourceInteraction"]),
    .library(name: "DataSourceStorage", targets: ["DataSourceStorage"]),
    .library(name: "DataSourceDiffable", targets: ["DataSourceDiffable"]),
    .library(name: "DataSourceUIKit", targets: ["DataSourceUIKit"]),
    .library(name: "DataSourceTesting", targets: ["DataSourceTesting"]),
    .library(name: "DataSourceSnapshotTesting", targets: ["DataSourceSnapshotTesting"]),
    .library(name: "DataSourceGRDB", targets: ["DataSourceGRDB"]),
    .library(name: "DataSourceCoreData", targets: ["DataSourceCoreData"]),
    .library(name: "DataSourceSwiftData", targets: ["DataSourceSwiftData"]),
    .library(name: "DataSourceTerminal", targets: ["DataSourceTerminal"]),
    .executable(name: "datasource-diff", targets: ["datasource-diff"]),
    // datasource-examples is no product: `swift run` finds it in this package, and an app that depends
    // on DataSourceKit never resolves what the catalog uses (GRDB).
  ],
  // GRDB is resolved only for apps that ask for the SQLite trait: `.package(url: …, branch: "main",
  // traits: ["SQLite"])`, then the DataSourceGRDB product. Without it, that product is empty. The same
  // holds for swift-snapshot-testing, the SnapshotTesting trait and DataSourceSnapshotTesting.
  traits: [
    .trait(name: "SQLite", description: "DataSourceGRDB: storages backed by SQLite through GRDB."),
    .trait(
      name: "SnapshotTesting",
      description: "DataSourceSnapshotTesting: swift-snapshot-testing strategies for lists, as text."),
  ],
  dependencies: [
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
  ],
  targets: [
    .target(name: "DataSourceDiff", swiftSettings: invariantChecks),
    // The layers (see CONTRIBUTING.md, "Design"): the core, then one module per front door and one
    // for UIKit, and DataSourceKit re-exporting them all.
    .target(name: "DataSourceCore", dependencies: ["DataSourceDiff"], swiftSettings: invariantChecks),
    // What a user does with a row beyond the programming model (swipe actions, menus, drag and drop)
    // and what an empty list shows: kept out of the core, which holds none of its types.
    .target(name: "DataSourceInteraction", dependencies: ["DataSourceCore"], swiftSettings: invariantChecks),
    .target(name: "DataSourceStorage", dependencies: ["DataSourceCore"], swiftSettings: invariantChecks),
    .target(
      name: "DataSourceDiffable", dependencies: ["DataSourceCore", "DataSourceInteraction"],
      swiftSettings: invariantChecks
    ),
    .target(
      name: "DataSourceUIKit",
      dependencies: ["DataSourceCore", "DataSourceInteraction", "DataSourceStorage", "DataSourceDiffable"]
    ),
    // The stores' modules import Core Data and SwiftData where those exist; elsewhere they are empty.
    .target(name: "DataSourceCoreData", dependencies: ["DataSourceStorage"]),
    .target(name: "DataSourceSwiftData", dependencies: ["DataSourceStorage"]),
    .target(
      name: "DataSourceKit",
      dependencies: [
        "DataSourceCore", "DataSourceInteraction", "DataSourceStorage", "DataSourceDiffable", "DataSourceUIKit",
      ]
    ),
    .target(name: "DataSourceTesting", dependencies: ["DataSourceKit"], swiftSettings: invariantChecks),
    .target(
      name: "DataSourceSnapshotTesting",
      dependencies: [
        "DataSourceCore", "DataSourceTesting",
        .product(
          name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["SnapshotTesting"])),
      ]
    ),
    // The same sources (symlinks), always with swift-snapshot-testing, for the tests: in no product,
    // as DataSourceGRDBLocal below.
    .target(
      name: "DataSourceSnapshotTestingLocal",
      dependencies: [
        "DataSourceCore", "DataSourceTesting", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      path: "Tests/DataSourceSnapshotTestingLocal",
      swiftSettings: [.define("SnapshotTesting")]
    ),
    .target(name: "DataSourceDiffTool", dependencies: ["DataSourceDiff"]),
    .executableTarget(name: "datasource-diff", dependencies: ["DataSourceDiffTool"]),
    .target(
      name: "DataSourceGRDB",
      dependencies: [
        "DataSourceStorage", .product(name: "GRDB", package: "GRDB.swift", condition: .when(traits: ["SQLite"])),
      ]
    ),
    // The same sources as DataSourceGRDB (symlinks), always with GRDB, for the tests and the catalog:
    // in no product, so apps never resolve GRDB through it, while `swift test` and `swift run
    // datasource-examples` need no trait.
    .target(
      name: "DataSourceGRDBLocal",
      dependencies: ["DataSourceStorage", .product(name: "GRDB", package: "GRDB.swift")],
      path: "Tests/DataSourceGRDBLocal",
      swiftSettings: [.define("SQLite")]
    ),
    .target(name: "DataSourceTerminal", dependencies: ["DataSourceKit"]),
    .target(
      name: "DataSourceExamples",
      dependencies: [
        "DataSourceKit", "DataSourceTerminal", "DataSourceGRDBLocal", .product(name: "GRDB", package: "GRDB.swift"),
      ]
    ),
    .executableTarget(name: "datasource-examples", dependencies: ["DataSourceExamples"]),
    // The UIKit module, run on Linux: UIKitAdapterCheck holds one symlink to the whole of
    // Sources/DataSourceUIKit and compiles it with UIKIT_STANDIN against UIKitStandIn, which declares
    // the UIKit API it uses, as Apple documents it, and behaves as Apple documents it: its table and
    // collection views keep counts, ask for cells and check each batch with the headless views' rules.
    .target(name: "UIKitStandIn", dependencies: ["DataSourceCore", "DataSourceTesting"], path: "Tests/UIKitStandIn"),
    .target(
      name: "UIKitAdapterCheck",
      dependencies: ["DataSourceCore", "DataSourceInteraction", "DataSourceDiffable", "UIKitStandIn"],
      path: "Tests/UIKitAdapterCheck",
      swiftSettings: [.define("UIKIT_STANDIN")]
    ),
    .target(
      name: "DataSourceTestSupport",
      dependencies: ["DataSourceTesting"],
      path: "Tests/Support",
      swiftSettings: invariantChecks
    ),
    .testTarget(
      name: "DataSourceDiffTests",
      dependencies: [
        "DataSourceDiff", "DataSourceDiffTool", "DataSourceTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    // One test folder per module (the umbrella's holds what spans them: the docs, the README, the
    // glossary, the ported seed screens); shared fixtures and models live in Tests/Support.
    .testTarget(
      name: "DataSourceCoreTests",
      dependencies: [
        "DataSourceCore", "DataSourceTesting", "DataSourceTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "DataSourceInteractionTests",
      dependencies: ["DataSourceInteraction", "DataSourceTesting", "DataSourceTestSupport"]
    ),
    .testTarget(
      name: "DataSourceStorageTests",
      dependencies: [
        "DataSourceStorage", "DataSourceTesting", "DataSourceTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "DataSourceDiffableTests",
      dependencies: [
        "DataSourceDiffable", "DataSourceTesting", "DataSourceTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "DataSourceKitTests",
      dependencies: [
        "DataSourceKit", "DataSourceTesting", "DataSourceTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "DataSourceGRDBTests",
      dependencies: [
        "DataSourceGRDBLocal", "DataSourceExamples", "DataSourceTesting", "DataSourceTestSupport",
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "DataSourceTerminalTests",
      dependencies: [
        "DataSourceTerminal", "DataSourceExamples", "DataSourceKit", "DataSourceTesting", "DataSourceTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "DataSourceSnapshotTestingTests",
      dependencies: [
        "DataSourceSnapshotTestingLocal", "DataSourceExamples", "DataSourceTesting", "DataSourceTestSupport",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]
    ),
    .testTarget(
      name: "UIKitAdapterCheckTests",
      dependencies: [
        "UIKitAdapterCheck", "UIKitStandIn", "DataSourceKit", "DataSourceTesting", "DataSourceTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: [.define("UIKIT_STANDIN")]
    ),
    // App code as the docs write it, compiled as plain Swift 6 and again (the same files, through a
    // symlink) with the settings Xcode 26 gives a new app target.
    .testTarget(name: "AppStyleTests", dependencies: ["DataSourceKit", "DataSourceTesting"]),
    .testTarget(
      name: "AppStyleXcode26Tests",
      dependencies: ["DataSourceKit", "DataSourceTesting"],
      swiftSettings: [
        .defaultIsolation(MainActor.self), .enableUpcomingFeature("InferIsolatedConformances"),
        .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
      ]
    ),
    .testTarget(
      name: "DataSourceTestingTests",
      dependencies: [
        "DataSourceTesting", "DataSourceTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
