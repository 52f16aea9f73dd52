/// The errors ListComposer reports instead of trapping, those that sources of any kind and
/// their compositions and hosts share.
///
/// A feature that can fail in ways of its own reports them with an error type of its own
/// (``OutlineError``, ``DeclaredScreenError``, ``ForeignSourceError``), so that this enum,
/// which every caller may switch over, does not grow with each feature. Every case names what was wrong with the values involved, so that a failing test or a log line
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
  /// A child index of a composition that does not exist.
  case childOutOfRange(Int, childCount: Int)
  /// A data source that a host shows was added to a composition, or a second host was attached
  /// to it: a source belongs to one screen.
  case alreadyAttached(String)
  /// A host could not apply a change (it reloaded instead, so it shows the data as it is now) or
  /// could not lay out after it.
  case hostFailed(host: String, reason: String)
  /// A mutation that names a position was made while the screen was applying another change,
  /// when the position may no longer hold the item the caller saw; nothing changed.
  case changeDuringUpdate(String)
  /// A composition was asked to take a child that would nest the screen deeper than
  /// `ListLimits.maximumNestingDepth` sources: `depth` is the depth the screen would have
  /// reached (see ``DataSource/nestingDepth``); nothing changed.
  case nestingTooDeep(depth: Int, maximum: Int)
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
    case .childOutOfRange(let child, let childCount):
      return "child \(child) is out of range: the composition has "
        + count(childCount, "child", plural: "children")
    case .alreadyAttached(let host):
      return "the data source is already shown by a \(host); a data source belongs to one "
        + "screen: detach it (or remove it from its composition) first"
    case .hostFailed(let host, let reason):
      return "the \(host) could not apply the change and reloaded its data: \(reason)"
    case .changeDuringUpdate(let operation):
      return "\(operation) was called while the screen was applying another change, so its "
        + "position may no longer name the item the caller saw; nothing changed. Make the "
        + "change after the current one, or wrap it in updates.performChange { } to queue it"
    case .nestingTooDeep(let depth, let maximum):
      return "the child would nest the screen \(depth) sources deep, more than the \(maximum) "
        + "that ListLimits.maximumNestingDepth allows; nothing changed. Compose the deepest "
        + "sources as siblings instead"
    }
  }
}

private func count(_ n: Int, _ noun: String, plural: String? = nil) -> String {
  "\(n) \(n == 1 ? noun : plural ?? noun + "s")"
}

private func are(_ n: Int, _ noun: String) -> String {
  "\(n == 1 ? "is" : "are") \(count(n, noun))"
}

/// An error of another domain that carries a ``ListError`` as its cause, such as a host's fault
/// raised because a data source threw while providing a cell.
public protocol ListErrorCarrying: Error {
  /// The ``ListError`` that caused this error, if one did.
  var underlyingListError: ListError? { get }
}

extension Error {
  /// The ``ListError`` this error is or carries, so one `catch` can match ListError cases
  /// whichever layer reported them.
  ///
  ///     do {
  ///       try tableView.attach(screen)   // a host error that carries .alreadyComposed
  ///       try contacts.append(grace)     // a ListError
  ///     } catch {
  ///       if case .alreadyComposed = error.asListError { ... }
  ///     }
  public var asListError: ListError? {
    if let error = self as? ListError { return error }
    return (self as? any ListErrorCarrying)?.underlyingListError
  }
}
