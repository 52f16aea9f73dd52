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
}

/// The selection callback of a ``HeadlessTableView``, like `UITableViewDelegate`'s.
@MainActor
public protocol HeadlessTableViewDelegate: AnyObject {
  /// Tells the delegate that a row was selected with ``HeadlessTableView/selectRow(at:)``.
  func tableView(_ tableView: HeadlessTableView, didSelectRowAt indexPath: ListPosition)
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
