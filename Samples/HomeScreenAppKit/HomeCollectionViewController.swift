#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ListComposer
  import ListComposerAppKit

  /// The home screen in an `NSCollectionView` with a compositional layout: the same three kinds
  /// of content as the table, with collection view items, where each child lays out its own
  /// sections (the contacts as a carousel, the people as a grid, the messages as the bridge's
  /// list).
  ///
  /// The bridge finds each child's layout on every layout pass, so children added, removed or
  /// nested later need nothing registered. The messages' header counts its messages and is
  /// filled again in place when they change; the other sections show their titles. The
  /// contacts' avatars are made ahead of display as the collection view prefetches them, from
  /// the contacts' own events: no prefetching data source is written.
  public final class HomeCollectionViewController: NSViewController, NSCollectionViewDelegate {
    private let avatars = AvatarCache()
    private(set) lazy var contacts = ArrayDataSource(
      SampleData.contacts, cell: ContactTileItem.self, header: "Recent contacts"
    ) { [avatars] item, contact in
      item.titleField.stringValue = contact.name
      item.detailField.stringValue = contact.lastSeen
      item.imageView?.image = avatars.avatar(for: contact)
    }
    let messages = ArrayDataSource(SampleData.messages, decorator: MessageListDecorator.self)
    let people = ArrayDataSource(
      SampleData.people, decorator: PersonTileDecorator.self, header: "People you may know")
    private let collectionView = NSCollectionView(frame: .zero)
    private var bridge: CollectionViewBridge?

    public override func loadView() {
      let scrollView = NSScrollView(frame: NSRect(x: 0, y: 0, width: 480, height: 560))
      collectionView.isSelectable = true
      scrollView.documentView = collectionView
      scrollView.hasVerticalScroller = true
      view = scrollView
    }

    public override func viewDidLoad() {
      super.viewDidLoad()
      title = "Home"
      messages.addSupplementary(LiveMessagesHeader.self)
      messages.onSelect = { [weak self] message, _ in self?.title = message.subject }
      // Prefetching reaches the contacts' own source, with the typed contact.
      contacts.onEvent = { [avatars] event in
        switch event.kind {
        case .prefetch: avatars.prefetch(event.model)
        case .cancelPrefetch: avatars.cancel(event.model)
        default: break
        }
      }
      do {
        // AppKit: contacts as a carousel, people as a grid, messages as a list
        let screen = try SectionedDataSource([contacts, messages, people])
        let bridge = try CollectionViewBridge(screen, collectionView: collectionView)
        bridge.setLayout(for: contacts) { _, _ in .carousel() }
        bridge.setLayout(for: people) { _, _ in .grid(columns: 2) }
        bridge.pinsSectionHeaders = true  // a header stays on top while its section scrolls
        bridge.delegate = self
        self.bridge = bridge
        collectionView.collectionViewLayout = bridge.makeLayout()
      } catch {
        title = "The home screen could not be shown: \(error)"
      }
    }

    // Forwarded by the bridge after the owning source handled the selection.
    public func collectionView(
      _ collectionView: NSCollectionView, didSelectItemsAt indexPaths: Set<IndexPath>
    ) {
      view.window?.subtitle = "\(collectionView.selectionIndexPaths.count) selected"
    }

    /// Adds a message at the top, as a new one arriving would: one animated insertion, and the
    /// messages' header, still on screen, counts one more.
    public func receive(_ subject: String, from sender: String) throws {
      let id = (messages.items.map(\.id).max() ?? 0) + 1
      try messages.insert(
        Message(id: id, sender: sender, subject: subject), at: ListPosition(section: 0, item: 0))
    }
  }
#endif
