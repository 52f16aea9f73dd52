/// One transaction of a change feed: the data after it and the events that lead there.
///
/// The transaction carries the new data itself, not only the events, so that a source shown by a
/// host never holds data its batches do not describe: ``ChangeFeedDataSource/apply(_:)`` checks
/// that the events take the counts it shows to the counts of `sections`, and shows `sections`
/// either way.
///
///     // [[a, b, c]] -> [[c, a]]
///     let transaction = ChangeTransaction(
///       items: [c, a],
///       events: [
///         .moveItem(from: ListPosition(section: 0, item: 2), to: ListPosition(section: 0, item: 0)),
///         .deleteItem(ListPosition(section: 0, item: 1)),
///       ])
public struct ChangeTransaction<Model> {
  /// The sections after the transaction, with their items and titles.
  public var sections: [ListSection<Model>]

  /// The changes from the data before the transaction to ``sections``, in the convention of
  /// `ChangeEvent`: removals in the old index space, insertions in the new one.
  public var events: [ChangeEvent]

  /// Creates a transaction from the sections after it and the events that lead there.
  public init(sections: [ListSection<Model>], events: [ChangeEvent]) {
    self.sections = sections
    self.events = events
  }

  /// Creates a transaction whose data after it is one section of items.
  public init(
    items: [Model], header: String? = nil, footer: String? = nil, events: [ChangeEvent]
  ) {
    self.init(sections: [ListSection(header: header, items: items, footer: footer)], events: events)
  }
}

extension ChangeTransaction: Sendable where Model: Sendable {}
