/// What a mutation of a source did: the batches it published, in the positions of the screen's
/// root, in the order the host applied them.
///
/// Every mutation returns one (``ArrayDataSource/append(_:toSection:)``,
/// ``ArrayDataSource/setItems(_:options:)``, ``SectionedDataSource/setChildren(_:)``,
/// ``OutlineDataSource/setTree(_:options:)``, ``StatefulDataSource/setState(_:)``,
/// ``ChangeFeedDataSource/apply(_:)``, ...), so that code reads what any mutation did the same
/// way, whether it published one batch, several staged ones, or none:
///
///     let change = try contacts.append(grace)
///     change.batches  // [insert items [0, 3]], on the whole screen
///     let diff = contacts.setItems([grace, ada])
///     diff.batches.map(\.description)  // the staged batches, in order
///
/// A mutation made while the screen applies another change (from an observer, say) is queued
/// and runs after it: its result has ``isQueued`` set and no batches. The other properties say
/// what only some mutations report: a change feed's events that were set aside
/// (``rejectedEvents``), and the items whose change the events did not report
/// (``unreportedChanges``).
///
/// A mutation that may decline to start (``PagedDataSource/loadNextPage()`` while a page
/// loads, ``OutlineDataSource/reloadChildren(id:)`` of a node not in the tree) returns an
/// optional one, `nil` when it did nothing, so that "declined" differs from "started, and
/// published no batch". An asynchronous mutation carries its change in
/// ``AsyncUpdateOutcome/applied(_:)``. A source written by hand returns what its relay's
/// ``UpdateRelay/send(_:)`` returns.
public struct ListChange: Hashable, Sendable {
  /// The batches published, in the positions of the screen's root, in the order the host
  /// applied them; empty when nothing changed, or when the change was queued.
  ///
  /// A batch that changes nothing the root shows (an empty section under a linear
  /// composition) is left out.
  public var batches: [BatchUpdate]

  /// A Boolean value that indicates whether the mutation was queued because the screen was
  /// applying another change; it runs after that change, and ``batches`` is empty.
  public var isQueued: Bool

  /// Why a change feed's events were set aside and the new data shown with a reloading batch
  /// instead, or `nil` when the events were used (and for every other mutation).
  public var rejectedEvents: ChangeEventError?

  /// The kept items of a change feed whose content changed though the events reported no
  /// update for them, at their new positions in the source; the last batch of ``batches``
  /// refreshed them. Empty for every other mutation.
  public var unreportedChanges: [ListPosition]

  /// Creates a result.
  package init(
    batches: [BatchUpdate] = [], isQueued: Bool = false, rejectedEvents: ChangeEventError? = nil,
    unreportedChanges: [ListPosition] = []
  ) {
    self.batches = batches
    self.isQueued = isQueued
    self.rejectedEvents = rejectedEvents
    self.unreportedChanges = unreportedChanges
  }

  /// A Boolean value that indicates whether the mutation published no batch.
  public var isEmpty: Bool { batches.isEmpty }
}

extension ListChange {
  /// The change that published `batch`, or nothing when it is empty.
  init(_ batch: BatchUpdate) {
    self.init(batches: batch.isEmpty ? [] : [batch])
  }

  /// The first batch the mutation published, or an empty batch when it published none: for
  /// the package's tests, the batch a mutation that publishes one batch (an append, a move, a
  /// change of state) published.
  package var batch: BatchUpdate { batches.first ?? BatchUpdate() }

  /// The result of a mutation that was queued behind the change the screen is applying.
  static let queued = ListChange(isQueued: true)
}

extension UpdateRelay {
  /// Runs a mutation as one change of the screen (see `change(positional:_:)`) and returns
  /// what it published, or ``ListChange/queued`` when it was queued.
  func listChange<Failure: Error>(
    positional: String? = nil, _ body: @escaping () throws(Failure) -> BatchUpdate
  ) throws(Failure) -> ListChange {
    var ranNow = false
    let update = try change(positional: positional) { () throws(Failure) -> BatchUpdate in
      ranNow = true
      return try body()
    }
    return ranNow ? ListChange(update) : .queued
  }
}
