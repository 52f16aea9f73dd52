#if canImport(UIKit)
  import ListComposer
  import ListComposerAdapter
  import ListComposerBridgeCore
  import UIKit

  /// The collection view's data source while a ``CollectionViewBridge`` shows a source: answers
  /// each question from the adapter, gives the sources' index
  /// (`CollectionViewDataSourceProxy+IndexTitles.swift`), routes the user's moves to the sources
  /// that allow them, and forwards every optional message it does not answer and the moves no
  /// source handles to the app's own data source.
  @MainActor
  final class CollectionViewDataSourceProxy: DelegateForwarder, UICollectionViewDataSource {
    let adapter: ListAdapter
    weak var delegateProxy: CollectionViewDelegateProxy?
    private var placeholderKinds: Set<String> = []

    init(adapter: ListAdapter) {
      self.adapter = adapter
      super.init(answering: [UICollectionViewDataSource.self])
    }

    /// The app's own data source.
    var appDataSource: (any UICollectionViewDataSource)? {
      forwarding.target.object as? any UICollectionViewDataSource
    }

    func numberOfSections(in view: UICollectionView) -> Int {
      adapter.numberOfSectionsReadByItsView
    }

    func collectionView(_ view: UICollectionView, numberOfItemsInSection section: Int) -> Int {
      adapter.numberOfItems(inSection: section)
    }

    /// The source's cell; when it cannot provide one, the failure is reported and logged and the
    /// collection view gets an empty cell.
    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      adapter.cell(at: indexPath.listPosition, as: UICollectionViewCell.self) {
        collectionView.dequeueReusableCell(
          withReuseIdentifier: BridgeReuseIdentifier.placeholder, for: indexPath)
      }
    }

    /// The view of the kind from the child that owns the section; for a header or footer no
    /// decorator provides, the section's title; otherwise, reported and logged, an empty view
    /// (a collection view needs one whenever its layout asks).
    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      adapter.supplementaryView(
        ofKind: kind, at: indexPath.listPosition, as: UICollectionReusableView.self,
        title: { title in
          let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: BridgeReuseIdentifier.title,
            for: indexPath)
          if let cell = view as? UICollectionViewListCell {
            var content =
              kind == SupplementaryKind.footer
              ? UIListContentConfiguration.plainFooter() : UIListContentConfiguration.plainHeader()
            content.text = title
            cell.contentConfiguration = content
          }
          return view
        },
        placeholder: {
          let identifier = BridgeReuseIdentifier.placeholder
          if placeholderKinds.insert(kind).inserted {
            collectionView.register(
              UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
              withReuseIdentifier: identifier)
          }
          return collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
        })
    }

    // MARK: Moving

    /// A Boolean value that indicates whether the app's data source moves items itself.
    var appMovesItems: Bool {
      appDataSource?.responds(
        to: #selector(UICollectionViewDataSource.collectionView(_:moveItemAt:to:))) ?? false
    }

    /// The app data source's answer when it gives one; otherwise whether a source lets the user
    /// move the item (`SourceHandlers.move`), or else, for an app data
    /// source that moves items itself, UIKit's default: every item.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
      -> Bool
    {
      if let answer = appDataSource?.collectionView?(collectionView, canMoveItemAt: indexPath) {
        return answer
      }
      return adapter.canMoveItem(at: indexPath.listPosition) || appMovesItems
    }

    /// Hands the user's move to the source that lets the user move the item: the collection view
    /// has already moved it, so the adapter takes the source's change as shown (and reloads the
    /// collection view on the next turn if it does not match). The move of an item no source
    /// lets the user move goes to the app's data source when it moves items, and otherwise to
    /// the adapter, which reports it and reloads.
    func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      let from = sourceIndexPath.listPosition
      if !adapter.canMoveItem(at: from), appMovesItems {
        appDataSource?.collectionView?(
          collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
      } else {
        adapter.moveItem(from: from, to: destinationIndexPath.listPosition)
      }
      delegateProxy?.accessibility.refreshOnNextTurn(in: collectionView)
    }
  }
#endif
