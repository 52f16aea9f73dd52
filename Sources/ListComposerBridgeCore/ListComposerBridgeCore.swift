// ListComposerBridgeCore: what the UIKit and AppKit bridges share, once.
//
// Not a product: ListComposerUIKit and ListComposerAppKit use it through `package` access, so
// nothing here is public API.
//
// - Forwarding/: the proxies' forwarding of every message they do not handle to the app's own
//   delegate or data source (held weakly), answering the messages of a gone one as no-ops; the
//   slots (a view's delegate, data source, ...) a bridge takes over and gives back, and the
//   takeover of a view as a whole (`ViewTakeover`: install, re-set on size changes, detach);
//   the collection views' prefetch data source.
// - Adapter/: the sizes a flow layout asks for (`FlowLayoutSizes`, with the decision itself in
//   portable code tested on Linux) and the compositional layout sections a collection bridge
//   makes (`SectionLayouts`), for UIKit and AppKit alike.
// - Hosts/: what every bridge host answers the same way (`BridgeHost`: readiness, displayed
//   counts, reloading, batches, background views, the unified log), the reuse identifiers and
//   registration messages of both platforms, IndexPath as a ListPosition, and the reader's
//   place in a scroll view (`ReadingPlaceScrolling`: UIScrollView and NSClipView supply their
//   viewport and a move; the offsets are `ScrollViewport`'s, tested on Linux).
//
// The Objective-C forwarding is behind `#if canImport(ObjectiveC)`; what uses UIKit or AppKit
// types is written once against the `Platform…` type aliases (UIKit's where it exists, else
// AppKit's); the decisions that need neither compile everywhere.
