#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ListComposer

  // The data-source questions, each answered by the adapter.

  extension CollectionViewBridge: NSCollectionViewDataSource {
    public func numberOfSections(in collectionView: NSCollectionView) -> Int {
      adapter.numberOfSections
    }

    public func collectionView(
      _ collectionView: NSCollectionView, numberOfItemsInSection section: Int
    ) -> Int {
      adapter.numberOfItems(inSection: section)
    }

    /// The source's item; when it cannot provide one, the failure is reported and logged and the
    /// collection view gets an empty item.
    public func collectionView(
      _ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath
    ) -> NSCollectionViewItem {
      adapter.cell(at: indexPath.listPosition, as: NSCollectionViewItem.self) {
        collectionView.makeItem(
          withIdentifier: NSUserInterfaceItemIdentifier(Self.placeholderReuseIdentifier),
          for: indexPath)
      }
    }

    /// The view of the kind from the child that owns the section; for a header or footer no
    /// decorator provides, the section's title; otherwise, reported and logged, an empty view.
    public func collectionView(
      _ collectionView: NSCollectionView,
      viewForSupplementaryElementOfKind kind: NSCollectionView.SupplementaryElementKind,
      at indexPath: IndexPath
    ) -> NSView {
      let title = NSUserInterfaceItemIdentifier(Self.titleReuseIdentifier)
      return adapter.supplementaryView(
        ofKind: NSCollectionView.listKind(kind), at: indexPath.listPosition, as: NSView.self,
        title: { text in
          let view = collectionView.makeSupplementaryView(
            ofKind: kind, withIdentifier: title, for: indexPath)
          (view as? TitleView)?.label.stringValue = text
          return view
        },
        placeholder: {
          let placeholder = NSUserInterfaceItemIdentifier(Self.placeholderReuseIdentifier)
          if placeholderKinds.insert(kind).inserted {
            collectionView.register(
              TitleView.self, forSupplementaryViewOfKind: kind, withIdentifier: placeholder)
          }
          return collectionView.makeSupplementaryView(
            ofKind: kind, withIdentifier: placeholder, for: indexPath)
        })
    }
  }
#endif
