/// The kind of UIKit list view a headless host stands in for.
///
/// Both headless views share one engine; the flavour changes only UIKit's wording ("row" or
/// "item", "table view" or "collection view") and the few rules that differ between
/// `UITableView` and `UICollectionView`.
///
///     HeadlessFlavor.table.itemNoun       // "row"
///     HeadlessFlavor.collection.itemNoun  // "item"
public enum HeadlessFlavor: String, Hashable, Sendable {
  /// A `UITableView` look-alike.
  case table
  /// A `UICollectionView` look-alike.
  case collection

  /// The word UIKit uses for one item: `"row"` or `"item"`.
  public var itemNoun: String { self == .table ? "row" : "item" }

  /// The word UIKit uses for several items: `"rows"` or `"items"`.
  public var itemsNoun: String { itemNoun + "s" }

  /// The view's name in UIKit's messages: `"table view"` or `"collection view"`.
  public var viewNoun: String { self == .table ? "table view" : "collection view" }

  /// The class name UIKit prints: `"UITableView"` or `"UICollectionView"`.
  var uikitClassName: String { self == .table ? "UITableView" : "UICollectionView" }

  /// The headless class name that stands in for ``uikitClassName`` in descriptions.
  var headlessClassName: String {
    self == .table ? "HeadlessTableView" : "HeadlessCollectionView"
  }
}
