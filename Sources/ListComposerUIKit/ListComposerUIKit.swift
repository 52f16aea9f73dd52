// ListComposerUIKit: UITableView and UICollectionView as hosts of ListComposer's ListAdapter.
//
// Everything that connects a source to a view (registration, observing and detaching, staged
// batches, reloading instead of animating, checking every batch before UIKit sees it, reporting failures,
// routing events to the child that owns a position, per-child layouts, and what the user may do
// to an item: delete, move, swipe and menu actions, touch rules, accessibility positions) is
// decided once, in the portable ListAdapter, and tested on Linux through the headless views. This
// module keeps only what must touch UIKit:
//
// - Hosts/: TableViewHost and CollectionViewHost, internal wrappers through which the views are
//   hosts of the adapter (ListHostView, SupplementaryViewHost; no view of an app gains public
//   members), ListAnimation as UITableView.RowAnimation, and the public face of the unified log;
// - Table/ and Collection/: TableViewBridge and CollectionViewBridge, and their data-source,
//   prefetch and delegate proxies, which answer from the adapter and forward every message
//   they do not handle to the app's own object (Forwarding/);
// - Interactions/: an item's actions, swipes and menus as UIKit shows them, and OfferedItem,
//   which finds the item again when the user picks an action (it may have moved or gone).
//
// What this module shares with ListComposerAppKit (forwarding, taking a view over and giving it
// back, the log, IndexPath as ListPosition) is in ListComposerBridgeCore.
//
// On platforms without UIKit the module is empty; ../shared/tools/ios-typecheck typechecks it
// against a real iOS SDK.

// The adapter the bridges wrap (ListAdapter, SourceHandlers, ListHostView) is part of what an
// app that imports this module writes against.
@_exported import ListComposerAdapter
