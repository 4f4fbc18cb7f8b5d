import DataSourceKit
import Foundation
import Testing
import UIKitStandIn

@testable import UIKitAdapterCheck

/// A list layout's headers and footers, asked for by the stand-in's layout as UIKit's asks, come
/// from the collection adapter: a section descriptor's view, or a grouped list cell showing the
/// section's title.
@MainActor
@Suite struct CollectionViewSupplementaryLayoutTests {
  final class ItemCell: UICollectionViewListCell {}
  final class BadgeHeader: UICollectionReusableView {
    var badge: String?
  }

  @Test func titlesAndDescriptorsGiveTheListsHeadersAndFooters() {
    var appeared: [String] = []
    let dataSource = DataSource(
      cellDescriptors: [CellDescriptor<String, ItemCell>()],
      sectionDescriptors: [
        SectionDescriptor<Int>()
          .supplementaryView(ofKind: .header, BadgeHeader.self) { count, header, _ in header.badge = "\(count) items" }
          .willDisplayHeader { count, _, section in appeared.append("header \(count) in \(section)") }
      ])
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    configuration.footerMode = .supplementary
    let view = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    let window = UIWindow(frame: .zero)
    window.addSubview(view)
    _ = CollectionViewAdapter(dataSource: dataSource, collectionView: view)
    dataSource.sections = [
      Section("fruit", header: "Fruit", footer: "Fresh", items: ["apple", "pear"]),
      Section("count", content: Row(2), items: ["one", "two"]),
    ]
    dataSource.reloadData(animated: false)
    view.layoutIfNeeded()

    let headers = view.standInSupplementaryViews[UICollectionView.elementKindSectionHeader] ?? [:]
    let footers = view.standInSupplementaryViews[UICollectionView.elementKindSectionFooter] ?? [:]
    let fruitHeader = (headers[0] as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration
    #expect(fruitHeader?.text == "Fruit", "a title becomes a grouped header cell")
    #expect(
      ((footers[0] as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?.text == "Fresh")
    #expect((headers[1] as? BadgeHeader)?.badge == "2 items", "the section descriptor's view")
    #expect(appeared == ["header 2 in 1"], "the delegate was told as the header appeared")
    #expect(view.standInFailures.isEmpty)
  }
}
