/// One cell decorator of the scanned target, as the catalog records it.
public struct CatalogEntry: Hashable, Sendable {
  /// A fact about a decorator that is known, or the reason it is not.
  public enum Fact: Hashable, Sendable {
    /// The value, and where it was stated.
    case known(String, SourceLocation)
    /// The reason the scanner cannot decide the value.
    case unknown(String)

    /// The value, if known.
    public var value: String? {
      if case .known(let value, _) = self { return value }
      return nil
    }

    /// Where the value was stated, if known.
    public var location: SourceLocation? {
      if case .known(_, let location) = self { return location }
      return nil
    }
  }

  /// The decorator's qualified type name, as the generated code writes it.
  public var typeName: String
  /// Where the decorator's name is declared.
  public var location: SourceLocation
  /// The `#if` condition under which the decorator exists and conforms.
  public var condition: BuildCondition
  /// The model type, resolved to a qualified name where the target declares it.
  public var model: Fact
  /// The cell type, resolved to a qualified name where the target declares it.
  public var cell: Fact
  /// A Boolean value that indicates whether the target declares the cell type, or it is a
  /// known external cell type.
  public var isCellTypeKnown: Bool
  /// The reuse identifier: the explicit literal, or the default `String(describing: Cell.self)`.
  public var reuseIdentifier: Fact
  /// The value of `static let catalogVariant`, which tells apart decorators of one model.
  public var variant: Fact?
  /// A Boolean value that indicates whether the generated catalog can name and register the
  /// decorator: it is neither generic, nor nested in a generic type, nor file-private.
  public var isRegistrable: Bool
}
