/// The errors ListComposer reports instead of trapping.
///
/// Every case names what was wrong with the values involved, so that a failing test or a log line
/// says which position, identifier or type to look at.
///
///     let contacts = ArrayDataSource(["Ada"], cell: TextCell.self) { $0.text = $1 }
///     do { try contacts.remove(at: ListPosition(section: 0, item: 5)) } catch {
///       print(error)
///       // position [0, 5] is out of range: section 0 has 1 item
///     }
public enum ListError: Error, Hashable, Sendable {
  /// A position whose section or item does not exist.
  case positionOutOfRange(ListPosition, sectionCount: Int, itemCount: Int?)
  /// A section index that does not exist.
  case sectionOutOfRange(Int, sectionCount: Int)
  /// A host returned a cell of another type than the decorator renders.
  case cellTypeMismatch(reuseIdentifier: String, expected: String, actual: String)
  /// Two different cell types claim the same reuse identifier.
  case conflictingRegistration(reuseIdentifier: String, existing: String, new: String)
  /// A data source was added to a composition while it already belongs to another one.
  case alreadyComposed(child: String)
  /// A composition was asked to contain itself, directly or through its children.
  case compositionCycle(String)
  /// An item whose model type has no registered decorator.
  case noDecorator(modelType: String)
}

extension ListError: CustomStringConvertible {
  /// A sentence that names what was wrong.
  public var description: String {
    switch self {
    case .positionOutOfRange(let position, let sectionCount, let itemCount):
      guard let itemCount else {
        return "position \(position) is out of range: there \(are(sectionCount, "section"))"
      }
      return "position \(position) is out of range: section \(position.section) has "
        + count(itemCount, "item")
    case .sectionOutOfRange(let section, let sectionCount):
      return "section \(section) is out of range: there \(are(sectionCount, "section"))"
    case .cellTypeMismatch(let identifier, let expected, let actual):
      return "the host returned a \(actual) for reuse identifier \"\(identifier)\", "
        + "but the decorator renders \(expected)"
    case .conflictingRegistration(let identifier, let existing, let new):
      return "reuse identifier \"\(identifier)\" is registered for both \(existing) and \(new)"
    case .alreadyComposed(let child):
      return "\(child) already belongs to a composition; a data source has one parent"
    case .compositionCycle(let composition):
      return "\(composition) cannot contain itself"
    case .noDecorator(let modelType):
      return "no decorator is registered for model type \(modelType)"
    }
  }
}

private func count(_ n: Int, _ noun: String) -> String {
  "\(n) \(noun)\(n == 1 ? "" : "s")"
}

private func are(_ n: Int, _ noun: String) -> String {
  "\(n == 1 ? "is" : "are") \(count(n, noun))"
}
