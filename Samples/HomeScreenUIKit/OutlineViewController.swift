#if canImport(UIKit)
  import ListComposer
  import ListComposerUIKit
  import UIKit

  /// A folder in the outline sample.
  struct Folder: Identifiable, Equatable {
    let id: String
    var name: String { id }
  }

  /// A folder tree in a `UICollectionView` list: an `OutlineDataSource` under a section of
  /// recent files, composed as any other child, shown by a `CollectionViewBridge`.
  ///
  /// The folder cells are `OutlineListCell`s: `showOutline(_:)` indents each by its level and
  /// gives a folder with subfolders an outline disclosure, whose tap asks the bridge's adapter
  /// to expand or collapse the folder at that row (`toggleOutlineItem(at:)`); the outline then
  /// inserts or deletes exactly the rows under it, animated. Tapping a folder's row toggles it
  /// too (`togglesOnSelection`). No index arithmetic is written here.
  public final class OutlineViewController: UIViewController {
    let recent = ArrayDataSource(
      [Folder(id: "Notes.txt"), Folder(id: "Budget.numbers")], cell: UICollectionViewListCell.self,
      header: "Recent"
    ) { cell, file in
      var content = cell.defaultContentConfiguration()
      content.text = file.name
      content.image = UIImage(systemName: "doc")
      cell.contentConfiguration = content
    }
    private lazy var collectionView = UICollectionView(
      frame: .zero,
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .sidebar)))
    private var bridge: CollectionViewBridge?

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

    public override func viewDidLoad() {
      super.viewDidLoad()
      title = "Folders"
      collectionView.frame = view.bounds
      collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(collectionView)
      do {
        let folders = try OutlineDataSource(Self.tree, decorator: FolderDecorator.self)
        folders.togglesOnSelection = true
        try folders.expand(id: "Documents")
        let screen = try SectionedDataSource([recent, folders])
        bridge = try CollectionViewBridge(screen, collectionView: collectionView)
      } catch {
        title = "The folders could not be shown: \(error)"
      }
    }
  }

  /// A folder's row: its name and icon, indented by its level, with a disclosure for a folder
  /// with subfolders.
  enum FolderDecorator: CellDecorator {
    static func decorate(_ cell: OutlineListCell, with item: OutlineItem<Folder>) {
      var content = cell.defaultContentConfiguration()
      content.text = item.model.name
      content.image = UIImage(systemName: item.isExpanded ? "folder.fill" : "folder")
      cell.contentConfiguration = content
      cell.showOutline(item)
    }
  }
#endif
