#if canImport(UIKit)
  import ListComposer
  import ListComposerAdapter
  import UIKit

  /// An existing `UICollectionViewDataSource` as a hand-written source of a composition: wrap
  /// it in a `ForeignChildDataSource` and compose it next to ListComposer's own sources.
  ///
  ///     let old = PhotosDataSource()                      // the screen's old data source
  ///     let photos = ForeignChildDataSource(
  ///       CollectionViewDataSourceChild(old, collectionView: collectionView))
  ///     bridge = try CollectionViewBridge(
  ///       try SectionedDataSource([header, photos]), collectionView: collectionView,
  ///       prototypes: ["Photo"])                          // the old source's own registrations
  ///
  /// The wrapped data source is asked with the real collection view and its *own* index paths,
  /// as if it were alone: `numberOfSections(in:)` (1 when it does not answer),
  /// `collectionView(_:numberOfItemsInSection:)` and `collectionView(_:cellForItemAt:)`.
  ///
  /// **Its cells must be dequeued with `dequeueReusableCell(withReuseIdentifier:forComposed:)`.**
  /// Since iOS 18 a collection view raises for a dequeue it did not request and for a returned
  /// cell other than the one it handed out for the request; a composed source's index path is
  /// not the one the collection view asked for. That method dequeues at the collection view's
  /// index path, through the bridge. A cell dequeued otherwise is refused
  /// (`ForeignSourceError.cellNotDequeued(_:cell:)`) and reported to the bridge's adapter.
  ///
  /// Reuse identifiers the app registers itself (nibs, storyboard prototypes) are passed to the
  /// bridge as `prototypes`: a collection view cannot tell which identifiers it has, and the
  /// bridge neither registers over those nor refuses to dequeue them. Supplementary views are
  /// not asked of the wrapped data source.
  @MainActor
  public final class CollectionViewDataSourceChild: ForeignDataSource {
    /// The wrapped data source, held strongly: the composition keeps it alive.
    package let dataSource: any UICollectionViewDataSource

    /// The collection view the data source is asked with, held weakly.
    package private(set) weak var collectionView: UICollectionView?

    /// The cell classes the bridge registers for the data source; none by default, for a data
    /// source whose cells the app registers.
    package let registrations: [CellRegistration]

    /// Wraps a collection view data source.
    ///
    /// - Parameters:
    ///   - dataSource: The existing data source.
    ///   - collectionView: The collection view that shows the composition.
    ///   - registrations: Cell classes for the bridge to register, if the app does not.
    public init(
      _ dataSource: any UICollectionViewDataSource, collectionView: UICollectionView,
      registrations: [CellRegistration] = []
    ) {
      self.dataSource = dataSource
      self.collectionView = collectionView
      self.registrations = registrations
    }

    private func view() throws -> UICollectionView {
      guard let collectionView else {
        throw ListError.hostFailed(host: "UICollectionView", reason: "the view is gone")
      }
      return collectionView
    }

    public func foreignNumberOfSections() throws -> Int {
      let collectionView = try view()
      return dataSource.numberOfSections?(in: collectionView) ?? 1
    }

    public func foreignNumberOfItems(inSection section: Int) throws -> Int {
      dataSource.collectionView(try view(), numberOfItemsInSection: section)
    }

    /// Asks the data source for the cell at its own index path; the cell must be the one it
    /// dequeued with `dequeueReusableCell(withReuseIdentifier:forComposed:)`.
    public func foreignCell(for request: ForeignCellRequest) throws -> AnyObject? {
      let collectionView = try view()
      return ComposedCellRequests.answering(request, in: collectionView) {
        dataSource.collectionView(collectionView, cellForItemAt: request.position.indexPath)
      }
    }

    public var foreignCellRegistrations: [CellRegistration] { registrations }
  }
#endif
