#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ListComposer
  import ListComposerAdapter

  // The portable actions and menus as AppKit shows them. Nothing here runs a handler: each
  // AppKit action calls `perform`, which finds the item again and runs the action through the
  // adapter (see OfferedRow).

  @MainActor
  extension ItemAction {
    /// The image of the SF Symbol the action names, or `nil` when it names none or one that
    /// does not exist.
    var image: NSImage? {
      systemImage.flatMap { NSImage(systemSymbolName: $0, accessibilityDescription: nil) }
    }

    /// Returns the action as a row action of a table view row: red when destructive, showing
    /// the symbol instead of the title when it names one (as AppKit prefers; the title is what
    /// VoiceOver reads). `perform` receives the row AppKit reports when the user clicks it.
    func rowAction(performing perform: @escaping @MainActor (ItemAction, Int) -> Void)
      -> NSTableViewRowAction
    {
      let rowAction = NSTableViewRowAction(
        style: style == .destructive ? .destructive : .regular, title: title
      ) { _, row in
        perform(self, row)
      }
      if let image { rowAction.image = image }
      return rowAction
    }

    /// Returns the action as an item of a menu: dimmed when disabled. AppKit's menus have no
    /// destructive style, so a destructive action looks like the others.
    func menuItem(performing perform: @escaping @MainActor (ItemAction) -> Void) -> NSMenuItem {
      let item = ActionMenuItem(title: title, action: nil, keyEquivalent: "")
      item.run = { perform(self) }
      item.target = item
      item.action = #selector(ActionMenuItem.runAction(_:))
      item.image = image
      item.isEnabled = isEnabled
      return item
    }

    /// Returns the action as one of a view's accessibility custom actions.
    func accessibilityAction(performing perform: @escaping @MainActor (ItemAction) -> Bool)
      -> ItemAccessibilityAction
    {
      ItemAccessibilityAction(name: title) { perform(self) }
    }
  }

  @MainActor
  extension ItemMenu {
    /// Returns the entries of the menu as AppKit shows them: its actions as menu items, its
    /// submenus as items with a submenu, in order. The menus never enable their items
    /// themselves (`autoenablesItems` is `false`): a disabled action stays dimmed.
    func menuItems(performing perform: @escaping @MainActor (ItemAction) -> Void) -> [NSMenuItem] {
      elements.map { element in
        switch element {
        case .action(let action):
          return action.menuItem(performing: perform)
        case .submenu(let submenu):
          let item = NSMenuItem(title: submenu.title, action: nil, keyEquivalent: "")
          let menu = NSMenu(title: submenu.title)
          menu.autoenablesItems = false
          menu.items = submenu.menuItems(performing: perform)
          item.submenu = menu
          return item
        }
      }
    }
  }

  /// A menu item that runs a closure: it is its own target (a menu item holds its target
  /// weakly, and the menu holds the item).
  final class ActionMenuItem: NSMenuItem {
    var run: (@MainActor () -> Void)?

    @MainActor @objc func runAction(_ sender: Any?) {
      run?()
    }
  }

  /// An accessibility custom action a bridge made from one of an item's actions: the bridge
  /// replaces these, and only these, when a view shows an item again.
  final class ItemAccessibilityAction: NSAccessibilityCustomAction {}
#endif
