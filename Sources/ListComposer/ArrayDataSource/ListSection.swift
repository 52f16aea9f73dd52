/// One section of a data source: its items and the titles around them, and optionally the
/// identity a diff matches it by.
///
///     let unread = ListSection(header: "Unread", items: [m1, m2])
///     let pinned = ListSection(id: "pinned", header: "Pinned (2)", items: [m3, m4])
///
/// A diff (``ArrayDataSource/setSections(_:options:)``) matches sections by ``id`` when they have
/// one, otherwise by header title: give sections an identity when two may share a title, or
/// when a title changes (a count in it, say) and the section should be reloaded rather than
/// deleted and inserted.
public struct ListSection<Model> {
  /// The identity a diff matches the section by, or `nil` to match it by its header title.
  public internal(set) var id: AnyHashable?
  /// The title shown above the section, if any.
  public var header: String?
  /// The items, in display order.
  public var items: [Model]
  /// The title shown below the section, if any.
  public var footer: String?
  /// The section's entry in the section index (the letters down the side of a table view),
  /// if it has one: "A" for the names starting with A, say.
  public var indexTitle: String?

  /// Creates a section matched by its header title in diffs.
  public init(header: String? = nil, items: [Model], footer: String? = nil) {
    self.header = header
    self.items = items
    self.footer = footer
  }

  /// Creates a section with an identity, by which diffs match it whatever its titles.
  ///
  /// - Parameters:
  ///   - id: The section's identity; sections with the same identity in one list are matched
  ///     in order, as untitled sections are.
  ///   - header: The title shown above the section, if any.
  ///   - items: The items, in display order.
  ///   - footer: The title shown below the section, if any.
  public init(
    id: some Hashable & Sendable, header: String? = nil, items: [Model], footer: String? = nil
  ) {
    self.id = AnyHashable(id)
    self.header = header
    self.items = items
    self.footer = footer
  }
}

extension ListSection {
  /// Creates a section with an identity already erased.
  @usableFromInline
  init(erasedID id: AnyHashable?, header: String?, items: [Model], footer: String?) {
    self.id = id
    self.header = header
    self.items = items
    self.footer = footer
  }

  /// The section with its identity replaced.
  @inlinable
  func identified(by id: AnyHashable?) -> ListSection {
    var section = ListSection(erasedID: id, header: header, items: items, footer: footer)
    section.indexTitle = indexTitle
    return section
  }
}

extension Array {
  /// The number of items in each section.
  ///
  /// A loop into an `[Int]` rather than `map`: in code not specialized for the model type, as
  /// a source's update path is, `map` looks up the metadata of its result's storage at every
  /// call, which cost more than the counting itself in a profile of a 100-item update.
  /// Inlinable, so that a diff's stages, proved and held in code specialised for the model
  /// type, count without looking anything up.
  @inlinable
  func itemCounts<Model>() -> [Int] where Element == ListSection<Model> {
    var counts: [Int] = []
    counts.reserveCapacity(count)
    // Each section read in place: `self[index]` would copy the whole section (its identity,
    // titles and items) through its value witnesses to read one count.
    withUnsafeBufferPointer { sections in
      for index in sections.indices { counts.append(sections[index].items.count) }
    }
    return counts
  }
}

extension ListSection: Equatable where Model: Equatable {}
extension ListSection: Hashable where Model: Hashable {}
// `@unchecked` for the identity, which is `AnyHashable` made only from `Hashable & Sendable`.
extension ListSection: @unchecked Sendable where Model: Sendable {}
