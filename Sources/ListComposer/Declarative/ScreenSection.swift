/// One entry of a declared screen: a section shown by a data source, or a group of entries,
/// each with an identity that matches it with the entry of the same identity in the screen's
/// previous declaration.
///
/// Entries are written inside a ``ScreenBuilder`` block, one per statement:
///
///     try screen.setSections {
///       ScreenSection("contacts", items: contacts, decorator: ContactDecorator.self)
///       if showsMessages { ScreenSection("messages", source: messagesSource) }
///       for topic in topics {
///         ScreenSection(topic.id, items: topic.posts, decorator: PostDecorator.self)
///       }
///       ScreenSection(linear: "people", header: "People you may know") {
///         ScreenSection("suggested", items: suggested, cell: PersonCell.self)
///       }
///     }
///
/// (Each statement names the type: a line that begins with a dot would continue the statement
/// before it.)
///
/// Identities are compared among the entries of one group (the screen is a group): the same
/// identity in two groups names two different sections.
@MainActor
public struct ScreenSection {
  /// The entry's identity among its siblings.
  public let id: AnyHashable
  let content: Content

  private init(id: AnyHashable, content: Content) {
    self.id = id
    self.content = content
  }

  enum Content {
    /// A source the caller made and keeps, shown as it is.
    case source(AnyDataSource)
    /// A source the screen makes on the first declaration and updates on later ones.
    case inline(InlineSource)
    /// A nested composition of further entries.
    case group(SectionedDataSource.Layout, header: String?, footer: String?, [ScreenSection])
  }

  /// An entry's source made from items: how to make it, and how to bring a made one up to date.
  struct InlineSource {
    /// The source's type, so that a later declaration of another model or cell type makes a new
    /// source rather than updating one of the wrong type.
    let type: ObjectIdentifier
    /// The cell the section's source registers, known before the source is made.
    let registration: CellRegistration
    let make: @MainActor () -> any DataSource
    /// Updates a source `make` made; returns `false` when it is not of the expected type.
    let update: @MainActor (any DataSource, DiffOptions) -> Bool
  }

  /// A section shown by a source you made and keep, with its typed API: its own mutations
  /// (appends, removals, `setItems`) go on reaching the screen after it is declared.
  ///
  /// - Parameters:
  ///   - id: The section's identity among its siblings.
  ///   - source: The source. A later declaration with the same identity and another source
  ///     object replaces the section.
  public init(_ id: some Hashable & Sendable, source: some DataSource) {
    self.init(id: AnyHashable(id), content: .source(AnyDataSource(source)))
  }

  /// A section of items, each filled into a cell by a decorator.
  ///
  /// The screen makes an ``ArrayDataSource`` on the first declaration; on later ones with the
  /// same identity it keeps that source and diffs the new items and titles into it
  /// (``ArrayDataSource/setSections(_:options:)``), so unchanged items keep their cells.
  ///
  /// - Parameters:
  ///   - id: The section's identity among its siblings.
  ///   - items: The items, in display order.
  ///   - decorator: Fills a cell with an item.
  ///   - header: The title above the section, if any.
  ///   - footer: The title below the section, if any.
  public init<Decorator: CellDecorator>(
    _ id: some Hashable & Sendable, items: [Decorator.Model], decorator: Decorator.Type,
    header: String? = nil, footer: String? = nil
  ) where Decorator.Model: Diffable {
    self = Self.inline(
      id, ListSection(id: 0, header: header, items: items, footer: footer),
      registration: CellRegistration(
        Decorator.Cell.self, reuseIdentifier: decorator.reuseIdentifier)
    ) {
      ArrayDataSource(sections: [$0], decorator: decorator)
    }
  }

