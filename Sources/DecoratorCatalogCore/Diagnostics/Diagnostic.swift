/// A position in a source file, counted the way the Swift compiler counts it.
///
/// Lines and columns start at 1; the column counts UTF-8 bytes, so a position printed by this
/// library and one printed by `swiftc` for the same character agree.
public struct SourceLocation: Hashable, Sendable, Comparable {
  /// The path of the file, as it was given to the scanner.
  public var file: String
  /// The 1-based line number.
  public var line: Int
  /// The 1-based column, in UTF-8 bytes.
  public var column: Int

  /// Creates a location in `file` at `line` and `column`.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}

/// A message about the scanned sources, with a severity and the place it is about.
///
/// `description` renders it as `path:line:column: error: message`, the format that SwiftPM and
/// Xcode turn into build errors and warnings attached to the source line.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
  /// How serious a diagnostic is.
  public enum Severity: String, Hashable, Sendable {
    /// Fails the build.
    case error
    /// Reported, but the catalog is still generated.
    case warning
    /// Points at a place related to the previous error or warning.
    case note
  }

  /// How serious this diagnostic is.
  public var severity: Severity
  /// Where the diagnostic points.
  public var location: SourceLocation
  /// A sentence that names what is wrong and, where there is one, the fix.
  public var message: String

  /// Creates a diagnostic.
  public init(_ severity: Severity, at location: SourceLocation, _ message: String) {
    self.severity = severity
    self.location = location
    self.message = message
  }

  public var description: String {
    "\(location.file):\(location.line):\(location.column): \(severity.rawValue): \(message)"
  }
}

extension Sequence<Diagnostic> {
  /// A Boolean value that indicates whether any diagnostic in the sequence is an error.
  public var containsError: Bool { contains { $0.severity == .error } }
}
