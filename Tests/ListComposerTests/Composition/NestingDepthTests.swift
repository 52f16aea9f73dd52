import Foundation
import HeadlessHost
import ListComposerTestSupport
import Testing

/// A screen nests at most `ListLimits.maximumNestingDepth` sources deep: a composition refuses a
/// child that would make its screen deeper, with a typed error and nothing changed, counting the
/// levels above it; a screen at the limit works in every walk on a 512 KiB stack.
@MainActor
@Suite struct NestingDepthTests {
  let maximum = ListLimits.maximumNestingDepth

  @Test func depthCountsEverySourceARequestPassesThrough() throws {
    let leaf = texts(["a"])
    #expect(leaf.nestingDepth == 1)
    #expect(AnyDataSource(leaf).nestingDepth == 1)
    #expect(try SectionedDataSource([]).nestingDepth == 1)
    let inner = try SectionedDataSource([leaf], layout: .linear)
    let wrapped = try StatefulDataSource(inner, placeholder: StatusDecorator<TextCell>.self)
    #expect(wrapped.nestingDepth == 3)
    let screen = try SectionedDataSource([texts(["b"]), wrapped])
    #expect(screen.nestingDepth == 4)
    #expect(AnyDataSource(screen).nestingDepth == 4)
    #expect(try DeepScreen(depth: maximum).root.nestingDepth == maximum)
  }

