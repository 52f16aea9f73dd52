// ListComposerAppKit: NSTableView and NSCollectionView as hosts of ListComposer's ListAdapter.
//
// The same composed sources an iOS app shows in UITableView and UICollectionView, shown on the
// Mac. Everything that connects a source to a view is decided once, in portable code tested on
// Linux: the ListAdapter (registration, observing, reloading instead of animating, checking
// every batch before the view sees it, routing events) and, for NSTableView, which has no sections, the
// FlatRowHost and FlatRowMapping (a group row per section with a header, positions and rows both
// ways, batches translated into the sequential row operations NSTableView applies). This module
// keeps only what must touch AppKit:
//
// - Hosts/: CollectionViewHost, the internal wrapper through which NSCollectionView is a host of
//   the adapter (ListHostView, SupplementaryViewHost; no view of an app gains public members),
//   ListAnimation as NSTableView.AnimationOptions, the public face of the unified log, the host
//   error;
// - Table/ and Collection/: TableViewBridge and CollectionViewBridge, and their data-source and
//   delegate proxies, which answer from the portable host or adapter and forward every message
//   they do not handle to the app's own object (Forwarding/); for the table, what the user edits
//   by hand (row drags, row actions, the context menu, selection vetoes, the Headings rotor) and
//   OfferedRow, which finds an item again when the user picks one of its actions;
// - Interactions/: the portable ItemAction and ItemMenu as NSTableViewRowAction, NSMenuItem and
//   NSAccessibilityCustomAction.
//
// What this module shares with ListComposerUIKit (forwarding, taking a view over and giving it
// back, the log, IndexPath as ListPosition) is in ListComposerBridgeCore.
//
// Sources/ListComposerAppKit/ListComposerAppKit.docc/AppKitIntegration.md says where AppKit's rules differ from UIKit's and how the adapter hides it.
// Without AppKit the module is empty; ../shared/tools/ios-typecheck (PLATFORM=macos) typechecks
// it against a real macOS SDK.

// The adapter the bridges wrap (ListAdapter, SourceHandlers, ListHostView) is part of what an
// app that imports this module writes against.
@_exported import ListComposerAdapter
