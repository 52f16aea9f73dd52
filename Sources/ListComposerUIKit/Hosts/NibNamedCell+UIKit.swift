#if canImport(UIKit)
  import ListComposer
  import ListComposerAdapter
  import UIKit

  extension CellRegistration {
    /// The nib the registration's cell class names (`NibNamedCell`), from the bundle of the
    /// class, or `nil` for a class that names none and is registered as a class.
    ///
    /// - Throws: ``UIKitHostError/nibNotFound(_:bundle:)`` when the bundle has no nib of that
    ///   name: UIKit would raise an exception when it first made a cell from it.
    @MainActor func namedNib() throws -> UINib? {
      guard let named = cellType as? any NibNamedCell.Type else { return nil }
      let bundle = Bundle(for: cellType)
      guard bundle.path(forResource: named.nibName, ofType: "nib") != nil else {
        throw UIKitHostError.nibNotFound(named.nibName, bundle: bundle.bundlePath)
      }
      return UINib(nibName: named.nibName, bundle: bundle)
    }
  }
#endif
