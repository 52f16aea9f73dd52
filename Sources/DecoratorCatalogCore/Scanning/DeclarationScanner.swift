/// Finds type, protocol and extension declarations in one lexed file, with their inheritance
/// clauses, their `#if` conditions and the decorator members of their bodies.
///
/// The scanner reads tokens, never characters, so comments and string literals cannot fool it. It
/// only collects declarations a generated file could name: those at file scope and those nested in
/// types and extensions; types local to a function or a closure are skipped.
///
///     let source = LexedSource(file: "A.swift", text: "struct A: CellDecorator {}")
///     let result = DeclarationScanner.scan(source)
///     result.declarations.first?.inherited  // ["CellDecorator"]
///
/// - Complexity: O(n), where n is the number of tokens.
public struct DeclarationScanner {
  /// What the scanner found in one file.
  public struct Result: Sendable {
    /// The declarations, in source order.
    public var declarations: [Declaration]
    /// Problems found while lexing and scanning.
    public var diagnostics: [Diagnostic]
  }

  /// Scans a lexed file.
  public static func scan(_ source: LexedSource) -> Result {
    var scanner = DeclarationScanner(source: source)
    scanner.run()
    return Result(
      declarations: scanner.declarations, diagnostics: source.diagnostics + scanner.diagnostics)
  }

  private enum Scope {
    case declaration(Int)
    case other
  }

  private struct IfFrame {
    var block: String
    var index: Int
    var negatedPrior: [String]
    var current: String?
    var scopeDepth: Int
  }

  private let source: LexedSource
  private let tokens: [Token]
  private var position = 0
  private var scopes: [Scope] = []
  private var ifFrames: [IfFrame] = []
  private var ifBlockCount = 0
  private var pendingModifiers: Set<String> = []
  private var declarations: [Declaration] = []
  private var diagnostics: [Diagnostic] = []

  private init(source: LexedSource) {
    self.source = source
    self.tokens = source.tokens
  }

  private static let typeKeywords: Set<String> = [
    "struct", "class", "enum", "actor", "protocol", "extension",
  ]
  private static let modifiers: Set<String> = [
    "public", "private", "fileprivate", "internal", "package", "open", "final", "static",
    "nonisolated", "indirect", "dynamic", "override", "required", "convenience", "lazy", "weak",
    "unowned", "mutating", "nonmutating", "isolated", "distributed", "consuming", "borrowing",
  ]
  private static let declarationKeywords: Set<String> = [
    "func", "var", "let", "subscript", "init", "deinit", "typealias", "associatedtype", "case",
    "import", "operator", "precedencegroup", "macro",
  ]

  // MARK: Positions

  private func token(at index: Int) -> Token? {
    index >= 0 && index < tokens.count ? tokens[index] : nil
  }

  private var current: Token? { token(at: position) }

  private var isTypeLevel: Bool {
    scopes.allSatisfy {
      if case .declaration = $0 { return true }
      return false
    }
  }

  private var enclosingDeclaration: Int? {
    if case .declaration(let index) = scopes.last { return index }
    return nil
  }

  private var enclosingName: String {
    enclosingDeclaration.map { declarations[$0].name } ?? ""
  }

  private var enclosingIsFilePrivate: Bool {
    enclosingDeclaration.map { declarations[$0].isFilePrivate } ?? false
  }

  private var condition: BuildCondition {
    var clauses: [String] = []
    var branches: [BuildCondition.Branch] = []
    for frame in ifFrames {
      clauses += frame.negatedPrior.map(BuildCondition.negation)
      if let current = frame.current { clauses.append(BuildCondition.term(current)) }
      branches.append(BuildCondition.Branch(block: frame.block, index: frame.index))
    }
    return BuildCondition(clauses: clauses, branches: branches)
  }

  // MARK: The main loop

  private mutating func run() {
    while let token = current {
      switch token.kind {
      case .punctuation("{"):
        scopes.append(.other)
        pendingModifiers = []
        position += 1
      case .punctuation("}"):
        if scopes.popLast() == nil {
          diagnostics.append(
            Diagnostic(.warning, at: source.location(of: token), "unmatched '}'"))
        }
        pendingModifiers = []
        position += 1
      case .pound(let keyword) where ["if", "elseif", "else", "endif"].contains(keyword):
        handleConditional(keyword, token)
      case .punctuation("@") where isTypeLevel:
        skipAttribute()
      case .identifier(let word) where isTypeLevel && !token.isEscaped:
        handleWord(word, token)
      default:
        pendingModifiers = []
        position += 1
      }
    }
    if let open = ifFrames.last {
      _ = open
      diagnostics.append(
        Diagnostic(
          .error, at: SourceLocation(file: source.file, line: lastLine, column: 1),
          "missing #endif"))
    }
  }

