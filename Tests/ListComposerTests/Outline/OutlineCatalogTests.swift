import HeadlessHost
import ListComposerTestSupport
import Testing

final class FolderRowCell: HeadlessTableViewCell {}
final class FileRowCell: HeadlessTableViewCell {}
final class FolderTileCell: HeadlessCollectionViewCell {}
final class FileTileCell: HeadlessCollectionViewCell {}

/// Shows a folder's row in brackets, `[  n2 -]`, under the reuse identifier `folder`.
enum FolderRowDecorator<Cell: HeadlessReusableCell>: CellDecorator {
  static var reuseIdentifier: String { "folder" }
  static func decorate(_ cell: Cell, with item: OutlineItem<Note>) {
    cell.textLabel = "[\(outlineText(item))]"
  }
}

/// Shows a file's row as ``outlineText(_:)`` does, under the reuse identifier `file`.
enum FileRowDecorator<Cell: HeadlessReusableCell>: CellDecorator {
  static var reuseIdentifier: String { "file" }
  static func decorate(_ cell: Cell, with item: OutlineItem<Note>) {
    cell.textLabel = outlineText(item)
  }
}

/// An outline whose rows are shown by several cell types from a decorator catalog, by kind (a
/// node with children or not) or by level: each row gets its decorator's cell class and reuse
/// identifier, every cell type is registered before its first row shows, and a row without a
/// decorator is a typed error naming its model type. On both headless views, strict and
/// raising like a device, inside a linear composition nested in a sectioned one.
@MainActor
@Suite struct OutlineCatalogTests {
  /// An outline as the second child of a linear composition nested in a sectioned one: `n30`
  /// in section 0; `n20`, `n21` and the outline's rows in section 1.
  @MainActor struct Screen {
    let host: ViewUnderTest
    let outline: OutlineDataSource<Note, AnyObject>
    let screen: SectionedDataSource

    /// The screen position of the outline's row `item`.
    func at(_ item: Int) -> ListPosition { ListPosition(section: 1, item: item + 2) }

    /// The texts of the outline's rows on screen.
    func rows() throws -> [String?] { Array(try host.texts().dropFirst(3)) }

    /// The reuse identifier and whether the cell is of class `folder`, for each outline row.
    func cells(folder: AnyClass) -> [String] {
      (0..<outline.numberOfItems(inSection: 0)).map { item in
        guard let cell = host.cell(at: at(item)) else { return "none" }
        let isFolder = ObjectIdentifier(type(of: cell)) == ObjectIdentifier(folder)
        return "\(cell.reuseIdentifier ?? "nil") \(isFolder ? "Folder" : "File")"
      }
    }
  }

  func screen<Cell: HeadlessReusableCell>(
    _ kind: ViewKind, _ outline: OutlineDataSource<Note, AnyObject>, plain: Cell.Type
  ) throws -> Screen {
    let first = ArrayDataSource(notes(20..<22), decorator: NoteDecorator<Cell>.self)
    let top = ArrayDataSource(notes(30..<31), decorator: NoteDecorator<Cell>.self)
    let linear = try SectionedDataSource([first, outline], layout: .linear)
    let screen = try SectionedDataSource([top, SectionedDataSource([linear])])
    let host = ViewUnderTest(kind)
    try host.attach(screen)
    return Screen(host: host, outline: outline, screen: screen)
  }

  // MARK: By kind

  @Test(arguments: ViewKind.allCases)
  func foldersAndFilesGetTheirOwnCellTypes(_ kind: ViewKind) async throws {
    if kind.isTable {
      try byKind(kind, folder: FolderRowCell.self, file: FileRowCell.self)
    } else {
      try byKind(kind, folder: FolderTileCell.self, file: FileTileCell.self)
    }
  }

  func byKind<Folder: HeadlessReusableCell, File: HeadlessReusableCell>(
    _ kind: ViewKind, folder: Folder.Type, file: File.Type
  ) throws {
    var catalog = DecoratorCatalog()
    catalog.register(FileRowDecorator<File>.self)
    catalog.register(FolderRowDecorator<Folder>.self, variant: "folder")
    let outline = try OutlineDataSource(sampleTree(), catalog: catalog) {
      $0.hasChildren ? "folder" : nil
    }
    var selected: [(ListPosition, String, AnyObject?)] = []
    outline.onEvent = { event in
      if event.kind == .select {
        selected.append((event.position, event.model.model.text, event.cell))
      }
    }
    let s = try screen(kind, outline, plain: file)
    #expect(try s.rows() == ["[n1 +]", "[n6 +]", "n8"])
    #expect(s.cells(folder: folder) == ["folder Folder", "folder Folder", "file File"])

    // Every cell type of the catalog is registered with the host before its first row shows:
    // the strict views would reject a dequeue of an unregistered identifier.
    #expect(
      Set(outline.cellRegistrations.map(\.reuseIdentifier)).isSuperset(of: ["folder", "file"]))

