import DecoratorCatalogCore
import Testing

@Suite struct DeclarationScannerTests {
  private func scan(_ text: String) -> DeclarationScanner.Result {
    DeclarationScanner.scan(LexedSource(file: "A.swift", text: text))
  }

  @Test func readsQualifiedNamesOfNestedTypesAndExtensions() {
    let result = scan(
      """
      enum Outer {
        struct Inner<T: Equatable>: ListComposer.CellDecorator, @unchecked Sendable where T: Hashable {
          class Deepest: Base<Int>, ~Copyable {}
        }
      }
      extension Outer.Inner: P {}
      """)
    let names = result.declarations.map { "\($0.kind.rawValue) \($0.name)" }
    #expect(
      names == [
        "enum Outer", "struct Outer.Inner", "class Outer.Inner.Deepest", "extension Outer.Inner",
      ])
    #expect(
      result.declarations.map(\.inherited) == [
        [], ["ListComposer.CellDecorator", "Sendable"], ["Base"], ["P"],
      ])
    #expect(result.declarations.map(\.isGeneric) == [false, true, false, false])
  }

  @Test func skipsTypesLocalToFunctionsAndClosures() {
    let result = scan(
      """
      func f() { struct Local: CellDecorator {} }
      let g = { struct AlsoLocal: CellDecorator {} }
      struct Kept { var x: Int { struct InGetter {}; return 1 } }
      """)
    #expect(result.declarations.map(\.name) == ["Kept"])
  }

  @Test func classMembersAreNotClassDeclarations() {
    let result = scan(
      """
      final class C {
        class func decorate(_ cell: Cell, with model: Model) {}
        class var reuseIdentifier: String { "c" }
      }
      """)
    #expect(result.declarations.map(\.name) == ["C"])
    #expect(
      result.declarations.first?.members.map(\.kind) == [
        .decoratedCell, .decoratedModel, .reuseIdentifier,
      ])
  }

  @Test func readsDecoratorMembers() {
    let result = scan(
      """
      struct D: CellDecorator {
        typealias Model = [String: Int]
        typealias Cell = Outer.Cell<Int>
        public static let reuseIdentifier: String = "d"
        static let catalogVariant = "compact"
        nonisolated static func decorate(_ cell: inout Outer.Cell<Int>, with model: [String: Int]) {}
      }
      """)
    let members = result.declarations.first?.members.map { "\($0.kind.rawValue)=\($0.value)" }
    #expect(
      members == [
        #"modelAlias=known("[String: Int]")"#, #"cellAlias=known("Outer.Cell<Int>")"#,
        #"reuseIdentifier=known("d")"#, #"catalogVariant=known("compact")"#,
        #"decoratedCell=known("Outer.Cell<Int>")"#, #"decoratedModel=known("[String: Int]")"#,
      ])
  }

  @Test func computedReuseIdentifiersAreUndecidable() {
    let result = scan(
      """
      struct D {
        static var reuseIdentifier: String { "d" + suffix }
        static let catalogVariant = "a\\(b)"
      }
      """)
    let values = result.declarations.first?.members.map(\.value)
    #expect(
      values == [
        .undecidable("its value is not a string literal"),
        .undecidable("its value is not a string literal"),
      ])
  }

  @Test func recordsIfConditionsOfEveryBranch() {
    let result = scan(
      """
      #if os(iOS)
      struct A {}
      #elseif DEBUG || TESTING
      struct B {}
      #else
      struct C {}
      #endif
      struct D {}
      """)
    let conditions = result.declarations.map { $0.condition.expression ?? "always" }
    #expect(
      conditions == [
        "os(iOS)", "!os(iOS) && (DEBUG || TESTING)", "!os(iOS) && !(DEBUG || TESTING)", "always",
      ])
    let a = result.declarations[0].condition
    let b = result.declarations[1].condition
    #expect(a.excludes(b))
    #expect(!a.excludes(result.declarations[3].condition))
  }

  @Test func unbalancedIfBranchesAreReported() {
    let result = scan(
      """
      #if A
      struct X {
      #else
      struct X: P {
      #endif
      }
      """)
    #expect(
      result.diagnostics.contains { $0.message.hasPrefix("cannot decide which declarations") })
  }
}
