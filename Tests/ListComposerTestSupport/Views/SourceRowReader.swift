import HeadlessHost

/// Reads what a new headless view of a kind would show for a source straight from the source,
/// without a view: its counts, its section titles, and each row's cell as the source fills it,
/// written as `rows(_:)` writes a view's render (`rows(ViewUnderTest.render(...))` of a new
/// view that shows the source).
///
/// It is an oracle for the views' update path that takes none of it: no adapter, no batch, no
/// layout, no reuse pool. It asks the source what a view asks, the same questions in the same
/// words: the counts, the titles, and the cell at each position, dequeued from the reader
/// itself as a host, a new cell of the registered class for each request. The chaos tests
/// compare the host with it after each of their 14,000 steps; a view reloaded in full for each
/// comparison cost a third of their time.
///
/// It answers only for a source whose rows a view shows plainly, and returns `nil` otherwise,
/// for the caller to show the source on a view: a source with supplementary views, a count
/// below 0 or more rows than the view lays out, registrations a view of the kind refuses or
/// that give two classes one identifier, a cell request that throws, that dequeues other than
/// once at its own position, or that returns another cell than the one it dequeued.
@MainActor
package final class SourceRowReader: CellHost {
  package let kind: ViewKind
  /// The most rows the view lays out: a view with more shows a window of them.
  package let visibleItemLimit: Int

  /// The cell classes by identifier, and the registrations they were read from.
  private var classes: [String: HeadlessReusableCell.Type] = [:]
  private var registrations: [CellRegistration] = []
  /// The request being answered: its position, and the cells dequeued for it.
  private var requested = ListPosition(section: 0, item: 0)
  private var dequeued: HeadlessReusableCell?
  private var dequeues = 0

  package init(_ kind: ViewKind, visibleItemLimit: Int) {
    self.kind = kind
    self.visibleItemLimit = visibleItemLimit
  }

  /// The rows a new view of the kind shows for `source`, or `nil` when the source is not one
  /// the reader answers for (see the type's description).
  package func rows(of source: some SectionTitledDataSource) -> String? {
    if let supplementary = source as? any SupplementaryDataSource,
      !supplementary.supplementaryRegistrations.isEmpty
    {
      return nil
    }
    guard register(source.cellRegistrations) else { return nil }
    let sections = source.numberOfSections
    guard sections >= 0 else { return nil }
    var counts: [Int] = []
    counts.reserveCapacity(sections)
    var total = 0
    var section = 0
    while section < sections {
      let count = source.numberOfItems(inSection: section)
      guard count >= 0 else { return nil }
      counts.append(count)
      total += count
      guard total <= visibleItemLimit else { return nil }
      section += 1
    }
    let isTable = kind.isTable
    let noun = isTable ? (total == 1 ? "row" : "rows") : (total == 1 ? "item" : "items")
    // One text appended to, rather than lines joined: the chaos tests read every row after
    // each of their 14,000 steps, in a debug build.
    var text =
      (isTable ? "HeadlessTableView: " : "HeadlessCollectionView: ") + String(sections)
      + (sections == 1 ? " section, " : " sections, ") + String(total) + " " + noun
    text.reserveCapacity(64 + 24 * sections + 24 * total)
    section = 0
    while section < sections {
      text += "\n== Section " + String(section)
      if let header = source.headerTitle(forSection: section) { text += ": " + header }
      text += " =="
      var item = 0
      let count = counts[section]
      while item < count {
        let position = ListPosition(section: section, item: item)
        guard let cellText = self.text(at: position, of: source) else { return nil }
        text += "\n  " + position.description + " " + cellText
        item += 1
      }
      if let footer = source.footerTitle(forSection: section) {
        text += "\n-- " + footer + " --"
      }
      section += 1
    }
    // Through the same normalising as a view's render, so that a title or a cell's text that
    // holds what rows(_:) cuts reads as it would on a view.
    return ListComposerTestSupport.rows(text)
  }

  /// The text of the cell the source fills for a position, or `nil` for a request a view would
  /// not answer plainly.
  private func text(at position: ListPosition, of source: some DataSource) -> String? {
    requested = position
    dequeued = nil
    dequeues = 0
    defer { dequeued = nil }
    guard
      let cell = try? source.cell(
        at: position, for: CellRequest(host: self, hostPosition: position)),
      dequeues == 1, let dequeued, cell === dequeued
    else { return nil }
    return dequeued.renderedText
  }

  /// Reads the cell classes of the registrations, or returns `false` when a view of the kind
  /// would refuse one or two give one identifier different classes.
  private func register(_ new: [CellRegistration]) -> Bool {
    if new == registrations { return true }
    var read: [String: HeadlessReusableCell.Type] = [:]
    for registration in new {
      let type: HeadlessReusableCell.Type?
      if kind.isTable {
        type = registration.cellType as? HeadlessTableViewCell.Type
      } else {
        type = registration.cellType as? HeadlessCollectionViewCell.Type
      }
      guard let type, !registration.reuseIdentifier.isEmpty else { return false }
      if let earlier = read[registration.reuseIdentifier],
        ObjectIdentifier(earlier) != ObjectIdentifier(type)
      {
        return false
      }
      read[registration.reuseIdentifier] = type
    }
    classes = read
    registrations = new
    return true
  }

  // MARK: CellHost

  /// Registration happens through the source's registrations; a source never registers here.
  package func registerCell(_ registration: CellRegistration) throws {
    throw ListError.hostFailed(host: "SourceRowReader", reason: "no registration at run time")
  }

  /// A new cell of the class registered for the identifier, counted against the request.
  package func dequeueCell(withReuseIdentifier reuseIdentifier: String, for position: ListPosition)
    throws -> AnyObject
  {
    dequeues += 1
    guard let type = classes[reuseIdentifier], position == requested else {
      throw ListError.hostFailed(
        host: "SourceRowReader", reason: "no cell \(reuseIdentifier) for \(position)")
    }
    let cell = type.init(reuseIdentifier: reuseIdentifier)
    dequeued = cell
    return cell
  }
}
