import Foundation
import Testing

/// Builds `Fixtures/ClientApp`, a client package set up as the README says, in a copy (kept
/// between runs, with its build folder) beside a link to this checkout named `ListComposer`, so
/// that it depends on ListComposer with `.package(path: "../ListComposer")` and names it
/// `package: "ListComposer"` wherever this checkout lives.
///
/// One build covers the README, the article examples it checks, and both plugins: the quick
/// start and the other examples run and print what the documents say; `DecoratorCatalogPlugin`
/// generates an internal catalog for the app and a published one for its feature module;
/// `scaffold-decorator` writes a decorator and a test that compile and pass, and writes no test
/// where no test target would compile it. A reuse-identifier collision then fails the build at the right line.
@Suite struct EndToEndTests {
  static let swiftOnPath: Bool = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").contains {
      FileManager.default.isExecutableFile(atPath: "\($0)/swift")
    }
  }()

  /// The checkout that holds this file: `<root>/Tests/DecoratorCatalogCoreTests/<this file>`.
  static let packageRoot = URL(filePath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static let fixture = packageRoot.appending(
    path: "Tests/DecoratorCatalogCoreTests/Fixtures/ClientApp")

  @Test(
    .enabled(if: swiftOnPath, "skipped: `swift` is not on PATH, so the fixture cannot be built"),
    .timeLimit(.minutes(10)))
  func buildsAndRunsAClientPackageThatAppliesThePlugins() throws {
    // The workspace and its build folder stay for the next run (see `copyFixture()`).
    let workspace = try Self.copyFixture()
    let directory = workspace.appending(path: "App")
    let scratch = directory.appending(path: ".build")

    // scaffold-decorator, before the build so that one build compiles what it writes.
    func scaffold(_ model: String, _ cell: String, into target: String) throws -> (
      status: Int32, output: String
    ) {
      try Self.run(
        [
          "package", "--scratch-path", scratch.path, "--allow-writing-to-package-directory",
          "scaffold-decorator", "--model", model, "--cell", cell, "--target", target,
        ], in: directory)
    }
    let written = try scaffold("Banner", "BannerCell", into: "App")
    try #require(written.status == 0, "scaffold-decorator failed:\n\(written.output)")
    for path in ["Sources/App/BannerDecorator.swift", "Tests/AppTests/BannerDecoratorTests.swift"] {
      #expect(written.output.contains("/\(path)\n"), "\(path) not reported:\n\(written.output)")
      #expect(FileManager.default.fileExists(atPath: directory.appending(path: path).path))
    }
    #expect(!written.output.contains("note:"), "Banner has a test target and is declared")
    let again = try scaffold("Banner", "BannerCell", into: "App")
    #expect(again.status != 0)
    #expect(again.output.contains("BannerDecorator.swift already exists"))

    // A target that no test target depends on gets no test; undeclared types are named.
    let untested = try scaffold("Coupon", "CouponCell", into: "Ads")
    try #require(untested.status == 0, "scaffold-decorator failed:\n\(untested.output)")
    #expect(
      untested.output.contains("note: no test written: no test target depends on Ads"),
      "unexpected output:\n\(untested.output)")
    #expect(
      untested.output.contains(
        "note: Ads does not declare Coupon or CouponCell yet: declare `struct Coupon` (the model) "
          + "and `final class CouponCell`"), "unexpected output:\n\(untested.output)")
    #expect(
      !FileManager.default.fileExists(atPath: directory.appending(path: "Tests/AdsTests").path))
    // Coupon is not declared, so its decorator cannot compile: remove it before building.
    try FileManager.default.removeItem(
      at: directory.appending(path: "Sources/Ads/CouponDecorator.swift"))

    let build = try Self.run(
      ["build", "--build-tests", "--scratch-path", scratch.path], in: directory)
    try #require(build.status == 0, "swift build failed:\n\(build.output)")
    #expect(!build.output.contains("warning:"), "the build warned:\n\(build.output)")

    let app = try Self.run(scratch.appending(path: "debug/App"), [], in: directory)
    #expect(
      app.output == """
        delete items [1, 4]
        true
        []
        ad
        Invalid update: invalid number of rows in section 0.  The number of rows contained in \
        an existing section after the update (2) must be equal to the number of rows contained \
        in that section before the update (2), plus or minus the number of rows inserted or \
        deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows \
        moved into or out of that section (0 moved in, 0 moved out).
        delete items [1, 1]; insert items [1, 1]; reload items [1, 0] [1, 2]
        ["delete sections 1"]

        """)
    #expect(app.status == 0)

    #expect(
      try Self.generatedCatalog(of: "App", under: scratch) == """
        // Generated by decorator-catalog. Do not edit.
        import ListComposer

        extension DecoratorCatalog {
          /// Every cell decorator declared in this target; built once, on first use.
          static let generated: DecoratorCatalog = {
            var catalog = DecoratorCatalog()
            // Banner in BannerCell, reuse identifier "BannerCell"
            catalog.register(BannerDecorator.self)
            // Contact in ContactCell, reuse identifier "ContactCell"
            catalog.register(ContactDecorator.self)
            // Message in MessageCell, reuse identifier "MessageCell"
            catalog.register(MessageDecorator.self)
            return catalog
          }()
        }

        """)
    #expect(
      try Self.generatedCatalog(of: "Ads", under: scratch) == """
        // Generated by decorator-catalog. Do not edit.
        import ListComposer

        extension DecoratorCatalog {
          /// Every cell decorator declared in this target; built once, on first use.
          public static let ads: DecoratorCatalog = {
            var catalog = DecoratorCatalog()
            // Ad in AdCell, reuse identifier "ad"
            catalog.register(AdDecorator.self)
            return catalog
          }()
        }

        """)

    // The scaffolded test runs in its test target, beside the fixture's own.
    let tests = try Self.run(
      ["test", "--skip-build", "--scratch-path", scratch.path], in: directory)
    #expect(tests.status == 0, "swift test failed:\n\(tests.output)")
    #expect(tests.output.contains("Suite BannerDecoratorTests passed"), "\(tests.output)")

    let collision = directory.appending(path: "Sources/Ads/Promotions.swift")
    try """
    import ListComposer

    final class PromotionCell {}
    struct Promotion {}

    struct PromotionDecorator: CellDecorator {
      static let reuseIdentifier = "ad"
      static func decorate(_ cell: PromotionCell, with model: Promotion) {}
    }

    """.write(to: collision, atomically: true, encoding: .utf8)
    let failed = try Self.run(["build", "--scratch-path", scratch.path], in: directory)
    #expect(failed.status != 0)
    #expect(
      failed.output.contains(
        #"Promotions.swift:7:14: error: reuse identifier "ad" of 'PromotionDecorator'"#),
      "unexpected output:\n\(failed.output)")
  }

  /// Every Swift and JSON block of the README is in the fixture that the test above builds and
  /// runs, so that no snippet can drift from code that compiles. Indentation is not compared:
  /// a snippet may sit inside a function or an array in the fixture.
  ///
  /// UIKit code cannot build on Linux. A Swift block whose first line is a comment that begins
  /// with `// UIKit` must instead be a passage, marker line included, of the UIKit sample, which
  /// `shared/tools/ios-typecheck` checks against a real iOS SDK: the marker moves a snippet from
  /// one checked place to another and never exempts it. Likewise a block that begins with
  /// `// AppKit` must be a passage of the AppKit sample, checked against a real macOS SDK, and
  /// one that begins with `// SwiftUI` a passage of the SwiftUI sample, checked against both.
  @Test func everyReadmeSnippetIsInTheFixture() throws {
    let readme = try String(
      contentsOf: Self.packageRoot.appending(path: "README.md"), encoding: .utf8)
    let snippets = Self.codeBlocks(in: readme, languages: ["swift", "json"])
    try #require(snippets.count >= 6, "expected the README's snippets, found \(snippets.count)")
    try Self.expectCheckedPassages(snippets, from: "README.md")
  }

  /// The sections of DocC articles whose examples are checked as the README's are: every Swift
  /// and JSON block under the heading, up to the next heading of the same or a higher level.
  /// They hold the examples that moved out of the README into the article they belong to.
  static let checkedArticleSections: [(article: String, heading: String)] = [
    (
      "Sources/ListComposer/ListComposer.docc/DeclaringAScreen.md", "### Example: a settings screen"
    ),
    ("Sources/ListComposer/ListComposer.docc/ChangeFeeds.md", "## Example: orders from a server"),
    (
      "Sources/ListComposer/ListComposer.docc/DecoratorsAndThePlugin.md",
      "### Publishing a catalog from a feature module"
    ),
    (
      "Sources/ListComposerUIKit/ListComposerUIKit.docc/UIKitIntegration.md",
      "### The sample's controllers"
    ),
    (
      "Sources/ListComposerAppKit/ListComposerAppKit.docc/AppKitIntegration.md",
      "## The sample's controller"
    ),
    ("Sources/ListComposerSwiftUI/ListComposerSwiftUI.docc/SwiftUI.md", "## The sample's screen"),
  ]

  /// Every Swift and JSON block of a checked article section is in the fixture, or, after a
  /// `// UIKit`, `// AppKit` or `// SwiftUI` marker, in that framework's sample.
  @Test(
    arguments: zip(checkedArticleSections.map(\.article), checkedArticleSections.map(\.heading)))
  func everyCheckedArticleSnippetIsInTheFixture(article: String, heading: String) throws {
    let text = try String(contentsOf: Self.packageRoot.appending(path: article), encoding: .utf8)
    let section = try #require(
      Self.section(of: text, headed: heading), "\(article) has no section \(heading)")
    let snippets = Self.codeBlocks(in: section, languages: ["swift", "json"])
    try #require(!snippets.isEmpty, "\(heading) in \(article) has no snippet")
    try Self.expectCheckedPassages(snippets, from: article)
  }

  /// The README shows both UIKit bridges, in snippets of the UIKit sample.
  @Test func theReadmeShowsTheUIKitBridges() throws {
    let readme = try String(
      contentsOf: Self.packageRoot.appending(path: "README.md"), encoding: .utf8)
    #expect(readme.contains("## For app developers: UIKit"))
    let uiKit = Self.codeBlocks(in: readme, languages: ["swift"])
      .filter { Self.isUIKitSnippet(Self.normalizedLines($0)) }
      .joined(separator: "\n")
    for text in [
      "TableViewBridge(screen, tableView: tableView)", "CollectionViewBridge(", "setLayout(for:",
    ] {
      #expect(uiKit.contains(text), "no UIKit README snippet shows \(text)")
    }
  }

  /// The README shows what a newcomer needs to get going: a dependency and the plugin from a
  /// client package, a check of the quick start's result, and the UIKit entry point.
  @Test func theReadmeShowsTheNewcomerPath() throws {
    let readme = try String(
      contentsOf: Self.packageRoot.appending(path: "README.md"), encoding: .utf8)
    let snippets = Self.codeBlocks(in: readme, languages: ["swift"]).joined(separator: "\n")
    for text in [
      #".package(path: "../ListComposer")"#,
      #".product(name: "ListComposer", package: "ListComposer")"#,
      #"plugins: [.plugin(name: "DecoratorCatalogPlugin", package: "ListComposer")]"#,
      "change.batches.first?.deletedItems == [ListPosition(section: 1, item: 4)]",
    ] {
      #expect(snippets.contains(text), "no README snippet shows \(text)")
    }
    #expect(readme.contains("TableViewBridge(screen, tableView: tableView)"))
    let uiKit = try Self.swiftFiles(under: "Sources/ListComposerUIKit").joined(separator: "\n")
    #expect(
      uiKit.contains("public final class TableViewBridge")
        && uiKit.contains("public init(_ source: some DataSource, tableView: UITableView"),
      "the README names TableViewBridge.init(_:tableView:); update it with the bridge")
  }

  // MARK: Helpers

  /// The UIKit sample, whose passages the README's UIKit snippets are.
  static let uiKitSample = "Samples/HomeScreenUIKit"

  /// The AppKit sample, whose passages the README's AppKit snippets are.
  static let appKitSample = "Samples/HomeScreenAppKit"

  /// The SwiftUI sample, whose passages the README's SwiftUI snippets are.
  static let swiftUISample = "Samples/HomeScreenSwiftUI"

  /// A Boolean value that indicates whether a snippet is UIKit code: its first line is a
  /// comment that begins with `// UIKit`.
  static func isUIKitSnippet(_ lines: [String]) -> Bool {
    lines.first?.hasPrefix("// UIKit") == true
  }

  /// Expects each snippet to be a passage of the fixture or, after a framework marker, of that
  /// framework's sample; `document` names where the snippets come from in failures.
  static func expectCheckedPassages(_ snippets: [String], from document: String) throws {
    let files = try fixtureFiles().map { normalizedLines($0.text) }
    try #require(!files.isEmpty)
    let uiKit = try swiftFiles(under: uiKitSample).map(normalizedLines)
    try #require(!uiKit.isEmpty)
    let appKit = try swiftFiles(under: appKitSample).map(normalizedLines)
    try #require(!appKit.isEmpty)
    let swiftUI = try swiftFiles(under: swiftUISample).map(normalizedLines)
    try #require(!swiftUI.isEmpty)
    for snippet in snippets {
      let lines = normalizedLines(snippet)
      let (place, candidates): (String, [[String]]) =
        if isUIKitSnippet(lines) {
          (uiKitSample, uiKit)
        } else if lines.first?.hasPrefix("// AppKit") == true {
          (appKitSample, appKit)
        } else if lines.first?.hasPrefix("// SwiftUI") == true {
          (swiftUISample, swiftUI)
        } else {
          (fixture.path, files)
        }
      #expect(
        candidates.contains { $0.containsContiguously(lines) },
        "this snippet of \(document) is in no file of \(place):\n\(snippet)")
    }
  }

  /// The part of `markdown` under the heading line `heading`, up to the next heading of the same
  /// or a higher level, or `nil` when there is no such heading. A line of a Swift or JSON block
  /// never reads as a heading: `#if` has no space after its `#`.
  static func section(of markdown: String, headed heading: String) -> String? {
    let level = heading.prefix { $0 == "#" }.count
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0 == heading }) else { return nil }
    let end =
      lines[(start + 1)...].firstIndex { line in
        let hashes = line.prefix { $0 == "#" }.count
        return hashes > 0 && hashes <= level && line.dropFirst(hashes).hasPrefix(" ")
      } ?? lines.endIndex
    return lines[(start + 1)..<end].joined(separator: "\n")
  }

  /// Copies the fixture into `<workspace>/App`, dropping the `.txt` suffixes, and links this
  /// checkout as `<workspace>/ListComposer`; returns `<workspace>`.
  ///
  /// The workspace is one folder per checkout, `<temporary>/listcomposer-e2e-<hash of the
  /// checkout's path>`, kept between runs with the client's build folder, `App/.build`, so that
  /// a second run of the suite builds what changed (the client's own modules, whose files are
  /// written anew, and whatever changed in this checkout) rather than all of ListComposer again.
  /// Everything else in `App` is removed first: files an earlier run wrote (a scaffolded
  /// decorator, the colliding `Promotions.swift`) never reach this one. Two runs of the suite of
  /// the same checkout at the same time would share the folder; a run of another checkout has
  /// its own.
  static func copyFixture() throws -> URL {
    let manager = FileManager.default
    let workspace = manager.temporaryDirectory
      .appending(path: "listcomposer-e2e-\(stableHash(of: packageRoot.path))")
    let app = workspace.appending(path: "App")
    try manager.createDirectory(at: app, withIntermediateDirectories: true)
    for name in try manager.contentsOfDirectory(atPath: app.path) where name != ".build" {
      try manager.removeItem(at: app.appending(path: name))
    }
    for file in try fixtureFiles() {
      let target = app.appending(path: file.path)
      try manager.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try file.text.write(to: target, atomically: true, encoding: .utf8)
    }
    let link = workspace.appending(path: "ListComposer")
    if (try? manager.destinationOfSymbolicLink(atPath: link.path)) != packageRoot.path {
      // Removing a link never walks into what it points at.
      try? manager.removeItem(at: link)
      try manager.createSymbolicLink(at: link, withDestinationURL: packageRoot)
    }
    return workspace
  }

  /// A hash of `text` that is the same in every process (FNV-1a, 64 bits, in hexadecimal):
  /// `String.hashValue` is seeded per process, so it cannot name a folder kept between runs.
  static func stableHash(of text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return String(hash, radix: 16)
  }

  /// The fixture's files: each path relative to the fixture without its `.txt`, with its text.
  static func fixtureFiles() throws -> [(path: String, text: String)] {
    guard let files = FileManager.default.enumerator(atPath: fixture.path) else {
      throw FixtureError(description: "cannot list \(fixture.path)")
    }
    var result: [(path: String, text: String)] = []
    for case let relative as String in files where relative.hasSuffix(".txt") {
      let text = try String(contentsOf: fixture.appending(path: relative), encoding: .utf8)
      result.append((String(relative.dropLast(".txt".count)), text))
    }
    return result
  }

  /// The texts of the Swift files under a folder of this checkout, in path order.
  static func swiftFiles(under folder: String) throws -> [String] {
    let root = packageRoot.appending(path: folder)
    guard let files = FileManager.default.enumerator(atPath: root.path) else {
      throw FixtureError(description: "cannot list \(root.path)")
    }
    var texts: [(String, String)] = []
    for case let relative as String in files where relative.hasSuffix(".swift") {
      texts.append(
        (relative, try String(contentsOf: root.appending(path: relative), encoding: .utf8)))
    }
    return texts.sorted { $0.0 < $1.0 }.map(\.1)
  }

  /// Runs `swift <arguments>` in `directory` and returns its exit status and combined output.
  static func run(_ arguments: [String], in directory: URL) throws -> (
    status: Int32, output: String
  ) {
    try run(URL(filePath: "/usr/bin/env"), ["swift"] + arguments, in: directory)
  }

  /// Runs `executable` in `directory` and returns its exit status and combined output.
  static func run(_ executable: URL, _ arguments: [String], in directory: URL) throws -> (
    status: Int32, output: String
  ) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// The catalog `DecoratorCatalogPlugin` generated for `target`.
  static func generatedCatalog(of target: String, under scratch: URL) throws -> String {
    let files = FileManager.default.enumerator(atPath: scratch.path)
    while let relative = files?.nextObject() as? String {
      if relative.hasSuffix("DecoratorCatalogPlugin/DecoratorCatalog+Generated.swift"),
        relative.split(separator: "/").contains(Substring(target))
      {
        return try String(contentsOf: scratch.appending(path: relative), encoding: .utf8)
      }
    }
    throw FixtureError(description: "no generated catalog of \(target) under \(scratch.path)")
  }

  /// The contents of the fenced code blocks of `markdown` in one of `languages`.
  static func codeBlocks(in markdown: String, languages: Set<String>) -> [String] {
    var blocks: [String] = []
    var block: [Substring] = []
    var isInBlock = false
    var isCollecting = false
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      guard line.hasPrefix("```") else {
        if isCollecting { block.append(line) }
        continue
      }
      if isInBlock, isCollecting {
        blocks.append(block.joined(separator: "\n"))
      }
      isCollecting = !isInBlock && languages.contains(String(line.dropFirst(3)))
      isInBlock.toggle()
      block = []
    }
    return blocks
  }

  /// The lines of `text` without their surrounding spaces.
  static func normalizedLines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }

  struct FixtureError: Error, CustomStringConvertible {
    var description: String
  }
}

extension Array where Element == String {
  /// A Boolean value that indicates whether `lines` occur in the array one after another.
  fileprivate func containsContiguously(_ lines: [String]) -> Bool {
    guard lines.count <= count else { return false }
    return (0...(count - lines.count)).contains { start in
      dropFirst(start).prefix(lines.count).elementsEqual(lines)
    }
  }
}
