#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import ListComposerBridgeCore

  /// Why an AppKit view could not take a registration or make a cell: AppKit would raise an
  /// exception or show nothing instead.
  public enum AppKitHostError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The class is not a cell (or item, or reusable view) class of the view.
    case notACell(String, expected: String)
    /// The reuse identifier is empty.
    case emptyIdentifier
    /// Nothing is registered for the reuse identifier.
    case notRegistered(String)
    /// The view is gone.
    case viewGone
    /// A cell class names a nib (`NibNamedCell`) that is not in its bundle (the path given).
    case nibNotFound(String, bundle: String)

    public var description: String {
      switch self {
      case .notACell(let type, let expected): RegistrationMessage.notACell(type, expected: expected)
      case .emptyIdentifier: RegistrationMessage.emptyIdentifier
      case .notRegistered(let identifier):
        "unable to make a view with identifier \(identifier) - must register a nib or a class "
          + "for the identifier"
      case .viewGone:
        "the view is gone"
      case .nibNotFound(let name, let bundle):
        "could not load a nib named '\(name)' in bundle '\(bundle)'"
      }
    }
  }
#endif
