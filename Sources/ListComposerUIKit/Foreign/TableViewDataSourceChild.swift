#if canImport(UIKit)
  import ListComposer
  import ListComposerAdapter
  import UIKit

  /// An existing `UITableViewDataSource` as a hand-written source of a composition: wrap it in
  /// a `ForeignChildDataSource` and compose it next to ListComposer's own sources.
  ///
  ///     let old = NotesDataSource()                       // the screen's old data source
  ///     let notes = ForeignChildDataSource(TableViewDataSourceChild(old, tableView: tableView))
  ///     bridge = try TableViewBridge(try SectionedDataSource([contacts, notes]), tableView: tableView)
  ///     old.items.append("Hedy")
  ///     try notes.send(BatchUpdate(insertedItems: [ListPosition(section: 0, item: 3)]))
  ///
  /// The wrapped data source is asked with the real table view and its *own* index paths, as if
  /// it were alone in the table: `numberOfSections(in:)` (1 when it does not answer),
  /// `tableView(_:numberOfRowsInSection:)`, `tableView(_:cellForRowAt:)` and its header and
  /// footer titles. Its cells should be dequeued with
  /// `dequeueReusableCell(withIdentifier:forComposed:)`, which dequeues at the table view's own
  /// index path (a table view configures a cell for the index path it is dequeued at, and
  /// raises for two dequeues at one); a cell it dequeues otherwise, or creates, is accepted, as
  /// a table view accepts it.
  ///
  /// The cells it registers on the table view itself (nibs, classes, storyboard prototypes)
  /// stay: the bridge registers only the registrations given to `init`, and never over a
  /// registration the table view already has for the identifier with the same class. Its
  /// editing and moving answers, section index and delegate are not asked; item events reach
  /// `ForeignChildDataSource.onEvent`.
  @MainActor
  public final class TableViewDataSourceChild: ForeignDataSource {
    /// The wrapped data source, held strongly: the composition keeps it alive.
    package let dataSource: any UITableViewDataSource

    /// The table view the data source is asked with, held weakly.
    package private(set) weak var tableView: UITableView?

    /// The cell classes the bridge registers for the data source; none by default, for a data
    /// source whose cells the app registers.
    package let registrations: [CellRegistration]

    /// Wraps a table view data source.
    ///
    /// - Parameters:
    ///   - dataSource: The existing data source.
    ///   - tableView: The table view that shows the composition.
    ///   - registrations: Cell classes for the bridge to register, if the app does not.
    public init(
      _ dataSource: any UITableViewDataSource, tableView: UITableView,
      registrations: [CellRegistration] = []
    ) {
      self.dataSource = dataSource
      self.tableView = tableView
      self.registrations = registrations
    }

    private func view() throws -> UITableView {
      guard let tableView else {
        throw ListError.hostFailed(host: "UITableView", reason: "the view is gone")
      }
      return tableView
    }

    public func foreignNumberOfSections() throws -> Int {
      let tableView = try view()
      return dataSource.numberOfSections?(in: tableView) ?? 1
    }

    public func foreignNumberOfItems(inSection section: Int) throws -> Int {
      dataSource.tableView(try view(), numberOfRowsInSection: section)
    }

    /// Asks the data source for the cell at its own index path; a cell the table view did not
    /// hand out through the request is accepted, as a table view accepts it.
    public func foreignCell(for request: ForeignCellRequest) throws -> AnyObject? {
      let tableView = try view()
      let cell = ComposedCellRequests.answering(request, in: tableView) {
        dataSource.tableView(tableView, cellForRowAt: request.position.indexPath)
      }
      if !request.didDequeue(cell) { request.noteDequeued(cell) }
      return cell
    }

    public func foreignHeaderTitle(forSection section: Int) -> String? {
      guard let tableView else { return nil }
      return dataSource.tableView?(tableView, titleForHeaderInSection: section)
    }

    public func foreignFooterTitle(forSection section: Int) -> String? {
      guard let tableView else { return nil }
      return dataSource.tableView?(tableView, titleForFooterInSection: section)
    }

    public var foreignCellRegistrations: [CellRegistration] { registrations }
  }
#endif