  private var lastLine: Int { tokens.last?.line ?? 1 }

  private mutating func handleWord(_ word: String, _ token: Token) {
    let next = self.token(at: position + 1)
    if word == "class", let name = next?.identifier, next?.isEscaped == false,
      Self.declarationKeywords.contains(name) || Self.modifiers.contains(name)
    {
      pendingModifiers.insert("static")
      position += 1
      return
    }
    if Self.typeKeywords.contains(word), next?.identifier != nil {
      parseTypeDeclaration(Declaration.Kind(rawValue: word) ?? .struct, keyword: token)
      pendingModifiers = []
      return
    }
    if Self.modifiers.contains(word) {
      pendingModifiers.insert(word)
      position += 1
      // `private(set)` and the like.
      if current?.isPunctuation("(") == true { skipBalanced(open: "(", close: ")") }
      return
    }
    switch word {
    case "typealias":
      parseTypeAlias()
    case "func" where pendingModifiers.contains("static"):
      parseFunction()
    case "let" where pendingModifiers.contains("static"),
      "var" where pendingModifiers.contains("static"):
      parseStaticProperty()
    default:
      position += 1
    }
    pendingModifiers = []
  }

  // MARK: #if

  /// Reads the condition after `#if` or `#elseif`: the rest of the line.
  private mutating func conditionText() -> String {
    position += 1
    var first: Token?
    var last: Token?
    while let token = current, !token.startsLine {
      if first == nil { first = token }
      last = token
      position += 1
    }
    guard let first, let last else { return "" }
    return source.text(from: first, through: last)
  }

  private mutating func handleConditional(_ keyword: String, _ token: Token) {
    let location = source.location(of: token)
    switch keyword {
    case "if":
      let text = conditionText()
      ifBlockCount += 1
      ifFrames.append(
        IfFrame(
          block: "\(source.file)#\(ifBlockCount)", index: 0, negatedPrior: [], current: text,
          scopeDepth: scopes.count))
      return
    case "elseif", "else":
      let text = keyword == "elseif" ? conditionText() : nil
      if keyword == "else" { position += 1 }
      guard var frame = ifFrames.popLast() else {
        diagnostics.append(Diagnostic(.error, at: location, "#\(keyword) without #if"))
        return
      }
      checkBalance(frame, at: location)
      if let previous = frame.current { frame.negatedPrior.append(previous) }
      frame.current = text
      frame.index += 1
      ifFrames.append(frame)
    default:
      position += 1
      guard let frame = ifFrames.popLast() else {
        diagnostics.append(Diagnostic(.error, at: location, "#endif without #if"))
        return
      }
      checkBalance(frame, at: location)
    }
  }

  private mutating func checkBalance(_ frame: IfFrame, at location: SourceLocation) {
    guard scopes.count != frame.scopeDepth else { return }
    diagnostics.append(
      Diagnostic(
        .warning, at: location,
        "cannot decide which declarations this #if branch encloses: its braces are unbalanced"))
    if scopes.count > frame.scopeDepth { scopes.removeLast(scopes.count - frame.scopeDepth) }
  }

  // MARK: Skipping

  private mutating func skipAttribute() {
    position += 1
    while let token = current, token.identifier != nil {
      position += 1
      guard current?.isPunctuation(".") == true else { break }
      position += 1
    }
    if let open = current, open.isPunctuation("("), let previous = token(at: position - 1),
      previous.range.upperBound == open.range.lowerBound
    {
      skipBalanced(open: "(", close: ")")
    }
  }

  /// Skips from an opening mark at the current position past its matching closing mark.
  private mutating func skipBalanced(open: String, close: String) {
    var depth = 0
    while let token = current {
      if token.isPunctuation(open) { depth += 1 }
      if token.isPunctuation(close) { depth -= 1 }
      position += 1
      if depth <= 0 { return }
      if token.isPunctuation("{") || token.isPunctuation("}"), open != "{" { return }
    }
  }

  /// Reads a written type at the current position, up to (not including) a token that ends it:
  /// one of `terminators` at nesting depth 0, or the start of a new line at depth 0.
  private mutating func readType(until terminators: Set<String>) -> (String, Token)? {
    var depth = 0
    var first: Token?
    var last: Token?
    while let token = current {
      if depth == 0 {
        if case .punctuation(let mark) = token.kind, terminators.contains(mark) { break }
        if case .identifier(let word) = token.kind, terminators.contains(word), !token.isEscaped {
          break
        }
        if first != nil, token.startsLine, !token.isPunctuation("."), !token.isPunctuation("&") {
          break
        }
        if token.isPunctuation("{") || token.isPunctuation("}") || token.isPunctuation(";") {
          break
        }
      }
      if token.isPunctuation("<") || token.isPunctuation("(") || token.isPunctuation("[") {
        depth += 1
      }
      if token.isPunctuation(">") || token.isPunctuation(")") || token.isPunctuation("]") {
        if depth == 0 { break }
        depth -= 1
      }
      if first == nil { first = token }
      last = token
      position += 1
    }
    guard let first, let last else { return nil }
    return (source.text(from: first, through: last), first)
  }

