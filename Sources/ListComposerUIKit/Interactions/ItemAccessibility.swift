#if canImport(UIKit)
  import ListComposer
  import ListComposerAdapter
  import UIKit

  /// An accessibility custom action a bridge made from one of an item's actions: the bridge
  /// replaces these, and only these, when a cell shows an item again.
  final class ItemAccessibilityAction: UIAccessibilityCustomAction {}

  extension OfferedItem {
    /// Gives the cell that shows the item the item's accessibility: its actions (its swipe
    /// and menu actions, see `ListAdapter.accessibilityActions(at:)`) as custom actions after
    /// the cell's own, which are left alone, and, when `announcingPosition`, its place as the
    /// cell's hint ("row 3 of 12 in Messages", see `ListAdapter.accessibilityPosition(at:)`).
    ///
    /// A cell whose item offers no actions keeps its custom actions as they are, less the ones
    /// a bridge made for the item it showed before.
    func updateAccessibility(of cell: UIView, announcingPosition: Bool) {
      let existing = cell.accessibilityCustomActions ?? []
      let own = existing.filter { !($0 is ItemAccessibilityAction) }
      let items = accessibilityActions()
      if !items.isEmpty || own.count != existing.count {
        let all = own + items
        cell.accessibilityCustomActions = all.isEmpty ? nil : all
      }
      if announcingPosition, let place = accessibilityPosition() {
        cell.accessibilityHint = place.description
      }
    }
  }
#endif
