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

  @Test func theDecoratorReadsAsEnglish() throws {
    let scaffold = try DecoratorScaffold(model: "Ad", cell: "AdCell", target: "App")
    #expect(
      scaffold.decoratorSource == """
        import ListComposer

        /// Fills an `AdCell` from an `Ad`.
        ///
        /// The build registers it in the target's generated `DecoratorCatalog`.
        enum AdDecorator: CellDecorator {
          static func decorate(_ cell: AdCell, with model: Ad) {
          }
        }

        """)
  }

  /// Issue 20, item 11: the scaffold wrote a `struct` where every document writes an `enum`.
  @Test func declaresTheDecoratorAsTheDocumentsDo() throws {
    let package = URL(filePath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let documents = [
      "README.md", "Sources/ListComposer/ListComposer.docc/GettingStarted.md",
      "Sources/ListComposer/ListComposer.docc/DecoratorsAndThePlugin.md",
    ]
    var keywords: Set<String> = []
    for document in documents {
      let text = try String(contentsOf: package.appending(path: document), encoding: .utf8)
      for line in text.split(separator: "\n") {
        // `enum ContactDecorator: CellDecorator {`: the word before the decorator's name.
        let words = line.split(separator: " ")
        guard let name = words.firstIndex(where: { $0.hasSuffix("Decorator:") }), name > 0,
          words.indices.contains(name + 1), words[name + 1].hasPrefix("CellDecorator")
        else { continue }
        keywords.insert(String(words[name - 1]))
      }
    }
    #expect(keywords == ["enum"], "the documents declare decorators with \(keywords)")
    let scaffold = try DecoratorScaffold(model: "Contact", cell: "ContactCell", target: "App")
    #expect(scaffold.decoratorSource.contains("\nenum ContactDecorator: CellDecorator {\n"))
    #expect(!scaffold.decoratorSource.contains("struct"))
  }

  @Test(arguments: [
    ("Ad", "AdCell", "Fills an `AdCell` from an `Ad`."),
    ("Contact", "ContactCell", "Fills a `ContactCell` from a `Contact`."),
    ("Item", "UITableViewCell", "Fills a `UITableViewCell` from an `Item`."),
    ("Update", "UserCell", "Fills a `UserCell` from an `Update`."),
    ("Order", "EntryCell", "Fills an `EntryCell` from an `Order`."),
    ("Feed.Update", "Feed.EntryCell", "Fills a `Feed.EntryCell` from a `Feed.Update`."),
  ])
  func usesTheArticleOfTheFirstLetter(_ model: String, _ cell: String, _ summary: String) throws {
    let scaffold = try DecoratorScaffold(model: model, cell: cell, target: "App")
    #expect(scaffold.decoratorSource.contains("/// \(summary)\n"))
  }

  @Test func prefersTheTestTargetNamedAfterTheTarget() throws {
    let scaffold = try DecoratorScaffold(model: "Ad", cell: "AdCell", target: "App")
    func target(_ name: String) -> DecoratorScaffold.TestTarget {
      DecoratorScaffold.TestTarget(name: name, directory: URL(filePath: "/p/Tests/\(name)"))
    }
    #expect(
      scaffold.preferredTestTarget(among: [target("Zeta"), target("AppTests")])?.name == "AppTests")
    #expect(scaffold.preferredTestTarget(among: [target("Zeta"), target("Beta")])?.name == "Beta")
    #expect(scaffold.preferredTestTarget(among: []) == nil)
  }

  @Test func writesBothFilesAndNeverOverwrites() throws {
    let package = FileManager.default.temporaryDirectory
      .appending(path: "scaffold-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: package) }
    let scaffold = try DecoratorScaffold(model: "Contact", cell: "ContactCell", target: "App")
    let tests = DecoratorScaffold.TestTarget(
      name: "AppTests", directory: package.appending(path: "Tests/AppTests"))
    let written = try scaffold.write(toPackageAt: package, testTarget: tests)
    #expect(
      written.map(\.lastPathComponent) == ["ContactDecorator.swift", "ContactDecoratorTests.swift"])
    let test = package.appending(path: scaffold.testPath)
    #expect(try String(contentsOf: test, encoding: .utf8) == scaffold.testSource)

    // Only the test exists now: nothing may be written, not even the missing decorator.
    try FileManager.default.removeItem(at: package.appending(path: scaffold.decoratorPath))
    #expect(throws: DecoratorScaffold.WriteFailure.fileExists(test.path)) {
      try scaffold.write(toPackageAt: package, testTarget: tests)
    }
    #expect(
      !FileManager.default.fileExists(atPath: package.appending(path: scaffold.decoratorPath).path))
  }

  @Test func writesNoTestWithoutATestTargetAndSaysSo() throws {
    let package = FileManager.default.temporaryDirectory
      .appending(path: "scaffold-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: package) }
    let scaffold = try DecoratorScaffold(model: "Ad", cell: "AdCell", target: "Ads")
    let written = try scaffold.write(toPackageAt: package, testTarget: nil)
    #expect(written == [package.appending(path: "Sources/Ads/AdDecorator.swift")])
    #expect(!FileManager.default.fileExists(atPath: package.appending(path: "Tests").path))
    #expect(
      scaffold.noTestTargetNote
        == "no test written: no test target depends on Ads, so SwiftPM would ignore the file. "
        + #"To test AdDecorator, add .testTarget(name: "AdsTests", dependencies: ["Ads"]) "#
        + "to Package.swift and write Tests/AdsTests/AdDecoratorTests.swift")
  }

  @Test func saysWhichTypesToDeclare() throws {
    let scaffold = try DecoratorScaffold(model: "Ad", cell: "AdCell", target: "App")
    let unrelated = SourceFile(path: "Other.swift", text: "struct Contact {}\n// struct Ad {}")
    #expect(scaffold.undeclaredTypes(in: [unrelated]) == ["Ad", "AdCell"])
    #expect(
      scaffold.declarationNote(for: ["Ad", "AdCell"])
        == "App does not declare Ad or AdCell yet: declare `struct Ad` (the model) and "
        + "`final class AdCell` (the cell: a UITableViewCell or UICollectionViewCell subclass, "
        + "or a HeadlessTableViewCell subclass for the headless hosts) in App, or import the "
        + "modules that declare them")

    let model = SourceFile(path: "Ad.swift", text: "public struct Ad: Sendable { var id: Int }")
    #expect(scaffold.undeclaredTypes(in: [unrelated, model]) == ["AdCell"])
    #expect(
      scaffold.declarationNote(for: ["AdCell"])
        == "App does not declare AdCell yet: declare `final class AdCell` (the cell: a "
        + "UITableViewCell or UICollectionViewCell subclass, or a HeadlessTableViewCell subclass "
        + "for the headless hosts) in App, or import the module that declares it")

    let cell = SourceFile(path: "AdCell.swift", text: "final class AdCell: UITableViewCell {}")
    #expect(scaffold.undeclaredTypes(in: [model, cell]).isEmpty)
    #expect(scaffold.declarationNote(for: []) == nil)
  }

  @Test func nestedAndPlatformTypesCountAsDeclared() throws {
    let scaffold = try DecoratorScaffold(
      model: "Feed.Story", cell: "UIKit.UITableViewCell", target: "App")
    #expect(scaffold.undeclaredTypes(in: []) == ["Feed.Story"])
    #expect(
      scaffold.declarationNote(for: ["Feed.Story"])
        == "App does not declare Feed.Story yet: declare `struct Story` inside `Feed` (the model) "
        + "in App, or import the module that declares it")
    let nested = SourceFile(path: "Feed.swift", text: "enum Feed {\n  struct Story {}\n}")
    #expect(scaffold.undeclaredTypes(in: [nested]).isEmpty)
  }
}
