import DataSourceCore
import Observation

/// What a `DataSource` shows, as `@Observable` sections SwiftUI's `List` and `ForEach` read: its
/// shown sections and rows (hidden ones left out), with the identities its diff uses. It follows the
/// data source through its state seam (`ListStateObserver`): once per change of what is shown.
///
/// Each ``ObservedSection`` is observed on its own and changes only when its rows (by identity and
/// content), header or footer change; ``sections`` changes only when sections come, go or move.
/// Rows are type-erased: read a row's item with `row.item(as:)`.
///
/// Available where the OS has the Observation framework: iOS and tvOS 17, macOS 14, and Linux. Main
/// actor.
@available(iOS 17.0, tvOS 17.0, macOS 14.0, watchOS 10.0, *)
@MainActor
public final class ObservedDataSource: Observable {
  /// The shown sections, in order.
  public var sections: [ObservedSection<Row>] {
    registrar.access(self, keyPath: \.sections)
    return storedSections
  }
  /// The data source followed.
  public let dataSource: DataSource
  private let registrar = ObservationRegistrar()
  private var storedSections: [ObservedSection<Row>] = []
  /// What the data source tells of each change (it holds its observers weakly; this object holds it).
  private let follower = Follower()

  /// Follows `dataSource`, starting from what it shows now.
  /// - Complexity: O(*n*) for *n* shown rows.
  public init(_ dataSource: DataSource) {
    self.dataSource = dataSource
    apply()
    follower.owner = self
    dataSource.addStateObserver(follower)
  }

  /// The data source's state observer, kept apart so that its method is not the model's API.
  private final class Follower: ListStateObserver {
    weak var owner: ObservedDataSource?
    func dataSourceDidChangeState(_ dataSource: DataSource) { owner?.apply() }
  }

  private func apply() {
    let contents = dataSource.state.sections.map { section in
      ObservedSection<Row>.Content(
        id: .identifier(section.id), items: section.rows, header: section.header, footer: section.footer)
    }
    if let updated = ObservedSection.reconcile(storedSections, with: contents) {
      registrar.withMutation(of: self, keyPath: \.sections) { storedSections = updated }
    }
  }
}
