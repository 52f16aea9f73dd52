// A test that imports HeadlessHost also gets ListComposer's and ListDiffing's public types
// (ListPosition, BatchUpdate, DataSource, CellHost), which every headless API uses.
@_exported import ListComposer
@_exported import ListComposerAdapter
