/// The methods a ``HeadlessCollectionView`` asks for its data, named like
/// `UICollectionViewDataSource`'s.
///
/// `collectionView(_:cellForItemAt:)` must return a cell it dequeued for this request with
/// ``HeadlessCollectionView/dequeueReusableCell(withReuseIdentifier:for:)`` (or
/// ``HeadlessCollectionView/dequeueConfiguredReusableCell(using:for:item:)``); anything else is
/// a fault, as on a device.
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

  /// Returns a title for a section's footer in the text rendering; defaults to none.
  ///
  /// Not part of UIKit, where footers are supplementary views.
  func collectionView(
    _ collectionView: HeadlessCollectionView, titleForFooterInSection section: Int
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

  /// Returns a stable identifier for an item, or `nil` (the default).
  ///
  /// Not part of UIKit: see
  /// ``HeadlessTableViewDataSource/tableView(_:itemIdentifierForRowAt:)``.
  func collectionView(
    _ collectionView: HeadlessCollectionView, itemIdentifierForItemAt indexPath: ListPosition
  ) -> AnyHashable?

  /// Returns the identifiers of every item of a section in one call, or `nil` to have the host
  /// read them item by item; the default is `nil`.
  ///
  /// Not part of UIKit: see
  /// ``HeadlessTableViewDataSource/tableView(_:itemIdentifiersInSection:)``.
  func collectionView(
    _ collectionView: HeadlessCollectionView, itemIdentifiersInSection section: Int
  ) -> ItemIdentifiers?

  /// Returns whether the user may move an item (``HeadlessCollectionView/moveItem(from:to:)``);
  /// the default is `false`.
  func collectionView(
    _ collectionView: HeadlessCollectionView, canMoveItemAt indexPath: ListPosition
  )
    -> Bool

  /// Tells the data source that the user moved an item: the view has already moved it, so the
  /// data source changes its data to match and nothing else. The default does nothing.
  func collectionView(
    _ collectionView: HeadlessCollectionView, moveItemAt sourceIndexPath: ListPosition,
    to destinationIndexPath: ListPosition)
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
/// selections, and asked what a view showing a ListComposer source also asks its adapter.
///
/// Its answers meet the sources' by the rule every bridge follows: a swipe's actions and a
/// menu are the delegate's when it gives them (`nil`, the default, leaves them to the
/// sources); a touch happens when the item's source allows it and the delegate, asked only
/// then, does too.
@MainActor
public protocol HeadlessCollectionViewDelegate: AnyObject {
  /// Tells the delegate that an item was selected with ``HeadlessCollectionView/selectItem(at:)``.
  func collectionView(
    _ collectionView: HeadlessCollectionView, didSelectItemAt indexPath: ListPosition)

  /// Returns whether an item the user touches may be selected; the default is `true`. Asked
  /// only about an item the sources allow.
  func collectionView(
    _ collectionView: HeadlessCollectionView, shouldSelectItemAt indexPath: ListPosition
  ) -> Bool

  /// Returns whether an item the user touches may be deselected; the default is `true`. Asked
  /// only about an item the sources allow.
  func collectionView(
    _ collectionView: HeadlessCollectionView, shouldDeselectItemAt indexPath: ListPosition
  ) -> Bool

  /// Returns whether an item may show highlighted under the finger; the default is `true`.
  /// Asked only about an item the sources allow.
  func collectionView(
    _ collectionView: HeadlessCollectionView, shouldHighlightItemAt indexPath: ListPosition
  ) -> Bool

  /// Returns the actions a swipe reveals on one edge of an item instead of the sources', or
  /// `nil` (the default) to leave them to the sources.
  func collectionView(
    _ collectionView: HeadlessCollectionView, swipeActionsForItemAt indexPath: ListPosition,
    edge: SwipeEdge
  ) -> SwipeActions?

  /// Returns the context menu of an item instead of the sources', or `nil` (the default) to
  /// leave it to the sources.
  func collectionView(
    _ collectionView: HeadlessCollectionView, contextMenuForItemAt indexPath: ListPosition
  ) -> ItemMenu?

  /// Returns where an item the user drags from `originalIndexPath` over `proposedIndexPath`
  /// goes instead, or the proposed place (the default). A view showing a ListComposer source
  /// asks its adapter instead.
  func collectionView(
    _ collectionView: HeadlessCollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: ListPosition,
    toProposedIndexPath proposedIndexPath: ListPosition
  ) -> ListPosition
}

extension HeadlessCollectionViewDelegate {
  public func collectionView(
    _ collectionView: HeadlessCollectionView, shouldSelectItemAt indexPath: ListPosition
  ) -> Bool { true }
  public func collectionView(
    _ collectionView: HeadlessCollectionView, shouldDeselectItemAt indexPath: ListPosition
  ) -> Bool { true }
  public func collectionView(
    _ collectionView: HeadlessCollectionView, shouldHighlightItemAt indexPath: ListPosition
  ) -> Bool { true }
  public func collectionView(
    _ collectionView: HeadlessCollectionView, swipeActionsForItemAt indexPath: ListPosition,
    edge: SwipeEdge
  ) -> SwipeActions? { nil }
  public func collectionView(
    _ collectionView: HeadlessCollectionView, contextMenuForItemAt indexPath: ListPosition
  ) -> ItemMenu? { nil }
  public func collectionView(
    _ collectionView: HeadlessCollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: ListPosition,
    toProposedIndexPath proposedIndexPath: ListPosition
  ) -> ListPosition { proposedIndexPath }
}
