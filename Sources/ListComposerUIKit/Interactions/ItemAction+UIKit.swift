#if canImport(UIKit)
  import ListComposer
  import ListComposerAdapter
  import UIKit

  // The portable actions, swipes and menus as UIKit shows them. Nothing here runs a handler:
  // each UIKit action calls `perform`, which finds the item again and runs the action through
  // the adapter (see OfferedItem).

  @MainActor
  extension ItemAction {
    /// The image of the SF Symbol the action names, or `nil` when it names none or one that
    /// does not exist.
    var image: UIImage? {
      systemImage.flatMap { UIImage(systemName: $0) }
    }

    /// Returns the action as an item of a `UIMenu`: dimmed when disabled, red when destructive.
    func menuAction(performing perform: @escaping @MainActor (ItemAction) -> Bool) -> UIAction {
      var attributes: UIMenuElement.Attributes = []
      if style == .destructive { attributes.insert(.destructive) }
      if !isEnabled { attributes.insert(.disabled) }
      return UIAction(title: title, image: image, attributes: attributes) { _ in
        _ = perform(self)
      }
    }

    /// Returns the action as one of a cell's accessibility custom actions.
    func accessibilityAction(performing perform: @escaping @MainActor (ItemAction) -> Bool)
      -> ItemAccessibilityAction
    {
      ItemAccessibilityAction(name: title, image: image) { _ in perform(self) }
    }
  }

  @MainActor
  extension ItemMenu {
    /// Returns the menu as UIKit shows it: its actions as `UIAction`s and its submenus as
    /// nested `UIMenu`s, in order.
    func menu(performing perform: @escaping @MainActor (ItemAction) -> Bool) -> UIMenu {
      UIMenu(
        title: title,
        children: elements.map { element -> UIMenuElement in
          switch element {
          case .action(let action): action.menuAction(performing: perform)
          case .submenu(let submenu): submenu.menu(performing: perform)
          }
        })
    }
  }

  #if !os(tvOS)
    @MainActor
    extension ItemAction {
      /// Returns the action as a swipe action, which tells UIKit whether it was performed.
      func contextualAction(performing perform: @escaping @MainActor (ItemAction) -> Bool)
        -> UIContextualAction
      {
        let action = UIContextualAction(
          style: style == .destructive ? .destructive : .normal, title: title
        ) { _, _, completion in
          completion(perform(self))
        }
        action.image = image
        return action
      }
    }

    @MainActor
    extension SwipeActions {
      /// Returns the actions as UIKit shows them on an edge of a row; no actions show none.
      func configuration(performing perform: @escaping @MainActor (ItemAction) -> Bool)
        -> UISwipeActionsConfiguration
      {
        let configuration = UISwipeActionsConfiguration(
          actions: actions.map { $0.contextualAction(performing: perform) })
        configuration.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
        return configuration
      }
    }
  #endif
#endif
