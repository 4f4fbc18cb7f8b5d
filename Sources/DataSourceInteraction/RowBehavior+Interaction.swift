import DataSourceCore

// The row behaviours of this module, entries of the one behaviour table (the core's
// `RowBehavior+Table.swift` lists the others and numbers every slot): what a user does with a row
// beyond selecting, editing and moving it. None has a named `DataSourceFallback` method: a fallback
// answers them through `answer(_:for:input:)`.

extension RowBehavior where Input == ItemPath, Output == Bool {
  /// Whether the row opens when something dragged hovers over it (spring loading; iOS only).
  public static var shouldSpringLoad: Self { .init(.shouldSpringLoad, default: { true }) }
  /// Whether a two-finger pan that starts on the row puts the table into editing and selects the rows
  /// it crosses (iOS only; the table must also allow multiple selection during editing).
  public static var shouldBeginMultipleSelectionInteraction: Self {
    .init(.shouldBeginMultipleSelectionInteraction, default: { false })
  }
}

extension RowBehavior where Input == ItemPath, Output == SwipeActionsConfiguration? {
  /// The actions revealed by swiping from the trailing edge.
  public static var trailingSwipeActions: Self {
    .init(.trailingSwipeActions, default: { nil })
  }
  /// The actions revealed by swiping from the leading edge.
  public static var leadingSwipeActions: Self {
    .init(.leadingSwipeActions, default: { nil })
  }
}

extension RowBehavior where Input == ItemPath, Output == ContextMenu? {
  /// The row's context menu.
  public static var contextMenu: Self {
    .init(.contextMenu, default: { nil })
  }
}

extension RowBehavior where Input == ItemPath, Output == DragItem? {
  /// What the row gives a drag (see ``DragItem``); `nil` (the default): the row does not drag. On
  /// UIKit, iOS only (tvOS has no drag and drop); an iPhone table or collection view also needs its
  /// `dragInteractionEnabled` set.
  public static var dragItem: Self { .init(.dragItem, default: { nil }) }
}
