import DecoratorCatalogCore
import Foundation
import Testing

@Suite struct DecoratorScaffoldTests {
  @Test func namesFilesAfterTheModel() throws {
    let scaffold = try DecoratorScaffold(model: "Feed.Story", cell: "StoryCell", target: "App")
    #expect(scaffold.decoratorName == "StoryDecorator")
    #expect(scaffold.decoratorPath == "Sources/App/StoryDecorator.swift")
    #expect(scaffold.testPath == "Tests/AppTests/StoryDecoratorTests.swift")
  }

  @Test(arguments: [
    ("", "Cell", "App"), ("Contact Row", "Cell", "App"), ("A", "1Cell", "App"),
    ("A", "C", "My.App"), ("A", "C", "../App"),
  ])
  func rejectsNamesThatAreNotTypeNames(_ model: String, _ cell: String, _ target: String) {
    #expect(throws: DecoratorScaffold.Failure.self) {
      try DecoratorScaffold(model: model, cell: cell, target: target)
    }
  }

  @Test func theScaffoldedDecoratorIsFoundByTheCatalog() throws {
    let scaffold = try DecoratorScaffold(model: "Contact", cell: "ContactCell", target: "App")
    let catalog = CatalogBuilder(knownExternalCellTypes: ["ContactCell"]).build([
      SourceFile(path: scaffold.decoratorPath, text: scaffold.decoratorSource)
    ])
    #expect(catalog.entries.map(\.typeName) == ["ContactDecorator"])
    #expect(catalog.entries.first?.model.value == "Contact")
    #expect(catalog.entries.first?.reuseIdentifier.value == "ContactCell")
    #expect(catalog.diagnostics.isEmpty)
  }

  @Test func writesBothFilesAndNeverOverwrites() throws {
    let package = FileManager.default.temporaryDirectory
      .appending(path: "scaffold-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: package) }
    let scaffold = try DecoratorScaffold(model: "Contact", cell: "ContactCell", target: "App")
    let written = try scaffold.write(toPackageAt: package)
    #expect(
      written.map(\.lastPathComponent) == ["ContactDecorator.swift", "ContactDecoratorTests.swift"])
    let test = package.appending(path: scaffold.testPath)
    #expect(try String(contentsOf: test, encoding: .utf8) == scaffold.testSource)

    // Only the test exists now: nothing may be written, not even the missing decorator.
    try FileManager.default.removeItem(at: package.appending(path: scaffold.decoratorPath))
    #expect(throws: DecoratorScaffold.WriteFailure.fileExists(test.path)) {
      try scaffold.write(toPackageAt: package)
    }
    #expect(
      !FileManager.default.fileExists(atPath: package.appending(path: scaffold.decoratorPath).path))
  }
}
