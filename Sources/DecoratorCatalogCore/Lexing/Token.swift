/// One lexical token of Swift source: what the declaration scanner reads instead of characters.
///
/// Comments and whitespace produce no tokens, and a string literal is one token however many
/// lines, quotes or interpolations it contains, so nothing inside a comment or a string can look
/// like a declaration.
public struct Token: Hashable, Sendable {
  /// What a token is.
  public enum Kind: Hashable, Sendable {
    /// An identifier or a keyword; backticks of an escaped identifier are removed.
    case identifier(String)
    /// A string literal; the value is `nil` when it cannot be known without running code
    /// (interpolation) or is not worth modelling (multi-line literals).
    case stringLiteral(String?)
    /// A numeric literal.
    case number
    /// A `#` keyword such as `#if`, `#else` or `#available`, without the `#`.
    case pound(String)
    /// A punctuation mark the scanner cares about: `{ } ( ) [ ] < > : , . ; @ = & ? ! ->`.
    case punctuation(String)
    /// Any other operator, such as `==` or `+`.
    case `operator`(String)
    /// A regular expression literal.
    case regexLiteral
  }

  /// What the token is.
  public var kind: Kind
  /// The UTF-8 byte offsets of the token in its source.
  public var range: Range<Int>
  /// The 1-based line of the token's first byte.
  public var line: Int
  /// The 1-based column, in UTF-8 bytes, of the token's first byte.
  public var column: Int
  /// A Boolean value that indicates whether the token is the first on its line.
  public var startsLine: Bool
  /// A Boolean value that indicates whether the identifier was written in backticks.
  public var isEscaped: Bool

  /// Creates a token.
  public init(
    _ kind: Kind, range: Range<Int>, line: Int, column: Int, startsLine: Bool,
    isEscaped: Bool = false
  ) {
    self.kind = kind
    self.range = range
    self.line = line
    self.column = column
    self.startsLine = startsLine
    self.isEscaped = isEscaped
  }

  /// The identifier's name, or `nil` if the token is not an identifier.
  public var identifier: String? {
    if case .identifier(let name) = kind { return name }
    return nil
  }

  /// A Boolean value that indicates whether the token is the unescaped keyword or identifier
  /// `word`.
  public func isWord(_ word: String) -> Bool {
    !isEscaped && identifier == word
  }

  /// A Boolean value that indicates whether the token is the punctuation mark `mark`.
  public func isPunctuation(_ mark: String) -> Bool {
    kind == .punctuation(mark)
  }
}
