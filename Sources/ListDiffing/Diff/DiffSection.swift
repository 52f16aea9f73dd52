/// A section of a list as the sectioned diff sees it: a model that gives the section its identity
/// and content, and the items it holds.
///
/// The model is usually the section's header value. Its `id` says which section it is; its
/// content (`==`, or ``ContentEquatable/isContentEqual(to:)`` when it has one) says whether the
/// header must be reloaded.
///
///     let inbox = DiffSection(model: "Inbox", items: [1, 2, 3])
///     inbox.items.count  // 3
public struct DiffSection<Model, Item> {
  /// The value that identifies the section and describes its header.
  public var model: Model

  /// The items of the section, in display order.
  public var items: [Item]

  /// Creates a section from its model and items.
  public init(model: Model, items: [Item]) {
    self.model = model
    self.items = items
  }
}

extension DiffSection: Equatable where Model: Equatable, Item: Equatable {}
extension DiffSection: Hashable where Model: Hashable, Item: Hashable {}
extension DiffSection: Sendable where Model: Sendable, Item: Sendable {}
