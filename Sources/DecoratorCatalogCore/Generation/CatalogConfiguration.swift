import Foundation

/// What a target's `decorator-catalog.json` asks of its generated catalog: the access level and
/// the name of the static constant.
///
/// Without the file, a target gets `static let generated`, visible in the target only. A feature
/// module publishes its catalog to the app with a file beside its sources:
///
///     {"access": "public", "property": "ads"}
///
/// which makes the plugin generate `public static let ads`, so that the app can write
/// `DecoratorCatalog.ads`. Give each published catalog its own name: two modules that both
/// publish `generated` make `DecoratorCatalog.generated` ambiguous in the app.
///
///     try CatalogConfiguration(json: #"{"access": "public", "property": "ads"}"#, path: "c.json")
///     // access .public, propertyName "ads"
///     try CatalogConfiguration(json: #"{"acess": "public"}"#, path: "c.json")
///     // throws: c.json: unknown key "acess"; the keys are "access" and "property"
public struct CatalogConfiguration: Hashable, Sendable {
  /// Why a configuration file cannot be used. Each case names the file and what was wrong.
  public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file is not a JSON object.
    case notAnObject(path: String)
    /// The object has a key the configuration does not know.
    case unknownKey(path: String, key: String)
    /// `access` is not one of the access levels.
    case invalidAccess(path: String, value: String)
    /// `property` is not a name a static constant can have.
    case invalidPropertyName(path: String, value: String)
    /// The object names a key twice, so one of the values would be silently dropped.
    case duplicateKey(path: String, key: String)

    /// The file the failure is about.
    public var path: String {
      switch self {
      case .notAnObject(let path), .unknownKey(let path, _), .invalidAccess(let path, _),
        .invalidPropertyName(let path, _), .duplicateKey(let path, _):
        return path
      }
    }

    /// The failure as a build error on the file's first line.
    public var diagnostic: Diagnostic {
      Diagnostic(.error, at: SourceLocation(file: path, line: 1, column: 1), message)
    }

    public var description: String { "\(path): \(message)" }

    private var message: String {
      switch self {
      case .notAnObject:
        return #"expected a JSON object such as {"access": "public", "property": "ads"}"#
      case .unknownKey(_, let key):
        return "unknown key \(Self.quoted(key)); the keys are \"access\" and \"property\""
      case .invalidAccess(_, let value):
        let levels = CatalogGenerator.Access.allCases.map { Self.quoted($0.rawValue) }
        return "\"access\" is \(value); use one of \(levels.joined(separator: ", "))"
      case .invalidPropertyName(_, let value):
        return "\"property\" is \(value); use a Swift identifier that is not a keyword, such as "
          + "\"ads\""
      case .duplicateKey(_, let key):
        return "key \(Self.quoted(key)) appears twice; give each key once"
      }
    }

    static func quoted(_ text: String) -> String { "\"\(text)\"" }
  }

  /// The name of the file the build plugin looks for in a target's directory.
  public static let fileName = "decorator-catalog.json"

  /// The access level of the generated constant.
  public var access: CatalogGenerator.Access
  /// The name of the generated constant.
  public var propertyName: String

  /// Creates a configuration; the defaults are those of a target without the file.
  public init(access: CatalogGenerator.Access = .internal, propertyName: String = "generated") {
    self.access = access
    self.propertyName = propertyName
  }

  /// Reads a configuration file's text. Both keys are optional; any other key is an error, so
  /// that a misspelt key is not silently ignored.
  ///
  /// - Parameters:
  ///   - text: The file's contents.
  ///   - path: The file's path, for messages.
  /// - Throws: A ``Failure`` that names the file and what was wrong.
  public init(json text: String, path: String) throws(Failure) {
    let object = try? JSONSerialization.jsonObject(with: Data(text.utf8))
    guard let object = object as? [String: Any] else { throw .notAnObject(path: path) }
    if let key = Self.firstRepeatedKey(in: text) { throw .duplicateKey(path: path, key: key) }
    self.init()
    for key in object.keys.sorted() {
      let value = object[key]
      switch key {
      case "access":
        guard let name = value as? String, let access = CatalogGenerator.Access(rawValue: name)
        else { throw .invalidAccess(path: path, value: Self.describe(value)) }
        self.access = access
      case "property":
        guard let name = value as? String, Self.isPropertyName(name) else {
          throw .invalidPropertyName(path: path, value: Self.describe(value))
        }
        propertyName = name
      default:
        throw .unknownKey(path: path, key: key)
      }
    }
  }

  /// Returns the first key the top-level object of a JSON text names twice, or `nil`.
  /// `JSONSerialization` keeps one of the values without a word.
  ///
  /// - Complexity: O(n), where n is the length of the text.
  package static func firstRepeatedKey(in text: String) -> String? {
    var seen: Set<String> = []
    var depth = 0
    var scalars = text.unicodeScalars.makeIterator()
    var pendingKey: String?
    while let scalar = scalars.next() {
      switch scalar {
      case "{", "[":
        depth += 1
        pendingKey = nil
      case "}", "]":
        depth -= 1
        pendingKey = nil
      case "\"":
        var string = String.UnicodeScalarView()
        while let next = scalars.next(), next != "\"" {
          if next == "\\", let escaped = scalars.next() {
            string.append("\\")
            string.append(escaped)
          } else {
            string.append(next)
          }
        }
        pendingKey = depth == 1 ? String(string) : nil
      case ":":
        if let key = pendingKey, !seen.insert(key).inserted { return key }
        pendingKey = nil
      default:
        if !scalar.properties.isWhitespace { pendingKey = nil }
      }
    }
    return nil
  }

  /// A JSON value as the file spells it, for messages: strings quoted, anything else as JSON.
  private static func describe(_ value: Any?) -> String {
    if let string = value as? String { return Failure.quoted(string) }
    guard let value, JSONSerialization.isValidJSONObject([value]),
      let data = try? JSONSerialization.data(withJSONObject: [value]),
      let array = String(data: data, encoding: .utf8)
    else { return "not a string" }
    return String(array.dropFirst().dropLast())
  }

  /// A Boolean value that indicates whether `name` can follow `static let` without backticks.
  static func isPropertyName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, !keywords.contains(name) else { return false }
    let isHead = first == "_" || first.properties.isAlphabetic
    return isHead
      && name.unicodeScalars.allSatisfy {
        $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)
      }
  }

  /// The words that need backticks to be used as a property's name, and the names that compile
  /// nowhere as a static constant (`Type` and `Protocol` name a metatype, `_` discards).
  private static let keywords: Set<String> = [
    "_", "Type", "Protocol", "Any", "Self", "as", "associatedtype", "break", "case", "catch",
    "class", "continue",
    "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false",
    "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is",
    "let", "nil", "open", "operator", "private", "precedencegroup", "protocol", "public",
    "repeat", "rethrows", "return", "self", "static", "struct", "subscript", "super", "switch",
    "throw", "throws", "true", "try", "typealias", "var", "where", "while",
  ]
}
