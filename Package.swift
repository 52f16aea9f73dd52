// swift-tools-version: 6.0
//
// ListComposer: type-safe, composable data sources for list interfaces, with a headless
// host that enforces UIKit's batch-update rules so everything is testable on Linux.
//
// The package has no dependencies beyond the Swift toolchain.

import PackageDescription

let package = Package(
  name: "ListComposer",
  platforms: [.macOS(.v13), .iOS(.v16), .macCatalyst(.v16)],
  products: [
    .library(name: "ListComposer", targets: ["ListComposer"]),
    .library(name: "ListComposerAdapter", targets: ["ListComposerAdapter"]),
    .library(name: "ListDiffing", targets: ["ListDiffing"]),
    .library(name: "ListRules", targets: ["ListRules"]),
    .library(name: "HeadlessHost", targets: ["HeadlessHost"]),
    .library(name: "ListComposerTesting", targets: ["ListComposerTesting"]),
    .library(name: "ListComposerUIKit", targets: ["ListComposerUIKit"]),
    .library(name: "ListComposerAppKit", targets: ["ListComposerAppKit"]),
    .library(name: "ListComposerSwiftUI", targets: ["ListComposerSwiftUI"]),
    .plugin(name: "DecoratorCatalogPlugin", targets: ["DecoratorCatalogPlugin"]),
    .plugin(name: "ScaffoldDecoratorPlugin", targets: ["ScaffoldDecoratorPlugin"]),
    .executable(name: "home-screen", targets: ["HomeScreen"]),
    .executable(name: "feed", targets: ["Feed"]),
    .executable(name: "inbox", targets: ["Inbox"]),
    .executable(name: "chat", targets: ["Chat"]),
    .executable(name: "settings-screen", targets: ["SettingsScreen"]),
    .executable(name: "outline", targets: ["Outline"]),
    .executable(name: "composer-benchmark", targets: ["ComposerBenchmark"]),
  ],
  targets: [
    // MARK: Core libraries

    // Pure algorithms: positions, batch updates, identity and content protocols, diffing and
    // staging. No cells, no hosts; nonisolated and Sendable.
    .target(name: "ListDiffing"),

    // The rule engine: UIKit's batch-update rules and the wording of their failures, where
    // every section and item went after a batch, stage proofs made away from the main actor,
    // identity runs and the bounds counts are read within. Nonisolated and Sendable.
    .target(name: "ListRules", dependencies: ["ListDiffing"]),

    // Data sources, cell decorators, composition with index remapping in both directions.
    // Re-exports ListDiffing and ListRules.
    .target(name: "ListComposer", dependencies: ["ListDiffing", "ListRules"]),

    // The adapter: connects one source to one view; one part answers the view, one part
    // applies changes, one value per source says how its items behave.
    .target(name: "ListComposerAdapter", dependencies: ["ListComposer"]),

    // Table and collection view look-alikes that obey UIKit's rules, for Linux and for tests.
    .target(
      name: "HeadlessHost", dependencies: ["ListComposer", "ListComposerAdapter", "ListRules"]),

    // What an app developer imports in a test target: law checkers, oracles, seeded randomness.
    .target(
      name: "ListComposerTesting",
      dependencies: ["ListComposer", "ListComposerAdapter", "HeadlessHost"]),

    // What the UIKit and AppKit bridges share (forwarding to the app's delegate and data source,
    // taking a view over and giving it back, the hosts' common answers, flow-layout sizes, the
    // unified log), shared through `package` access: not a product, no public API. Only its
    // portable decisions (tested in ListComposerTests) compile without UIKit or AppKit.
    .target(name: "ListComposerBridgeCore", dependencies: ["ListComposer", "ListComposerAdapter"]),

    // A thin UITableView / UICollectionView bridge; compiles to nothing where UIKit is absent.
    .target(
      name: "ListComposerUIKit",
      dependencies: ["ListComposer", "ListComposerAdapter", "ListComposerBridgeCore"]),

    // NSTableView / NSCollectionView as hosts of the same adapter; compiles to nothing where
    // AppKit is absent.
    .target(
      name: "ListComposerAppKit",
      dependencies: ["ListComposer", "ListComposerAdapter", "ListComposerBridgeCore"]),

    // SwiftUI on both sides of a screen: cells whose content is a SwiftUI view, and
    // ComposedList, a SwiftUI view over the UIKit and AppKit bridges; compiles to nothing where
    // SwiftUI is absent.
    .target(
      name: "ListComposerSwiftUI",
      dependencies: [
        "ListComposer", "ListComposerAdapter", "ListComposerBridgeCore", "ListComposerUIKit",
        "ListComposerAppKit",
      ]
    ),

    // MARK: Plugins and their core

    // Scans Swift sources for cell decorators, checks reuse identifiers, generates the catalog.
    .target(name: "DecoratorCatalogCore"),
    .executableTarget(name: "decorator-catalog", dependencies: ["DecoratorCatalogCore"]),
    .plugin(
      name: "DecoratorCatalogPlugin",
      capability: .buildTool(),
      dependencies: ["decorator-catalog"]
    ),
    .plugin(
      name: "ScaffoldDecoratorPlugin",
      capability: .command(
        intent: .custom(
          verb: "scaffold-decorator",
          description:
            "Writes a cell decorator for a model and a cell, and its test where a test target exists."
        ),
        permissions: [
          .writeToPackageDirectory(
            reason: "Writes the new decorator source file and its test into the package.")
        ]
      ),
      dependencies: ["decorator-catalog"]
    ),

    // MARK: Samples

    .executableTarget(
      name: "HomeScreen",
      dependencies: ["ListComposer", "ListComposerAdapter", "HeadlessHost"],
      path: "Samples/HomeScreen",
      exclude: ["README.md"]
    ),
    // A settings screen declared from its sections (DeclaredScreen), with toggles that make
    // sections appear and disappear.
    .executableTarget(
      name: "SettingsScreen",
      dependencies: ["ListComposer", "ListComposerAdapter", "HeadlessHost"],
      path: "Samples/SettingsScreen"
    ),
    // A folder tree that opens and closes (OutlineDataSource).
    .executableTarget(
      name: "Outline",
      dependencies: ["ListComposer", "ListComposerAdapter", "HeadlessHost"],
      path: "Samples/Outline",
      exclude: ["README.md"]
    ),
    // The chat sample's conversation, whatever view shows it (ChatConversation: its messages,
    // pages, the reader's place, the count of new messages below): the headless story of
    // `swift run chat` and the UIKit and AppKit chat screens share it. Portable.
    .target(
      name: "ChatSampleModel",
      dependencies: ["ListComposer", "ListComposerAdapter"],
      path: "Samples/ChatSampleModel"
    ),
    // The home screen as UIKit view controllers (table and collection view); an ordinary
    // library that compiles to nothing without UIKit. Typechecked with shared/tools/ios-typecheck.
    .target(
      name: "HomeScreenUIKit",
      dependencies: [
        "ListComposer", "ListComposerAdapter", "ListComposerUIKit", "ChatSampleModel",
      ],
      path: "Samples/HomeScreenUIKit",
      exclude: ["README.md"]
    ),
    // The home screen as AppKit view controllers (NSTableView with group and footer rows, and
    // NSCollectionView with per-child compositional layouts and prefetching); an ordinary
    // library that compiles to nothing without AppKit. Typechecked with PLATFORM=macos.
    .target(
      name: "HomeScreenAppKit",
      dependencies: [
        "ListComposer", "ListComposerAdapter", "ListComposerAppKit", "ChatSampleModel",
      ],
      path: "Samples/HomeScreenAppKit",
      exclude: ["README.md"]
    ),
    // The home screen composed inside a SwiftUI app (ComposedList), with SwiftUI rows beside
    // UIKit or AppKit cells; an ordinary library that compiles to nothing without SwiftUI.
    // Typechecked for iOS and PLATFORM=macos.
    .target(
      name: "HomeScreenSwiftUI",
      dependencies: ["ListComposer", "ListComposerAdapter", "ListComposerSwiftUI"],
      path: "Samples/HomeScreenSwiftUI",
      exclude: ["README.md"]
    ),
    // The catalog plugin registers the feed's decorators; the sample has no registration call.
    .executableTarget(
      name: "Feed",
      dependencies: ["ListComposer", "ListComposerAdapter", "HeadlessHost"],
      path: "Samples/Feed",
      exclude: ["README.md"],
      plugins: ["DecoratorCatalogPlugin"]
    ),

    // The inbox sample's story is a library, so that its golden test runs what it prints
    // without building and launching the executable.
    .target(
      name: "InboxSampleCore",
      dependencies: ["ListComposer", "ListComposerAdapter", "HeadlessHost"],
      path: "Samples/InboxSampleCore"
    ),
    .executableTarget(
      name: "Inbox",
      dependencies: ["InboxSampleCore"],
      path: "Samples/Inbox",
      exclude: ["README.md"]
    ),
    // The chat sample's story and screen are a library too, for its golden test and the test
    // of its screen.
    .target(
      name: "ChatSampleCore",
      dependencies: ["ListComposer", "ListComposerAdapter", "HeadlessHost", "ChatSampleModel"],
      path: "Samples/ChatSampleCore"
    ),
    .executableTarget(
      name: "Chat",
      dependencies: ["ChatSampleCore"],
      path: "Samples/Chat",
      exclude: ["README.md"]
    ),

    // MARK: Benchmarks

    .executableTarget(
      name: "ComposerBenchmark",
      dependencies: [
        "ListComposer", "ListComposerAdapter", "ListDiffing", "ListComposerTesting", "HeadlessHost",
      ],
      path: "Benchmarks/ComposerBenchmark"
    ),

    // MARK: Tests

    // What the test targets share, not a product (`package` access only): the views a test
    // runs on (ViewUnderTest), the fixtures, the one seeded random-screen generator
    // (ScreenGenerator) and the pair of test cells (TestRow, TestTile).
    .target(
      name: "ListComposerTestSupport",
      dependencies: ["ListComposer", "ListComposerAdapter", "HeadlessHost", "ListComposerTesting"],
      path: "Tests/ListComposerTestSupport"
    ),

    // What the tests of the modules below ListComposer share, not a product: the seeded
    // generator (SplitMix64) and the seeded staged changes the stage proof is checked on
    // (SeededStages). ListDiffing only, so that those tests build nothing above it.
    .target(
      name: "ListDiffingTestSupport",
      dependencies: ["ListDiffing"],
      path: "Tests/ListDiffingTestSupport"
    ),

    // Each test target tests one module, in folders named like the module's source folders.
    // The diffing tests build ListDiffing alone.
    .testTarget(name: "ListDiffingTests", dependencies: ["ListDiffing", "ListDiffingTestSupport"]),
    // The rule engine on its own: ListRules and ListDiffing, nothing above them.
    .testTarget(
      name: "ListRulesTests", dependencies: ["ListRules", "ListDiffing", "ListDiffingTestSupport"]),
    // ListComposer's features, driven through the headless views.
    .testTarget(
      name: "ListComposerTests",
      dependencies: [
        "ListComposer", "ListComposerAdapter", "HeadlessHost", "ListComposerTesting",
        "ListComposerTestSupport",
        "ListComposerBridgeCore", "ListDiffingTestSupport",
      ]
    ),
    // The headless views themselves: their engine, validation policies, diffable snapshot,
    // cells and attach.
    .testTarget(
      name: "HeadlessHostTests",
      dependencies: [
        "HeadlessHost", "ListComposer", "ListComposerAdapter", "ListComposerTesting",
        "ListComposerTestSupport",
      ]
    ),
    // The tutorial's test target, as a reader writes it: its listings are this folder's files.
    .testTarget(
      name: "TutorialTests",
      dependencies: ["ListComposer", "ListComposerAdapter", "HeadlessHost", "ListComposerTesting"]
    ),
    .testTarget(
      name: "InboxSampleCoreTests",
      dependencies: ["InboxSampleCore"],
      exclude: ["Golden"]
    ),
    .testTarget(
      name: "ChatSampleCoreTests",
      dependencies: ["ChatSampleCore", "ListComposer", "HeadlessHost"],
      exclude: ["Golden"]
    ),
    .testTarget(
      name: "DecoratorCatalogCoreTests",
      dependencies: ["DecoratorCatalogCore"],
      exclude: ["Golden", "Fixtures"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
