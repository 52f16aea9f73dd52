import ListComposer

/// An item the user moved, as the handler of a source that lets users move items receives it.
public struct MovedItem<Model> {
  /// The model of the item.
  public var model: Model
  /// Where the item was, in the source it left.
  public var from: ListPosition
  /// Where the item goes, in the source that receives it, counted after it left `from` (as
  /// `moveRow(at:to:)` counts it): it may be the end of a section.
  public var to: ListPosition

  /// Creates a moved item.
  package init(model: Model, from: ListPosition, to: ListPosition) {
    self.model = model
    self.from = from
    self.to = to
  }
}

/// An item of a source, as the rules and action providers of a source receive it.
public struct SourceItem<Model> {
  /// The model of the item.
  public var model: Model
  /// The item's position in its source.
  public var position: ListPosition

  /// Creates an item.
  package init(model: Model, position: ListPosition) {
    self.model = model
    self.position = position
  }
}
