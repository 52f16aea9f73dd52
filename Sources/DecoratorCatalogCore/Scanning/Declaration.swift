/// A type, protocol or extension declaration found by ``DeclarationScanner``, with the facts the
/// catalog needs from its header and its body.
public struct Declaration: Hashable, Sendable {
  /// The keyword that introduces a declaration.
  public enum Kind: String, Hashable, Sendable {
    /// A `struct` declaration.
    case `struct`
    /// A `class` declaration.
    case `class`
    /// An `enum` declaration.
    case `enum`
    /// An `actor` declaration.
    case actor
    /// A `protocol` declaration.
    case `protocol`
    /// An `extension` of a type.
    case `extension`
    /// A `typealias` declaration.
    case `typealias`
  }

  /// The keyword that introduces the declaration.
  public var kind: Kind
  /// The qualified name (`Outer.Inner`); for an extension, the extended type as written,
  /// without generic arguments.
  public var name: String
  /// The qualified name of the enclosing type, or `""` at file scope.
  public var scope: String
  /// Where the declared name is.
  public var location: SourceLocation
  /// The inheritance clause, one written type name per entry (`ListComposer.CellDecorator`),
  /// without generic arguments; for a type alias, the members of its composition.
  public var inherited: [String]
  /// A Boolean value that indicates whether the declaration has its own generic parameters.
  public var isGeneric: Bool
  /// A Boolean value that indicates whether the declaration, or one enclosing it, is `private`
  /// or `fileprivate`.
  public var isFilePrivate: Bool
  /// The `#if` conditions under which it is compiled.
  public var condition: BuildCondition
  /// The members the catalog cares about.
  public var members: [MemberFact]
  /// For a type alias, the aliased type as written.
  public var aliasedType: String?
}

/// A member of a type body that tells the catalog something about a decorator.
public struct MemberFact: Hashable, Sendable {
  /// Which fact a member states.
  public enum Kind: String, Hashable, Sendable {
    /// `typealias Model = ...`.
    case modelAlias
    /// `typealias Cell = ...`.
    case cellAlias
    /// The model parameter of `static func decorate(_:with:)`.
    case decoratedModel
    /// The cell parameter of `static func decorate(_:with:)`.
    case decoratedCell
    /// `static let reuseIdentifier = "..."`.
    case reuseIdentifier
    /// `static let catalogVariant = "..."`.
    case catalogVariant
  }

  /// What the member states.
  public enum Value: Hashable, Sendable {
    /// A type or a string value, as written.
    case known(String)
    /// A value that cannot be known without compiling, with the reason.
    case undecidable(String)
  }

  /// Which fact the member states.
  public var kind: Kind
  /// The stated value.
  public var value: Value
  /// Where the member is.
  public var location: SourceLocation
  /// The `#if` conditions under which it is compiled, inside its declaration.
  public var condition: BuildCondition
}
