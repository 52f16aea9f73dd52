import ListComposer

extension ListAdapter {
  /// Returns the controls an item shows while the view is in editing mode: a delete control
  /// when its source lets the user delete it (``SourceHandlers/delete``), a reorder
  /// handle when its source lets the user move it (``SourceHandlers/move``).
  ///
  ///     adapter.setHandlers(
  ///       SourceHandlers(delete: { messages, position in try messages.remove(at: position) }),
  ///       for: messages)
  ///     adapter.editingControls(at: ListPosition(section: 1, item: 0))  // [.delete]
  ///     adapter.editingControls(at: ListPosition(section: 0, item: 0))  // []: contacts
  ///
  /// What entering editing mode (SwiftUI's `editMode`, `setEditing(_:animated:)`) means for
  /// each item, decided once for every view: a list cell shows these controls while editing
  /// and none otherwise. A position that does not exist, a placeholder row and a header have
  /// none.
  ///
  /// - Complexity: That of ``canDeleteItem(at:)`` and ``canMoveItem(at:)``: O(log k) per level
  ///   of composition, where k is the number of children, plus the sources' rules.
  package func editingControls(at position: ListPosition) -> EditingControls {
    var controls: EditingControls = []
    if canDeleteItem(at: position) { controls.insert(.delete) }
    if canMoveItem(at: position) { controls.insert(.reorder) }
    return controls
  }
}

/// The controls an item shows in editing mode: see ``ListAdapter/editingControls(at:)``.
package struct EditingControls: OptionSet, Hashable, Sendable {
  package let rawValue: Int

  /// Creates a set of controls from its raw value.
  package init(rawValue: Int) { self.rawValue = rawValue }

  /// A control that deletes the item (UIKit's delete accessory, which reveals its Delete).
  package static let delete = EditingControls(rawValue: 1 << 0)
  /// A handle that moves the item (UIKit's reorder accessory).
  package static let reorder = EditingControls(rawValue: 1 << 1)
}
