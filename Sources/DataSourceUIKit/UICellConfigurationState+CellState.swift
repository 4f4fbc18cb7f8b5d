// Apple-only adapter; see UIKitListView.swift for how it is compiled.
#if canImport(UIKit)
  import UIKit
#elseif UIKIT_STANDIN
  import Foundation
  import UIKitStandIn
#endif
#if canImport(UIKit) || UIKIT_STANDIN
  import DataSourceCore

  extension UICellConfigurationState {
    /// UIKit's cell state with the flags of `state`, for UIKit's own configurations in a
    /// descriptor's `updateConfiguration` closure:
    ///
    /// ```swift
    /// CellDescriptor<Person, UITableViewCell>()
    ///   .updateConfiguration { person, cell, state in
    ///     let uikitState = UICellConfigurationState(state, traitCollection: cell.traitCollection)
    ///     cell.backgroundConfiguration = UIBackgroundConfiguration.listGroupedCell().updated(for: uikitState)
    ///   }
    /// ```
    ///
    /// Every flag `CellConfigurationState` has is set (`isSwiped` only where UIKit has it, on iOS);
    /// the traits are the ones given, usually the cell's. UIKit's own state (`cell.configurationState`)
    /// also holds custom states an app set on it; this one holds none.
    /// - Complexity: O(1).
    public init(_ state: CellConfigurationState, traitCollection: UITraitCollection) {
      self.init(traitCollection: traitCollection)
      isSelected = state.isSelected
      isHighlighted = state.isHighlighted
      isFocused = state.isFocused
      isDisabled = state.isDisabled
      isEditing = state.isEditing
      isExpanded = state.isExpanded
      #if !os(tvOS)
        isSwiped = state.isSwiped
      #endif
    }
  }
#endif
