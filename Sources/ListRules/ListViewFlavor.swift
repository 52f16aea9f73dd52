import ListDiffing

/// The kind of UIKit list view whose wording and rules a batch is checked by.
///
/// A `UITableView` and a `UICollectionView` enforce the same batch rules with a few
/// differences, and word their exceptions differently ("row" or "item", "table view" or
/// "collection view"). The validator (``BatchValidator``), the headless hosts and the adapter's
/// pre-flight of every batch all speak through a flavour.
///
///     let validator = BatchValidator(flavor: .collection)  // "item", "collection view"
public enum ListViewFlavor: String, Hashable, Sendable {
  /// A `UITableView`, an `NSTableView`, or a look-alike.
  case table
  /// A `UICollectionView`, an `NSCollectionView`, or a look-alike.
  case collection

  /// The word UIKit uses for one item: `"row"` or `"item"`.
  package var itemNoun: String { self == .table ? "row" : "item" }

  /// The word UIKit uses for several items: `"rows"` or `"items"`.
  package var itemsNoun: String { itemNoun + "s" }

  /// The view's name in UIKit's messages: `"table view"` or `"collection view"`.
  package var viewNoun: String { self == .table ? "table view" : "collection view" }

  /// The class name UIKit prints: `"UITableView"` or `"UICollectionView"`.
  package var uikitClassName: String { self == .table ? "UITableView" : "UICollectionView" }

  /// The headless class name that stands in for ``uikitClassName`` in descriptions.
  package var headlessClassName: String {
    self == .table ? "HeadlessTableView" : "HeadlessCollectionView"
  }
}
