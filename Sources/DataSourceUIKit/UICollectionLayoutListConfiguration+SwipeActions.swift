// Apple-only adapter; see UIKitListView.swift for how it is compiled.
#if canImport(UIKit)
  import UIKit
#elseif UIKIT_STANDIN
  import Foundation
  import UIKitStandIn
#endif
#if canImport(UIKit) || UIKIT_STANDIN
  @_spi(Extending) import DataSourceCore
  @_spi(Extending) import DataSourceInteraction
  import DataSourceDiffable
#endif

// iOS only: tvOS lists have no swipe actions.
#if (canImport(UIKit) || UIKIT_STANDIN) && !os(tvOS)
  extension UICollectionLayoutListConfiguration {
    /// Connects the list's swipe-action providers to `dataSource`: a swipe on an item shows the
    /// leading or trailing actions its row's descriptor (else the data source, else its fallback)
    /// gives, as `TableViewAdapter` does for a table. Call it before making the list layout from
    /// this configuration.
    ///
    /// ```swift
    /// var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    /// list.takeSwipeActions(from: dataSource)
    /// let layout = UICollectionViewCompositionalLayout.list(using: list)
    /// ```
    ///
    /// The data source is held weakly: a swipe after it is gone shows no actions.
    @MainActor
    public mutating func takeSwipeActions(from dataSource: DataSource) {
      leadingSwipeActionsConfigurationProvider = { [weak dataSource] indexPath in
        MainActor.assumeIsolated {
          guard let dataSource, let path = ItemPath(indexPath) else { return nil }
          return dataSource.answers.leadingSwipeActionsForRow(at: path).map(UISwipeActionsConfiguration.init)
        }
      }
      trailingSwipeActionsConfigurationProvider = { [weak dataSource] indexPath in
        MainActor.assumeIsolated {
          guard let dataSource, let path = ItemPath(indexPath) else { return nil }
          return dataSource.answers.trailingSwipeActionsForRow(at: path).map(UISwipeActionsConfiguration.init)
        }
      }
    }
  }
#endif
