import ListDiffing

/// The error a headless host reports wherever UIKit would raise
/// `NSInternalInconsistencyException`.
///
/// UIKit stops an app that gives a table or collection view an update it cannot reconcile with its
/// data source. A headless host reports the same fault as a value: ``kind`` says which rule was
/// broken, so a test can match on it, and ``reason`` carries the text UIKit prints, filled in
/// with the same numbers, so the message reads exactly like the crash log a developer would
/// otherwise see on a device.
///
///     do {
///       try tableView.insertRows(at: [ListPosition(section: 0, item: 2)])
///     } catch {
///       error.kind    // .insertOutOfRange
///       error.reason  // "attempt to insert row 2 into section 0, but there are only 2 rows in
///                     //  section 0 after the update"
///     }
///
/// Messages that contain object addresses (`<NSIndexPath: 0x…>`) contain made-up addresses;
/// compare ``normalizedReason`` with ``normalize(_:)`` applied to the expected text.
public struct InternalInconsistency: Error, Hashable, Sendable {
  /// The name of the exception UIKit raises for every fault of this type.
  package static let exceptionName = "NSInternalInconsistencyException"

  /// Which rule the update, registration or cell request broke.
  public var kind: Kind

  /// The message UIKit prints for this fault, or a message in the same style for the faults UIKit
  /// does not detect (strict mode) or whose wording is not known.
  public var reason: String

  /// The error behind this fault, when a data source or a source's composition reported one
  /// (a cell request that threw `ListError.noDecorator(modelType:)`, say). ListComposer reads a
  /// `ListError` here through `asListError` on any error.
  ///
  /// Two faults are equal when their kinds, reasons and underlying errors are; underlying errors
  /// compare by value when they are `Hashable`, and by their description otherwise.
  public var underlying: (any Error)? {
    get { cause?.error }
    set { cause = newValue.map(Cause.init) }
  }

  /// The error behind this fault, compared as described at ``underlying``.
  private var cause: Cause?

  /// Creates an error of a kind with a reason and, optionally, the error behind it.
  public init(_ kind: Kind, _ reason: String, underlying: (any Error)? = nil) {
    self.kind = kind
    self.reason = reason
    cause = underlying.map(Cause.init)
  }

  /// The reason with runs of whitespace collapsed and addresses replaced, for comparisons.
  public var normalizedReason: String { Self.normalize(reason) }

  /// Returns a message with every run of whitespace collapsed to one space, leading and trailing
  /// whitespace removed, and every hexadecimal address (`0x` followed by hex digits) replaced by
  /// `0x…`.
  ///
  ///     InternalInconsistency.normalize("a  <X: 0x7f3a>\n\tb")  // "a <X: 0x…> b"
  ///
  /// - Complexity: O(n), where n is the length of the message.
  public static func normalize(_ message: String) -> String {
    var output = ""
    var pendingSpace = false
    var characters = Array(message)[...]
    while let character = characters.first {
      characters = characters.dropFirst()
      if character.isWhitespace {
        pendingSpace = !output.isEmpty
        continue
      }
      if pendingSpace {
        output.append(" ")
        pendingSpace = false
      }
      if character == "0", characters.first == "x", characters.dropFirst().first?.isHexDigit == true
      {
        output.append("0x…")
        characters = characters.dropFirst().drop(while: \.isHexDigit)
        continue
      }
      output.append(character)
    }
    return output
  }
}

/// The error behind a fault, compared by value when it is `Hashable` and by its description
/// otherwise.
private struct Cause: Hashable, Sendable {
  let error: any Error

  static func == (lhs: Cause, rhs: Cause) -> Bool { lhs.key == rhs.key }

  func hash(into hasher: inout Hasher) { hasher.combine(key) }

  private var key: AnyHashable {
    if let hashable = (error as Any) as? any Hashable { return AnyHashable(hashable) }
    return AnyHashable(String(reflecting: error))
  }
}

extension InternalInconsistency: CustomStringConvertible {
  /// The line UIKit writes when the exception ends the app.
  public var description: String {
    "*** Terminating app due to uncaught exception '\(Self.exceptionName)', reason: '\(reason)'"
  }
}
