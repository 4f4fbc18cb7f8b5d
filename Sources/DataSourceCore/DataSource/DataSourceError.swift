/// A problem with what an app gave a ``DataSource``.
public enum DataSourceError: Error, Equatable, CustomStringConvertible {
  /// A row's model type has no cell descriptor.
  case missingDescriptor(type: String, path: ItemPath, described: String)
  /// A view asked for a cell where the data source shows no row: `sections` sections, and
  /// `rowsInSection` rows in the asked section (`nil` when that section does not exist).
  case noRow(path: ItemPath, sections: Int, rowsInSection: Int?)
  /// The view gave no cell for the descriptor's reuse identifier.
  case dequeueFailed(reuseIdentifier: String, path: ItemPath)
  /// The view gave no supplementary view of `kind` for the section descriptor's reuse identifier, or
  /// gave one that is not of the declared class.
  case supplementaryDequeueFailed(kind: SupplementaryKind, reuseIdentifier: String, section: Int)
  /// The data source was changed after its ``DataSource/listView`` had been released without being
  /// detached (set to `nil`): nothing was on screen to update.
  case listViewReleased
  /// A diffable data source's cell provider returned `nil` for the row at `path`.
  case cellProviderReturnedNil(path: ItemPath)
  /// A diffable data source's supplementary view provider returned `nil` for a view of `kind` the
  /// view asked for in `section`; UIKit raises an exception there.
  case supplementaryProviderReturnedNil(kind: SupplementaryKind, section: Int)
  /// A snapshot given to a diffable data source recorded an operation UIKit would have raised an
  /// exception for; `issue` describes it and names the identifier.
  case snapshotIssue(String)
  /// Rows of `type` were made again for a reload and replaced the ones shown: `type` is not
  /// `Diffable`, so its rows have no identity, and each reload deletes and inserts them (a text
  /// field in such a row loses its text). Reported once per type.
  case rowsWithoutIdentity(type: String)
  /// A drop rule's (`DropRule`) `propose` landed a drop outside the list: `sections` sections, and
  /// `rowsInSection` rows in the landing's section (`nil` when that section does not exist). The
  /// drop was refused.
  case invalidDropLanding(DropLanding, sections: Int, rowsInSection: Int?)

  /// The case's name: the rule the failure broke, as debug builds' runtime warnings name it.
  package var ruleName: String {
    switch self {
    case .missingDescriptor: "missingDescriptor"
    case .noRow: "noRow"
    case .dequeueFailed: "dequeueFailed"
    case .supplementaryDequeueFailed: "supplementaryDequeueFailed"
    case .listViewReleased: "listViewReleased"
    case .cellProviderReturnedNil: "cellProviderReturnedNil"
    case .supplementaryProviderReturnedNil: "supplementaryProviderReturnedNil"
    case .snapshotIssue: "snapshotIssue"
    case .rowsWithoutIdentity: "rowsWithoutIdentity"
    case .invalidDropLanding: "invalidDropLanding"
    }
  }

  /// Whether UIKit raises an exception where this failure happens: no cell or supplementary view for
  /// what the view asked, or a snapshot operation UIKit's own snapshot rejects. The data source hands
  /// such failures to a view that takes them (``FailureReceivingListView``): the headless views fail
  /// the running test, as the app would crash.
  package var raisesInUIKit: Bool {
    switch self {
    case .missingDescriptor, .noRow, .dequeueFailed, .supplementaryDequeueFailed, .cellProviderReturnedNil,
      .supplementaryProviderReturnedNil, .snapshotIssue:
      true
    case .listViewReleased, .rowsWithoutIdentity, .invalidDropLanding: false
    }
  }

  public var description: String {
    switch self {
    case .noRow(let path, _, let rows?):
      "The view asked for a cell at row \(path.item) of section \(path.section), but that section shows \(rows) rows. The view's counts are out of step with the data source: change what it shows only through the data source (sections, reloadData, a bound storage), never behind the view's back."
    case .noRow(let path, let sections, nil):
      "The view asked for a cell in section \(path.section) (row \(path.item)), but the data source shows \(sections) sections. The view's counts are out of step with the data source: change what it shows only through the data source (sections, reloadData, a bound storage), never behind the view's back."
    case .dequeueFailed(let identifier, let path):
      "The view gave no cell for reuse identifier \"\(identifier)\" (row \(path.item) of section \(path.section)). Register a cell class or nib for it, or give its descriptor a registration other than .none."
    case .supplementaryDequeueFailed(let kind, let identifier, let section):
      "The view gave no supplementary view of kind \(kind) of the declared class for reuse identifier \"\(identifier)\" (section \(section)). Register a view class or nib for the kind and identifier, or give the section descriptor's supplementaryView a registration other than .none."
    case .listViewReleased:
      "The data source changed, but its list view has been released: nothing shows the change. Keep the view (the adapter and data source live as long as it does), or set listView to nil to detach on purpose."
    case .cellProviderReturnedNil(let path):
      "The cell provider returned no cell for row \(path.item) of section \(path.section). Return a dequeued cell for every item."
    case .supplementaryProviderReturnedNil(let kind, let section):
      "The supplementary view provider returned no view of kind \(kind.rawValue) for section \(section). Return a dequeued view for every kind the layout asks for (UIKit raises an exception here)."
    case .rowsWithoutIdentity(let type):
      "Rows of \(type) were made again and replaced on a reload: \(type) is not Diffable, so its rows have no identity and are deleted and inserted every time (their cells lose any state). Make \(type) Diffable, or keep its Row values instead of making new ones."
    case .invalidDropLanding(let landing, let sections, let rows):
      "The drop rule landed a drop \(landing) but the list has \(sections) sections"
        + (rows.map { " and \($0) rows in that section" } ?? "")
        + "; the drop was refused. Land it between rows (a row index up to the section's row count) or onto a row."
    case .snapshotIssue(let issue):
      "The applied snapshot had a problem UIKit would raise an exception for: \(issue)"
    case .missingDescriptor(let type, let path, let described):
      "No cell descriptor for \(type) (row \(path.item) of section \(path.section)). Add a CellDescriptor<\(type), YourCell> to the data source; it has descriptors for: \(described.isEmpty ? "nothing" : described)."
    }
  }
}
