/// The headless stand-in for the `UILabel` of a cell's `textLabel` and `detailTextLabel`: its text is
/// the cell's, so `cell.textLabel?.text = …` works as on UIKit.
@MainActor
public final class HeadlessLabel {
  private unowned let cell: HeadlessReusableCell
  private let isDetail: Bool

  init(of cell: HeadlessReusableCell, isDetail: Bool) {
    self.cell = cell
    self.isDetail = isDetail
  }

  /// The text shown: the cell's ``HeadlessReusableCell/text`` or ``HeadlessReusableCell/detailText``.
  public var text: String? {
    get { isDetail ? cell.detailText : cell.text }
    set { if isDetail { cell.detailText = newValue } else { cell.text = newValue } }
  }
}
