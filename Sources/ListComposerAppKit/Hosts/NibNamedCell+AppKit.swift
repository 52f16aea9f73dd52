#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ListComposer
  import ListComposerAdapter

  extension CellRegistration {
    /// The nib the registration's cell class names (`NibNamedCell`), from the bundle of the
    /// class, or `nil` for a class that names none and is made from its class.
    ///
    /// - Throws: ``AppKitHostError/nibNotFound(_:bundle:)`` when the bundle has no nib of that
    ///   name.
    @MainActor func namedNib() throws -> NSNib? {
      guard let named = cellType as? any NibNamedCell.Type else { return nil }
      let bundle = Bundle(for: cellType)
      guard let nib = NSNib(nibNamed: named.nibName, bundle: bundle) else {
        throw AppKitHostError.nibNotFound(named.nibName, bundle: bundle.bundlePath)
      }
      return nib
    }
  }
#endif
