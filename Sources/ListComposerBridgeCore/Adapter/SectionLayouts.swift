#if canImport(UIKit)
  import UIKit
#elseif canImport(AppKit)
  import AppKit
#endif

#if canImport(UIKit) || canImport(AppKit)
  import ListComposer
  import ListComposerAdapter

  /// The compositional layout sections a collection bridge (UIKit's or AppKit's) makes from its
  /// sources' section providers and their sections' headers and footers: the same classes,
  /// `NSCollectionLayoutSection` and its boundary items, in both frameworks.
  @MainActor
  package enum SectionLayouts {
    /// Makes the layout of one section of a source, given its index there and the environment.
    package typealias Provider =
      @MainActor (_ section: Int, _ environment: any NSCollectionLayoutEnvironment) ->
      NSCollectionLayoutSection

    /// Returns the layout of a section of the screen from the provider of the source that owns
    /// it, or of its nearest composition with one, or `nil` when none has a provider.
    ///
    /// A provided section that declares no boundary supplementary items is given the header and
    /// footer the section has (a decorator of that kind, or a title), so that they show.
    ///
    /// - Parameter elementKind: The view's element kind for one of ListComposer's.
    package static func provided(
      forSection section: Int, environment: any NSCollectionLayoutEnvironment,
      by providers: ProvidersBySource<Provider>, in adapter: ListAdapter, pinsHeaders: Bool,
      elementKind: (String) -> String = { $0 }
    ) -> NSCollectionLayoutSection? {
      guard let (provider, _, local) = providers.provider(forSection: section, in: adapter)
      else { return nil }
      let layout = provider(local, environment)
      layout.boundarySupplementaryItems += boundaryItems(
        adapter.sectionBoundaries(
          forSection: section, declaredCount: layout.boundarySupplementaryItems.count,
          pinsHeaders: pinsHeaders),
        elementKind: elementKind)
      return layout
    }

    /// Full-width items of estimated height for the boundaries the portable adapter decided; a
    /// pinned header stays at the top of the visible bounds, drawn above the items.
    package static func boundaryItems(
      _ boundaries: [SectionBoundary], elementKind: (String) -> String = { $0 }
    ) -> [NSCollectionLayoutBoundarySupplementaryItem] {
      let size = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
      return boundaries.map { boundary in
        let item = NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: size, elementKind: elementKind(boundary.kind),
          alignment: boundary.edge == .top ? .top : .bottom)
        if boundary.isPinned { pin(item) }
        return item
      }
    }

    /// Pins a header to the top of the visible bounds while its section scrolls, drawn above
    /// the items.
    package static func pin(_ header: NSCollectionLayoutBoundarySupplementaryItem) {
      header.pinToVisibleBounds = true
      header.zIndex = 2
    }
  }
#endif
