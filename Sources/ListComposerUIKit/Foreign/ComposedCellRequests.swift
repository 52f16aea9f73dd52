#if canImport(UIKit)
  import ListComposer
  import ListComposerAdapter
  import ListComposerBridgeCore
  import UIKit

  /// The cell requests of hand-written sources in progress, by view: how a wrapped source's
  /// dequeue with its own index path reaches the view at the index path the view asked for.
  @MainActor
  enum ComposedCellRequests {
    private struct Entry {
      weak var view: UIView?
      let request: ForeignCellRequest
    }

    private static var stack: [Entry] = []

    /// Runs `body`, the wrapped source's answer for a request, with the request in progress.
    static func answering<Result>(
      _ request: ForeignCellRequest, in view: UIView, _ body: () -> Result
    ) -> Result {
      stack.append(Entry(view: view, request: request))
      defer { stack.removeLast() }
      return body()
    }

    /// The request in progress on a view for a wrapped source's index path, if any.
    static func request(for indexPath: IndexPath, in view: UIView) -> ForeignCellRequest? {
      guard let entry = stack.last, entry.view === view,
        entry.request.position == indexPath.listPosition
      else { return nil }
      return entry.request
    }

    /// Dequeues through the request in progress for the index path, so that the adapter sees
    /// the cell dequeued for the view's own index path; `nil` without such a request or when
    /// the dequeue failed.
    static func dequeue(_ identifier: String, at indexPath: IndexPath, in view: UIView)
      -> AnyObject?
    {
      guard let request = request(for: indexPath, in: view) else { return nil }
      return try? request.dequeueCell(withReuseIdentifier: identifier, for: request.position)
    }

    /// The index path the view asked for when `indexPath` is the one a wrapped source was given
    /// for the request in progress; `indexPath` otherwise.
    static func hostIndexPath(for indexPath: IndexPath, in view: UIView) -> IndexPath {
      guard let request = request(for: indexPath, in: view) else { return indexPath }
      return request.hostPosition(forLocal: request.position).indexPath
    }
  }

  extension UITableView {
    /// Returns a reusable cell for the index path a data source was given, when the data source
    /// may be the child of a composition (``TableViewDataSourceChild``): it dequeues at the
    /// table view's own index path, which the child's local one is not.
    ///
    /// Apple's documentation asks to "always specify the index path provided to you by your
    /// data source object", and a table view raises for a second dequeue at one index path.
    /// Replace the calls in a data source that is being composed:
    ///
    ///     // tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
    ///     tableView.dequeueReusableCell(withIdentifier: "Note", forComposed: indexPath)
    ///
    /// Outside a composed request this is `dequeueReusableCell(withIdentifier:for:)`, so the
    /// data source keeps working on its own.
    public func dequeueReusableCell(
      withIdentifier identifier: String, forComposed indexPath: IndexPath
    )
      -> UITableViewCell
    {
      if let cell = ComposedCellRequests.dequeue(identifier, at: indexPath, in: self)
        as? UITableViewCell
      {
        return cell
      }
      return dequeueReusableCell(
        withIdentifier: identifier,
        for: ComposedCellRequests.hostIndexPath(for: indexPath, in: self))
    }
  }

  extension UICollectionView {
    /// Returns a reusable cell for the index path a data source was given, when the data source
    /// may be the child of a composition (``CollectionViewDataSourceChild``): it dequeues at the
    /// collection view's own index path, which the child's local one is not, and through the
    /// bridge, so that the cell is the one the collection view handed out for its request.
    ///
    /// Since iOS 18 a collection view raises for a dequeue it did not request and for a cell
    /// other than the one it handed out, so a composed collection data source must dequeue this
    /// way:
    ///
    ///     // collectionView.dequeueReusableCell(withReuseIdentifier: "Note", for: indexPath)
    ///     collectionView.dequeueReusableCell(withReuseIdentifier: "Note", forComposed: indexPath)
    ///
    /// Outside a composed request this is `dequeueReusableCell(withReuseIdentifier:for:)`, so
    /// the data source keeps working on its own.
    public func dequeueReusableCell(
      withReuseIdentifier identifier: String, forComposed indexPath: IndexPath
    ) -> UICollectionViewCell {
      if let cell = ComposedCellRequests.dequeue(identifier, at: indexPath, in: self)
        as? UICollectionViewCell
      {
        return cell
      }
      return dequeueReusableCell(
        withReuseIdentifier: identifier,
        for: ComposedCellRequests.hostIndexPath(for: indexPath, in: self))
    }
  }
#endif
