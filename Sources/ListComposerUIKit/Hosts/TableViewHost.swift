#if canImport(UIKit)
  import ListComposer
  import ListComposerAdapter
  import ListComposerBridgeCore
  import UIKit

  /// The table view as a host of a bridge's `ListAdapter`: a few lines that call its own API.
  /// Every decision (what to register, when to reload instead of animating, what to do with a
  /// failure) is the adapter's, in portable code tested on Linux through the headless views.
  ///
  /// A wrapper rather than a conformance of `UITableView`, so that no table view of an app gains
  /// public members. It holds the table view weakly. A host that is not live (a dry run, see
  /// `BridgeAdapter`) checks registrations but registers nothing and never reloads.
  @MainActor
  final class TableViewHost: BridgeHost {
    private(set) weak var tableView: UITableView?
    var view: UITableView? { tableView }
    let isLive: Bool
    /// Runs after each batch is handed to the table view: the bridge gives the rows that stayed
    /// on screen their accessibility again.
    var didApplyBatch: (@MainActor () -> Void)?
    /// Runs after a header or footer view class is registered (a child that brings one was
    /// added): the bridge lets the table view ask for header and footer views and heights.
    var didRegisterSupplementaryView: (@MainActor () -> Void)?
    /// The reader's place to keep once the table view shows the next batch or reload.
    var pendingPlace: PlaceToKeep?
    /// The classes `existingCellClass(forReuseIdentifier:)` learnt, by reuse identifier.
    private var existingCellClasses: [String: any AnyObject.Type] = [:]

    init(_ tableView: UITableView, isLive: Bool) {
      self.tableView = tableView
      self.isLive = isLive
    }

    /// `UITableView.hasUncommittedUpdates` (drop placeholders, or rows reordered while it
    /// handles a drop): the adapter then neither reloads the view nor hands it a batch.
    var hasUncommittedUpdates: Bool { tableView?.hasUncommittedUpdates ?? false }

    /// Hands a batch to the table view in one `performBatchUpdates`, with each row animation
    /// `animation` maps to (`ListAnimation.none` also turns off the views' own animations), and
    /// calls `completion` from its completion, when the animation ended (UIKit calls it whether
    /// or not the animation finished).
    func perform(
      _ update: BatchUpdate, animation: ListAnimation, in tableView: UITableView,
      completion: @escaping @MainActor () -> Void
    ) {
      let rows = UITableView.RowAnimation(listAnimation: animation)
      animation.perform {
        tableView.performBatchUpdates(
          {
            tableView.deleteSections(IndexSet(update.deletedSections), with: rows)
            tableView.insertSections(IndexSet(update.insertedSections), with: rows)
            tableView.reloadSections(IndexSet(update.reloadedSections), with: rows)
            for move in update.movedSections {
              tableView.moveSection(move.from, toSection: move.to)
            }
            tableView.deleteRows(at: update.deletedItems.map(\.indexPath), with: rows)
            tableView.insertRows(at: update.insertedItems.map(\.indexPath), with: rows)
            tableView.reloadRows(at: update.reloadedItems.map(\.indexPath), with: rows)
            for move in update.movedItems {
              tableView.moveRow(at: move.from.indexPath, to: move.to.indexPath)
            }
            tableView.reconfigureRows(at: update.reconfiguredItems.map(\.indexPath))
          }, completion: { _ in completion() })
      }
    }

    /// The class of the cell the table view creates for the identifier without an index path:
    /// a storyboard prototype's, a registered nib's or class's, or `nil` when it has none.
    ///
    /// UIKit has no API that names the class registered for an identifier, so the only way to
    /// learn it is to dequeue a cell, which is then thrown away. A class learnt that way is
    /// kept per identifier, so at most one cell per identifier is made for the question, until
    /// the host registers a cell under it. `nil` is not kept: no cell was made for it, and the
    /// app may register the identifier later.
    func existingCellClass(forReuseIdentifier identifier: String) -> (any AnyObject.Type)? {
      if let known = existingCellClasses[identifier] { return known }
      guard !identifier.isEmpty,
        let cell = tableView?.dequeueReusableCell(withIdentifier: identifier)
      else { return nil }
      existingCellClasses[identifier] = type(of: cell)
      return type(of: cell)
    }

    /// Registers a `UITableViewCell` subclass for a reuse identifier: the nib it names
    /// (`NibNamedCell`), or else the class.
    ///
    /// - Throws: ``UIKitHostError`` for a class that is not a `UITableViewCell` subclass, an
    ///   empty identifier or a named nib that is not in the class's bundle, which UIKit would
    ///   reject with an exception.
    func registerCell(_ registration: CellRegistration) throws {
      guard let cellClass = registration.cellType as? UITableViewCell.Type else {
        throw UIKitHostError.notACell(registration.cellTypeName, expected: "UITableViewCell")
      }
      guard !registration.reuseIdentifier.isEmpty else { throw UIKitHostError.emptyIdentifier }
      let nib = try registration.namedNib()
      guard isLive else { return }
      existingCellClasses[registration.reuseIdentifier] = nil
      if let nib {
        tableView?.register(nib, forCellReuseIdentifier: registration.reuseIdentifier)
      } else {
        tableView?.register(cellClass, forCellReuseIdentifier: registration.reuseIdentifier)
      }
    }

    func dequeueCell(withReuseIdentifier reuseIdentifier: String, for position: ListPosition)
      throws -> AnyObject
    {
      guard let tableView else {
        throw ListError.hostFailed(host: "UITableView", reason: "the view is gone")
      }
      return tableView.dequeueReusableCell(
        withIdentifier: reuseIdentifier, for: position.indexPath)
    }
  }
#endif