  @Test func aCompositionPastTheMaximumIsRefused() throws {
    let below = try DeepScreen(depth: maximum).root
    #expect(throws: ListError.nestingTooDeep(depth: maximum + 1, maximum: maximum)) {
      try SectionedDataSource([texts(["x"]), below])
    }
    #expect(!below.updates.hasParent)
    // The refused child is free: a host can show it.
    let tableView = strictTable()
    try tableView.attach(below)
    #expect(tableView.numberOfSections > 0)
    #expect(
      ListError.nestingTooDeep(depth: 65, maximum: 64).description
        == "the child would nest the screen 65 sources deep, more than the 64 that "
        + "ListLimits.maximumNestingDepth allows; nothing changed. Compose the deepest sources "
        + "as siblings instead")
  }

  enum Adoption: String, CaseIterable, CustomTestStringConvertible {
    case append, insert, setChildren
    var testDescription: String { rawValue }

    @MainActor
    func adopt(_ child: some DataSource, into composition: SectionedDataSource) throws {
      switch self {
      case .append: try composition.append(child)
      case .insert: try composition.insert(child, at: 0)
      case .setChildren: try composition.setChildren(composition.children + [AnyDataSource(child)])
      }
    }
  }

  @Test(arguments: Adoption.allCases)
  func aChildPastTheMaximumIsRefusedAndNothingChanges(adoption: Adoption) throws {
    let screen = try DeepScreen(depth: maximum)
    let tableView = strictTable()
    try tableView.attach(screen.root)
    let bottom = screen.bottom
    let before = (children: bottom.children.map(\.base), render: tableView.render())
    let logged = tableView.updateLog.count
    let candidate = try SectionedDataSource([texts(["too deep"])])
    #expect(throws: ListError.nestingTooDeep(depth: maximum + 1, maximum: maximum)) {
      try adoption.adopt(candidate, into: bottom)
    }
    #expect(bottom.children.map(\.base).elementsEqual(before.children) { $0 === $1 })
    #expect(tableView.render() == before.render)
    #expect(tableView.updateLog.count == logged)
    #expect(!candidate.updates.hasParent)
    #expect(screen.root.nestingDepth == maximum)
    // A source that adds no level is welcome at the bottom.
    try adoption.adopt(texts(["at the limit"]), into: bottom)
    #expect(bottom.children.count == before.children.count + 1)
    #expect(tableView.updateLog.last?.succeeded == true)
  }

  @Test(arguments: Adoption.allCases)
  func aNestedCompositionCountsTheLevelsAboveIt(adoption: Adoption) throws {
    // On its own, a composition may take a child as deep as the maximum allows.
    let alone = try SectionedDataSource([])
    try adoption.adopt(try DeepScreen(depth: maximum - 1).root, into: alone)
    #expect(alone.nestingDepth == maximum)

    // Below the levels of a screen, the same composition may take only what fits under them.
    let screen = try DeepScreen(depth: maximum - 1)
    let inner = try SectionedDataSource([])
    try screen.bottom.append(inner)  // at level maximum - 1, below the stateful level too
    #expect(screen.root.nestingDepth == maximum - 1)
    let tableView = strictTable()
    try tableView.attach(screen.root)
    let render = tableView.render()
    let deeper = try SectionedDataSource([texts(["too deep"])])
    #expect(throws: ListError.nestingTooDeep(depth: maximum + 1, maximum: maximum)) {
      try adoption.adopt(deeper, into: inner)
    }
    #expect(inner.children.isEmpty)
    #expect(tableView.render() == render)
    #expect(!deeper.updates.hasParent)
    try adoption.adopt(texts(["deepest"]), into: inner)
    #expect(screen.root.nestingDepth == maximum)
    #expect(tableView.updateLog.last?.succeeded == true)
  }

  #if os(Linux)
    /// Runs ``walksAtTheMaximumOnASmallStack()`` in a new process of this test binary whose
    /// threads have 512 KiB stacks (`ulimit -s 512`).
    ///
    /// Not on a `Thread` of this process with a small `stackSize`: the walks are main-actor
    /// code, and run off the main actor's executor, its isolation checks stop the process.
    @Test nonisolated func aScreenAtTheMaximumWorksInEveryWalkOnA512KiBStack() throws {
      let (status, output, marker) = try runTestInChildProcess(
        named: "walksAtTheMaximumOnASmallStack", stackKiB: 512)
      #expect(status == 0, "\(output)")
      #expect(
        marker == "walked \(ListLimits.maximumNestingDepth) levels on a 524288-byte stack",
        "\(output)")
    }
  #endif

  /// Walks a screen at the maximum depth every way a host or a change does: cell
  /// registrations, cells, owners, item events, identifiers, typed models, a change published
  /// from the deepest source, one more level refused, and the release of the whole screen.
  /// Runs only in the child process that ``aScreenAtTheMaximumWorksInEveryWalkOnA512KiBStack()``
  /// starts.
  @Test(.enabled(if: childMarkerPath != nil))
  func walksAtTheMaximumOnASmallStack() throws {
    weak var releasedRoot: SectionedDataSource?
    weak var releasedLeaf: ArrayDataSource<String, TextCell>?
    do {
      let screen = try DeepScreen(depth: maximum)
      releasedRoot = screen.root
      releasedLeaf = screen.leaf
      #expect(screen.root.nestingDepth == maximum)
      var events: [ItemEvent] = []
      screen.leaf.onEvent = { event in
        if event.kind == .willDisplay || event.kind == .select { events.append(event.kind) }
      }
      let tableView = strictTable()
      try tableView.attach(screen.root)
      #expect(
        screen.root.cellRegistrations.map(\.reuseIdentifier).sorted() == ["TextCell", "status"])
      let deepest = screen.deepestPosition
      #expect(tableView.cellForRow(at: deepest)?.textLabel == "deepest")
      #expect(tableView.adapter?.owners(of: deepest).count == maximum)
      // The linear bottom owns its one section.
      #expect(tableView.adapter?.owners(ofSection: deepest.section).count == maximum - 1)
      #expect(tableView.selectRow(at: deepest))
      #expect(screen.root.itemIdentifier(at: deepest) == AnyHashable("deepest"))
      #expect(
        screen.root.itemIdentifiers(inSection: deepest.section)?.count
          == screen.root.numberOfItems(inSection: deepest.section))
      #expect(screen.root.model(at: deepest, as: String.self) == "deepest")

      let logged = tableView.updateLog.count
      try screen.leaf.append("deeper")
      #expect(tableView.updateLog.count == logged + 1)
      #expect(tableView.updateLog.last?.succeeded == true)
      #expect(tableView.cellForRow(at: screen.deepestPosition)?.textLabel == "deeper")
      #expect(events == [.willDisplay, .select, .willDisplay])

      #expect(throws: ListError.nestingTooDeep(depth: maximum + 1, maximum: maximum)) {
        try screen.bottom.append(SectionedDataSource([texts(["too deep"])]))
      }
      tableView.detach()
    }
    #expect(releasedRoot == nil)
    #expect(releasedLeaf == nil)
    if let childMarkerPath {
      let stack = Thread.current.stackSize
      try Data("walked \(maximum) levels on a \(stack)-byte stack".utf8).write(
        to: URL(filePath: childMarkerPath))
    }
  }
}