  // MARK: Declarations

  private mutating func parseTypeDeclaration(_ kind: Declaration.Kind, keyword: Token) {
    let isFilePrivate =
      enclosingIsFilePrivate || pendingModifiers.contains("private")
      || pendingModifiers.contains("fileprivate")
    position += 1
    guard let nameToken = current else { return }
    var name = nameToken.identifier ?? ""
    position += 1
    if kind == .extension {
      while current?.isPunctuation(".") == true, let part = token(at: position + 1)?.identifier {
        name += "." + part
        position += 2
      }
    }
    var isGeneric = false
    if current?.isPunctuation("<") == true {
      isGeneric = kind != .extension
      skipBalanced(open: "<", close: ">")
    }
    var inherited: [String] = []
    if current?.isPunctuation(":") == true {
      position += 1
      inherited = readInheritance()
    }
    if current?.isWord("where") == true {
      position += 1
      let refinements = readWhereClause()
      if kind == .protocol { inherited += refinements }
    }
    let qualified =
      kind == .extension || enclosingName.isEmpty ? name : enclosingName + "." + name
    let declaration = Declaration(
      kind: kind, name: qualified, scope: kind == .extension ? "" : enclosingName,
      location: source.location(of: nameToken), inherited: inherited, isGeneric: isGeneric,
      isFilePrivate: isFilePrivate, condition: condition, members: [], aliasedType: nil)
    declarations.append(declaration)
    if current?.isPunctuation("{") == true {
      scopes.append(.declaration(declarations.count - 1))
      position += 1
    }
  }

  /// Reads an inheritance clause up to `where` or `{`, returning each named type without
  /// generic arguments, attributes or suppressed conformances (`~Copyable`).
  private mutating func readInheritance() -> [String] {
    var names: [String] = []
    var currentName = ""
    var depth = 0
    var suppressed = false
    func finish() {
      if !currentName.isEmpty && !suppressed { names.append(currentName) }
      currentName = ""
      suppressed = false
    }
    while let next = current {
      if depth == 0,
        next.isPunctuation("{") || next.isWord("where") || next.isPunctuation(";")
          || next.isPunctuation("}")
      {
        break
      }
      position += 1
      switch next.kind {
      case .punctuation("<"), .punctuation("("), .punctuation("["):
        depth += 1
      case .punctuation(">"), .punctuation(")"), .punctuation("]"):
        depth = max(0, depth - 1)
      case .punctuation(",") where depth == 0, .punctuation("&") where depth == 0:
        finish()
      case .operator("~") where depth == 0:
        suppressed = true
      case .punctuation("@") where depth == 0:
        skipAttributeName()
      case .identifier(let word) where depth == 0:
        if currentName.isEmpty || token(at: position - 2)?.isPunctuation(".") == true {
          currentName += word
        } else if word != "any" && word != "some" {
          currentName = word
        }
      case .punctuation(".") where depth == 0 && !currentName.isEmpty:
        currentName += "."
      default:
        break
      }
    }
    finish()
    return names
  }

  private mutating func skipAttributeName() {
    if current?.identifier != nil { position += 1 }
  }

  /// Reads a `where` clause up to `{`, returning the protocols required by `Self: P`.
  private mutating func readWhereClause() -> [String] {
    var refinements: [String] = []
    while let token = current, !token.isPunctuation("{"), !token.isPunctuation("}") {
      if token.isWord("Self"), self.token(at: position + 1)?.isPunctuation(":") == true {
        position += 2
        refinements += readInheritanceUntilComma()
        continue
      }
      position += 1
    }
    return refinements
  }

  private mutating func readInheritanceUntilComma() -> [String] {
    guard let (text, _) = readType(until: [",", "{"]) else { return [] }
    return text.split(separator: "&").map {
      $0.trimmingSpaces().split(separator: "<").first.map(String.init) ?? ""
    }.filter { !$0.isEmpty }
  }

  // MARK: Members

  private mutating func record(
    _ kind: MemberFact.Kind, _ value: MemberFact.Value, at token: Token
  ) {
    guard let index = enclosingDeclaration else { return }
    let outer = declarations[index].condition
    var inner = condition
    inner.clauses.removeFirst(min(inner.clauses.count, outer.clauses.count))
    inner.branches.removeFirst(min(inner.branches.count, outer.branches.count))
    declarations[index].members.append(
      MemberFact(kind: kind, value: value, location: source.location(of: token), condition: inner)
    )
  }

