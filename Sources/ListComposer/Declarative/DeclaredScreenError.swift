/// The error a declared screen (``DeclaredScreen``) reports about a declaration; nothing
/// changes when it throws it.
///
/// A declaration's other failures, those of any composition (a source that belongs to another
/// one, a cycle, a screen nested too deep, a host that could not apply a batch), are
/// ``ListError``s.
public enum DeclaredScreenError: Error, Hashable, Sendable {
  /// Two entries of one group have the same identity, or one source object is declared twice.
  case duplicateIdentity(String)
}

extension DeclaredScreenError: CustomStringConvertible {
  /// A sentence that names what was wrong.
  public var description: String {
    switch self {
    case .duplicateIdentity(let what):
      return "\(what); every section of a group needs its own identity and every source object "
        + "its own place, so that a new declaration can be matched with the shown one. "
        + "Nothing changed"
    }
  }
}
