#if canImport(UIKit)
  import ListComposer
  import ListComposerAdapter
  import UIKit

  /// A view that shows its items in cells: `UITableView` and `UICollectionView`.
  @MainActor
  protocol CellShowingView: UIView {
    associatedtype Cell: UIView
    /// The cells on screen.
    var visibleCells: [Cell] { get }
    /// The index path of the item a cell shows, or `nil` when it shows none.
    func indexPath(for cell: Cell) -> IndexPath?
  }

  extension UITableView: CellShowingView {}
  extension UICollectionView: CellShowingView {}

  /// The accessibility a bridge gives the cells of its view, for a table and a collection view
  /// alike: each cell the item's actions as custom actions and, with ``announcesPositions``, its
  /// place as its hint (see `OfferedItem`), given again to the cells on screen after a batch or
  /// a move, since UIKit does not display an item that stayed on screen again.
  @MainActor
  final class CellAccessibility<View: CellShowingView> {
    /// Whether each cell's hint says where its item is: the bridge's `announcesPositions`.
    var announcesPositions = false
    private let adapter: ListAdapter
    private var isRefreshScheduled = false

    init(adapter: ListAdapter) {
      self.adapter = adapter
    }

    /// Gives a cell the accessibility of the item it shows.
    func update(_ cell: View.Cell, at indexPath: IndexPath, in view: View) {
      OfferedItem(indexPath, in: view, shownBy: cell, adapter: adapter) { $0.indexPath(for: $1) }
        .updateAccessibility(of: cell, announcingPosition: announcesPositions)
    }

    /// Gives the cells on screen their accessibility again.
    func refresh(in view: View) {
      for cell in view.visibleCells {
        guard let indexPath = view.indexPath(for: cell) else { continue }
        update(cell, at: indexPath, in: view)
      }
    }

    /// Refreshes the cells' accessibility on the main actor's next turn, once, however many
    /// batches and moves come before it: outside the update the view is in, since reading its
    /// visible cells may make it lay out.
    func refreshOnNextTurn(in view: View) {
      guard !isRefreshScheduled else { return }
      isRefreshScheduled = true
      Task { @MainActor [weak self, weak view] in
        guard let self else { return }
        isRefreshScheduled = false
        if let view { refresh(in: view) }
      }
    }
  }
#endif