// MARK: - A deep screen

/// A screen `depth` (at least 4) sources deep: every composition shows a row of its own, then
/// the next level, in sections but for the bottom one, which is linear; the second level is a
/// `StatefulDataSource` showing its content; the leaf is a text source with the item
/// "deepest".
@MainActor
struct DeepScreen {
  let root: SectionedDataSource
  /// The composition that holds the leaf, at level `depth - 1`.
  let bottom: SectionedDataSource
  let leaf: ArrayDataSource<String, TextCell>

  init(depth: Int) throws {
    leaf = texts(["deepest"])
    var node: any DataSource = leaf
    var compositions: [SectionedDataSource] = []
    for level in (1..<depth).reversed() {
      if level == 2, let content = compositions.last {
        node = try StatefulDataSource(content, placeholder: StatusDecorator<TextCell>.self)
        continue
      }
      let composition = try SectionedDataSource(
        [texts(["row \(level)"]), node], layout: level == depth - 1 ? .linear : .sections)
      compositions.append(composition)
      node = composition
    }
    guard let top = compositions.last, let bottom = compositions.first, depth >= 4 else {
      preconditionFailure("a deep screen has at least four levels")
    }
    root = top
    self.bottom = bottom
  }

  /// The position of the deepest item: the screen's last.
  var deepestPosition: ListPosition {
    let section = root.numberOfSections - 1
    return ListPosition(section: section, item: root.numberOfItems(inSection: section) - 1)
  }
}

// MARK: - Running on a small stack

/// Where the child process started by a test writes what it did; `nil` in any other process.
let childMarkerPath = ProcessInfo.processInfo.environment["LISTCOMPOSER_CHILD_TEST_MARKER"]

#if os(Linux)
  /// Runs the Swift Testing test `name` in a new process of this test binary whose stack
  /// (`ulimit -s`) is `stackKiB` KiB, and returns its exit status, its output and what it wrote
  /// to the file named by ``childMarkerPath``.
  func runTestInChildProcess(named name: String, stackKiB: Int) throws -> (
    status: Int32, output: String, marker: String?
  ) {
    let marker = FileManager.default.temporaryDirectory
      .appending(path: "nesting-depth-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: marker) }
    let process = Process()
    process.executableURL = URL(filePath: "/bin/sh")
    process.arguments = [
      "-c", "ulimit -s \(stackKiB) && exec \"$0\" \"$@\"",
      URL(filePath: "/proc/self/exe").resolvingSymlinksInPath().path,
      "--testing-library", "swift-testing", "--filter", name,
    ]
    var environment = ProcessInfo.processInfo.environment
    environment["LISTCOMPOSER_CHILD_TEST_MARKER"] = marker.path
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: output, as: UTF8.self),
      try? String(contentsOf: marker, encoding: .utf8)
    )
  }
#endif

extension NestingDepthTests {
  @Test func aStatefulSourceOverTheDeepestContentIsRefused() throws {
    var deepest: any DataSource = ArrayDataSource(["x"], cell: HeadlessTableViewCell.self) {
      $0.textLabel = $1
    }
    for _ in 1..<ListLimits.maximumNestingDepth {
      deepest = try SectionedDataSource([deepest])
    }
    #expect(deepest.nestingDepth == ListLimits.maximumNestingDepth)
    #expect(throws: ListError.nestingTooDeep(depth: 65, maximum: 64)) {
      try StatefulDataSource(
        AnyDataSource(deepest), placeholder: LifetimeStatusDecorator.self)
    }
    #expect(!deepest.updates.hasParent)
  }
}
