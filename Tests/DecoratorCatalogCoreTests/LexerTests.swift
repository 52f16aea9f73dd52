import DecoratorCatalogCore
import Testing

@Suite struct LexerTests {
  private func identifiers(_ text: String) -> [String] {
    LexedSource(file: "A.swift", text: text).tokens.compactMap(\.identifier)
  }

  private func literals(_ text: String) -> [String?] {
    LexedSource(file: "A.swift", text: text).tokens.compactMap { token in
      if case .stringLiteral(let value) = token.kind { return .some(value) }
      return nil
    }
  }

  @Test func skipsLineAndNestedBlockComments() {
    let text = """
      a // struct B: CellDecorator {}
      /* c /* nested */ struct D: CellDecorator {} */ e
      """
    #expect(identifiers(text) == ["a", "e"])
  }

  @Test func reportsAnUnterminatedBlockComment() {
    let source = LexedSource(file: "A.swift", text: "a /* b /* c */")
    #expect(
      source.diagnostics.map(\.description) == ["A.swift:1:3: error: unterminated block comment"])
  }

  @Test func readsStringLiteralsAsOneTokenWithTheirValue() {
    #expect(literals(#"x = "a \"b\" // c""#) == [#"a "b" // c"#])
    #expect(literals(#"x = "tab\tnew\u{41}""#) == ["tab\tnewA"])
  }

  @Test func rawStringsEndOnlyAtTheirOwnDelimiter() {
    let text = ##"let s = #"a "quoted" \n"# + struct"##
    #expect(literals(text) == [#"a "quoted" \n"#])
    #expect(identifiers(text) == ["let", "s", "struct"])
    let twoHashes = ###"x = ##"a "# b"## y"###
    #expect(literals(twoHashes) == [##"a "# b"##])
    #expect(identifiers(twoHashes) == ["x", "y"])
  }

  @Test func multiLineStringsHideTheirContents() {
    let text = #"""
      a = """
        struct Fake: CellDecorator { "quote" }
        ""\"
        """
      b
      """#
    #expect(identifiers(text) == ["a", "b"])
    let raw = ##"""
      a = #"""
        """ still inside "#
        """#
      b
      """##
    #expect(identifiers(raw) == ["a", "b"])
  }

  @Test func interpolationsMayContainStringsAndParentheses() {
    let text = #"a = "x \(f("y)", (1))) z" b"#
    #expect(identifiers(text) == ["a", "b"])
    #expect(literals(text).count == 1)
    #expect(literals(text).first == .some(nil))
    let raw = ##"a = #"x \#(g(")")) \(notInterpolated"# b"##
    #expect(identifiers(raw) == ["a", "b"])
  }

  @Test func unterminatedStringIsAnErrorAndLexingGoesOn() {
    let source = LexedSource(file: "A.swift", text: "a = \"open\nb")
    #expect(
      source.diagnostics.map(\.description) == ["A.swift:1:5: error: unterminated string literal"])
    #expect(source.tokens.compactMap(\.identifier) == ["a", "b"])
  }

  @Test func extendedRegexLiteralsAreSkipped() {
    #expect(identifiers(#"a = #/struct "x/# b"#) == ["a", "b"])
  }

  @Test func escapedIdentifiersAreNotKeywords() {
    let tokens = LexedSource(file: "A.swift", text: "`struct` x").tokens
    #expect(tokens.first?.identifier == "struct")
    #expect(tokens.first?.isEscaped == true)
    #expect(tokens.first?.isWord("struct") == false)
  }

  @Test func poundKeywordsAndLinePositions() {
    let source = LexedSource(file: "A.swift", text: "#if DEBUG\n  é x\n#endif")
    let kinds = source.tokens.map(\.kind)
    #expect(kinds.first == .pound("if"))
    #expect(kinds.last == .pound("endif"))
    let x = source.tokens.first { $0.identifier == "x" }
    // Columns count UTF-8 bytes, as the compiler does: "é" is two bytes.
    #expect(x.map { [$0.line, $0.column] } == [2, 6])
    #expect(source.tokens.map(\.startsLine) == [true, false, true, false, true])
  }

  @Test func arrowsAndGenericBracketsAreSeparateTokens() {
    let tokens = LexedSource(file: "A.swift", text: "A<B<C>>->D").tokens.map(\.kind)
    #expect(tokens.filter { $0 == .punctuation(">") }.count == 2)
    #expect(tokens.contains(.punctuation("->")))
  }

  @Test(arguments: ["\"", "#\"", "\"\"\"", "/*", "#/", "`", "\\(", "#", "\"\\(", "\"\\u{"])
  func neverTrapsOnTruncatedInput(_ text: String) {
    let source = LexedSource(file: "A.swift", text: text)
    #expect(source.tokens.count <= text.utf8.count)
  }
}
