import ListComposer

/// A selection kept as item identifiers outside the view (what a SwiftUI `Binding<Set<ID>>`
/// holds, for `ComposedList`), kept in step with one adapter's items and view, the same way on
/// every platform.
///
/// - The user's selection (``viewSelectionDidChange()``) is written to the binding, as the
///   identifiers of the items selected, of the binding's type only.
/// - The binding's selection (``show(_:)``) is shown in the view as the app's, never the
///   user's: the bridge selects without telling the sources (`FlatRowHost.showingSelection(_:)`
///   on macOS; UIKit tells no delegate of a selection made in code), and a change the view
///   reports meanwhile is not written back.
/// - After each batch the view applied and each reload (`ListAdapter.onChangeApplied`), the
///   binding is decided again on the main actor's next turn (``keepShownItems()``): the
///   identifiers of items that went are dropped, those of items that stayed (moved, reloaded)
///   are kept, and the binding is written only when that differs. The view may apply a batch
///   during SwiftUI's view update, where state must not change; and a view selects nothing
///   after a reload, so the binding's selection is shown again.
///
/// An identifier the binding holds for an item the screen does not show yet is dropped after
/// the next batch, as if its item went: the binding names the items selected on screen.
@MainActor
package final class BoundSelection {
  /// The binding: what it holds, and how to write it.
  package struct Binding {
    /// The identifiers the binding holds now.
    package var read: @MainActor () -> Set<AnyHashable>
    /// Writes identifiers to the binding; they are all of its type (``holds``).
    package var write: @MainActor (Set<AnyHashable>) -> Void
    /// Whether an identifier is of the binding's type.
    package var holds: @MainActor (AnyHashable) -> Bool

    /// Creates a binding from its accessors.
    package init(
      read: @escaping @MainActor () -> Set<AnyHashable>,
      write: @escaping @MainActor (Set<AnyHashable>) -> Void,
      holds: @escaping @MainActor (AnyHashable) -> Bool
    ) {
      self.read = read
      self.write = write
      self.holds = holds
    }
  }

  /// The binding, or `nil` when the list has none; each SwiftUI update gives the latest.
  package var binding: Binding?

  /// The adapter whose items the binding identifies, or `nil` before ``follow(_:)``.
  package private(set) weak var adapter: ListAdapter?

  /// The screen positions the view selects now.
  private let selectedInView: @MainActor () -> [ListPosition]

  /// Selects and deselects positions in the view for the app, telling no source.
  private let showInView: @MainActor (SelectionChange) -> Void

  /// A Boolean value that indicates whether the binding's selection is being shown in the
  /// view: a change the view reports then is not the user's.
  package private(set) var isShowing = false

  /// The decision planned for the main actor's next turn after a batch or a reload, or `nil`
  /// when none is planned; a test awaits it.
  package private(set) var plannedDecision: Task<Void, Never>?

  /// Creates a selection kept for a view.
  ///
  /// - Parameters:
  ///   - selectedInView: Returns the screen positions the view selects now.
  ///   - showInView: Selects and deselects positions in the view, telling no source (a
  ///     selection made in code).
  package init(
    selectedInView: @escaping @MainActor () -> [ListPosition],
    showInView: @escaping @MainActor (SelectionChange) -> Void
  ) {
    self.selectedInView = selectedInView
    self.showInView = showInView
  }

  /// Follows an adapter's batches and reloads, in place of the adapter it followed before.
  package func follow(_ adapter: ListAdapter) {
    if let previous = self.adapter, previous !== adapter { previous.onChangeApplied = nil }
    self.adapter = adapter
    adapter.onChangeApplied = { [weak self] in self?.planDecision() }
  }

  /// Returns the identifiers, out of `held`, of items the adapter's screen shows: what the
  /// binding holds once the items that went are gone.
  ///
  /// - Complexity: O(n), where n is the number of items of the screen; O(1) when `held` is
  ///   empty.
  package static func kept(_ held: Set<AnyHashable>, in adapter: ListAdapter) -> Set<AnyHashable> {
    adapter.identifiers(ofItemsAt: adapter.positions(ofItemsIdentifiedBy: held))
  }

  /// Writes the user's selection, which the view reports it changed, to the binding: the
  /// identifiers of the selected items, of the binding's type, when they differ from what it
  /// holds. A change reported while the binding's selection is being shown is ignored.
  package func viewSelectionDidChange() {
    guard !isShowing, let binding, let adapter else { return }
    let selected = adapter.identifiers(ofItemsAt: selectedInView()).filter(binding.holds)
    if selected != binding.read() { binding.write(selected) }
  }

  /// Shows the items that `identifiers` identifies selected in the view, and only those, as a
  /// selection made by the app: it reaches no source.
  ///
  /// - Complexity: O(n + s), where n is the number of items of the screen and s the number of
  ///   positions the view selects.
  package func show(_ identifiers: Set<AnyHashable>) {
    guard let adapter else { return }
    let change = adapter.selectionChange(toSelect: identifiers, selectedNow: selectedInView())
    guard !change.isEmpty else { return }
    let wasShowing = isShowing
    isShowing = true
    defer { isShowing = wasShowing }
    showInView(change)
    // The adapter keeps these items selected across batches and reloads, as the user's.
    adapter.keepViewSelection()
  }

  /// Decides the binding after the items changed: drops the identifiers of items that went,
  /// writes the binding when that differs from what it holds, and shows the result in the view
  /// (which selects nothing after a reload).
  package func keepShownItems() {
    guard let binding, let adapter else { return }
    let held = binding.read()
    let kept = Self.kept(held, in: adapter)
    if kept != held { binding.write(kept) }
    show(kept)
  }

  /// Plans ``keepShownItems()`` for the main actor's next turn, once however many batches
  /// come before it.
  private func planDecision() {
    guard binding != nil, plannedDecision == nil else { return }
    plannedDecision = Task { @MainActor [weak self] in
      guard let self else { return }
      self.plannedDecision = nil
      self.keepShownItems()
    }
  }
}
