/// The methods a ``HeadlessCollectionView`` asks for its data, named like
/// `UICollectionViewDataSource`'s.
///
/// `collectionView(_:cellForItemAt:)` must return a cell it dequeued for this request with
/// ``HeadlessCollectionView/dequeueReusableCell(withReuseIdentifier:for:)``; anything else is a
/// fault, as on a device.
@MainActor
public protocol HeadlessCollectionViewDataSource: AnyObject {
  /// Returns the number of sections; defaults to 1.
  func numberOfSections(in collectionView: HeadlessCollectionView) -> Int

  /// Returns the number of items in a section.
  func collectionView(_ collectionView: HeadlessCollectionView, numberOfItemsInSection section: Int)
    -> Int

  /// Returns the dequeued cell for an item; `nil` is a fault.
  func collectionView(
    _ collectionView: HeadlessCollectionView, cellForItemAt indexPath: ListPosition
  ) throws -> HeadlessCollectionViewCell?

  /// Returns a title for a section's header in the text rendering; defaults to none.
  ///
  /// Not part of UIKit, where headers are supplementary views.
  func collectionView(
    _ collectionView: HeadlessCollectionView, titleForHeaderInSection section: Int
  ) -> String?

  /// Returns the supplementary view of a kind for a position (item 0 of its section for a
  /// header or footer), dequeued with
  /// ``HeadlessCollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``;
  /// asked only for the kinds ``HeadlessCollectionView/layoutSupplementaryKinds`` names. `nil`
  /// (the default) is a fault then, as on a device.
  func collectionView(
    _ collectionView: HeadlessCollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: ListPosition
  ) throws -> HeadlessCollectionReusableView?

  /// Returns a title for a section's footer in the text rendering; defaults to none.
  ///
  /// Not part of UIKit, where footers are supplementary views.
  func collectionView(
    _ collectionView: HeadlessCollectionView, titleForFooterInSection section: Int
  ) -> String?

  /// Returns whether the user may move an item (``HeadlessListView/moveItem(from:to:)``);
  /// the default is `false`.
  func collectionView(
    _ collectionView: HeadlessCollectionView, canMoveItemAt indexPath: ListPosition
  )
    -> Bool

  /// Returns a stable identifier for an item, or `nil` (the default).
  ///
  /// Not part of UIKit: see
  /// ``HeadlessTableViewDataSource/tableView(_:itemIdentifierForRowAt:)``.
  func collectionView(
    _ collectionView: HeadlessCollectionView, itemIdentifierForItemAt indexPath: ListPosition
  ) -> AnyHashable?

  /// Tells the data source that the user moved an item: the view has already moved it, so the
  /// data source changes its data to match and nothing else. The default does nothing.
  func collectionView(
    _ collectionView: HeadlessCollectionView, moveItemAt sourceIndexPath: ListPosition,
    to destinationIndexPath: ListPosition)

  /// Returns the identifiers of every item of a section in one call, or `nil` to have the host
  /// read them item by item; the default is `nil`.
  ///
  /// Not part of UIKit: see
  /// ``HeadlessTableViewDataSource/tableView(_:itemIdentifiersInSection:)``.
  func collectionView(
    _ collectionView: HeadlessCollectionView, itemIdentifiersInSection section: Int
  ) -> ItemIdentifiers?
}

extension HeadlessCollectionViewDataSource {
  public func collectionView(
    _ collectionView: HeadlessCollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: ListPosition
  ) throws -> HeadlessCollectionReusableView? { nil }
  public func numberOfSections(in collectionView: HeadlessCollectionView) -> Int { 1 }
  public func collectionView(
    _ collectionView: HeadlessCollectionView, titleForHeaderInSection section: Int
  ) -> String? { nil }
  public func collectionView(
    _ collectionView: HeadlessCollectionView, titleForFooterInSection section: Int
  ) -> String? { nil }
  public func collectionView(
    _ collectionView: HeadlessCollectionView, itemIdentifierForItemAt indexPath: ListPosition
  ) -> AnyHashable? { nil }
  public func collectionView(
    _ collectionView: HeadlessCollectionView, itemIdentifiersInSection section: Int
  ) -> ItemIdentifiers? { nil }
  public func collectionView(
    _ collectionView: HeadlessCollectionView, canMoveItemAt indexPath: ListPosition
  ) -> Bool { false }
  public func collectionView(
    _ collectionView: HeadlessCollectionView, moveItemAt sourceIndexPath: ListPosition,
    to destinationIndexPath: ListPosition
  ) {}
}

/// The app's delegate of a ``HeadlessCollectionView``, like `UICollectionViewDelegate`: told of
/// selections.
@MainActor
public protocol HeadlessCollectionViewDelegate: AnyObject {
  /// Tells the delegate that an item was selected with ``HeadlessCollectionView/selectItem(at:)``.
  func collectionView(
    _ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: ListPosition)
}

/// A collection view delegate that also answers what a view showing a ListComposer source asks
/// its adapter, with `UICollectionViewDelegate`'s names: for the package's tests, as
/// ``HeadlessTableViewAnsweringDelegate`` is for a table view.
@MainActor
package protocol HeadlessCollectionViewAnsweringDelegate: HeadlessCollectionViewDelegate {
  /// Returns whether an item the user touches may be selected. Asked only about an item the
  /// sources allow.
  func collectionView(
    _ collectionView: HeadlessCollectionView, shouldSelectItemAt indexPath: ListPosition
  ) -> Bool

  /// Returns whether an item the user touches may be deselected.
  func collectionView(
    _ collectionView: HeadlessCollectionView, shouldDeselectItemAt indexPath: ListPosition
  ) -> Bool

  /// Returns whether an item may show highlighted under the finger.
  func collectionView(
    _ collectionView: HeadlessCollectionView, shouldHighlightItemAt indexPath: ListPosition
  ) -> Bool

  /// Returns the actions a swipe reveals on one edge of an item instead of the sources', or
  /// `nil` to leave them to the sources.
  func collectionView(
    _ collectionView: HeadlessCollectionView, swipeActionsForItemAt indexPath: ListPosition,
    edge: SwipeEdge
  ) -> SwipeActions?

  /// Returns the context menu of an item instead of the sources', or `nil`.
  func collectionView(
    _ collectionView: HeadlessCollectionView, contextMenuForItemAt indexPath: ListPosition
  ) -> ItemMenu?

  /// Returns where an item the user drags from `originalIndexPath` over `proposedIndexPath`
  /// goes instead. A view showing a ListComposer source asks its adapter instead.
  func collectionView(
    _ collectionView: HeadlessCollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: ListPosition,
    toProposedIndexPath proposedIndexPath: ListPosition
  ) -> ListPosition
}
