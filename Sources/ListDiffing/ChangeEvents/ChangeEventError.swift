/// Why a transaction's change events cannot be turned into a batch: an event names a position
/// that does not exist, two events contradict each other, or the events do not take the counts
/// before the transaction to the counts after it.
///
/// Every case names the offending event (or section) and the numbers involved:
///
///     let events: [ChangeEvent] = [
///       .moveItem(from: ListPosition(section: 0, item: 0), to: ListPosition(section: 0, item: 1)),
///       .moveItem(from: ListPosition(section: 0, item: 0), to: ListPosition(section: 0, item: 2)),
///     ]
///     // throws .conflict: "move item [0, 0] -> [0, 2] contradicts move item [0, 0] -> [0, 1]:
///     // both take the item at [0, 0] before the transaction"
public enum ChangeEventError: Error, Hashable, Sendable {
  /// The index space a position belongs to.
  public enum IndexSpace: Hashable, Sendable {
    /// Before the transaction: deletes, updates, move sources, deleted sections.
    case before
    /// After the transaction: inserts, move destinations, inserted sections.
    case after
  }

  /// An event names a section or item that does not exist in its index space; `itemCount` is
  /// `nil` when the section itself does not exist.
  case outOfRange(ChangeEvent, space: IndexSpace, sectionCount: Int, itemCount: Int?)

  /// Two events that cannot both be true of one transaction: they take the same position (or
  /// section) before it, or fill the same one after it, in different ways.
  case conflict(ChangeEvent, contradicts: ChangeEvent)

  /// The events leave `expected` sections, but there are `actual` after the transaction.
  case sectionCountMismatch(expected: Int, actual: Int)

  /// The events leave `expected` items in section `section` (section `oldSection` before the
  /// transaction), but it has `actual`.
  case itemCountMismatch(section: Int, oldSection: Int, expected: Int, actual: Int)

  /// The events keep every count right but leave the item that was at `from` before the
  /// transaction at `to`, where the data after it has another item. Found by comparing item
  /// identities, which a source can do and the counts-only normaliser cannot.
  case itemMismatch(from: ListPosition, to: ListPosition)
}

extension ChangeEventError: CustomStringConvertible {
  /// A sentence that names the offending event or section and the numbers involved.
  public var description: String {
    switch self {
    case .outOfRange(let event, let space, let sectionCount, let itemCount):
      let when = space == .before ? "before" : "after"
      guard let itemCount else {
        return "\(event) is out of range: there \(are(sectionCount, "section")) \(when) the "
          + "transaction"
      }
      let section = event.section(in: space) ?? 0
      return "\(event) is out of range: section \(section) has \(count(itemCount, "item")) "
        + "\(when) the transaction"
    case .conflict(let event, let other):
      return "\(event) contradicts \(other): " + other.clash(with: event)
    case .sectionCountMismatch(let expected, let actual):
      return "the events leave \(count(expected, "section")), but there "
        + "\(are(actual, "section")) after the transaction"
    case .itemCountMismatch(let section, let oldSection, let expected, let actual):
      let was = section == oldSection ? "" : " (section \(oldSection) before it)"
      return "the events leave \(count(expected, "item")) in section \(section)\(was), but "
        + "it has \(actual) after the transaction"
    case .itemMismatch(let from, let to):
      return "the events leave the item at \(from) before the transaction at \(to), but the "
        + "data after it has another item there"
    }
  }
}

extension ChangeEvent {
  /// The section of the position or section this event names in an index space, if any.
  func section(in space: ChangeEventError.IndexSpace) -> Int? {
    switch (self, space) {
    case (.deleteSection(let section), .before), (.insertSection(let section), .after):
      section
    case (.moveSection(let from, _), .before): from
    case (.moveSection(_, let to), .after): to
    case (.deleteItem(let position), .before), (.updateItem(let position), .before),
      (.insertItem(let position), .after):
      position.section
    case (.moveItem(let from, _), .before): from.section
    case (.moveItem(_, let to), .after): to.section
    default: nil
    }
  }

  /// Why this event and a later one clash: what they both take or fill.
  func clash(with other: ChangeEvent) -> String {
    switch (self, other) {
    case (.moveItem(let from, _), .moveItem(let otherFrom, _)) where from == otherFrom,
      (.moveItem(let from, _), .deleteItem(let otherFrom)) where from == otherFrom,
      (.deleteItem(let from), .moveItem(let otherFrom, _)) where from == otherFrom:
      "both take the item at \(from) before the transaction"
    case (.moveSection(let from, _), .moveSection(let otherFrom, _)) where from == otherFrom,
      (.moveSection(let from, _), .deleteSection(let otherFrom)) where from == otherFrom,
      (.deleteSection(let from), .moveSection(let otherFrom, _)) where from == otherFrom:
      "both take section \(from) before the transaction"
    case (.moveSection, _), (.insertSection, _), (.deleteSection, _):
      "both fill section \(section(in: .after) ?? 0) after the transaction"
    default:
      "both fill \(newPosition.map { "\($0)" } ?? "one position") after the transaction"
    }
  }

  /// The position this event fills after the transaction, if any.
  private var newPosition: ListPosition? {
    switch self {
    case .insertItem(let position): position
    case .moveItem(_, let to): to
    default: nil
    }
  }
}

private func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

private func are(_ n: Int, _ noun: String) -> String {
  "\(n == 1 ? "is" : "are") \(count(n, noun))"
}
