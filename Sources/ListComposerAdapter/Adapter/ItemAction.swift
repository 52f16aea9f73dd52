import ListComposer

/// Something the user can do to an item from a swipe or a menu, described portably: the
/// UIKit bridge makes a `UIContextualAction` or `UIAction` of it, the AppKit bridge an
/// `NSTableViewRowAction` or `NSMenuItem`, and both an accessibility custom action.
///
///     ItemAction(id: "archive", title: "Archive", systemImage: "archivebox") {
///       try inbox.remove(at: item.position)
///     }
///
/// The handler runs on the main actor when the user picks the action. An error it throws is
/// reported to `ListAdapter.onFailure` and logged; a swipe then tells UIKit the action was not
/// performed.
public struct ItemAction: Identifiable {
  /// How an action is shown.
  public enum Style: Hashable, Sendable {
    /// An ordinary action.
    case normal
    /// An action that deletes or discards something: shown in red, and UIKit animates a row's
    /// removal when it is the first trailing swipe action.
    case destructive
  }

  /// An identifier, unique among the actions of an item: how tests and analytics name it.
  public var id: String
  /// The title the user sees (and VoiceOver reads).
  public var title: String
  /// The name of an SF Symbol to show with the title, if any.
  public var systemImage: String?
  /// How the action is shown.
  public var style: Style
  /// A Boolean value that indicates whether the user can pick the action; a disabled action is
  /// shown dimmed in menus and left out of swipes and accessibility actions.
  public var isEnabled: Bool
  /// What the action does.
  public var handler: @MainActor () throws -> Void

  /// Creates an action.
  public init(
    id: String, title: String, systemImage: String? = nil, style: Style = .normal,
    isEnabled: Bool = true, handler: @escaping @MainActor () throws -> Void
  ) {
    self.id = id
    self.title = title
    self.systemImage = systemImage
    self.style = style
    self.isEnabled = isEnabled
    self.handler = handler
  }
}

/// The edge of a row a swipe reveals actions from.
public enum SwipeEdge: Hashable, Sendable, CaseIterable {
  /// The leading edge (left in left-to-right languages): swiping towards the trailing edge.
  case leading
  /// The trailing edge: swiping towards the leading edge, where Delete usually is.
  case trailing
}

/// The actions a swipe reveals on one edge of a row.
public struct SwipeActions {
  /// The actions, from the edge inwards; empty to show none (not even a Delete the row would
  /// otherwise get).
  public var actions: [ItemAction]
  /// A Boolean value that indicates whether a full swipe performs the first action.
  public var performsFirstActionWithFullSwipe: Bool

  /// Creates the actions of a swipe.
  public init(_ actions: [ItemAction], performsFirstActionWithFullSwipe: Bool = true) {
    self.actions = actions
    self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
  }
}

/// A context menu (a long press, a secondary click) described portably: actions and submenus.
///
///     ItemMenu(title: message.subject, elements: [
///       .action(ItemAction(id: "reply", title: "Reply") { compose.reply(to: message) }),
///       .submenu(ItemMenu(title: "Move to", actions: folders.map(moveAction))),
///     ])
public struct ItemMenu {
  /// One entry of a menu.
  public enum Element {
    /// An action.
    case action(ItemAction)
    /// A submenu.
    case submenu(ItemMenu)
  }

  /// The menu's title; empty for none.
  public var title: String
  /// The entries, in order.
  public var elements: [Element]

  /// Creates a menu of entries.
  public init(title: String = "", elements: [Element]) {
    self.title = title
    self.elements = elements
  }

  /// Creates a menu of actions.
  public init(title: String = "", actions: [ItemAction]) {
    self.init(title: title, elements: actions.map(Element.action))
  }

  /// Every action of the menu and its submenus, depth first.
  package var allActions: [ItemAction] {
    elements.flatMap { element -> [ItemAction] in
      switch element {
      case .action(let action): [action]
      case .submenu(let menu): menu.allActions
      }
    }
  }
}

/// A touch the view asks about before it happens, and that a source may refuse.
public enum ItemTouch: Hashable, Sendable, CaseIterable {
  /// The item would be selected (`shouldSelect`, `willSelectRowAt`).
  case select
  /// The item would show highlighted under the finger (`shouldHighlight`).
  case highlight
  /// The item would be deselected (`shouldDeselect`, `willDeselectRowAt`).
  case deselect
}

/// Where an item is, said for VoiceOver: "row 3 of 12 in Messages".
package struct AccessibilityPosition: Hashable, Sendable, CustomStringConvertible {
  /// The item's place in its section of the source that shows it, from 1.
  package var item: Int
  /// The number of items in that section.
  package var count: Int
  /// The title of the section or of the nearest composition that has one, if any.
  package var title: String?

  /// Creates a position.
  package init(item: Int, count: Int, title: String?) {
    self.item = item
    self.count = count
    self.title = title
  }

  /// "row 3 of 12 in Messages", or "row 3 of 12" without a title.
  package var description: String {
    let row = "row \(item) of \(count)"
    guard let title, !title.isEmpty else { return row }
    return "\(row) in \(title)"
  }
}
