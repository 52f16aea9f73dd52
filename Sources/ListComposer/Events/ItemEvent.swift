/// Something that happened to an item on screen, as the view that shows it reports it.
///
/// A view reports each event at its own (global) position; the adapter hands it to the root
/// source, and every composition passes it to the child that owns the position, in the child's
/// local position, until a leaf handles it with its typed model. One mechanism carries every
/// event, so a new kind of event needs no new path through the compositions.
///
///     messages.onEvent = { event in
///       if event.kind == .prefetch { images.load(event.model.avatarURL) }
///     }
public enum ItemEvent: Hashable, Sendable, CaseIterable {
  /// The user selected the item.
  case select
  /// The user deselected the item.
  case deselect
  /// The user touched the item down (it shows highlighted).
  case highlight
  /// The highlight ended.
  case unhighlight
  /// The item's cell is about to appear.
  case willDisplay
  /// The item's cell left the screen.
  case didEndDisplaying
  /// The view expects to show the item soon: start loading what its cell needs.
  case prefetch
  /// The view no longer expects to show the item soon: cancel what `prefetch` started.
  case cancelPrefetch
}

/// An event with what it concerns, as a leaf source's handler receives it: the typed model,
/// its position in the source that owns it, and its cell when the view has one.
public struct ItemEventDetails<Model, Cell> {
  /// What happened.
  public var kind: ItemEvent
  /// The model of the item.
  public var model: Model
  /// The item's position in the source that handles the event.
  public var position: ListPosition
  /// The item's cell, for display, highlight and selection events when the view has one.
  public var cell: Cell?

  /// Creates the details of an event.
  package init(kind: ItemEvent, model: Model, position: ListPosition, cell: Cell?) {
    self.kind = kind
    self.model = model
    self.position = position
    self.cell = cell
  }
}
