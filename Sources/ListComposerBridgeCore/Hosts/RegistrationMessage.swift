/// The messages both platforms' host errors give for a registration the view would reject.
package enum RegistrationMessage {
  /// A class that is not a subclass of the view's cell (or item, or reusable view) class.
  package static func notACell(_ type: String, expected: String) -> String {
    "\(type) is not a \(expected) subclass, so the view cannot create it"
  }

  /// An empty reuse identifier.
  package static let emptyIdentifier = "a reuse identifier must not be an empty string"
}
