#if canImport(UIKit)
  import ListComposer
  import UIKit

  /// A table view is a host of `ListAdapter`: a few lines that call its own API. Every decision
  /// (what to register, when to reload instead of animating, what to do with a failure) is the
  /// adapter's, in portable code tested on Linux through the headless views.
  extension UITableView: ListHostView {
    /// `window != nil`: a table view that is not in a window asks for data out of order when it
    /// animates, so the adapter reloads it instead.
    public var isReadyForAnimatedUpdates: Bool { window != nil }

    /// Applies a batch in one `performBatchUpdates`, with each row animation `animation` maps to
    /// (`ListAnimation.none` also turns off the views' own animations).
    public func applyBatch(_ update: BatchUpdate, animation: ListAnimation) throws {
      let rows = UITableView.RowAnimation(animation)
      animation.perform {
        performBatchUpdates(
          {
            deleteSections(IndexSet(update.deletedSections), with: rows)
            insertSections(IndexSet(update.insertedSections), with: rows)
            reloadSections(IndexSet(update.reloadedSections), with: rows)
            for move in update.movedSections { moveSection(move.from, toSection: move.to) }
            deleteRows(at: update.deletedItems.map(\.indexPath), with: rows)
            insertRows(at: update.insertedItems.map(\.indexPath), with: rows)
            reloadRows(at: update.reloadedItems.map(\.indexPath), with: rows)
            for move in update.movedItems {
              moveRow(at: move.from.indexPath, to: move.to.indexPath)
            }
            reconfigureRows(at: update.reconfiguredItems.map(\.indexPath))
          }, completion: nil)
      }
    }

    /// Writes the message to the unified log (see ``ListComposerLog``).
    public func log(_ message: String) {
      ListComposerLog.write(message)
    }

    /// The class of the cell the table view creates for the identifier without an index path:
    /// a storyboard prototype's, a registered nib's or class's, or `nil` when it has none.
    public func existingCellClass(forReuseIdentifier identifier: String) -> (any AnyObject.Type)? {
      guard !identifier.isEmpty, let cell = dequeueReusableCell(withIdentifier: identifier) else {
        return nil
      }
      return type(of: cell)
    }

    /// Registers a `UITableViewCell` subclass for a reuse identifier.
    ///
    /// - Throws: ``UIKitHostError`` for a class that is not a `UITableViewCell` subclass or an
    ///   empty identifier, which UIKit would reject with an exception.
    public func registerCell(_ registration: CellRegistration) throws {
      guard let cellClass = registration.cellType as? UITableViewCell.Type else {
        throw UIKitHostError.notACell(registration.cellTypeName, expected: "UITableViewCell")
      }
      guard !registration.reuseIdentifier.isEmpty else { throw UIKitHostError.emptyIdentifier }
      register(cellClass, forCellReuseIdentifier: registration.reuseIdentifier)
    }

    /// Dequeues a cell with `dequeueReusableCell(withIdentifier:for:)`.
    public func dequeueCell(withReuseIdentifier reuseIdentifier: String, for position: ListPosition)
      throws -> AnyObject
    {
      dequeueReusableCell(withIdentifier: reuseIdentifier, for: position.indexPath)
    }
  }
#endif
