// Apple only, and only where SwiftUI exists: the stand-in cannot type-check this file, so the real
// SDKs compile it (see CONTRIBUTING.md).
#if canImport(UIKit) && canImport(SwiftUI)
  import DataSourceCore
  import DataSourceStorage
  import SwiftUI
  import UIKit

  /// A `UITableView` SwiftUI can host: a data source's rows (or a storage's) with their descriptors
  /// (cells, SwiftUI rows through `hostingConfiguration`, swipe actions, context menus, drag and
  /// drop), updated as batches UIKit accepts. Use it where `List` is too slow: thousands of rows, or
  /// frequent animated updates.
  ///
  /// ```swift
  /// // Apple platforms only (UIKit, SwiftUI):
  /// struct NotesScreen: View {
  ///   let dataSource: DataSource
  ///   @State private var selection: Set<ItemPath> = []
  ///   var body: some View {
  ///     DataSourceList(dataSource, style: .insetGrouped, selection: $selection)
  ///   }
  /// }
  /// ```
  ///
  /// Guarantees:
  /// - **The data source survives view updates**: a coordinator keeps the table's adapter; a view
  ///   update with the same data source (or storage) changes nothing. A different one replaces it:
  ///   the old one lets go of the table, the new one shows its rows.
  /// - **Selection** is bound both ways: a tap updates `selection`; a `selection` changed by SwiftUI
  ///   selects those rows (set the table's `allowsMultipleSelection` in `configure` for several).
  /// - **Sizing** follows SwiftUI's proposal: a proposed dimension is taken as is; one left open is
  ///   the table's content size in it (a table in a `ScrollView` is as tall as its rows).
  /// - Main actor, as SwiftUI's views are. iOS and tvOS 16.
  @available(iOS 16.0, tvOS 16.0, *)
  @MainActor
  public struct DataSourceList: UIViewRepresentable {
    /// Where the rows come from: a data source, or a storage and the descriptors to show it with.
    private let identity: ObjectIdentifier
    private let makeDataSource: @MainActor () -> DataSource
    private let style: UITableView.Style
    private let selection: Binding<Set<ItemPath>>?
    private let configure: @MainActor (UITableView) -> Void

    /// Shows `dataSource` in a table of `style`.
    /// - Parameters:
    ///   - dataSource: the rows and their descriptors; a diffable data source's `dataSource` too.
    ///   - style: the table's style.
    ///   - selection: the selected rows, by the path where they show; `nil` for no binding.
    ///   - configure: called once with the new table, to set what UIKit offers (separators,
    ///     `allowsMultipleSelection`, `dragInteractionEnabled`…).
    public init(
      _ dataSource: DataSource, style: UITableView.Style = .plain, selection: Binding<Set<ItemPath>>? = nil,
      configure: @escaping @MainActor (UITableView) -> Void = { _ in }
    ) {
      identity = ObjectIdentifier(dataSource)
      makeDataSource = { dataSource }
      self.style = style
      self.selection = selection
      self.configure = configure
    }

    /// Shows `storage` with `cellDescriptors`, through a data source the list makes and keeps (bound
    /// to the storage: its updates animate).
    /// - Parameters:
    ///   - storage: the rows' storage.
    ///   - cellDescriptors: how its items become cells.
    ///   - style: the table's style.
    ///   - selection: the selected rows, by the path where they show; `nil` for no binding.
    ///   - configure: called once with the new table (see the other initializer).
    public init<S: Storage>(
      _ storage: S, cellDescriptors: [any CellDescribing], style: UITableView.Style = .plain,
      selection: Binding<Set<ItemPath>>? = nil, configure: @escaping @MainActor (UITableView) -> Void = { _ in }
    ) where S.Item: Diffable & Sendable {
      identity = ObjectIdentifier(storage)
      makeDataSource = {
        let dataSource = DataSource(cellDescriptors: cellDescriptors)
        dataSource.bind(to: storage)
        return dataSource
      }
      self.style = style
      self.selection = selection
      self.configure = configure
    }

    /// What the list keeps across view updates: the data source shown and its adapter.
    @MainActor
    public final class Coordinator {
      fileprivate var identity: ObjectIdentifier?
      fileprivate var dataSource: DataSource?
      fileprivate var adapter: TableViewAdapter?
      fileprivate var selection: Binding<Set<ItemPath>>?
    }

    public func makeCoordinator() -> Coordinator { Coordinator() }

    public func makeUIView(context: Context) -> UITableView {
      let table = UITableView(frame: .zero, style: style)
      configure(table)
      connect(table, context.coordinator)
      return table
    }

    public func updateUIView(_ table: UITableView, context: Context) {
      let coordinator = context.coordinator
      coordinator.selection = selection
      if coordinator.identity != identity { connect(table, coordinator) }
      guard let wanted = selection?.wrappedValue else { return }
      let shown = Self.selectedPaths(of: table)
      guard wanted != shown else { return }
      for path in shown.subtracting(wanted) { table.deselectRow(at: IndexPath(path), animated: false) }
      for path in wanted.subtracting(shown)
      where path.section < table.numberOfSections && path.item < table.numberOfRows(inSection: path.section) {
        table.selectRow(at: IndexPath(path), animated: false, scrollPosition: .none)
      }
    }

    public func sizeThatFits(_ proposal: ProposedViewSize, uiView table: UITableView, context: Context) -> CGSize? {
      if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
      table.layoutIfNeeded()
      return CGSize(
        width: proposal.width ?? table.contentSize.width, height: proposal.height ?? table.contentSize.height)
    }

    /// Shows this list's data source in `table`, replacing the one shown before (which lets go of
    /// the table).
    private func connect(_ table: UITableView, _ coordinator: Coordinator) {
      coordinator.dataSource?.listView = nil
      let dataSource = makeDataSource()
      let adapter = TableViewAdapter(dataSource: dataSource, tableView: table)
      adapter.connection.selectionDidChange = { [weak coordinator, weak table] in
        guard let coordinator, let table, let selection = coordinator.selection else { return }
        let shown = Self.selectedPaths(of: table)
        if selection.wrappedValue != shown { selection.wrappedValue = shown }
      }
      coordinator.identity = identity
      coordinator.dataSource = dataSource
      coordinator.adapter = adapter
      table.reloadData()
    }

    private static func selectedPaths(of table: UITableView) -> Set<ItemPath> {
      Set((table.indexPathsForSelectedRows ?? []).compactMap(ItemPath.init))
    }
  }
#endif
