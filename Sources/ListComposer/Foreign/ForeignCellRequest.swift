/// One request for a cell of a hand-written source, in the source's own positions: the host a
/// ``ForeignDataSource`` dequeues its cell from.
///
/// A list view asks for the cell at its own index path and expects the cell to be dequeued for
/// exactly that index path: Apple's documentation of `dequeueReusableCell(withIdentifier:for:)`
/// says to "always specify the index path provided to you by your data source object", a table
/// view raises for a second dequeue at one index path, and since iOS 18 a collection view raises
/// for a dequeue it did not request. A hand-written source inside a composition is asked with
/// its *local* position, which is another index path than the view's. So the request translates:
/// dequeuing at the request's local ``position`` dequeues at the host's position.
///
///     func foreignCell(for request: ForeignCellRequest) throws -> AnyObject? {
///       // request.position is [0, 1]; the view asked for [3, 1]
///       try request.dequeueCell(withReuseIdentifier: "note", for: request.position)
///       // dequeued for [3, 1]
///     }
///
/// A position other than the request's is passed on unchanged, so a host that checks the rule
/// (the headless views do) reports the mistake.
@MainActor
public final class ForeignCellRequest: CellHost {
  /// The position of the requested cell in the hand-written source.
  public let position: ListPosition

  /// The position the host asked for, in its own index space.
  package let hostPosition: ListPosition

  /// The host that asked for the cell.
  package let host: any CellHost

  /// The cells dequeued through this request, or vouched for by a bridge.
  package private(set) var dequeuedCells: [AnyObject] = []

  /// Creates the request of a hand-written source for a composed request.
  ///
  /// - Parameters:
  ///   - position: The position in the hand-written source.
  ///   - request: The request as it reached the source's wrapper.
  package init(position: ListPosition, request: CellRequest) {
    self.position = position
    hostPosition = request.hostPosition
    host = request.host
  }

  /// Returns the position to dequeue at for a position of the hand-written source: the host's
  /// position when `local` is the requested one, `local` unchanged otherwise.
  package func hostPosition(forLocal local: ListPosition) -> ListPosition {
    local == position ? hostPosition : local
  }

  /// Registers a cell type with the host.
  public func registerCell(_ registration: CellRegistration) throws {
    try host.registerCell(registration)
  }

  /// Dequeues a cell from the host at the host's position when `position` is the requested one.
  ///
  /// - Parameters:
  ///   - reuseIdentifier: An identifier registered with the host.
  ///   - position: The position in the hand-written source, usually ``position``.
  /// - Throws: The host's error when nothing is registered for the identifier.
  public func dequeueCell(withReuseIdentifier reuseIdentifier: String, for position: ListPosition)
    throws -> AnyObject
  {
    let cell = try host.dequeueCell(
      withReuseIdentifier: reuseIdentifier, for: hostPosition(forLocal: position))
    dequeuedCells.append(cell)
    return cell
  }

  /// Records a cell that a platform bridge saw the hand-written source dequeue from the view
  /// itself, for a view that accepts such cells (a table view).
  package func noteDequeued(_ cell: AnyObject) {
    dequeuedCells.append(cell)
  }

  /// A Boolean value that indicates whether a cell was dequeued through this request.
  package func didDequeue(_ cell: AnyObject) -> Bool {
    dequeuedCells.contains { $0 === cell }
  }
}
