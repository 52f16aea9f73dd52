// The UIKit bridge: answers UITableViewDataSource and UITableViewDelegate by calling the same
// core that the headless hosts call. It holds no logic of its own: every decision (counts,
// positions, cells, titles, selection, what changed) is made by ListComposer, which is tested on
// Linux through the headless hosts. On platforms without UIKit this module is empty.

#if canImport(UIKit)
  import Foundation
  import ListComposer
  import UIKit

  /// Lets a `UITableView` act as a ListComposer ``CellHost``.
  @MainActor
  public final class TableViewCellHost: CellHost {
    /// The table view that creates and pools the cells.
    public private(set) weak var tableView: UITableView?

    /// Creates a host for a table view.
    public init(_ tableView: UITableView) {
      self.tableView = tableView
    }

    public func registerCell(_ registration: CellRegistration) throws {
      tableView?.register(
        registration.cellType as? UITableViewCell.Type,
        forCellReuseIdentifier: registration.reuseIdentifier)
    }

    public func dequeueCell(withReuseIdentifier reuseIdentifier: String, for position: ListPosition)
      throws -> AnyObject
    {
      guard let tableView else { return UITableViewCell() }
      return tableView.dequeueReusableCell(
        withIdentifier: reuseIdentifier, for: position.indexPath)
    }
  }

  /// Shows a ListComposer data source in a `UITableView` and animates the changes it publishes.
  ///
  ///     let bridge = try TableViewBridge(screen, tableView: tableView)  // keep a reference
  @MainActor
  public final class TableViewBridge: NSObject, UITableViewDataSource, UITableViewDelegate {
    /// The data source shown.
    public let source: AnyDataSource
    private let host: TableViewCellHost

    /// Registers the source's cells with the table view, becomes its data source and delegate,
    /// and applies each change the source publishes as one batch update.
    public init(_ source: some DataSource, tableView: UITableView) throws {
      self.source = AnyDataSource(source)
      host = TableViewCellHost(tableView)
      super.init()
      for registration in self.source.cellRegistrations {
        try host.registerCell(registration)
      }
      tableView.dataSource = self
      tableView.delegate = self
      self.source.updates.observe(by: self) { [weak tableView] update in
        tableView?.performBatchUpdates { tableView?.apply(update) }
      }
      tableView.reloadData()
    }

    public func numberOfSections(in tableView: UITableView) -> Int { source.numberOfSections }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      source.numberOfItems(inSection: section)
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      guard let position = ListPosition(indexPath),
        let cell = try? source.cell(
          at: position, for: CellRequest(host: host, hostPosition: position)) as? UITableViewCell
      else { return UITableViewCell() }
      return cell
    }

    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
      -> String?
    {
      source.headerTitle(forSection: section)
    }

    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
      -> String?
    {
      source.footerTitle(forSection: section)
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      if let position = ListPosition(indexPath) { source.selectItem(at: position) }
    }
  }

  extension UITableView {
    /// Issues a ListComposer batch's operations; call inside `performBatchUpdates`.
    public func apply(_ update: BatchUpdate) {
      deleteSections(IndexSet(update.deletedSections), with: .automatic)
      insertSections(IndexSet(update.insertedSections), with: .automatic)
      reloadSections(IndexSet(update.reloadedSections), with: .automatic)
      for move in update.movedSections { moveSection(move.from, toSection: move.to) }
      deleteRows(at: update.deletedItems.map(\.indexPath), with: .automatic)
      insertRows(at: update.insertedItems.map(\.indexPath), with: .automatic)
      reloadRows(at: update.reloadedItems.map(\.indexPath), with: .automatic)
      reconfigureRows(at: update.reconfiguredItems.map(\.indexPath))
      for move in update.movedItems { moveRow(at: move.from.indexPath, to: move.to.indexPath) }
    }
  }
#endif
