/// Choices that shape how a staged diff reports its changes.
///
/// The defaults suit a table or collection view on any supported platform: changed items are
/// reloaded, the diff never recommends `reloadData()`, and duplicated identifiers are reported
/// only where they affect the result.
///
///     var options = DiffOptions()
///     options.updateStyle = .reconfigure  // iOS 15 `reconfigureItems(at:)`
///     options.reloadThreshold = 500       // beyond 500 changes, prefer `reloadData()`
///     let diff = newItems.stagedDifference(from: oldItems, options: options)
///     diff.recommendsReload               // true when more than 500 operations were needed
public struct DiffOptions: Hashable, Sendable {
  /// How an item whose identity survives but whose content changes is reported.
  public enum UpdateStyle: Hashable, Sendable {
    /// As a reload (`reloadItems(at:)`): the host replaces the cell.
    case reload
    /// As a reconfiguration (`reconfigureItems(at:)`): the host configures the existing cell
    /// again, which keeps its state and costs less.
    case reconfigure
  }

  /// How changed items are reported; `.reload` unless you choose otherwise.
  public var updateStyle: UpdateStyle

  /// The number of operations beyond which the diff recommends `reloadData()`, or `nil` to never
  /// recommend it.
  ///
  /// An operation is one entry of a ``BatchUpdate``: an inserted section counts once, however many
  /// items it brings.
  public var reloadThreshold: Int?

  /// A Boolean value that indicates whether the diff looks for duplicated identifiers everywhere.
  ///
  /// When `false` (the default), the diff pairs the longest common prefix and suffix of identifiers
  /// position by position without hashing them (which keeps an unchanged list of 100,000 items well
  /// under a millisecond) and lists only the duplicates it meets between them. When `true`, every
  /// identifier is hashed, every duplicated identifier is listed, and every occurrence of a
  /// duplicated identifier is paired strictly in order (see ``StagedDiff``).
  public var reportsAllDuplicates: Bool

  /// A Boolean value that indicates whether the new data is shown with one reloading batch
  /// instead of its difference, as `applySnapshotUsingReloadData(_:)` does; `false` unless you
  /// choose otherwise.
  ///
  /// When `true`, a diff always recommends `reloadData()`, even when nothing changed, so that a
  /// source that replaces its data reloads every section it keeps: what a screen wants after
  /// its data changed in ways that identities cannot describe (a new language, a new theme).
  public var usesReloadData: Bool

  /// Creates options; every parameter defaults to the behaviour described on its property.
  public init(
    updateStyle: UpdateStyle = .reload,
    reloadThreshold: Int? = nil,
    reportsAllDuplicates: Bool = false,
    usesReloadData: Bool = false
  ) {
    self.updateStyle = updateStyle
    self.reloadThreshold = reloadThreshold
    self.reportsAllDuplicates = reportsAllDuplicates
    self.usesReloadData = usesReloadData
  }
}