  private mutating func parseTypeAlias() {
    position += 1
    guard let nameToken = current, let name = nameToken.identifier else { return }
    position += 1
    if current?.isPunctuation("<") == true { skipBalanced(open: "<", close: ">") }
    guard current?.isPunctuation("=") == true else { return }
    position += 1
    guard let (type, _) = readType(until: [";"]) else { return }
    switch (name, enclosingDeclaration) {
    case ("Model", .some):
      record(.modelAlias, .known(type), at: nameToken)
    case ("Cell", .some):
      record(.cellAlias, .known(type), at: nameToken)
    default:
      let parts = type.split(separator: "&").map { $0.trimmingSpaces() }
      declarations.append(
        Declaration(
          kind: .typealias, name: enclosingName.isEmpty ? name : enclosingName + "." + name,
          scope: enclosingName, location: source.location(of: nameToken), inherited: parts,
          isGeneric: false, isFilePrivate: enclosingIsFilePrivate, condition: condition,
          members: [], aliasedType: type))
    }
  }

  private mutating func parseFunction() {
    position += 1
    guard let nameToken = current,
      nameToken.isWord("decorate") || nameToken.identifier == "decorate"
    else { return }
    position += 1
    guard current?.isPunctuation("(") == true else { return }
    position += 1
    var parameters: [(labels: [String], type: String)] = []
    while let token = current, !token.isPunctuation(")"), !token.isPunctuation("{") {
      var labels: [String] = []
      while let label = current, let word = label.identifier {
        labels.append(word)
        position += 1
      }
      guard current?.isPunctuation(":") == true else { return }
      position += 1
      while current?.isPunctuation("@") == true { skipAttribute() }
      let ownership: Set<String> = [
        "inout", "borrowing", "consuming", "sending", "__owned", "__shared",
      ]
      while let word = current?.identifier, ownership.contains(word) { position += 1 }
      guard let (type, _) = readTypeInParameter() else { return }
      parameters.append((labels, type))
      if current?.isPunctuation("=") == true {
        _ = readTypeInParameter()
      }
      if current?.isPunctuation(",") == true { position += 1 }
    }
    guard parameters.count == 2, parameters[0].labels.first == "_",
      parameters[1].labels.first == "with"
    else { return }
    record(.decoratedCell, .known(parameters[0].type), at: nameToken)
    record(.decoratedModel, .known(parameters[1].type), at: nameToken)
  }

  private mutating func readTypeInParameter() -> (String, Token)? {
    var depth = 0
    var first: Token?
    var last: Token?
    while let token = current {
      if depth == 0,
        token.isPunctuation(",") || token.isPunctuation(")") || token.isPunctuation("=")
      {
        break
      }
      if token.isPunctuation("{") || token.isPunctuation("}") { break }
      if token.isPunctuation("<") || token.isPunctuation("(") || token.isPunctuation("[") {
        depth += 1
      }
      if token.isPunctuation(">") || token.isPunctuation(")") || token.isPunctuation("]") {
        depth -= 1
      }
      if first == nil { first = token }
      last = token
      position += 1
    }
    guard let first, let last else { return nil }
    return (source.text(from: first, through: last), first)
  }

  private mutating func parseStaticProperty() {
    position += 1
    guard let nameToken = current, let name = nameToken.identifier else { return }
    let kind: MemberFact.Kind
    switch name {
    case "reuseIdentifier": kind = .reuseIdentifier
    case "catalogVariant": kind = .catalogVariant
    default: return
    }
    position += 1
    if current?.isPunctuation(":") == true {
      position += 1
      _ = readType(until: ["=", "{"])
    }
    let notLiteral = MemberFact.Value.undecidable("its value is not a string literal")
    if current?.isPunctuation("=") == true {
      let literal = token(at: position + 1)
      let after = token(at: position + 2)
      let endsThere =
        after == nil || after?.startsLine == true || after?.isPunctuation(";") == true
        || after?.isPunctuation("}") == true
      if case .stringLiteral(let value?) = literal?.kind, endsThere {
        record(kind, .known(value), at: nameToken)
      } else {
        record(kind, notLiteral, at: nameToken)
      }
      position += 1
      return
    }
    guard current?.isPunctuation("{") == true else { return }
    var index = position + 1
    if token(at: index)?.isWord("get") == true || token(at: index)?.isWord("set") == true {
      return
    }
    if token(at: index)?.isWord("return") == true { index += 1 }
    if case .stringLiteral(let value?) = token(at: index)?.kind,
      token(at: index + 1)?.isPunctuation("}") == true
    {
      record(kind, .known(value), at: nameToken)
    } else {
      record(kind, notLiteral, at: nameToken)
    }
  }
}

extension StringProtocol {
  func trimmingSpaces() -> String {
    String(self.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
