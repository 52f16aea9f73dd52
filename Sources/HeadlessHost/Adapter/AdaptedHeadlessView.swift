/// What both headless views do as hosts of a `ListAdapter`: one implementation behind the
/// table and collection views' UIKit-named methods.
@MainActor
protocol AdaptedHeadlessView: ListHostView {
  var engine: ListEngine { get }
  var adapter: ListAdapter? { get set }
  var adapterDataSource: AdapterDataSource? { get set }
  /// Makes the adapter's data-source object the view's data source, or removes it.
  func useDataSource(_ dataSource: AdapterDataSource?)
  func layoutIfNeeded() throws(InternalInconsistency)
}

extension AdaptedHeadlessView {
  /// Shows a source through a new adapter, observing its changes or not, and lays out.
  func show(_ source: some DataSource, observing: Bool) throws(InternalInconsistency) {
    let adapter = try engine.show(source, in: self, current: adapter, observing: observing)
    // A view that showed a source has followed the new adapter already (`follow(_:)`).
    if self.adapter !== adapter { adopt(adapter, dataSource: AdapterDataSource(adapter)) }
    try layoutIfNeeded()
  }

  /// Follows an adapter that took over a view shown through `attach(_:)` or `display(_:)`
  /// (see `ListHostView.didAttach(_:)`): the view reads the new adapter's source and lays out
  /// changes through its relay. A view that shows no source of its own is left to whoever made
  /// the adapter, as a bridge sets its view's data source itself.
  func follow(_ adapter: ListAdapter) {
    guard let current = self.adapter, current !== adapter else { return }
    adopt(adapter, dataSource: AdapterDataSource(adapter))
  }

  /// Makes the view read an adapter's source through `dataSource` and, when the adapter
  /// observes its source, queue changes made during layout on the source's relay.
  private func adopt(_ adapter: ListAdapter, dataSource: AdapterDataSource) {
    self.adapter = adapter
    adapterDataSource = dataSource
    engine.relay = adapter.isObserving ? adapter.source.updates : nil
    useDataSource(dataSource)
  }

  /// Stops showing the source: the adapter stops observing and the view has no data source.
  func detachAdapter() {
    adapter?.detach()
    adapter = nil
    adapterDataSource = nil
    engine.relay = nil
    useDataSource(nil)
  }

  /// Reports a touch event of an existing item to the adapter; `false` when it does not exist.
  func send(_ event: ItemEvent, at indexPath: ListPosition) -> Bool {
    guard engine.containsItem(at: indexPath) else { return false }
    adapter?.handle(event, at: indexPath, cell: engine.cells[indexPath])
    return true
  }
}

extension ListEngine {
  /// A Boolean value that indicates whether the view knows an item at the position.
  func containsItem(at position: ListPosition) -> Bool {
    let counts = loadedSnapshot().counts
    return counts.indices.contains(position.section)
      && (0..<counts[position.section]).contains(position.item)
  }
}

extension HeadlessTableView: AdaptedHeadlessView {
  func useDataSource(_ dataSource: AdapterDataSource?) { self.dataSource = dataSource }
}

extension HeadlessCollectionView: AdaptedHeadlessView {
  func useDataSource(_ dataSource: AdapterDataSource?) { self.dataSource = dataSource }
}
