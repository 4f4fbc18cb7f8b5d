// Apple-only adapter; see UIKitListView.swift for how it is compiled.
#if canImport(UIKit)
  import UIKit
#elseif UIKIT_STANDIN
  import Foundation
  import UIKitStandIn
#endif
#if canImport(UIKit) || UIKIT_STANDIN
  import DataSourceCore
  import DataSourceDiffable
#endif

#if canImport(UIKit) || UIKIT_STANDIN
  extension UICollectionLayoutListConfiguration {
    /// Sets the header and footer modes of a list section from `dataSource`: `.supplementary` when
    /// the section has a header (footer), as a section descriptor's supplementary view or a title, or
    /// when a diffable data source's `supplementaryViewProvider` is set; `.none` otherwise. Call it per section, in a compositional layout's section provider:
    ///
    /// ```swift
    /// let layout = UICollectionViewCompositionalLayout { section, environment in
    ///   var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    ///   list.takeSupplementaryModes(from: dataSource, section: section)
    ///   return NSCollectionLayoutSection.list(using: list, layoutEnvironment: environment)
    /// }
    /// ```
    ///
    /// The headers and footers then come from ``CollectionViewAdapter``.
    /// - Complexity: O(1), plus the section descriptor's header and footer closures.
    @MainActor
    public mutating func takeSupplementaryModes(from dataSource: DataSource, section: Int) {
      headerMode = dataSource.hasSupplementaryView(ofKind: .header, inSection: section) ? .supplementary : .none
      footerMode = dataSource.hasSupplementaryView(ofKind: .footer, inSection: section) ? .supplementary : .none
    }
  }
#endif
