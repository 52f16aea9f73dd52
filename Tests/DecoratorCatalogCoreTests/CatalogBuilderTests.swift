import DecoratorCatalogCore
import Testing

@Suite struct CatalogBuilderTests {
  private func build(_ text: String, builder: CatalogBuilder = CatalogBuilder()) -> Catalog {
    builder.build([SourceFile(path: "A.swift", text: text)])
  }

  @Test func subclassesOfDecoratorClassesAreDecoratorsWithInheritedMembers() {
    let catalog = build(
      """
      final class C {}
      class Base: CellDecorator {
        class func decorate(_ cell: C, with model: Int) {}
      }
      final class Derived: Base {
        static let catalogVariant = "derived"
      }
      """)
    #expect(catalog.entries.map(\.typeName) == ["Base", "Derived"])
    #expect(catalog.entries.map(\.model.value) == ["Int", "Int"])
    #expect(catalog.diagnostics.isEmpty)
  }

  @Test func protocolExtensionsSupplyReuseIdentifiers() {
    let catalog = build(
      """
      final class FeedCell {}
      protocol FeedDecorator: CellDecorator {}
      extension FeedDecorator { static var reuseIdentifier: String { "feed" } }
      enum A: FeedDecorator { static func decorate(_ cell: FeedCell, with model: Int) {} }
      """)
    #expect(catalog.entries.first?.reuseIdentifier.value == "feed")
  }

  @Test func conformanceCyclesDoNotHang() {
    let catalog = build("protocol P: Q {}\nprotocol Q: P {}\nstruct S: P {}")
    #expect(catalog.entries.isEmpty)
  }

  @Test func otherModulesProtocolIsNotCellDecorator() {
    let catalog = build(
      "struct S: Other.CellDecorator {}", builder: CatalogBuilder(protocolModule: "ListComposer"))
    #expect(catalog.entries.isEmpty)
  }

  @Test func generatorImportsTheConfiguredModuleOrNone() {
    let catalog = build(
      "final class C {}\nstruct B: CellDecorator { static func decorate(_ cell: C, with model: Int) {} }\nstruct A: CellDecorator { static func decorate(_ cell: C, with model: String) {} }"
    )
    let none = CatalogGenerator(moduleImport: nil, catalogType: "Registry", propertyName: "all")
      .source(for: catalog)
    #expect(!none.contains("import"))
    #expect(
      none.contains(
        "extension Registry {\n"
          + "  /// Every cell decorator declared in this target; built once, on first use.\n"
          + "  static let all: Registry = {\n"
      ))
    let registrations = none.split(separator: "\n").filter { $0.contains("register(") }
    #expect(registrations == ["    catalog.register(A.self)", "    catalog.register(B.self)"])
    #expect(CatalogGenerator(moduleImport: "Kit").source(for: catalog).contains("\nimport Kit\n"))
  }

  @Test func diagnosticsUseTheCompilerFormat() {
    let diagnostic = Diagnostic(
      .error, at: SourceLocation(file: "/p/A.swift", line: 3, column: 7), "bad")
    #expect(diagnostic.description == "/p/A.swift:3:7: error: bad")
    #expect([diagnostic].containsError)
  }
}