  /// A section of items shown by cells that configure themselves (``ConfigurableCell``).
  ///
  /// Updated on later declarations as ``init(_:items:decorator:header:footer:)`` is.
  ///
  /// - Parameters:
  ///   - id: The section's identity among its siblings.
  ///   - items: The items, in display order.
  ///   - cell: The cell type, which configures itself with an item.
  ///   - header: The title above the section, if any.
  ///   - footer: The title below the section, if any.
  public init<Cell: ConfigurableCell>(
    _ id: some Hashable & Sendable, items: [Cell.Model], cell: Cell.Type,
    header: String? = nil, footer: String? = nil
  ) where Cell.Model: Diffable {
    self = Self.inline(
      id, ListSection(id: 0, header: header, items: items, footer: footer),
      registration: CellRegistration(
        Cell.self, reuseIdentifier: ConfigurableCellDecorator<Cell>.reuseIdentifier)
    ) {
      ArrayDataSource(sections: [$0], decorator: ConfigurableCellDecorator<Cell>.self)
    }
  }

  /// A group whose entries each contribute their own sections.
  ///
  /// - Parameters:
  ///   - id: The group's identity among its siblings.
  ///   - content: The group's entries.
  public init(
    group id: some Hashable & Sendable, @ScreenBuilder _ content: () -> [ScreenSection]
  ) {
    self.init(
      id: AnyHashable(id), content: .group(.sections, header: nil, footer: nil, content()))
  }

  /// A group whose entries' items are shown one after another in one section.
  ///
  /// - Parameters:
  ///   - id: The group's identity among its siblings.
  ///   - header: The title above the group's section, if any.
  ///   - footer: The title below the group's section, if any.
  ///   - content: The group's entries.
  public init(
    linear id: some Hashable & Sendable, header: String? = nil, footer: String? = nil,
    @ScreenBuilder _ content: () -> [ScreenSection]
  ) {
    self.init(
      id: AnyHashable(id), content: .group(.linear, header: header, footer: footer, content()))
  }

  private static func inline<Model: Diffable, Cell: AnyObject>(
    _ id: some Hashable & Sendable, _ section: ListSection<Model>,
    registration: CellRegistration,
    make: @escaping @MainActor (ListSection<Model>) -> ArrayDataSource<Model, Cell>
  ) -> ScreenSection {
    let source = InlineSource(
      type: ObjectIdentifier(ArrayDataSource<Model, Cell>.self),
      registration: registration,
      make: { make(section) },
      update: { existing, options in
        guard let existing = existing as? ArrayDataSource<Model, Cell> else { return false }
        let _: ListChange = existing.setSections([section], options: options)
        return true
      })
    return ScreenSection(id: AnyHashable(id), content: .inline(source))
  }
}

/// Builds the entries of a declared screen or group from statements: entries, `if`/`else`,
/// `switch`, optional entries (`if let`), `for` loops and availability checks.
@MainActor
@resultBuilder
public enum ScreenBuilder {
  /// An entry.
  public static func buildExpression(_ section: ScreenSection) -> [ScreenSection] { [section] }

  /// Entries computed elsewhere, spliced in.
  public static func buildExpression(_ sections: [ScreenSection]) -> [ScreenSection] { sections }

  /// The statements of a block, in order.
  public static func buildBlock(_ parts: [ScreenSection]...) -> [ScreenSection] {
    parts.flatMap { $0 }
  }

  /// An `if` without `else`, or an `if let`: its entries when it ran, none otherwise.
  public static func buildOptional(_ part: [ScreenSection]?) -> [ScreenSection] { part ?? [] }

  /// The first branch of an `if`/`else` or a `switch`.
  public static func buildEither(first part: [ScreenSection]) -> [ScreenSection] { part }

  /// The second branch of an `if`/`else` or a `switch`.
  public static func buildEither(second part: [ScreenSection]) -> [ScreenSection] { part }

  /// A `for` loop: the entries of every pass, in order.
  public static func buildArray(_ parts: [[ScreenSection]]) -> [ScreenSection] {
    parts.flatMap { $0 }
  }

  /// An `if #available` block.
  public static func buildLimitedAvailability(_ part: [ScreenSection]) -> [ScreenSection] {
    part
  }
}
