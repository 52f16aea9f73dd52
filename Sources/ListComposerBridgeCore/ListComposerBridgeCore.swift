// ListComposerBridgeCore: what the UIKit and AppKit bridges share, once.
//
// Not a product: ListComposerUIKit and ListComposerAppKit use it through `package` access, so
// nothing here is public API.
//
// - Forwarding/: the proxies' forwarding of every message they do not handle to the app's own
//   delegate or data source (held weakly), answering the messages of a gone one as no-ops, and
//   the slots (a view's delegate, data source, ...) a bridge takes over and gives back.
// - Adapter/: creating a bridge's adapter so that a bridge whose construction fails leaves the
//   bridge it would replace attached.
// - Hosts/: the unified log, and IndexPath as a ListPosition.
//
// Everything is behind `#if canImport(ObjectiveC)`: forwarding needs the Objective-C runtime.
