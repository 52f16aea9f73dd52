extension ListEngine {
  /// Moves the selection as a batch moves its items, as UIKit does: the selection of a kept,
  /// shifted or moved item follows it, and that of a deleted or reloaded item (or of an item
  /// of a deleted or reloaded section) is dropped. A reconfigured item keeps its selection.
  ///
  /// - Complexity: O(s log c), where s is the number of positions selected and c the number
  ///   of operations of a section; O(1) when nothing is selected.
  func remapSelection(through mapping: BatchMapping) {
    guard !selection.isEmpty else { return }
    selection = Set(selection.compactMap { mapping.newPosition(ofOld: $0) })
  }
}