    // Expanding shows the new rows each in its decorator's cell, in one batch.
    let update = try outline.expand(id: 1)
    #expect(update.batch.insertedItems == [s.at(1), s.at(2)])
    #expect(update.batch.reconfiguredItems == [s.at(0)])
    try s.host.layout()
    #expect(try s.rows() == ["[n1 -]", "[  n2 +]", "  n3", "[n6 +]", "n8"])
    try outline.expand(id: 2)
    try s.host.layout()
    #expect(
      try s.rows() == ["[n1 -]", "[  n2 -]", "    n4", "    n5", "  n3", "[n6 +]", "n8"])
    #expect(
      s.cells(folder: folder) == [
        "folder Folder", "folder Folder", "file File", "file File", "file File",
        "folder Folder", "file File",
      ])
    try s.host.expectShowsData(s.screen)

    // A row that changes kind changes cell: setTree gives n8 children.
    try outline.setTree([
      node(1, [node(2, [node(4), node(5)]), node(3)]), node(6), node(8, [node(9)]),
    ])
    try s.host.layout()
    #expect(try s.rows() == ["[n1 -]", "[  n2 -]", "    n4", "    n5", "  n3", "n6", "[n8 +]"])
    #expect(s.cells(folder: folder).suffix(2) == ["file File", "folder Folder"])
    try s.host.expectShowsData(s.screen)

    // The decorator of an item, and the events with the row's own cell and local position.
    let item = try #require(outline.model(at: ListPosition(section: 0, item: 4)))
    #expect(outline.decorator(for: item)?.reuseIdentifier == "file")
    #expect(outline.catalog != nil)
    #expect(
      s.host.table?.selectRow(at: s.at(4)) ?? s.host.collection?.selectItem(at: s.at(4)) == true)
    #expect(selected.count == 1)
    #expect(selected.first?.0 == ListPosition(section: 0, item: 4))
    #expect(selected.first?.1 == "n3")
    #expect(selected.first?.2 is File)
    #expect(selected.first?.2 === s.host.cell(at: s.at(4)))
  }

  // MARK: By level

  @Test(arguments: ViewKind.allCases)
  func levelZeroAndDeeperRowsGetTheirOwnCellTypes(_ kind: ViewKind) async throws {
    if kind.isTable {
      try byLevel(kind, folder: FolderRowCell.self, file: FileRowCell.self)
    } else {
      try byLevel(kind, folder: FolderTileCell.self, file: FileTileCell.self)
    }
  }

  func byLevel<Top: HeadlessReusableCell, Deeper: HeadlessReusableCell>(
    _ kind: ViewKind, folder: Top.Type, file: Deeper.Type
  ) throws {
    var catalog = DecoratorCatalog()
    catalog.register(FolderRowDecorator<Top>.self, variant: "top")
    catalog.register(FileRowDecorator<Deeper>.self)
    let outline = try OutlineDataSource(sampleTree(), catalog: catalog) {
      $0.level == 0 ? "top" : nil
    }
    let s = try screen(kind, outline, plain: folder)
    outline.expandAll()
    try s.host.layout()
    #expect(
      try s.rows() == [
        "[n1 -]", "  n2 -", "    n4", "    n5", "  n3", "[n6 -]", "  n7", "[n8]",
      ])
    #expect(
      s.cells(folder: folder) == [
        "folder Folder", "file File", "file File", "file File", "file File", "folder Folder",
        "file File", "folder Folder",
      ])
    try s.host.expectShowsData(s.screen)
    // Moving n7 to the root gives it the level-0 cell.
    try outline.setTree([
      node(1, [node(2, [node(4), node(5)]), node(3)]), node(6), node(7), node(8),
    ])
    try s.host.layout()
    #expect(try s.rows().suffix(3) == ["[n6]", "[n7]", "[n8]"])
    #expect(
      s.cells(folder: folder).suffix(3) == ["folder Folder", "folder Folder", "folder Folder"])
    try s.host.expectShowsData(s.screen)
  }

  // MARK: A row without a decorator

  @Test(arguments: ViewKind.allCases)
  func aRowWithoutADecoratorIsATypedErrorNamingItsType(_ kind: ViewKind) async throws {
    if kind.isTable {
      try missing(kind, folder: FolderRowCell.self)
    } else {
      try missing(kind, folder: FolderTileCell.self)
    }
  }

  func missing<Folder: HeadlessReusableCell>(_ kind: ViewKind, folder: Folder.Type) throws {
    // Only folders have a decorator, and there is no default.
    var catalog = DecoratorCatalog()
    catalog.register(FolderRowDecorator<Folder>.self, variant: "folder")
    let outline = try OutlineDataSource(
      [node(1, [node(2), node(3, [node(4)])]), node(6, [node(7)])], catalog: catalog
    ) { $0.hasChildren ? "folder" : "file" }
    let s = try screen(kind, outline, plain: folder)
    #expect(try s.rows() == ["[n1 +]", "[n6 +]"])
    let item = try #require(outline.model(at: ListPosition(section: 0, item: 0)))
    #expect(outline.decorator(for: item)?.reuseIdentifier == "folder")
    #expect(
      outline.decorator(
        for: OutlineItem(model: Note(2), level: 1, hasChildren: false, isExpanded: false))
        == nil)

    // The cell request of a file's row throws the typed error, through the composition: the
    // view reports it (a strict view throws it from the expansion) and stays in step.
    var failures: [String] = []
    s.host.adapter?.onFailure = { failure in
      if case .cell(let position, let error) = failure, position == s.at(1) {
        failures.append(error)
      }
    }
    let message = ListError.noDecorator(modelType: "OutlineItem<Note> (variant \"file\")")
      .description
    do {
      try outline.expand(id: 1)
      #expect(!kind.isStrict)
    } catch {
      #expect(kind.isStrict)
      #expect("\(error)".contains(message))
    }
    #expect(failures.first == message)

    // An outline whose first row has no decorator: the same typed error, from the attach.
    let bare = try OutlineDataSource([node(8)], catalog: catalog)
    let host = ViewUnderTest(kind)
    do {
      try host.attach(bare)
      #expect(!kind.isStrict)
      #expect(host.consoleLog.contains { $0.contains("OutlineItem<Note>") }, "\(host.consoleLog)")
    } catch {
      #expect(
        (error as? InternalInconsistency)?.underlying as? ListError
          == .noDecorator(modelType: "OutlineItem<Note>"))
    }
  }
}
