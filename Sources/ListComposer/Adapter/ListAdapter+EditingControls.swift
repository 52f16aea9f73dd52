extension ListAdapter {
  /// Returns the controls an item shows while the view is in editing mode: a delete control
  /// when its source lets the user delete it (``allowDeleting(in:where:delete:)``), a reorder
  /// handle when its source lets the user move it (``allowMoving(in:where:move:)``).
  ///
  ///     adapter.allowDeleting(in: messages) { messages, position in
  ///       try messages.remove(at: position)
  ///     }
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
  public func editingControls(at position: ListPosition) -> EditingControls {
    var controls: EditingControls = []
    if canDeleteItem(at: position) { controls.insert(.delete) }
    if canMoveItem(at: position) { controls.insert(.reorder) }
    return controls
  }
}

/// The controls an item shows in editing mode: see ``ListAdapter/editingControls(at:)``.
public struct EditingControls: OptionSet, Hashable, Sendable {
  public let rawValue: Int

  /// Creates a set of controls from its raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// A control that deletes the item (UIKit's delete accessory, which reveals its Delete).
  public static let delete = EditingControls(rawValue: 1 << 0)
  /// A handle that moves the item (UIKit's reorder accessory).
  public static let reorder = EditingControls(rawValue: 1 << 1)
}
