/// The methods a ``HeadlessTableView`` asks for its data, named like `UITableViewDataSource`'s
/// so that a data source written against them reads like UIKit code.
///
///     final class Contacts: HeadlessTableViewDataSource {
///       var names = ["Ada", "Grace"]
///       func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int {
///         names.count
///       }
///       func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: ListPosition)
///         throws -> HeadlessTableViewCell?
///       {
///         let cell = try tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
///         cell.textLabel = names[indexPath.item]
///         return cell
///       }
///     }
///
/// `tableView(_:cellForRowAt:)` may throw so that the errors of the host's dequeue method
/// propagate; the host reports a dequeue error even if the data source catches it, as UIKit's
/// exception would.
@MainActor
public protocol HeadlessTableViewDataSource: AnyObject {
  /// Returns the number of sections; defaults to 1.
  func numberOfSections(in tableView: HeadlessTableView) -> Int

  /// Returns the number of rows in a section.
  func tableView(_ tableView: HeadlessTableView, numberOfRowsInSection section: Int) -> Int

  /// Returns the cell for a row, dequeued with
  /// ``HeadlessTableView/dequeueReusableCell(withIdentifier:for:)``; `nil` is a fault.
  func tableView(_ tableView: HeadlessTableView, cellForRowAt indexPath: ListPosition) throws
    -> HeadlessTableViewCell?

  /// Returns the title of a section's header; defaults to none.
  func tableView(_ tableView: HeadlessTableView, titleForHeaderInSection section: Int) -> String?

  /// Returns the title of a section's footer; defaults to none.
  func tableView(_ tableView: HeadlessTableView, titleForFooterInSection section: Int) -> String?

  /// Returns a stable identifier for the item at a row, or `nil` (the default).
  ///
  /// Not part of UIKit. When every row has an identifier, the host checks after each batch that
  /// the updates put every kept item where the data source now has it (see
  /// ``HeadlessHostOptions/isStrict``).
  func tableView(_ tableView: HeadlessTableView, itemIdentifierForRowAt indexPath: ListPosition)
    -> AnyHashable?

  /// Returns the identifiers of every row of a section in one call, or `nil` to have the host
  /// read them row by row; the default is `nil`.
  ///
  /// Not part of UIKit. A data source that answers checks each batch against every row of the
  /// sections it changes, at the cost of one typed comparison per row (see
  /// ``HeadlessHostOptions/checksItemIdentity``).
  func tableView(_ tableView: HeadlessTableView, itemIdentifiersInSection section: Int)
    -> ItemIdentifiers?

  /// Returns the header view of a section, dequeued with
  /// ``HeadlessTableView/dequeueReusableHeaderFooterView(withIdentifier:)``, or `nil` (the
  /// default) to show the section's title. In UIKit this is the delegate's
  /// `tableView(_:viewForHeaderInSection:)`.
  func tableView(_ tableView: HeadlessTableView, viewForHeaderInSection section: Int) throws
    -> HeadlessTableViewHeaderFooterView?

  /// Returns the footer view of a section, or `nil` (the default) to show its title. In UIKit
  /// this is the delegate's `tableView(_:viewForFooterInSection:)`.
  func tableView(_ tableView: HeadlessTableView, viewForFooterInSection section: Int) throws
    -> HeadlessTableViewHeaderFooterView?

  /// Returns whether the user may move a row (``HeadlessListView/moveItem(from:to:)``); the
  /// default is `false`, as UIKit's is for a data source without `moveRowAt`.
  func tableView(_ tableView: HeadlessTableView, canMoveRowAt indexPath: ListPosition) -> Bool

  /// Tells the data source that the user moved a row: the view has already moved it, so the
  /// data source changes its data to match and changes nothing else (no batch, no reload)
  /// until the next turn of the main actor. The default does nothing.
  func tableView(
    _ tableView: HeadlessTableView, moveRowAt sourceIndexPath: ListPosition,
    to destinationIndexPath: ListPosition)
}

