import HeadlessHost
import ListComposer
import ListComposerTesting

/// Models of every kind of identity and content a mixed feed meets, their decorators for table
/// and collection cells, and a seeded generator of random feeds, for the tests of the diffing,
/// upserts, removals and reconfigurations of `MixedDataSource`.
package enum MixedFeed {
  /// Identity and `Equatable` content.
  package struct Post: Identifiable, Equatable, DiffIdentifiable {
    package let id: Int
    package var text: String

    package init(id: Int, text: String) {
      self.id = id
      self.text = text
    }
  }

  /// Identity and its own content equality, which ignores `views` (its cell does not show them).
  package struct Story: Identifiable, DiffIdentifiable, ContentEquatable {
    package let id: Int
    package var title: String
    package var views: Int

    package init(id: Int, title: String, views: Int) {
      self.id = id
      self.title = title
      self.views = views
    }

    package func isContentEqual(to other: Story) -> Bool { title == other.title }
  }

  /// Identity without content equality: always treated as changed. Shares ids with `Post`.
  package struct Note: Identifiable, DiffIdentifiable {
    package let id: Int
    package var text: String

    package init(id: Int, text: String) {
      self.id = id
      self.text = text
    }
  }

  /// No identity, `Equatable` content.
  package struct Banner: Equatable {
    package var text: String

    package init(text: String) {
      self.text = text
    }
  }

  /// Neither identity nor content equality.
  package struct Gap {
    package var height: Int

    package init(height: Int) {
      self.height = height
    }
  }

  /// Has no decorator in the catalog.
  package struct Poll {
    package var question: String

    package init(question: String) {
      self.question = question
    }
  }

  package final class PostRow: HeadlessTableViewCell {}
  package final class StoryRow: HeadlessTableViewCell {}
  package final class NoteRow: HeadlessTableViewCell {}
  package final class BannerRow: HeadlessTableViewCell {}
  package final class GapRow: HeadlessTableViewCell {}
  package final class PostTile: HeadlessCollectionViewCell {}
  package final class StoryTile: HeadlessCollectionViewCell {}
  package final class NoteTile: HeadlessCollectionViewCell {}
  package final class BannerTile: HeadlessCollectionViewCell {}
  package final class GapTile: HeadlessCollectionViewCell {}

  /// The cell classes of one host flavour.
  package protocol Cells {
    associatedtype Post: HeadlessReusableCell
    associatedtype Story: HeadlessReusableCell
    associatedtype Note: HeadlessReusableCell
    associatedtype Banner: HeadlessReusableCell
    associatedtype Gap: HeadlessReusableCell
  }

  package enum Rows: Cells {
    package typealias Post = PostRow
    package typealias Story = StoryRow
    package typealias Note = NoteRow
    package typealias Banner = BannerRow
    package typealias Gap = GapRow
  }

  package enum Tiles: Cells {
    package typealias Post = PostTile
    package typealias Story = StoryTile
    package typealias Note = NoteTile
    package typealias Banner = BannerTile
    package typealias Gap = GapTile
  }

  package enum PostDecorator<Cell: HeadlessReusableCell>: CellDecorator {
    package static func decorate(_ cell: Cell, with post: Post) { cell.textLabel = text(of: post) }
  }

  package enum StoryDecorator<Cell: HeadlessReusableCell>: CellDecorator {
    package static func decorate(_ cell: Cell, with story: Story) {
      cell.textLabel = text(of: story)
    }
  }

  package enum NoteDecorator<Cell: HeadlessReusableCell>: CellDecorator {
    package static func decorate(_ cell: Cell, with note: Note) { cell.textLabel = text(of: note) }
  }

  package enum BannerDecorator<Cell: HeadlessReusableCell>: CellDecorator {
    package static func decorate(_ cell: Cell, with banner: Banner) {
      cell.textLabel = text(of: banner)
    }
  }

  package enum GapDecorator<Cell: HeadlessReusableCell>: CellDecorator {
    package static func decorate(_ cell: Cell, with gap: Gap) { cell.textLabel = text(of: gap) }
  }

  /// A catalog of every model but `Poll`, in the cells of one flavour.
  @MainActor
  package static func catalog<Flavor: Cells>(_ cells: Flavor.Type) -> DecoratorCatalog {
    var catalog = DecoratorCatalog()
    catalog.register(PostDecorator<Flavor.Post>.self)
    catalog.register(StoryDecorator<Flavor.Story>.self)
    catalog.register(NoteDecorator<Flavor.Note>.self)
    catalog.register(BannerDecorator<Flavor.Banner>.self)
    catalog.register(GapDecorator<Flavor.Gap>.self)
    return catalog
  }

  /// What an item's cell shows, computed without a host; `nil` for a type without a decorator.
  package static func text(of item: Any) -> String? {
    switch item {
    case let post as Post: "post \(post.id) \(post.text)"
    case let story as Story: "story \(story.id) \(story.title)"
    case let note as Note: "note \(note.id) \(note.text)"
    case let banner as Banner: "banner \(banner.text)"
    case let gap as Gap: "gap \(gap.height)"
    default: nil
    }
  }

  /// The texts of a source's items, section by section: what a host must end up showing.
  @MainActor
  package static func texts(of source: MixedDataSource) -> [[String?]] {
    source.sections.map { $0.items.map(text(of:)) }
  }

  /// The texts of sections of items.
  package static func texts(of sections: [ListSection<Any>]) -> [[String?]] {
    sections.map { $0.items.map(text(of:)) }
  }

  /// A strict host option set, with a visible window of `window` items.
  package static func strictOptions(window: Int = 100_000) -> HeadlessHostOptions {
    var options = HeadlessHostOptions()
    options.isStrict = true
    options.visibleItemLimit = window
    return options
  }

  package static func position(_ section: Int, _ item: Int) -> ListPosition {
    ListPosition(section: section, item: item)
  }
}

