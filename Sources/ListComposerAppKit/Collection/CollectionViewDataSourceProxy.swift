#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ListComposer
  import ListComposerAdapter
  import ListComposerBridgeCore

  /// The collection view's data source while a ``CollectionViewBridge`` shows a source: answers
  /// each question from the adapter, and forwards every optional message it does not answer to
  /// the app's own data source.
  @MainActor
  final class CollectionViewDataSourceProxy: DelegateForwarder, NSCollectionViewDataSource {
    let adapter: ListAdapter
    private var placeholderKinds: Set<String> = []

    init(adapter: ListAdapter) {
      self.adapter = adapter
      super.init(answering: [NSCollectionViewDataSource.self])
    }

    func numberOfSections(in view: NSCollectionView) -> Int {
      adapter.numberOfSectionsReadByItsView
    }

    func collectionView(_ view: NSCollectionView, numberOfItemsInSection section: Int) -> Int {
      adapter.numberOfItems(inSection: section)
    }

    /// The view of the kind from the child that owns the section; for a header or footer no
    /// decorator provides, the section's title; otherwise, reported and logged, an empty view.
    func collectionView(
      _ collectionView: NSCollectionView,
      viewForSupplementaryElementOfKind kind: NSCollectionView.SupplementaryElementKind,
      at indexPath: IndexPath
    ) -> NSView {
      let title = NSUserInterfaceItemIdentifier(BridgeReuseIdentifier.title)
      return adapter.supplementaryView(
        ofKind: CollectionViewHost.listKind(kind), at: indexPath.listPosition, as: NSView.self,
        title: { text in
          let view = collectionView.makeSupplementaryView(
            ofKind: kind, withIdentifier: title, for: indexPath)
          (view as? TitleView)?.label.stringValue = text
          return view
        },
        placeholder: {
          let placeholder = NSUserInterfaceItemIdentifier(
            BridgeReuseIdentifier.placeholder)
          if placeholderKinds.insert(kind).inserted {
            collectionView.register(
              TitleView.self, forSupplementaryViewOfKind: kind, withIdentifier: placeholder)
          }
          return collectionView.makeSupplementaryView(
            ofKind: kind, withIdentifier: placeholder, for: indexPath)
        })
    }

    /// The source's item; when it cannot provide one, the failure is reported and logged and the
    /// collection view gets an empty item.
    func collectionView(
      _ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath
    ) -> NSCollectionViewItem {
      adapter.cell(at: indexPath.listPosition, as: NSCollectionViewItem.self) {
        collectionView.makeItem(
          withIdentifier: NSUserInterfaceItemIdentifier(
            BridgeReuseIdentifier.placeholder),
          for: indexPath)
      }
    }
  }
#endif
