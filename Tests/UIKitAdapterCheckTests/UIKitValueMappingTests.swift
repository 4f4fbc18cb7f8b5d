import DataSourceKit
import Foundation
import Testing
import UIKitStandIn

@testable import UIKitAdapterCheck

/// Swipe actions and context menus reach UIKit whole: images, colours, attributes, submenus, the
/// preview and the preview action (checked on the stand-in, which remembers what made its objects).
@MainActor
@Suite struct UIKitValueMappingTests {
  final class DetailController: UIViewController {}

  @Test func aSwipeActionKeepsItsImageColourStyleAndCompletion() {
    var performed: [Bool] = []
    let flag = SwipeAction(title: "Flag", image: .system("flag"), backgroundColor: .system(.orange)) { done in
      done(true)
    }
    let delete = SwipeAction(
      title: "Delete", style: .destructive, image: .named("bin"), backgroundColor: .rgba(1, 0, 0.5)
    ) { done in done(false) }
    let plain = SwipeAction(title: "More") { done in done(true) }
    let configuration = UISwipeActionsConfiguration(
      SwipeActionsConfiguration(actions: [flag, delete, plain], performsFirstActionWithFullSwipe: false))
    #expect(!configuration.performsFirstActionWithFullSwipe)
    #expect(configuration.actions.map(\.title) == ["Flag", "Delete", "More"])
    #expect(configuration.actions.map(\.style) == [.normal, .destructive, .normal])
    #expect(configuration.actions.map { $0.image?.standInName } == ["system:flag", "bin", nil])
    #expect(
      configuration.actions.map { $0.backgroundColor?.standInName }
        == ["systemOrange", "rgba(1.0, 0.0, 0.5, 1.0)", nil], "no colour leaves the style's own")
    for action in configuration.actions { action.handler(action, UIView(frame: .zero), { performed.append($0) }) }
    #expect(performed == [true, false, true], "each action reports whether it was performed")
  }

  @Test func aMenuKeepsItsSubmenusAttributesImagesAndPreview() {
    var chosen: [String] = []
    let menu = ContextMenu(
      title: "Row", image: .system("ellipsis"),
      children: [
        .action(ContextMenu.Action(title: "Copy", image: .system("doc.on.doc")) { chosen.append("copy") }),
        .submenu(
          ContextMenu(
            title: "Share",
            children: [
              .action(ContextMenu.Action(title: "Mail") { chosen.append("mail") }),
              .action(ContextMenu.Action(title: "Print", attributes: .disabled) { chosen.append("print") }),
            ])),
        .action(ContextMenu.Action(title: "Delete", attributes: [.destructive, .hidden]) { chosen.append("delete") }),
      ],
      preview: { DetailController() })
    let configuration = UIContextMenuConfiguration(menu, identifier: nil)
    let built = configuration.standInActionProvider?([])
    #expect(built?.title == "Row" && built?.image?.standInName == "system:ellipsis")
    let children = built?.children ?? []
    #expect(children.count == 3)
    let copy = children.first as? UIAction
    #expect(copy?.title == "Copy" && copy?.image?.standInName == "system:doc.on.doc" && copy?.attributes == [])
    let share = children.dropFirst().first as? UIMenu
    #expect(share?.title == "Share")
    let print = share?.children.last as? UIAction
    #expect(print?.title == "Print" && print?.attributes == .disabled)
    let delete = children.last as? UIAction
    #expect(delete?.attributes == [.destructive, .hidden])
    if let mail = share?.children.first as? UIAction { mail.handler(mail) }
    #expect(chosen == ["mail"])
    #expect(configuration.standInPreviewProvider?() is DetailController, "the preview is the app's controller")
    let noPreview = UIContextMenuConfiguration(ContextMenu(actions: []), identifier: nil)
    #expect(noPreview.standInPreviewProvider == nil, "no preview closure: UIKit's own preview")
  }

  @Test func aTypedPreviewIsTheControllerItMakesAndItsTapIsKept() {
    var tapped = 0
    let made = DetailController()
    let menu = ContextMenu(title: "Row", actions: []).previewing {
      made
    } onTap: {
      tapped += 1
    }
    let configuration = UIContextMenuConfiguration(menu, identifier: nil)
    #expect(configuration.standInPreviewProvider?() === made)
    menu.willPerformPreviewAction?()
    #expect(tapped == 1)
    let keepsDefault = ContextMenu(title: "Row", actions: []).previewing { nil }
    #expect(UIContextMenuConfiguration(keepsDefault, identifier: nil).standInPreviewProvider?() == nil)
  }

  /// The table adapter names each row's menu by its index path, and runs that menu's preview action
  /// when UIKit reports the preview tapped.
  @Test func theTableAdapterRunsTheRowsPreviewAction() {
    final class Animator: NSObject, UIContextMenuInteractionCommitAnimating {}
    var opened: [String] = []
    let cells = AnyCellDescriptor(
      CellDescriptor<String, UITableViewCell>().on(.contextMenu) { text, _ in
        ContextMenu(
          title: text, children: [], preview: nil, willPerformPreviewAction: { opened.append(text) })
      })
    let dataSource = DataSource(cellDescriptors: [cells])
    dataSource.sections = [Section("s", items: ["a", "b"])]
    dataSource.reloadData(animated: false)
    let table = UITableView(frame: .zero)
    let adapter = TableViewAdapter(dataSource: dataSource, tableView: table)
    let second = IndexPath(row: 1, section: 0)
    let configuration = adapter.connection.tableView(table, contextMenuConfigurationForRowAt: second, point: CGPoint())
    #expect((configuration?.identifier as? ContextMenuRow)?.indexPath == second)
    if let configuration {
      adapter.connection.tableView(table, willPerformPreviewActionForMenuWith: configuration, animator: Animator())
    }
    #expect(opened == ["b"])
  }
}
