/// Where a cell is being filled: the item's position in its own source, its position on the
/// screen, and the host that dequeued the cell.
///
/// Most cells show their model and nothing else, so the plain `configure` closures and
/// ``CellDecorator/decorate(_:with:)`` do not receive a context. A cell that needs its place (a
/// zebra stripe, a "1 of 12" label, rounded corners on the first and last rows of a section,
/// a host-specific look) asks for one: through the configure closure that takes three
/// arguments, or by implementing ``CellDecorator/decorate(_:with:in:)``.
///
///     let steps = ArrayDataSource(recipe.steps, cell: StepCell.self) { cell, step, context in
///       cell.textLabel = "\(context.position.item + 1). \(step.text)"
///     }
///     // In a composition, `context.position` is the step's position in `steps` and
///     // `context.screenPosition` the row the host shows it at.
///
/// The local ``position`` is what the source's own API speaks (``ArrayDataSource/model(at:)``,
/// mutations); ``screenPosition`` is what the host speaks (`cellForRow(at:)`, scrolling). They
/// differ as soon as the source is composed under other sources.
///
/// A context is made for the one cell request it describes: keep the positions, not the
/// context, since both change as items are inserted and removed.
///
/// - Complexity: Creating a context and reading its properties are O(1); a source whose cells
///   do not ask for a context never creates one.
@MainActor
public struct CellContext {
  /// The item's position in the source whose decorator or closure fills the cell.
  public let position: ListPosition

  /// The request the host made, with the host and the position in the host's index space.
  @usableFromInline let request: CellRequest

  /// Creates the context of a cell request for an item at a position of the source that
  /// answers it.
  ///
  ///     let context = CellContext(
  ///       position: ListPosition(section: 0, item: 2),
  ///       request: CellRequest(host: tableView, hostPosition: ListPosition(section: 3, item: 2)))
  ///     context.screenPosition  // [3, 2]
  ///
  /// - Parameters:
  ///   - position: The item's position in the source that fills the cell.
  ///   - request: The host's request for the cell, as it reached that source.
  @inlinable
  package init(position: ListPosition, request: CellRequest) {
    self.position = position
    self.request = request
  }

  /// The position at which the host shows the cell: the screen position, in the index space of
  /// the root of the composition.
  @inlinable
  public var screenPosition: ListPosition { request.hostPosition }

  /// The host that dequeued the cell: a table or collection view, or a headless look-alike in
  /// tests.
  @inlinable
  package var host: any CellHost { request.host }
}
