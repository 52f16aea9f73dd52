/// The tokens of one source file, with the text they came from.
public struct LexedSource: Sendable {
  /// The path used in diagnostics.
  public var file: String
  /// The file's UTF-8 bytes.
  public var bytes: [UInt8]
  /// The tokens, in source order, without comments and whitespace.
  public var tokens: [Token]
  /// Problems found while lexing, such as an unterminated string literal.
  public var diagnostics: [Diagnostic]

  /// Creates the tokens of `text`, reporting problems against `file`.
  ///
  ///     let source = LexedSource(file: "A.swift", text: "let s = \"// no comment\"")
  ///     source.tokens.count  // 4
  ///
  /// - Complexity: O(n), where n is the length of `text` in UTF-8 bytes.
  public init(file: String, text: String) {
    var lexer = Lexer(file: file, bytes: Array(text.utf8))
    lexer.run()
    self.file = file
    self.bytes = lexer.bytes
    self.tokens = lexer.tokens
    self.diagnostics = lexer.diagnostics
  }

  /// Returns the source text from the start of `first` to the end of `last`, with runs of
  /// whitespace collapsed to one space.
  public func text(from first: Token, through last: Token) -> String {
    let lower = first.range.lowerBound
    let upper = max(lower, last.range.upperBound)
    let slice = bytes[min(lower, bytes.count)..<min(upper, bytes.count)]
    let raw = String(decoding: slice, as: UTF8.self)
    return raw.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// Returns the location of `token`.
  public func location(of token: Token) -> SourceLocation {
    SourceLocation(file: file, line: token.line, column: token.column)
  }
}

/// A hand-written Swift lexer that knows just enough to never mistake comments and literals for
/// code: nested block comments, single-line, multi-line and raw strings with interpolation, and
/// regular expression literals written with `#/.../#`.
struct Lexer {
  let file: String
  let bytes: [UInt8]
  private(set) var tokens: [Token] = []
  private(set) var diagnostics: [Diagnostic] = []

  private var position = 0
  private var line = 1
  private var lineStart = 0
  private var sawNewline = true

  init(file: String, bytes: [UInt8]) {
    self.file = file
    self.bytes = bytes
  }

  mutating func run() {
    while let token = nextToken() {
      tokens.append(token)
    }
  }

  // MARK: Characters

  private func byte(at offset: Int = 0) -> UInt8? {
    let index = position + offset
    return index >= 0 && index < bytes.count ? bytes[index] : nil
  }

  /// Where a token starts, captured before lexing it.
  private struct TokenOrigin {
    var offset: Int
    var line: Int
    var column: Int
    var startsLine: Bool
  }

  /// Returns a token that runs from `origin` to the current position.
  private func token(_ kind: Token.Kind, from origin: TokenOrigin, escaped: Bool = false) -> Token {
    Token(
      kind, range: origin.offset..<position, line: origin.line, column: origin.column,
      startsLine: origin.startsLine, isEscaped: escaped)
  }

  private mutating func advance(_ count: Int = 1) {
    for _ in 0..<count {
      guard position < bytes.count else { return }
      if bytes[position] == UInt8(ascii: "\n") {
        line += 1
        lineStart = position + 1
      }
      position += 1
    }
  }

  private var column: Int { position - lineStart + 1 }

  private var here: SourceLocation { SourceLocation(file: file, line: line, column: column) }

