#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ListComposer
  import ListComposerAdapter

  /// VoiceOver's Headings rotor over a collection view's section headers, while a
  /// ``CollectionViewBridge`` shows a source: each heading's section is shown by its
  /// `NSCollectionView.elementKindSectionHeader` view, which is the result, scrolled into view.
  ///
  /// The adapter decides which sections are headings and which comes next
  /// (``SectionHeadingsRotor``); this finds the header views and which section a view is in.
  /// A section whose layout shows no header is passed over.
  final class HeaderViewHeadings: SectionHeadingsRotor {
    weak var bridge: CollectionViewBridge?

    private static let header = NSCollectionView.elementKindSectionHeader
    private static let footer = NSCollectionView.elementKindSectionFooter

    override var adapter: ListAdapter? { bridge?.adapter }

    override func place(of element: NSView) -> SectionHeadings.Place? {
      guard let collectionView = bridge?.collectionView else { return nil }
      for kind in [Self.header, Self.footer] {
        for indexPath in collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind) {
          guard let view = collectionView.supplementaryView(forElementKind: kind, at: indexPath),
            element.isDescendant(of: view)
          else { continue }
          return kind == Self.header
            ? .heading(section: indexPath.section) : .content(section: indexPath.section)
        }
      }
      for item in collectionView.visibleItems() where element.isDescendant(of: item.view) {
        if let indexPath = collectionView.indexPath(for: item) {
          return .content(section: indexPath.section)
        }
      }
      return nil
    }

    override func view(forHeadingOf section: Int) -> NSView? {
      guard let collectionView = bridge?.collectionView,
        section >= 0, section < collectionView.numberOfSections
      else { return nil }
      let indexPath = IndexPath(item: 0, section: section)
      // The layout says where the header is, shown or not; scrolling to it makes the collection
      // view instantiate it on its next layout.
      guard
        let frame = collectionView.layoutAttributesForSupplementaryElement(
          ofKind: Self.header, at: indexPath)?.frame
      else { return nil }
      collectionView.scrollToVisible(frame)
      if collectionView.supplementaryView(forElementKind: Self.header, at: indexPath) == nil {
        collectionView.layoutSubtreeIfNeeded()
      }
      return collectionView.supplementaryView(forElementKind: Self.header, at: indexPath)
    }
  }
#endif
