/// The two files `scaffold-decorator` writes for a new decorator: the decorator and its test.
///
///     let scaffold = try DecoratorScaffold(model: "Contact", cell: "ContactCell", target: "App")
///     scaffold.decoratorPath  // "Sources/App/ContactDecorator.swift"
///     scaffold.testPath       // "Tests/AppTests/ContactDecoratorTests.swift"
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

  /// The test file's path, relative to the package.
  public var testPath: String { "Tests/\(target)Tests/\(decoratorName)Tests.swift" }

  /// The decorator file's contents.
  public var decoratorSource: String {
    """
    import \(moduleImport)

    /// Fills a `\(cell)` from a `\(model)`.
    ///
    /// The build registers it in `DecoratorCatalog.generated`.
    struct \(decoratorName): CellDecorator {
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

  private static func isTypeName(_ name: String, allowingDots: Bool) -> Bool {
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
