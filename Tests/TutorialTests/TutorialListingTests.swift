import Foundation
import Testing

/// The code listings of the DocC tutorial (Sources/ListComposer/ListComposer.docc/Tutorials)
/// are the code of this folder and of the UIKit sample, so that no listing can drift from code
/// that compiles and runs.
///
/// `Scripts/check-tutorial-code.sh` typechecks every portable step against the built modules;
/// these tests tie the listings to code that runs: the last portable listing of each file is
/// this folder's file of that name, verbatim, and the tutorial's final app code (its models
/// and screen, and the UIKit listings) is a passage of `Samples/HomeScreenUIKit/Tutorial`,
/// which the iOS SDK typecheck covers. Indentation is not compared for the sample, where the
/// code sits inside a namespace.
@Suite struct TutorialListingTests {
  /// The checkout that holds this file: `<root>/Tests/TutorialTests/<this file>`.
  static let packageRoot = URL(filePath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static let catalog = "Sources/ListComposer/ListComposer.docc"
  static let testFolder = "Tests/TutorialTests"
  static let uiKitSample = "Samples/HomeScreenUIKit/Tutorial"

  /// One `@Code` directive: the file name the reader sees and the listing's file.
  struct Listing: CustomStringConvertible {
    let name: String
    let file: String
    /// The listing DocC compares this one with, to highlight what the step changes.
    let previousFile: String?
    let text: String

    var description: String { "\(file) (\(name))" }
    var imports: [String] { text.split(separator: "\n").map(String.init).filter(Self.isImport) }
    var isPortable: Bool { !imports.contains("import UIKit") }
    var isTest: Bool { imports.contains("import Testing") }
    /// The lines after the imports, trimmed, without the blank ones.
    var body: [String] {
      TutorialListingTests.normalizedLines(text).filter { !Self.isImport($0) }
    }

    static func isImport(_ line: String) -> Bool { line.hasPrefix("import ") }
  }

  @Test func everyListingOfTheTutorialExists() throws {
    let listings = try Self.listings()
    #expect(listings.count >= 10, "expected the tutorial's listings, found \(listings.count)")
    #expect(Set(listings.map(\.name)).count >= 4)
  }

  /// DocC highlights what a step changes only against the listing it names as the previous
  /// file: that is the last listing of the same file, so each diff is what the reader changes.
  @Test func eachListingIsComparedWithTheFilesPreviousListing() throws {
    var last: [String: String] = [:]
    for listing in try Self.listings() {
      #expect(
        listing.previousFile == last[listing.name],
        "\(listing) should name previousFile: \(last[listing.name] ?? "nothing")")
      last[listing.name] = listing.file
    }
  }

  @Test func theLastPortableListingOfEachFileIsTheTestFolderFile() throws {
    var last: [String: Listing] = [:]
    for listing in try Self.listings() where listing.isPortable { last[listing.name] = listing }
    try #require(!last.isEmpty)
    for (name, listing) in last.sorted(by: { $0.key < $1.key }) {
      let url = Self.packageRoot.appending(path: "\(Self.testFolder)/\(name)")
      let file = try? String(contentsOf: url, encoding: .utf8)
      #expect(file != nil, "\(listing) has no file \(Self.testFolder)/\(name) to run it")
      #expect(file == listing.text, "\(listing) differs from \(Self.testFolder)/\(name)")
    }
  }

  @Test func theFinalAppCodeIsInTheUIKitSample() throws {
    let sample = try Self.swiftFiles(under: Self.uiKitSample)
    try #require(!sample.isEmpty)
    var last: [String: Listing] = [:]
    var uiKit: [Listing] = []
    for listing in try Self.listings() {
      last[listing.name] = listing
      if !listing.isPortable { uiKit.append(listing) }
    }
    try #require(!uiKit.isEmpty, "the tutorial shows no UIKit code")
    let app = last.values.filter { !$0.isTest }
    for listing in uiKit + app.filter(\.isPortable) {
      let holder = sample.first { $0.lines.containsContiguously(listing.body) }
      #expect(holder != nil, "\(listing) is in no file of \(Self.uiKitSample)")
      for line in listing.imports {
        #expect(holder?.lines.contains(line) != false, "\(holder?.path ?? "") lacks \(line)")
      }
    }
  }

  // MARK: Helpers

  /// Every `@Code` listing of the catalog's tutorials, in the order of each tutorial's steps.
  static func listings() throws -> [Listing] {
    let root = packageRoot.appending(path: catalog)
    let paths = FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []
    let tutorials = paths.filter { $0.hasSuffix(".tutorial") }.sorted()
    let code =
      #/@Code\(name:\s*"([^"]+)",\s*file:\s*"?([^",\)\s]+)"?(?:,\s*previousFile:\s*"?([^",\)\s]+)"?)?\s*\)/#
    var listings: [Listing] = []
    for tutorial in tutorials {
      let text = try String(contentsOf: root.appending(path: tutorial), encoding: .utf8)
      for match in text.matches(of: code) {
        let file = String(match.output.2)
        guard
          let path = paths.first(where: { $0.split(separator: "/").last.map(String.init) == file })
        else {
          Issue.record("\(tutorial) names \(file), which is not in \(catalog)")
          continue
        }
        let listing = try String(contentsOf: root.appending(path: path), encoding: .utf8)
        listings.append(
          Listing(
            name: String(match.output.1), file: file, previousFile: match.output.3.map(String.init),
            text: listing))
      }
    }
    return listings
  }

  /// The Swift files under a folder of this checkout, with their normalized lines.
  static func swiftFiles(under folder: String) throws -> [(path: String, lines: [String])] {
    let root = packageRoot.appending(path: folder)
    let paths = FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []
    return try paths.filter { $0.hasSuffix(".swift") }.sorted().map { path in
      (path, normalizedLines(try String(contentsOf: root.appending(path: path), encoding: .utf8)))
    }
  }

  /// The lines of a text, trimmed, without the blank ones.
  static func normalizedLines(_ text: String) -> [String] {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
  }
}

extension Array where Element == String {
  /// A Boolean value that indicates whether `lines` appear in this array, in order and next to
  /// each other.
  fileprivate func containsContiguously(_ lines: [String]) -> Bool {
    guard !lines.isEmpty, lines.count <= count else { return lines.isEmpty }
    return (0...(count - lines.count)).contains {
      self[$0..<($0 + lines.count)].elementsEqual(lines)
    }
  }
}