  private static func isIdentifierHead(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || byte == UInt8(ascii: "_") || byte >= 0x80
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private static func isIdentifierBody(_ byte: UInt8) -> Bool {
    isIdentifierHead(byte) || isDigit(byte)
  }

  private static let operatorBytes = Set("=-+*/%&|^~!?".utf8)
  private static let singlePunctuation = Set("{}()[]<>:,;@.".utf8)

  // MARK: Tokens

  /// Skips whitespace and comments, then returns the next token, or `nil` at the end.
  private mutating func nextToken() -> Token? {
    skipTrivia()
    guard let first = byte() else { return nil }
    let start = position
    let startLine = line
    let startColumn = column
    let origin = TokenOrigin(
      offset: start, line: startLine, column: startColumn, startsLine: sawNewline)
    sawNewline = false

    if Self.isIdentifierHead(first) || first == UInt8(ascii: "$") {
      advance()
      while let next = byte(), Self.isIdentifierBody(next) || next == UInt8(ascii: "$") {
        advance()
      }
      return token(
        .identifier(String(decoding: bytes[start..<position], as: UTF8.self)), from: origin)
    }
    if first == UInt8(ascii: "`") {
      advance()
      // Computed from `start`, not read back from `position`: in release builds (Swift 6.3.1)
      // reading `position` here returned its value from before `advance()`, which the lexer
      // tests caught under `swift test -c release`.
      let nameStart = start + 1  // after the opening backtick
      while let next = byte(), next != UInt8(ascii: "`"), next != UInt8(ascii: "\n") {
        advance()
      }
      let name = String(decoding: bytes[nameStart..<position], as: UTF8.self)
      if byte() == UInt8(ascii: "`") { advance() }
      return token(.identifier(name), from: origin, escaped: true)
    }
    if Self.isDigit(first) {
      advance()
      while let next = byte() {
        if Self.isIdentifierBody(next) {
          advance()
        } else if next == UInt8(ascii: "."), let after = byte(at: 1), Self.isDigit(after) {
          advance()
        } else {
          break
        }
      }
      return token(.number, from: origin)
    }
    if first == UInt8(ascii: "#") || first == UInt8(ascii: "\"") {
      var hashes = 0
      while byte(at: hashes) == UInt8(ascii: "#") { hashes += 1 }
      if byte(at: hashes) == UInt8(ascii: "\"") {
        advance(hashes)
        let value = lexStringBody(
          hashes: hashes,
          start: SourceLocation(
            file: file, line: startLine, column: startColumn))
        return token(.stringLiteral(value), from: origin)
      }
      if hashes > 0, byte(at: hashes) == UInt8(ascii: "/") {
        advance(hashes + 1)
        lexRegexBody(hashes: hashes, start: here)
        return token(.regexLiteral, from: origin)
      }
      if hashes == 1, let next = byte(at: 1), Self.isIdentifierHead(next) {
        advance()
        let nameStart = start + 1  // after the `#`; see the backtick case above
        while let next = byte(), Self.isIdentifierBody(next) { advance() }
        return token(
          .pound(String(decoding: bytes[nameStart..<position], as: UTF8.self)), from: origin)
      }
      advance()
      return token(.punctuation("#"), from: origin)
    }
    if first == UInt8(ascii: "-"), byte(at: 1) == UInt8(ascii: ">") {
      advance(2)
      return token(.punctuation("->"), from: origin)
    }
    if Self.singlePunctuation.contains(first) {
      advance()
      return token(.punctuation(String(decoding: [first], as: UTF8.self)), from: origin)
    }
    if Self.operatorBytes.contains(first) {
      advance()
      while let next = byte(), Self.operatorBytes.contains(next) {
        if next == UInt8(ascii: "/"),
          byte(at: 1) == UInt8(ascii: "/") || byte(at: 1) == UInt8(ascii: "*")
        {
          break
        }
        advance()
      }
      let text = String(decoding: bytes[start..<position], as: UTF8.self)
      let isPunctuation = ["=", "&", "?", "!"].contains(text)
      return token(isPunctuation ? .punctuation(text) : .operator(text), from: origin)
    }
    // Anything else (a stray backslash, a control character) stands alone.
    advance()
    return token(.operator(String(decoding: [first], as: UTF8.self)), from: origin)
  }

  /// Skips whitespace, line comments and (nested) block comments.
  private mutating func skipTrivia() {
    while let current = byte() {
      switch current {
      case UInt8(ascii: "\n"):
        sawNewline = true
        advance()
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C, 0:
        advance()
      case UInt8(ascii: "/") where byte(at: 1) == UInt8(ascii: "/"):
        while let next = byte(), next != UInt8(ascii: "\n") { advance() }
      case UInt8(ascii: "/") where byte(at: 1) == UInt8(ascii: "*"):
        skipBlockComment()
      default:
        return
      }
    }
  }

  private mutating func skipBlockComment() {
    let start = here
    var depth = 0
    while position < bytes.count {
      if byte() == UInt8(ascii: "/"), byte(at: 1) == UInt8(ascii: "*") {
        depth += 1
        advance(2)
      } else if byte() == UInt8(ascii: "*"), byte(at: 1) == UInt8(ascii: "/") {
        depth -= 1
        advance(2)
        if depth == 0 { return }
      } else {
        if byte() == UInt8(ascii: "\n") { sawNewline = true }
        advance()
      }
    }
    diagnostics.append(Diagnostic(.error, at: start, "unterminated block comment"))
  }

  // MARK: Literals

  /// Lexes a string literal whose opening quote is at the current position and whose
  /// delimiter has `hashes` pound signs, returning its value if it has no interpolation.
  private mutating func lexStringBody(hashes: Int, start: SourceLocation) -> String? {
    let isMultiline = byte(at: 1) == UInt8(ascii: "\"") && byte(at: 2) == UInt8(ascii: "\"")
    advance(isMultiline ? 3 : 1)
    var value: [UInt8] = []
    var hasInterpolation = false
    while let current = byte() {
      if current == UInt8(ascii: "\n") && !isMultiline { break }
      if current == UInt8(ascii: "\"") {
        let quotes = isMultiline ? 3 : 1
        if (0..<quotes).allSatisfy({ byte(at: $0) == UInt8(ascii: "\"") })
          && (0..<hashes).allSatisfy({ byte(at: quotes + $0) == UInt8(ascii: "#") })
        {
          advance(quotes + hashes)
          return hasInterpolation || isMultiline ? nil : String(decoding: value, as: UTF8.self)
        }
        value.append(current)
        advance()
        continue
      }
      if current == UInt8(ascii: "\\"),
        (1...max(1, hashes)).allSatisfy({ hashes == 0 || byte(at: $0) == UInt8(ascii: "#") })
      {
        advance(1 + hashes)
        if byte() == UInt8(ascii: "(") {
          hasInterpolation = true
          skipInterpolation()
        } else {
          value += lexEscape()
        }
        continue
      }
      value.append(current)
      advance()
    }
    diagnostics.append(Diagnostic(.error, at: start, "unterminated string literal"))
    return nil
  }

  /// Lexes the character after a backslash and returns the bytes it stands for.
  private mutating func lexEscape() -> [UInt8] {
    guard let escaped = byte() else { return [] }
    advance()
    switch escaped {
    case UInt8(ascii: "n"): return [0x0A]
    case UInt8(ascii: "t"): return [0x09]
    case UInt8(ascii: "r"): return [0x0D]
    case UInt8(ascii: "0"): return [0]
    case UInt8(ascii: "u") where byte() == UInt8(ascii: "{"):
      advance()
      var hex = ""
      while let next = byte(), next != UInt8(ascii: "}"), next != UInt8(ascii: "\n") {
        hex.append(Character(Unicode.Scalar(next)))
        advance()
      }
      if byte() == UInt8(ascii: "}") { advance() }
      guard let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) else { return [] }
      return Array(String(Character(scalar)).utf8)
    case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
      // A line continuation in a multi-line literal.
      return []
    default:
      return [escaped]
    }
  }

  /// Skips an interpolation `( ... )`, lexing its contents so that parentheses inside nested
  /// strings and comments do not end it early.
  private mutating func skipInterpolation() {
    var depth = 0
    let savedNewline = sawNewline
    while let token = nextToken() {
      if token.isPunctuation("(") { depth += 1 }
      if token.isPunctuation(")") {
        depth -= 1
        if depth == 0 { break }
      }
    }
    sawNewline = savedNewline
  }

  /// Skips an extended regular expression literal `#/.../#` after its opening delimiter.
  private mutating func lexRegexBody(hashes: Int, start: SourceLocation) {
    while let current = byte() {
      if current == UInt8(ascii: "\\") {
        advance(2)
        continue
      }
      if current == UInt8(ascii: "/"),
        (1...hashes).allSatisfy({ byte(at: $0) == UInt8(ascii: "#") })
      {
        advance(1 + hashes)
        return
      }
      advance()
    }
    diagnostics.append(Diagnostic(.error, at: start, "unterminated regular expression literal"))
  }
}
