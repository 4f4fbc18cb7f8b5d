// Compiled only with the SnapshotTesting package trait (see Package.swift).
#if SnapshotTesting
  import DataSourceCore
  import DataSourceTesting
  import Foundation
  @_exported import SnapshotTesting

  extension Snapshotting where Value == DataSource, Format == String {
    /// What the data source shows, as text: per section its header (`## Title`), one line per shown
    /// row (`- ` and the description of its model) and its footer (indented); while no row shows, its
    /// empty state (`(empty) No fruit [Add]`). Hidden rows and sections are left out, as every view
    /// leaves them out. The text is `ListStateText.lines(of:title:)`, one line each, so a failure is a
    /// line diff.
    ///
    /// ```swift
    /// assertSnapshot(of: dataSource, as: .listText)
    /// ```
    ///
    /// The data source is read on the main actor: at once from a `@MainActor` test, otherwise by
    /// waiting for the main queue.
    /// - Complexity: O(*r*) for *r* shown rows.
    public static var listText: Snapshotting { listText(title: ListStateText.describe) }

    /// ``listText``, with each row's line made by `title` (say, from its model's name).
    ///
    /// ```swift
    /// assertSnapshot(of: dataSource, as: .listText { $0.item(as: Fruit.self)?.name ?? "?" })
    /// ```
    public static func listText(title: @escaping @MainActor (Row) -> String) -> Snapshotting {
      mainActorText { ListStateText.lines(of: $0, title: title) }
    }
  }

  extension Snapshotting where Format == String {
    /// A text strategy that reads `Value` on the main actor. Snapshots are taken on the thread of the
    /// assertion: a main-actor test reads at once (asked of the main queue, as `Thread.isMainThread`
    /// cannot tell on Linux); any other waits for the main queue, which the test runner keeps free.
    static func mainActorText(_ lines: @escaping @MainActor (Value) -> [String]) -> Snapshotting
    where Value: Sendable {
      Snapshotting<String, String>.lines.pullback { value in
        let read = { MainActor.assumeIsolated { lines(value).joined(separator: "\n") } }
        return MainQueue.isCurrent ? read() : DispatchQueue.main.sync(execute: read)
      }
    }
  }
#endif
