/// What a ``ForeignChildDataSource`` reports about the answers of the hand-written source it
/// wraps, or about a change the app published for it.
///
///     legacy.onProblem = { problem in log("\(problem)") }
///     // the source answered -1 items for section 0; read as 0
public enum ForeignSourceError: Error, Hashable, Sendable {
  /// The source answered a negative count: for `section`, or for the number of sections when
  /// `section` is `nil`. It reads as 0.
  case negativeCount(section: Int?, count: Int)
  /// The source threw while answering a count: for `section`, or for the number of sections
  /// when `section` is `nil`. It reads as 0.
  case countFailed(section: Int?, error: String)
  /// The source returned no cell for a local position.
  case noCell(ListPosition)
  /// The source returned a cell that was not dequeued for the request (from the request, or,
  /// for a platform source, from the view), so the view would not show it or would raise.
  case cellNotDequeued(ListPosition, cell: String)
  /// The source's counts are not those the screen shows (`shown`), as of the last change
  /// published through the wrapper: the app changed its data without publishing the change.
  /// The cell is not asked for; publish the change, or ``ForeignChildDataSource/reloadChild()``.
  case countsChangedWithoutUpdate(shown: [Int], actual: [Int])
  /// A change the app published does not take the source from the counts the screen shows to
  /// its counts now; `reason` is UIKit's message. The child was reloaded instead.
  case invalidUpdate(reason: String)
}

extension ForeignSourceError: CustomStringConvertible {
  /// A sentence that names what was wrong.
  public var description: String {
    switch self {
    case .negativeCount(let section, let count):
      return "the hand-written source answered \(count) \(Self.counted(section)); read as 0"
    case .countFailed(let section, let error):
      return "the hand-written source threw while counting \(Self.counted(section)): \(error); "
        + "read as 0"
    case .noCell(let position):
      return "the hand-written source returned no cell for its position \(position)"
    case .cellNotDequeued(let position, let cell):
      return "the hand-written source returned \(cell) for its position \(position), which was "
        + "not dequeued for the request; dequeue it from the request with its position"
    case .countsChangedWithoutUpdate(let shown, let actual):
      return "the hand-written source has \(actual) items per section, but the screen shows "
        + "\(shown): publish its change, or reload the child"
    case .invalidUpdate(let reason):
      return "the change published for the hand-written source is not valid, so the child was "
        + "reloaded instead: \(reason)"
    }
  }

  private static func counted(_ section: Int?) -> String {
    section.map { "items for section \($0)" } ?? "sections"
  }
}
