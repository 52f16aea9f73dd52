// ListComposerSwiftUI: SwiftUI on both sides of a ListComposer screen.
//
// - Cells/: cells, supplementary views and background views whose content is a SwiftUI view
//   (UIHostingConfiguration on iOS, NSHostingView on macOS), reused by identifier and updated in
//   place when a source reconfigures an item;
// - Decorators/: SwiftUICellDecorator, SwiftUISupplementaryDecorator, SwiftUIBackgroundDecorator
//   and ArrayDataSource's closure initializer, so a SwiftUI row is declared as briefly as a
//   closure-based ArrayDataSource;
// - ComposedList/: a SwiftUI view that shows a composition in a UICollectionView (iOS) or an
//   NSTableView (macOS) through the existing bridges, with SwiftUI's edit mode, a selection
//   binding and the refresh action wired to the adapter.
//
// Nothing here decides anything: which positions a selection of identifiers means, which
// sources a refresh reloads and which controls editing mode shows are answered by the portable
// ListAdapter (tested on Linux through the headless views); these types only forward. Without
// SwiftUI the module is empty; ../shared/tools/ios-typecheck typechecks it against real SDKs.

// The adapter the bridges wrap (ListAdapter, SourceHandlers, ListHostView) is part of what an
// app that imports this module writes against.
@_exported import ListComposerAdapter
