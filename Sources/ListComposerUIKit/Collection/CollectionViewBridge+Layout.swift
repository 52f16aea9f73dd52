#if canImport(UIKit)
  import ListComposer
  import ListComposerAdapter
  import ListComposerBridgeCore
  import UIKit

  extension CollectionViewBridge {
    /// Makes the layout of one section of a source: given the section's index in that source
    /// and the layout environment, returns the layout section.
    public typealias SectionLayoutProvider =
      @MainActor (_ section: Int, _ environment: any NSCollectionLayoutEnvironment) ->
      NSCollectionLayoutSection

    /// Lays out the sections of a source with `provider`, which receives each section's index
    /// in that source.
    ///
    ///     bridge.setLayout(for: contacts) { _, environment in .carousel(environment) }
    ///     bridge.setLayout(for: feed) { _, environment in .grid(columns: 2, environment) }
    ///
    /// The source may sit at any depth of the screen, and a composition's provider lays out
    /// every section of its children that have none. The layout finds providers on each pass
    /// (`ProvidersBySource`), so a child added, removed or nested later is laid
    /// out by its provider without anything to register again. Sections without a provider get
    /// a plain list section. The source is held weakly.
    public func setLayout(for source: some DataSource, _ provider: @escaping SectionLayoutProvider)
    {
      layoutProviders.set(provider, for: source)
      collectionView?.collectionViewLayout.invalidateLayout()
    }

    /// Lays out a source's sections as those of its composition again.
    public func removeLayout(for source: some DataSource) {
      layoutProviders.set(nil, for: source)
      collectionView?.collectionViewLayout.invalidateLayout()
    }

    /// Returns a compositional layout whose sections come from ``layoutSection(forSection:environment:)``:
    /// set it as the collection view's layout.
    ///
    ///     collectionView.collectionViewLayout = bridge.makeLayout()
    public func makeLayout(
      configuration: UICollectionViewCompositionalLayoutConfiguration =
        UICollectionViewCompositionalLayoutConfiguration()
    ) -> UICollectionViewCompositionalLayout {
      UICollectionViewCompositionalLayout(
        sectionProvider: { [weak self] section, environment in
          self?.layoutSection(forSection: section, environment: environment)
            ?? NSCollectionLayoutSection.list(
              using: UICollectionLayoutListConfiguration(appearance: .plain),
              layoutEnvironment: environment)
        },
        configuration: configuration)
    }

    /// Returns the layout of a section of the screen: that of the provider of the source that
    /// owns it, or of its nearest composition with one, or else a list section.
    ///
    /// A provided section that declares no boundary supplementary items is given the header and
    /// footer the section has (a decorator of that kind, or a title), so that they show.
    public func layoutSection(
      forSection section: Int, environment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
      SectionLayouts.provided(
        forSection: section, environment: environment, by: layoutProviders, in: adapter,
        pinsHeaders: pinsSectionHeaders)
        ?? listSection(forSection: section, environment: environment)
    }

    /// Returns a plain list section, with a header (pinned with ``pinsSectionHeaders``) and a
    /// footer when the section has them, and
    /// (except on tvOS) the items' swipe actions: those their sources give, or else a trailing
    /// Delete for the items a source lets the user delete (see
    /// ``swipeActionsConfiguration(forItemAt:edge:)``).
    package func listSection(
      forSection section: Int, environment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
      var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
      configuration.headerMode =
        adapter.hasSupplementaryView(ofKind: SupplementaryKind.header, inSection: section)
        ? .supplementary : .none
      configuration.footerMode =
        adapter.hasSupplementaryView(ofKind: SupplementaryKind.footer, inSection: section)
        ? .supplementary : .none
      #if !os(tvOS)
        configuration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
          self?.swipeActionsConfiguration(forItemAt: indexPath, edge: .leading)
        }
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
          self?.swipeActionsConfiguration(forItemAt: indexPath, edge: .trailing)
        }
      #endif
      let layout = NSCollectionLayoutSection.list(
        using: configuration, layoutEnvironment: environment)
      if pinsSectionHeaders {
        for item in layout.boundarySupplementaryItems
        where item.elementKind == SupplementaryKind.header {
          SectionLayouts.pin(item)
        }
      }
      return layout
    }

    /// Returns full-width header and footer items of estimated height for the ones the section
    /// has; the header pinned with ``pinsSectionHeaders``.
    package func boundarySupplementaryItems(forSection section: Int)
      -> [NSCollectionLayoutBoundarySupplementaryItem]
    {
      SectionLayouts.boundaryItems(
        adapter.sectionBoundaries(forSection: section, pinsHeaders: pinsSectionHeaders))
    }
  }
#endif