extension HeadlessTableViewDataSource {
  public func numberOfSections(in tableView: HeadlessTableView) -> Int { 1 }
  public func tableView(_ tableView: HeadlessTableView, titleForHeaderInSection section: Int)
    -> String?
  { nil }
  public func tableView(_ tableView: HeadlessTableView, titleForFooterInSection section: Int)
    -> String?
  { nil }
  public func tableView(
    _ tableView: HeadlessTableView, itemIdentifierForRowAt indexPath: ListPosition
  ) -> AnyHashable? { nil }
  public func tableView(_ tableView: HeadlessTableView, itemIdentifiersInSection section: Int)
    -> ItemIdentifiers?
  { nil }
  public func tableView(_ tableView: HeadlessTableView, canMoveRowAt indexPath: ListPosition)
    -> Bool
  { false }
  public func tableView(_ tableView: HeadlessTableView, viewForHeaderInSection section: Int)
    throws -> HeadlessTableViewHeaderFooterView?
  { nil }
  public func tableView(_ tableView: HeadlessTableView, viewForFooterInSection section: Int)
    throws -> HeadlessTableViewHeaderFooterView?
  { nil }
  public func tableView(
    _ tableView: HeadlessTableView, moveRowAt sourceIndexPath: ListPosition,
    to destinationIndexPath: ListPosition
  ) {}
}

/// The app's delegate of a ``HeadlessTableView``, like `UITableViewDelegate`: told of
/// selections.
@MainActor
public protocol HeadlessTableViewDelegate: AnyObject {
  /// Tells the delegate that a row was selected with ``HeadlessTableView/selectRow(at:)``.
  func tableView(_ tableView: HeadlessTableView, didSelectRowAt indexPath: ListPosition)
}

/// A table view delegate that also answers what a view showing a ListComposer source asks its
/// adapter, with `UITableViewDelegate`'s names: for the package's tests of the rule by which an
/// app delegate's answers meet the sources' (`ListAdapter+AppDelegate.swift`). A swipe's actions
/// and a menu are the delegate's when it gives them (`nil` leaves them to the sources); a touch
/// happens when the row's source allows it and the delegate, asked only then, does too.
@MainActor
package protocol HeadlessTableViewAnsweringDelegate: HeadlessTableViewDelegate {
  /// Returns the row to select instead of a row the user touches, or `nil` to select none.
  /// Asked only about a row the sources allow; a row picked instead must be one they allow too.
  func tableView(_ tableView: HeadlessTableView, willSelectRowAt indexPath: ListPosition)
    -> ListPosition?

  /// Returns the row to deselect instead of a row the user touches, or `nil` to deselect none.
  func tableView(_ tableView: HeadlessTableView, willDeselectRowAt indexPath: ListPosition)
    -> ListPosition?

  /// Returns whether a row may show highlighted under the finger.
  func tableView(_ tableView: HeadlessTableView, shouldHighlightRowAt indexPath: ListPosition)
    -> Bool

  /// Returns the actions a swipe reveals on one edge of a row instead of the sources', or
  /// `nil` to leave them to the sources.
  func tableView(
    _ tableView: HeadlessTableView, swipeActionsForRowAt indexPath: ListPosition,
    edge: SwipeEdge
  ) -> SwipeActions?

  /// Returns the context menu of a row instead of the sources', or `nil`.
  func tableView(_ tableView: HeadlessTableView, contextMenuForRowAt indexPath: ListPosition)
    -> ItemMenu?

  /// Returns where a row the user drags from `sourceIndexPath` over
  /// `proposedDestinationIndexPath` goes instead. A view showing a ListComposer source asks its
  /// adapter instead.
  func tableView(
    _ tableView: HeadlessTableView,
    targetIndexPathForMoveFromRowAt sourceIndexPath: ListPosition,
    toProposedIndexPath proposedDestinationIndexPath: ListPosition
  ) -> ListPosition
}

/// The animation argument of a table view's update methods. The headless host ignores it; it
/// exists so that calls read like UIKit's.
public enum RowAnimation: Hashable, Sendable {
  /// UIKit's `.fade`.
  case fade
  /// UIKit's `.right`.
  case right
  /// UIKit's `.left`.
  case left
  /// UIKit's `.top`.
  case top
  /// UIKit's `.bottom`.
  case bottom
  /// UIKit's `.none`.
  case none
  /// UIKit's `.middle`.
  case middle
  /// UIKit's `.automatic`.
  case automatic
}
