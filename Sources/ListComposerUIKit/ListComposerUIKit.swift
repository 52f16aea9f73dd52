// ListComposerUIKit: UITableView and UICollectionView as hosts of ListComposer's ListAdapter.
//
// Everything that connects a source to a view (registration, observing and detaching, staged
// batches, reloading instead of animating, recovering from a rejected batch, reporting failures,
// routing events to the child that owns a position, per-child layouts and swipe to delete) is
// decided once, in the portable ListAdapter, and tested on Linux through the headless views. This
// module keeps only what must touch UIKit:
//
// - Hosts/: the conformances of UITableView and UICollectionView to ListHostView (and
//   SupplementaryViewHost), and conversions (ListAnimation to UITableView.RowAnimation,
//   IndexPath to ListPosition, the unified log);
// - Table/ and Collection/: TableViewBridge and CollectionViewBridge, the NSObject data-source
//   objects that forward every question to the adapter, and their delegate proxies, which
//   forward every message they do not handle to the app's own delegate (Forwarding/).
//
// On platforms without UIKit the module is empty; ../shared/tools/ios-typecheck typechecks it
// against a real iOS SDK.
