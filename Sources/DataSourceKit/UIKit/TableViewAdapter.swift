// Apple-only adapter; see UITableView+ListView.swift for how it is compiled.
#if canImport(UIKit)
  import UIKit
#elseif UIKIT_STANDIN
  import DataSourceKit
  import Foundation
  import UIKitStandIn
#endif

#if canImport(UIKit) || UIKIT_STANDIN
  /// Makes a ``DataSource`` the data source and delegate of a `UITableView`. Every method forwards to
  /// the platform-free data source in one line; no logic lives here.
  ///
  /// The table holds its data source and delegate weakly: keep the adapter alive (for example in
  /// your view controller).
  @MainActor
  public final class TableViewAdapter: NSObject, UITableViewDataSource, UITableViewDelegate {
    /// The data source the table's questions go to.
    public let dataSource: DataSource

    /// Connects `dataSource` to `tableView`: the adapter becomes the table's data source and
    /// delegate, and the table the data source's ``ListView``.
    public init(dataSource: DataSource, tableView: UITableView) {
      self.dataSource = dataSource
      super.init()
      tableView.dataSource = self
      tableView.delegate = self
      dataSource.listView = tableView
    }

    public func numberOfSections(in tableView: UITableView) -> Int { dataSource.numberOfSections }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      dataSource.numberOfRows(inSection: section)
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      ItemPath(indexPath).flatMap { dataSource.cell(at: $0, in: tableView) } as? UITableViewCell
        ?? UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      if case .title(let title)? = dataSource.header(inSection: section) { title } else { nil }
    }

    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
      if case .title(let title)? = dataSource.footer(inSection: section) { title } else { nil }
    }

    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      ItemPath(indexPath).flatMap(dataSource.heightForRow(at:)).map { CGFloat($0) } ?? UITableView.automaticDimension
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      if let path = ItemPath(indexPath), dataSource.didSelectRow(at: path) == .deselect {
        tableView.deselectRow(at: indexPath, animated: true)
      }
    }
  }
#endif
