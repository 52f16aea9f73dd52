/// The errors an outline (``OutlineDataSource``) reports about its tree; nothing changes when it
/// throws one.
///
///     do { try outline.expand(id: "Archive") } catch OutlineError.nodeNotFound(let id) {
///       print(id)  // "Archive"
///     }
///
/// An outline's other failures, those every source can have (a host that could not apply a
/// batch), are ``ListError``s.
public enum OutlineError: Error, Hashable, Sendable {
  /// The outline was asked about a node whose identity is not in its tree.
  case nodeNotFound(String)
  /// Two nodes of the tree have the same identity.
  case duplicateNode(String)
}

extension OutlineError: CustomStringConvertible {
  /// A sentence that names what was wrong.
  public var description: String {
    switch self {
    case .nodeNotFound(let id):
      return "no node of the outline has identity \(id); nothing changed"
    case .duplicateNode(let id):
      return "two nodes of the outline have identity \(id); every node needs its own, so that "
        + "its row and its expansion state can be found. Nothing changed"
    }
  }
}