/// Random feeds of every kind of `MixedFeed` model, and random next pages of them: items kept,
/// deleted, inserted, moved, duplicated and changed in content; identities shared across types.
package struct RandomFeeds {
  package var generator: SeededGenerator

  package init(seed: UInt64) {
    generator = SeededGenerator(seed: seed)
  }

  /// A random item. Identities come from small ranges, so they repeat: duplicates, and posts
  /// and notes that share an id.
  package mutating func item() -> Any {
    let id = Int.random(in: 0..<6, using: &generator)
    let version = Int.random(in: 0..<3, using: &generator)
    switch Int.random(in: 0..<5, using: &generator) {
    case 0: return MixedFeed.Post(id: id, text: "v\(version)")
    case 1:
      return MixedFeed.Story(
        id: id, title: "t\(version)", views: Int.random(in: 0..<3, using: &generator))
    case 2: return MixedFeed.Note(id: id, text: "v\(version)")
    case 3: return MixedFeed.Banner(text: "b\(version)")
    default: return MixedFeed.Gap(height: version)
    }
  }

  /// The same item with possibly new content (a new version, or a new value of a type without
  /// identity).
  package mutating func edited(_ item: Any) -> Any {
    let version = Int.random(in: 0..<3, using: &generator)
    switch item {
    case let post as MixedFeed.Post: return MixedFeed.Post(id: post.id, text: "v\(version)")
    case let story as MixedFeed.Story:
      // Half the time only the views change: equal content, a cell that must not be touched.
      return Bool.random(using: &generator)
        ? MixedFeed.Story(id: story.id, title: story.title, views: story.views + 1)
        : MixedFeed.Story(id: story.id, title: "t\(version)", views: story.views)
    case let note as MixedFeed.Note: return MixedFeed.Note(id: note.id, text: "v\(version)")
    case is MixedFeed.Banner: return MixedFeed.Banner(text: "b\(version)")
    default: return MixedFeed.Gap(height: version)
    }
  }

  /// 0...`maximum` random items.
  package mutating func items(maximum: Int = 8) -> [Any] {
    (0..<Int.random(in: 0...maximum, using: &generator)).map { _ in item() }
  }

  /// The next page of `old`: some items deleted, some edited, some duplicated, a few new ones
  /// inserted anywhere, and a few swaps.
  package mutating func nextPage(of old: [Any]) -> [Any] {
    var page: [Any] = []
    for item in old where Int.random(in: 0..<4, using: &generator) > 0 {
      let kept = Int.random(in: 0..<3, using: &generator) == 0 ? edited(item) : item
      page.append(kept)
      if Int.random(in: 0..<12, using: &generator) == 0 { page.append(edited(item)) }
    }
    for _ in 0..<Int.random(in: 0...3, using: &generator) {
      page.insert(item(), at: Int.random(in: 0...page.count, using: &generator))
    }
    if page.count > 1 {
      for _ in 0..<Int.random(in: 0...2, using: &generator) {
        page.swapAt(
          Int.random(in: page.indices, using: &generator),
          Int.random(in: page.indices, using: &generator))
      }
    }
    return page
  }

  /// New sections from old ones: the items of all of them paged as ``nextPage(of:)`` does and
  /// dealt into 0...3 sections whose headers repeat or are missing, so that sections are
  /// inserted, deleted, moved and matched in order, and items move between them.
  package mutating func nextSections(of old: [ListSection<Any>]) -> [ListSection<Any>] {
    let items = nextPage(of: old.flatMap(\.items))
    let headers: [String?] = ["A", "B", "C", nil]
    let count = Int.random(in: 0...3, using: &generator)
    guard count > 0 else { return [] }
    var sections = (0..<count).map { _ in
      ListSection<Any>(
        header: headers[Int.random(in: headers.indices, using: &generator)], items: [],
        footer: Int.random(in: 0..<4, using: &generator) == 0 ? "f" : nil)
    }
    for item in items {
      sections[Int.random(in: sections.indices, using: &generator)].items.append(item)
    }
    return sections
  }

  /// Mostly the default options; sometimes reconfigure, a low reload threshold, or every
  /// duplicate paired strictly in order.
  package mutating func options() -> DiffOptions {
    var options = DiffOptions()
    if Bool.random(using: &generator) { options.updateStyle = .reconfigure }
    if Int.random(in: 0..<6, using: &generator) == 0 { options.reloadThreshold = 3 }
    if Int.random(in: 0..<4, using: &generator) == 0 { options.reportsAllDuplicates = true }
    return options
  }
}
