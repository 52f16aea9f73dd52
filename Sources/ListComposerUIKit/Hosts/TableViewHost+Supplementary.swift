#if canImport(UIKit)
  import ListComposer
  import ListComposerAdapter
  import ListComposerBridgeCore
  import UIKit

  /// The table view's section headers and footers from the sources' `SupplementaryDecorator`s:
  /// registered and dequeued with the table view's own API, so that the adapter answers
  /// `viewForHeaderInSection` and `viewForFooterInSection` as a collection view's supplementary
  /// views.
  ///
  /// A table view shows only headers and footers: a decorator of another kind (a collection
  /// view's badge, say) is registered nowhere and never asked for.
  extension TableViewHost: SupplementaryViewHost {
    /// Registers a `UITableViewHeaderFooterView` subclass for a header or footer reuse
    /// identifier with `register(_:forHeaderFooterViewReuseIdentifier:)`.
    ///
    /// - Throws: ``UIKitHostError`` for a class that is not a `UITableViewHeaderFooterView`
    ///   subclass or an empty identifier.
    func registerSupplementaryView(_ registration: SupplementaryRegistration) throws {
      guard [SupplementaryKind.header, SupplementaryKind.footer].contains(registration.kind)
      else { return }
      let identifier = registration.reuseIdentifier
      guard !identifier.isEmpty else { throw UIKitHostError.emptyIdentifier }
      guard let viewClass = registration.viewType as? UITableViewHeaderFooterView.Type else {
        throw UIKitHostError.notACell(
          String(describing: registration.viewType), expected: "UITableViewHeaderFooterView")
      }
      guard isLive else { return }
      tableView?.register(viewClass, forHeaderFooterViewReuseIdentifier: identifier)
      didRegisterSupplementaryView?()
    }

    /// A reused or new view from `dequeueReusableHeaderFooterView(withIdentifier:)`.
    ///
    /// - Throws: `ListError.hostFailed(host:reason:)` when nothing is registered for the
    ///   identifier or the table view is gone.
    func dequeueSupplementaryView(
      ofKind kind: String, withReuseIdentifier reuseIdentifier: String, for position: ListPosition
    ) throws -> AnyObject {
      guard let tableView else {
        throw ListError.hostFailed(host: "UITableView", reason: "the view is gone")
      }
      guard let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: reuseIdentifier)
      else {
        throw ListError.hostFailed(
          host: "UITableView",
          reason: "unable to dequeue a header or footer view with identifier "
            + "\(reuseIdentifier) - must register a nib or a class for the identifier")
      }
      return view
    }
  }
#endif
