import DataSourceKit
import DataSourceTerminal

/// File Tree: this package's own layout as an outline, folders opening and closing in place.
@MainActor
final class FileTreeScreen: OutlineScreen<String> {
  /// Folders and their entries, by path; a path not listed here is a file.
  static let folders: [String: [String]] = [
    "": ["Sources", "Tests", "Benchmarks", "Package.swift", "README.md"],
    "Sources": [
      "Sources/DataSourceDiff", "Sources/DataSourceCore", "Sources/DataSourceDiffable", "Sources/DataSourceUIKit",
      "Sources/DataSourceTesting", "Sources/DataSourceTerminal",
    ],
    "Sources/DataSourceDiff": [
      "Sources/DataSourceDiff/SectionedChangeset.swift", "Sources/DataSourceDiff/StagedChangeset.swift",
    ],
    "Sources/DataSourceCore": ["Sources/DataSourceCore/DataSource", "Sources/DataSourceCore/Descriptors"],
    "Sources/DataSourceCore/DataSource": ["Sources/DataSourceCore/DataSource/DataSource.swift"],
    "Sources/DataSourceCore/Descriptors": [
      "Sources/DataSourceCore/Descriptors/Row.swift", "Sources/DataSourceCore/Descriptors/CellDescriptor.swift",
    ],
    "Sources/DataSourceDiffable": [
      "Sources/DataSourceDiffable/DiffableDataSource.swift",
      "Sources/DataSourceDiffable/DiffableDataSourceSectionSnapshot.swift",
    ],
    "Sources/DataSourceUIKit": [
      "Sources/DataSourceUIKit/TableViewAdapter.swift", "Sources/DataSourceUIKit/CollectionViewAdapter.swift",
    ],
    "Sources/DataSourceTesting": [
      "Sources/DataSourceTesting/HeadlessTableView.swift", "Sources/DataSourceTesting/HeadlessCollectionView.swift",
    ],
    "Sources/DataSourceTerminal": ["Sources/DataSourceTerminal/TerminalTableView.swift"],
    "Tests": ["Tests/DataSourceDiffTests", "Tests/DataSourceKitTests"],
    "Tests/DataSourceDiffTests": ["Tests/DataSourceDiffTests/DiffPropertyTests.swift"],
    "Tests/DataSourceKitTests": ["Tests/DataSourceKitTests/SectionSnapshotTests.swift"],
    "Benchmarks": ["Benchmarks/Package.swift"],
  ]

  init() {
    var outline = DiffableDataSourceSectionSnapshot<String>()
    var pending = [""]
    while let folder = pending.popLast() {
      let entries = Self.folders[folder] ?? []
      outline.append(entries, to: folder.isEmpty ? nil : folder)
      pending += entries.filter { Self.folders[$0] != nil }
    }
    outline.expand(["Sources"])
    super.init(title: "File Tree", sectionTitle: "DataSourceKit", outline: outline) { path, isFolder, isExpanded in
      let name = String(path.split(separator: "/").last ?? "")
      return [
        isFolder
          ? TerminalLine((isExpanded ? "▾ " : "▸ ") + name + "/", style: TextStyle(bold: true, color: .blue))
          : TerminalLine("  " + name)
      ]
    }
  }
}
