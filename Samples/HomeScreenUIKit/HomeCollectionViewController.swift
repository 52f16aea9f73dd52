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
  /// their titles. A contact's tile has a context menu, from the contacts' source.
  public final class HomeCollectionViewController: UIViewController, UICollectionViewDelegate {
    let contacts = ContactTileDecorator.dataSource(
      for: SampleData.contacts, header: "Recent contacts")
    let messages = ArrayDataSource(
      sections: [.topMessages(SampleData.messages)], decorator: MessageListDecorator.self)
    let people = PersonListDecorator.dataSource(
      for: SampleData.people, header: "People you may know")
    /// Made with its final layout, which is never swapped: setting `collectionViewLayout` after
    /// the bridge reloaded makes the collection view read the counts again, which can race a
    /// batch update.
    private lazy var collectionView = UICollectionView(
      frame: .zero, collectionViewLayout: makeLayout())
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
        bridge.setLayout(for: contacts) { _, _ in .carousel() }  // invalidates, never swaps
        bridge.delegate = self
        self.bridge = bridge
        bridge.pinsSectionHeaders = true  // a list's header stays on top while it scrolls
        bridge.adapter.setHandlers(
          SourceHandlers(contextMenu: { contacts, item in  // long-press a tile
            ItemMenu(
              title: item.model.name,
              actions: [
                ItemAction(id: "forget", title: "Forget", systemImage: "trash", style: .destructive)
                {
                  _ = try contacts.remove(at: item.position)
                }
              ])
          }), for: contacts)
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

    /// Shows that a contact was just seen. A new contact is one animated insertion at the front
    /// of the carousel, nothing else reloaded; one already shown (by identity or by name) is
    /// refreshed in its cell instead, so the carousel never shows the same contact twice.
    public func contactSeen(named name: String) throws {
      let id = name.lowercased()
      for (section, shown) in contacts.sections.enumerated() {
        if let item = shown.items.firstIndex(where: { $0.id == id || $0.name == name }) {
          var contact = shown.items[item]
          contact.lastSeen = "just now"
          try contacts.update(
            at: ListPosition(section: section, item: item), with: contact, updateStyle: .reconfigure
          )
          return
        }
      }
      let contact = Contact(id: id, name: name, lastSeen: "just now")
      try contacts.insert(contact, at: ListPosition(section: 0, item: 0))
    }

    /// The compositional layout the collection view is made with, before the bridge exists: each
    /// section comes from the bridge (`layoutSection(forSection:environment:)`, what
    /// `makeLayout()` returns too) once there is one, and is a plain list until then.
    private func makeLayout() -> UICollectionViewCompositionalLayout {
      UICollectionViewCompositionalLayout { [weak self] section, environment in
        self?.bridge?.layoutSection(forSection: section, environment: environment)
          ?? .list(
            using: UICollectionLayoutListConfiguration(appearance: .plain),
            layoutEnvironment: environment)
      }
    }
  }
#endif
