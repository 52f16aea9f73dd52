#if canImport(UIKit)
  import ListComposerBridgeCore

  /// Why a UIKit view could not take a registration: UIKit would raise an exception instead.
  public enum UIKitHostError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The class is not a cell (or reusable view) class of the view.
    case notACell(String, expected: String)
    /// The reuse identifier is empty.
    case emptyIdentifier
    /// A cell class names a nib (`NibNamedCell`) that is not in its bundle (the path given).
    case nibNotFound(String, bundle: String)

    public var description: String {
      switch self {
      case .notACell(let type, let expected): RegistrationMessage.notACell(type, expected: expected)
      case .emptyIdentifier: RegistrationMessage.emptyIdentifier
      case .nibNotFound(let name, let bundle):
        "could not load NIB in bundle: '\(bundle)' with name '\(name)'"
      }
    }
  }
#endif
