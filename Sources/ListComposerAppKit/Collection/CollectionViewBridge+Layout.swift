#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ListComposer
  import ListComposerAdapter
  import ListComposerBridgeCore

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
    ///     bridge.setLayout(for: photos) { _, environment in .grid(columns: 4, environment) }
    ///     collectionView.collectionViewLayout = bridge.makeLayout()
    ///
    /// The source may sit at any depth of the screen, and a composition's provider lays out
    /// every section of its children that have none. The layout finds providers on each pass
    /// (`ProvidersBySource`), so a child added, removed or nested later is laid out by its
    /// provider without anything to register again. Sections without a provider get
    /// a plain list section. The source is held weakly; setting a provider
    /// invalidates the collection view's layout.
    public func setLayout(for source: some DataSource, _ provider: @escaping SectionLayoutProvider)
    {
      layoutProviders.set(provider, for: source)
      collectionView?.collectionViewLayout?.invalidateLayout()
    }

    /// Lays out a source's sections as those of its composition again.
    public func removeLayout(for source: some DataSource) {
      layoutProviders.set(nil, for: source)
      collectionView?.collectionViewLayout?.invalidateLayout()
    }

    /// Returns a compositional layout whose sections come from
    /// ``layoutSection(forSection:environment:)``: set it as the collection view's layout.
    ///
    ///     collectionView.collectionViewLayout = bridge.makeLayout()
    ///
    /// The layout holds the bridge weakly; once the bridge is gone its sections are plain
    /// lists.
    public func makeLayout(
      configuration: NSCollectionViewCompositionalLayoutConfiguration =
        NSCollectionViewCompositionalLayoutConfiguration()
    ) -> NSCollectionViewCompositionalLayout {
      NSCollectionViewCompositionalLayout(
        sectionProvider: { [weak self] section, environment in
          // AppKit calls the provider on the main thread, during layout.
          self?.layoutSection(forSection: section, environment: environment)
            ?? Self.plainListSection(boundaries: [])
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
        pinsHeaders: pinsSectionHeaders, elementKind: CollectionViewHost.appKitKind)
        ?? listSection(forSection: section, environment: environment)
    }

    /// Returns a plain list section: full-width items of estimated height, with a header
    /// (pinned with ``pinsSectionHeaders``) and a footer when the section has them. AppKit has
    /// no list configuration, unlike UIKit: this is the section such a configuration would
    /// make, without separators.
    package func listSection(
      forSection section: Int, environment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
      Self.plainListSection(
        boundaries: adapter.sectionBoundaries(
          forSection: section, pinsHeaders: pinsSectionHeaders))
    }

    /// Returns full-width header and footer items of estimated height for the ones the section
    /// has; the header pinned with ``pinsSectionHeaders``.
    package func boundarySupplementaryItems(forSection section: Int)
      -> [NSCollectionLayoutBoundarySupplementaryItem]
    {
      Self.boundaryItems(
        adapter.sectionBoundaries(forSection: section, pinsHeaders: pinsSectionHeaders))
    }

    /// The boundary items of `boundaries`, of AppKit's element kinds.
    private static func boundaryItems(_ boundaries: [SectionBoundary])
      -> [NSCollectionLayoutBoundarySupplementaryItem]
    {
      SectionLayouts.boundaryItems(boundaries, elementKind: CollectionViewHost.appKitKind)
    }

    /// A list section with the boundary items.
    private static func plainListSection(boundaries: [SectionBoundary])
      -> NSCollectionLayoutSection
    {
      let size = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
      let layout = NSCollectionLayoutSection(group: group)
      layout.boundarySupplementaryItems = boundaryItems(boundaries)
      return layout
    }
  }
#endif
