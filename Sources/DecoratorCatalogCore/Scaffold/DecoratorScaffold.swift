/// The two files `scaffold-decorator` writes for a new decorator: the decorator and, when the
/// package has a test target for the decorator's target, its test.
///
///     let scaffold = try DecoratorScaffold(model: "Contact", cell: "ContactCell", target: "App")
///     scaffold.decoratorPath  // "Sources/App/ContactDecorator.swift"
///     scaffold.testPath       // "Tests/AppTests/ContactDecoratorTests.swift"
///
/// A test is only useful inside a test target that depends on the decorator's target: anywhere
/// else SwiftPM ignores it. ``preferredTestTarget(among:)`` picks that target and
/// ``write(toPackageAt:sourcesDirectory:testTarget:)`` writes no test without one;
/// ``noTestTargetNote`` and ``declarationNote(for:)`` say what is left for the developer to do.
public struct DecoratorScaffold: Hashable, Sendable {
  /// Why a scaffold cannot be made.
  public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// A model, cell or target name that is not a Swift type name.
    case invalidName(role: String, name: String)

    public var description: String {
      switch self {
      case .invalidName(let role, let name):
        return "'\(name)' is not a valid \(role) name; use a Swift type name such as 'Contact'"
      }
    }
  }

  /// The model type, as written in the decorator.
  public var model: String
  /// The cell type, as written in the decorator.
  public var cell: String
  /// The target the decorator belongs to.
  public var target: String
  /// The module the decorator protocol comes from.
  public var moduleImport: String

  /// Creates a scaffold, checking that every name is a Swift type name (dotted names allowed
  /// for the model and the cell).
  public init(
    model: String, cell: String, target: String, moduleImport: String = "ListComposer"
  ) throws(Failure) {
    guard Self.isTypeName(model, allowingDots: true) else {
      throw .invalidName(role: "model", name: model)
    }
    guard Self.isTypeName(cell, allowingDots: true) else {
      throw .invalidName(role: "cell", name: cell)
    }
    guard Self.isTypeName(target, allowingDots: false) else {
      throw .invalidName(role: "target", name: target)
    }
    self.model = model
    self.cell = cell
    self.target = target
    self.moduleImport = moduleImport
  }

  /// The decorator's type name: the model's last name component followed by `Decorator`.
  public var decoratorName: String {
    (model.split(separator: ".").last.map(String.init) ?? model) + "Decorator"
  }

  /// The decorator file's path, relative to the package.
  public var decoratorPath: String { "Sources/\(target)/\(decoratorName).swift" }

  /// The test file's path, relative to the package, in a test target laid out by convention
  /// (`Tests/<Target>Tests`).
  public var testPath: String { "Tests/\(target)Tests/\(decoratorName)Tests.swift" }

  /// The decorator file's contents: an `enum`, as every decorator in the documentation is,
  /// since a decorator is only its static `decorate(_:with:)` and is never instantiated.
  public var decoratorSource: String {
    """
    import \(moduleImport)

    /// Fills \(Self.indefiniteArticle(cell)) `\(cell)` from \(Self.indefiniteArticle(model)) `\(model)`.
    ///
    /// The build registers it in the target's generated `DecoratorCatalog`.
    enum \(decoratorName): CellDecorator {
      static func decorate(_ cell: \(cell), with model: \(model)) {
      }
    }

    """
  }

  /// The test file's contents.
  public var testSource: String {
    """
    import \(moduleImport)
    import Testing

    @testable import \(target)

    @MainActor
    @Suite struct \(decoratorName)Tests {
      @Test func reusesCellsByTheCellTypeName() {
        #expect(\(decoratorName).reuseIdentifier == String(describing: \(cell).self))
      }
    }

    """
  }

  /// The article of a type name, by the sound of its first letter: "an" before a vowel
  /// (`AdCell`, `Item`, `Update`), "a" otherwise (`ContactCell`), and "a" before a "U" that
  /// sounds like "you": an acronym (`UITableViewCell`, `URLCell`) or `Uni…`, `Us…`, `Ut…`
  /// (`User`, `Utility`).
  static func indefiniteArticle(_ name: String) -> String {
    guard let first = name.first, "AEIOUaeiou".contains(first) else { return "a" }
    guard first == "U" || first == "u" else { return "an" }
    let second = name.dropFirst().first
    let soundsLikeYou =
      second?.isUppercase == true
      || ["Uni", "Us", "Ut"].contains { name.lowercased().hasPrefix($0.lowercased()) }
    return soundsLikeYou ? "a" : "an"
  }

  static func isTypeName(_ name: String, allowingDots: Bool) -> Bool {
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    guard !parts.isEmpty, allowingDots || parts.count == 1 else { return false }
    return parts.allSatisfy { part in
      guard let first = part.unicodeScalars.first else { return false }
      let isHead = first == "_" || first.properties.isAlphabetic
      return isHead
        && part.unicodeScalars.allSatisfy {
          $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)
        }
    }
  }
}
