#if canImport(UIKit)
  import ListComposer
  import ListComposerAdapter
  import ListComposerBridgeCore
  import UIKit

  // The table view scrolls for the adapter with its own API (`scrollToRow(at:at:animated:)`),
  // keeps the reader's place by its content offset, and takes new row heights with an empty
  // `performBatchUpdates`, which asks for heights again and keeps every cell.
  extension TableViewHost: ScrollingListHost {
    var visiblePlaces: [ReadingPlace] {
      guard let tableView else { return [] }
      return tableView.listPlaces(
        of: (tableView.indexPathsForVisibleRows ?? []).map(\.listPosition)
      ) {
        Double(tableView.rectForRow(at: $0.indexPath).minY)
      }
    }

    var isScrolledToBottom: Bool { tableView?.listIsScrolledToBottom ?? true }

    func scroll(to position: ListPosition, at scrollPosition: ListScrollPosition, animated: Bool) {
      guard isLive, let tableView else { return }
      let place: UITableView.ScrollPosition =
        switch scrollPosition {
        case .top: .top
        case .centeredVertically: .middle
        case .bottom: .bottom
        case .nearest: .none
        }
      tableView.scrollToRow(at: position.indexPath, at: place, animated: animated)
    }

    func keep(_ place: PlaceToKeep) { pendingPlace = place }

    func keepPendingPlace() {
      guard let place = pendingPlace, isLive, let tableView else { return }
      pendingPlace = nil
      tableView.layoutIfNeeded()
      tableView.listKeep(place) { Double(tableView.rectForRow(at: $0.indexPath).minY) }
    }

    func resizeItems(at positions: [ListPosition]) {
      guard isLive, let tableView else { return }
      tableView.performBatchUpdates(nil)
      keepPendingPlace()
    }
  }
#endif
