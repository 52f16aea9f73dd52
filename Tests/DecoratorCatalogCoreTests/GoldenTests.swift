import DecoratorCatalogCore
import Foundation
import Testing

/// Runs the catalog builder and generator over `Golden/<case>/input/*.swift.txt` and compares the
/// results with `expected.swift.txt` and `expected-diagnostics.txt` in the same folder.
///
/// A case with a `decorator-catalog.json` generates the catalog that configuration asks for.
/// The inputs end in `.txt` so that SwiftPM does not compile them and `swift format` does not
/// lint them. Diagnostics name the inputs without the `.txt`, relative to `input/`.
/// Run with `UPDATE_GOLDEN=1` to rewrite the expected files, then review the diff.
@Suite struct GoldenTests {
  static let cases = [
    "direct", "extension", "refining-protocol", "nested-and-generic", "comments-and-strings",
    "raw-and-multiline-strings", "conditional-compilation", "reuse-identifier-collision",
    "model-collision", "disambiguated-models", "missing-cell-type", "undecidable",
    "published-catalog",
  ]

  static let root = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "Golden")

  @Test(arguments: cases)
  func matchesExpectedOutput(_ name: String) throws {
    let directory = Self.root.appending(path: name)
    let inputDirectory = directory.appending(path: "input")
    let inputs = try FileManager.default.contentsOfDirectory(atPath: inputDirectory.path)
      .filter { $0.hasSuffix(".swift.txt") }.sorted()
    try #require(!inputs.isEmpty, "no inputs in \(inputDirectory.path)")
    let files = try inputs.map { input in
      SourceFile(
        path: String(input.dropLast(".txt".count)),
        text: try String(contentsOf: inputDirectory.appending(path: input), encoding: .utf8))
    }
    var configuration = CatalogConfiguration()
    let configurationFile = directory.appending(path: CatalogConfiguration.fileName)
    if FileManager.default.fileExists(atPath: configurationFile.path) {
      configuration = try CatalogConfiguration(
        json: String(contentsOf: configurationFile, encoding: .utf8),
        path: CatalogConfiguration.fileName)
    }
    let catalog = CatalogBuilder().build(files)
    let generated = CatalogGenerator(configuration).source(for: catalog)
    let diagnostics = catalog.diagnostics.map { "\($0)\n" }.joined()

    let expectedSource = directory.appending(path: "expected.swift.txt")
    let expectedDiagnostics = directory.appending(path: "expected-diagnostics.txt")
    if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
      try generated.write(to: expectedSource, atomically: true, encoding: .utf8)
      try diagnostics.write(to: expectedDiagnostics, atomically: true, encoding: .utf8)
    }
    #expect(generated == (try String(contentsOf: expectedSource, encoding: .utf8)))
    #expect(diagnostics == (try String(contentsOf: expectedDiagnostics, encoding: .utf8)))
  }

  @Test func everyGoldenFolderIsListed() throws {
    let folders = try FileManager.default.contentsOfDirectory(atPath: Self.root.path)
    #expect(Set(folders) == Set(Self.cases))
  }
}
