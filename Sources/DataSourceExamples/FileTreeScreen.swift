import DataSourceKit
import DataSourceTerminal
import Foundation

/// File Tree: the folder the catalog runs in (this package's, under `swift run`), read from disk as
/// an outline, folders opening and closing in place.
@MainActor
final class FileTreeScreen: OutlineScreen<String> {
  /// What is left out: hidden entries and build folders.
  static func isShown(_ name: String) -> Bool {
    !name.hasPrefix(".") && name != "Package.resolved" && !name.hasPrefix(".build")
  }

  /// The most entries read, so that a huge folder (a home folder, `/`) opens at once.
  static let entryLimit = 3_000

  /// The folders under `root` and their entries, by path relative to it ("" for `root`), folders
  /// first then files, each by name; how many entries were left out by ``entryLimit``.
  static func read(_ root: String) -> (folders: [String: [String]], leftOut: Int) {
    let manager = FileManager.default
    var folders: [String: [String]] = [:]
    var pending = [""]
    var read = 0
    var leftOut = 0
    while !pending.isEmpty {
      let folder = pending.removeFirst()
      let absolute = folder.isEmpty ? root : root + "/" + folder
      let names = ((try? manager.contentsOfDirectory(atPath: absolute)) ?? []).filter(isShown)
      var isFolder: [String: Bool] = [:]
      for name in names {
        var directory: ObjCBool = false
        isFolder[name] =
          manager.fileExists(atPath: absolute + "/" + name, isDirectory: &directory) && directory.boolValue
      }
      let sorted = names.sorted { (isFolder[$0]! ? 0 : 1, $0) < (isFolder[$1]! ? 0 : 1, $1) }
      let kept = sorted.prefix(max(0, entryLimit - read))
      leftOut += sorted.count - kept.count
      read += kept.count
      let paths = kept.map { folder.isEmpty ? $0 : folder + "/" + $0 }
      folders[folder] = paths
      pending += paths.filter { isFolder[String($0.split(separator: "/").last!)] == true }
    }
    return (folders, leftOut)
  }

  /// How many entries the folder had that are not shown.
  let leftOut: Int
  let root: String

  init(root: String = FileManager.default.currentDirectoryPath) {
    self.root = root
    let (folders, leftOut) = Self.read(root)
    self.leftOut = leftOut
    var outline = DiffableDataSourceSectionSnapshot<String>()
    var pending = [""]
    while let folder = pending.popLast() {
      let entries = folders[folder] ?? []
      outline.append(entries, to: folder.isEmpty ? nil : folder)
      pending += entries.filter { folders[$0] != nil }
    }
    if folders["Sources"] != nil { outline.expand(["Sources"]) }
    let name = root.split(separator: "/").last.map(String.init) ?? root
    super.init(title: "File Tree", sectionTitle: name, outline: outline) { path, _, isExpanded in
      let entry = String(path.split(separator: "/").last ?? "")
      return [
        folders[path] != nil
          ? TerminalLine((isExpanded ? "▾ " : "▸ ") + entry + "/", style: TextStyle(bold: true, color: .blue))
          : TerminalLine("  " + entry)
      ]
    }
    dataSource.emptyState = EmptyState("An empty folder", secondaryText: root)
    // A package opens on its open Sources folder.
    if let sources: ItemPath = outlineSource.indexPath(for: "Sources") { tableView.moveCursor(to: sources) }
  }

  override var status: String {
    let shown = "\(root)" + (leftOut > 0 ? " · \(leftOut) more entries not read" : "")
    return super.status.isEmpty ? shown : super.status + " · " + shown
  }
}
