#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ListComposer
  import ListComposerAppKit

  /// A folder in the outline sample.
  struct Folder: Identifiable, Equatable {
    let id: String
    var name: String { id }
  }

  /// A folder tree in an `NSTableView`: an `OutlineDataSource` after a section of recent files,
  /// composed as any other child, shown by a `TableViewBridge`.
  ///
  /// Each folder row is an `OutlineTableCellView`: `showOutline(_:)` indents it by its level and
  /// shows a disclosure triangle for a folder with subfolders, whose click asks the bridge to
  /// expand or collapse the folder at that row; the outline then inserts or removes exactly the
  /// rows under it, animated. The arrow keys do the same for the selected row
  /// (`FolderTableView`).
  public final class OutlineViewController: NSViewController {
    let recent = ArrayDataSource(
      [Folder(id: "Notes.txt"), Folder(id: "Budget.numbers")], cell: NSTableCellView.self,
      header: "Recent"
    ) { cell, file in
      cell.textField?.stringValue = file.name
    }
    private let tableView = FolderTableView(frame: .zero)
    private var bridge: TableViewBridge?

    /// The folders: Documents holds Invoices (with 2025 and 2026) and Letters.
    static let tree = [
      OutlineNode(
        Folder(id: "Documents"),
        children: [
          OutlineNode(
            Folder(id: "Invoices"),
            children: [OutlineNode(Folder(id: "2025")), OutlineNode(Folder(id: "2026"))]),
          OutlineNode(Folder(id: "Letters")),
        ]),
      OutlineNode(Folder(id: "Pictures"), children: [OutlineNode(Folder(id: "Holidays"))]),
      OutlineNode(Folder(id: "Music")),
    ]

    public override func loadView() {
      let scrollView = NSScrollView(frame: NSRect(x: 0, y: 0, width: 320, height: 480))
      tableView.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("folder")))
      tableView.headerView = nil
      tableView.rowHeight = 24
      scrollView.documentView = tableView
      scrollView.hasVerticalScroller = true
      view = scrollView
    }

    public override func viewDidLoad() {
      super.viewDidLoad()
      title = "Folders"
      do {
        let folders = try OutlineDataSource(Self.tree, decorator: FolderDecorator.self)
        try folders.expand(id: "Documents")
        let screen = try SectionedDataSource([recent, folders])
        let bridge = try TableViewBridge(screen, tableView: tableView)
        tableView.rows = bridge.rows
        self.bridge = bridge
      } catch {
        title = "The folders could not be shown: \(error)"
      }
    }
  }

  /// A table view whose right and left arrow keys expand and collapse the selected folder.
  final class FolderTableView: NSTableView {
    weak var rows: FlatRowHost?

    override func keyDown(with event: NSEvent) {
      let row = selectedRow
      switch event.specialKey {
      case .rightArrow? where rows?.expandOutlineItem(atRow: row) == true: return
      case .leftArrow? where rows?.collapseOutlineItem(atRow: row) == true: return
      default: super.keyDown(with: event)
      }
    }
  }

  /// A folder's row: its name, indented by its level, with a disclosure triangle for a folder
  /// with subfolders.
  enum FolderDecorator: CellDecorator {
    static func decorate(_ cell: OutlineTableCellView, with item: OutlineItem<Folder>) {
      cell.textField?.stringValue = item.model.name
      cell.showOutline(item)
    }
  }
#endif
