#if canImport(UIKit)
  import ListComposer
  import ListComposerUIKit
  import UIKit

  /// The home screen in a `UICollectionView` with a compositional layout: the same three kinds
  /// of content, with collection view cells, where each child lays out its own sections (the
  /// contacts as a horizontal carousel, the messages and people as lists).
  ///
  /// The bridge composes the children's layouts as they are added, removed or nested; the
  /// messages' header is a supplementary view filled from its section, the other sections show
  /// their titles.
  public final class HomeCollectionViewController: UIViewController, UICollectionViewDelegate {
    let contacts = ContactTileDecorator.dataSource(
      for: SampleData.contacts, header: "Recent contacts")
    let messages = MessageListDecorator.dataSource(for: SampleData.messages, header: "Top messages")
    let people = PersonListDecorator.dataSource(
      for: SampleData.people, header: "People you may know")
    private let collectionView = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private var bridge: CollectionViewBridge?

    public override func viewDidLoad() {
      super.viewDidLoad()
      title = "Home"
      collectionView.frame = view.bounds
      collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(collectionView)
      messages.addSupplementary(MessagesHeader.self)
      messages.onSelect = { [weak self] message, _ in self?.title = message.subject }
      do {
        // UIKit: contacts as a carousel, the other sections as lists
        let screen = try SectionedDataSource([contacts, messages, people])
        let bridge = try CollectionViewBridge(screen, collectionView: collectionView)
        bridge.setLayout(for: contacts) { _, _ in .carousel() }
        collectionView.collectionViewLayout = bridge.makeLayout()
        bridge.delegate = self
        self.bridge = bridge
      } catch {
        title = "The home screen could not be shown: \(error)"
      }
    }

    // Forwarded by the bridge after the owning source handled the selection.
    public func collectionView(
      _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
    ) {
      collectionView.deselectItem(at: indexPath, animated: true)
    }

    /// Shows a contact who was just seen at the front of the carousel: one animated insertion
    /// in the first section, nothing else reloaded.
    public func contactSeen(named name: String) throws {
      let contact = Contact(id: name.lowercased(), name: name, lastSeen: "just now")
      try contacts.insert(contact, at: ListPosition(section: 0, item: 0))
    }
  }
#endif
