import ListComposer

/// Values that sources of a screen give for their own sections or items, found for a screen
/// position by the source that owns it or, failing that, by its nearest composition that has
/// one.
///
/// A home screen's collection view lays out each child its own way: a carousel of contacts, a
/// list of messages. The bridge keeps one layout provider per source here; for each section
/// the layout asks, ``provider(forSection:in:)`` finds the owning child's provider and the
/// section in that child's own index space, or its composition's, which may give one layout
/// for all its sections. Nothing is registered per section, so children added, removed and
/// nested later are found as they are.
///
///     var names = ProvidersBySource<String>()
///     names.set("carousel", for: contacts)
///     names.provider(forSection: 0, in: adapter)  // ("carousel", contacts, 0)
///     names.provider(forSection: 1, in: adapter)  // nil: messages has none
///
/// Sources are held weakly: a provider of a source that no longer exists is never found,
/// even when another object takes its address.
///
/// It belongs to the package: the bridges keep their per-source layouts and columns in it, and
/// an app sets them through the bridges (`setLayout(for:_:)`, `setColumn(_:for:as:_:)`).
///
/// - Complexity: Lookups are O(d log k), where d is the depth of the composition and k the
///   number of children at each level.
@MainActor
package struct ProvidersBySource<Provider> {
  private struct Entry {
    weak var source: AnyObject?
    let provider: Provider
  }

  private var entries: [ObjectIdentifier: Entry] = [:]

  /// Creates an empty set of providers.
  package init() {}

  /// A Boolean value that indicates whether no source has a provider.
  package var isEmpty: Bool { entries.values.allSatisfy { $0.source == nil } }

  /// Sets the provider of a source, replacing its previous one; `nil` removes it.
  package mutating func set(_ provider: Provider?, for source: some DataSource) {
    let object = Self.identity(of: source)
    entries = entries.filter { $0.value.source != nil }
    entries[ObjectIdentifier(object)] = provider.map { Entry(source: object, provider: $0) }
  }

  /// Returns the provider of a source, or `nil` when it has none.
  package func provider(for source: some DataSource) -> Provider? {
    let object = Self.identity(of: source)
    guard let entry = entries[ObjectIdentifier(object)], entry.source === object else {
      return nil
    }
    return entry.provider
  }

  /// Returns the provider for a section of the adapter's screen: that of the source that owns
  /// the section, or of its nearest composition that has one, with that source and the
  /// section in its own index space; `nil` when none has one or the section does not exist.
  package func provider(forSection section: Int, in adapter: ListAdapter) -> (
    provider: Provider, source: any DataSource, section: Int
  )? {
    for (owner, local) in adapter.owners(ofSection: section) {
      if let provider = provider(for: owner) { return (provider, owner, local) }
    }
    return nil
  }

  /// Returns the provider for the item at a position of the adapter's screen: that of the
  /// source that holds the item, or of its nearest composition that has one, with that source
  /// and the item's position in it; `nil` when none has one or the position does not exist.
  package func provider(for position: ListPosition, in adapter: ListAdapter) -> (
    provider: Provider, source: any DataSource, position: ListPosition
  )? {
    for (owner, local) in adapter.owners(of: position) {
      if let provider = provider(for: owner) { return (provider, owner, local) }
    }
    return nil
  }

  /// The object that stands for a source: the wrapped source of an `AnyDataSource`.
  private static func identity(of source: any DataSource) -> AnyObject {
    (source as? AnyDataSource)?.base ?? source
  }
}
