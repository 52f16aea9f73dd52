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

/// What ``ChangeFeedDataSource/apply(_:)`` did with a transaction.
public struct ChangeFeedResult: Hashable, Sendable {
  /// The batches published, in the root's positions, in the order the host applied them.
  public var updates: [BatchUpdate]

  /// Why the transaction's events were set aside and the new data shown with a reloading batch
  /// instead, or `nil` when the events were used.
  public var rejectedEvents: ChangeEventError?

  /// A Boolean value that indicates whether the transaction was queued because the screen was
  /// applying another change; it is applied after that change, and ``updates`` is empty.
  public var isQueued: Bool

  /// The kept items whose content changed though the events reported no update for them, at
  /// their new positions in the source; the last batch of ``updates`` refreshed them.
  public var unreportedChanges: [ListPosition]

  /// Creates a result.
  public init(
    updates: [BatchUpdate] = [], rejectedEvents: ChangeEventError? = nil, isQueued: Bool = false,
    unreportedChanges: [ListPosition] = []
  ) {
    self.updates = updates
    self.rejectedEvents = rejectedEvents
    self.isQueued = isQueued
    self.unreportedChanges = unreportedChanges
  }
}
