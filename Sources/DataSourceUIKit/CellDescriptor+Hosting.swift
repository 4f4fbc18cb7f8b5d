// Apple only, and only where SwiftUI exists: the stand-in cannot type-check this file, so the real
// SDKs compile it (see CONTRIBUTING.md).
#if canImport(UIKit) && canImport(SwiftUI)
  import SwiftUI
  import DataSourceCore
  import UIKit

  @available(iOS 16.0, tvOS 16.0, *)
  extension CellDescriptor where Cell: UITableViewCell {
    /// Shows each row as a SwiftUI view made from the item and the cell's state (selected,
    /// highlighted, editing, swiped…), through `UIHostingConfiguration`: made when the row is
    /// configured and again every time the state changes, in the same cell and with no reload (see
    /// ``CellDescriptor/updateConfiguration(_:)``). What `content` reads of `@Observable` models is
    /// tracked as there. See ``hostingConfiguration(margins:minHeight:content:)`` for the rest.
    public func updateHostingConfiguration<Content: View>(
      margins: EdgeInsets? = nil, minHeight: CGFloat? = nil,
      @ViewBuilder content: @escaping @MainActor (Item, CellConfigurationState) -> Content
    ) -> Self {
      let make = HostedCell.maker(margins: margins, minHeight: minHeight, content: content)
      return updateConfiguration { item, cell, state in cell.contentConfiguration = make(item, state) }
    }

    /// Shows each row as a SwiftUI view, through `UIHostingConfiguration`: the cell's content
    /// configuration is set from `content` whenever the row is configured or refreshed in place.
    ///
    /// - Parameters:
    ///   - margins: the insets around the content; `nil` for the cell's default margins.
    ///   - minHeight: the least height of the row; `nil` for none.
    ///   - content: the row's view, given the item and its path. Keep state in the item or in an
    ///     object the app owns: a reused cell gets a new item, and `@State` in the view is not kept
    ///     across reuse (see <doc:SwiftUICells>).
    /// - Returns: the descriptor, whose `configure` is the hosting configuration.
    public func hostingConfiguration<Content: View>(
      margins: EdgeInsets? = nil, minHeight: CGFloat? = nil,
      @ViewBuilder content: @escaping @MainActor (Item, ItemPath) -> Content
    ) -> Self {
      let make = HostedCell.maker(margins: margins, minHeight: minHeight, content: content)
      return configure { item, cell, path in cell.contentConfiguration = make(item, path) }
    }

    /// Shows each row as a SwiftUI view over `background` (a colour, a material, a gradient), through
    /// `UIHostingConfiguration`; see ``hostingConfiguration(margins:minHeight:content:)``.
    public func hostingConfiguration<Content: View, Background: ShapeStyle>(
      margins: EdgeInsets? = nil, minHeight: CGFloat? = nil, background: Background,
      @ViewBuilder content: @escaping @MainActor (Item, ItemPath) -> Content
    ) -> Self {
      let make = HostedCell.maker(margins: margins, minHeight: minHeight, background: background, content: content)
      return configure { item, cell, path in cell.contentConfiguration = make(item, path) }
    }
  }

  @available(iOS 16.0, tvOS 16.0, *)
  extension CellDescriptor where Cell: UICollectionViewCell {
    /// Shows each item as a SwiftUI view made from the item and the cell's state; see the table cell
    /// form, ``updateHostingConfiguration(margins:minHeight:content:)``.
    public func updateHostingConfiguration<Content: View>(
      margins: EdgeInsets? = nil, minHeight: CGFloat? = nil,
      @ViewBuilder content: @escaping @MainActor (Item, CellConfigurationState) -> Content
    ) -> Self {
      let make = HostedCell.maker(margins: margins, minHeight: minHeight, content: content)
      return updateConfiguration { item, cell, state in cell.contentConfiguration = make(item, state) }
    }

    /// Shows each item as a SwiftUI view, through `UIHostingConfiguration`; see the table cell form,
    /// ``hostingConfiguration(margins:minHeight:content:)``.
    public func hostingConfiguration<Content: View>(
      margins: EdgeInsets? = nil, minHeight: CGFloat? = nil,
      @ViewBuilder content: @escaping @MainActor (Item, ItemPath) -> Content
    ) -> Self {
      let make = HostedCell.maker(margins: margins, minHeight: minHeight, content: content)
      return configure { item, cell, path in cell.contentConfiguration = make(item, path) }
    }

    /// Shows each item as a SwiftUI view over `background`; see the table cell form.
    public func hostingConfiguration<Content: View, Background: ShapeStyle>(
      margins: EdgeInsets? = nil, minHeight: CGFloat? = nil, background: Background,
      @ViewBuilder content: @escaping @MainActor (Item, ItemPath) -> Content
    ) -> Self {
      let make = HostedCell.maker(margins: margins, minHeight: minHeight, background: background, content: content)
      return configure { item, cell, path in cell.contentConfiguration = make(item, path) }
    }
  }

  /// The one place a row's hosting configuration is made, for table and collection view cells
  /// alike (their `contentConfiguration` properties share no protocol), with its margins and least
  /// height.
  @available(iOS 16.0, tvOS 16.0, *)
  enum HostedCell {
    /// Makes a row's configuration from its item and its path or cell state.
    typealias Maker<Item, Context> = @MainActor (Item, Context) -> any UIContentConfiguration

    static func maker<Item, Context, Content: View>(
      margins: EdgeInsets?, minHeight: CGFloat?, content: @escaping @MainActor (Item, Context) -> Content
    ) -> Maker<Item, Context> {
      { item, context in
        sized(UIHostingConfiguration { content(item, context) }, margins: margins, minHeight: minHeight)
      }
    }

    static func maker<Item, Context, Content: View, Background: ShapeStyle>(
      margins: EdgeInsets?, minHeight: CGFloat?, background: Background,
      content: @escaping @MainActor (Item, Context) -> Content
    ) -> Maker<Item, Context> {
      { item, context in
        sized(
          UIHostingConfiguration { content(item, context) }.background(background), margins: margins,
          minHeight: minHeight)
      }
    }

    @MainActor private static func sized<Content: View, Background: View>(
      _ configuration: UIHostingConfiguration<Content, Background>, margins: EdgeInsets?, minHeight: CGFloat?
    ) -> UIHostingConfiguration<Content, Background> {
      var result = configuration
      if let margins { result = result.margins(.all, margins) }
      if let minHeight { result = result.minSize(height: minHeight) }
      return result
    }
  }
#endif
