import ListComposer

// A view with uncommitted updates (drop placeholders, or rows it reorders while it handles a
// drop: `UITableView.hasUncommittedUpdates`) must not be reloaded, which discards them, and
// takes no batch from the adapter either: the adapter reloads it once they are committed.

extension ListAdapter {
  /// Returns whether the adapter leaves the view alone for now because it has uncommitted
  /// updates (`ListHostView.hasUncommittedUpdates`), having arranged to reload it once they
  /// are committed; or whether it just did that reload, the view's updates being committed by
  /// now. Returns `false` when the reload that called it may go ahead.
  ///
  /// Called by every reload of the view, after the adapter marked the counts the view holds as
  /// stale, so that each batch until the reload reloads (and waits) too. While the view has
  /// uncommitted updates, the reload is not made: `ticket` (the change it shows) waits, and the
  /// view is asked again on later turns of the main actor, until it has none (or the adapter
  /// no longer shows its source, which ends the wait). The next reload then finishes every
  /// waiting ticket once the view shows its data.
  ///
  /// - Complexity: O(w), where w is the number of changes waiting for the reload.
  func defersReload(of view: any ListHostView, then ticket: ShowingTicket?) -> Bool {
    if view.hasUncommittedUpdates {
      let wait = uncommittedUpdatesWait ?? UncommittedUpdatesWait(adapter: self)
      uncommittedUpdatesWait = wait
      if let ticket { wait.tickets.append(ticket) }
      wait.startAsking(view)
      return true
    }
    guard let wait = uncommittedUpdatesWait else { return false }
    uncommittedUpdatesWait = nil
    wait.task?.cancel()
    let tickets = wait.tickets + (ticket.map { [$0] } ?? [])
    view.reloadData(completion: { for ticket in tickets { ticket.finish() } })
    return true
  }
}

/// A reload an adapter owes a view with uncommitted updates, and the changes it will show.
@MainActor
final class UncommittedUpdatesWait {
  /// How long the adapter waits before it asks the view again; a drop rarely lasts longer.
  static let askingInterval = Duration.milliseconds(50)

  weak var adapter: ListAdapter?
  var tickets: [ShowingTicket] = []
  var task: Task<Void, Never>?

  init(adapter: ListAdapter) {
    self.adapter = adapter
  }

  /// Asks the view on later turns of the main actor whether it still has uncommitted updates,
  /// and has the adapter reload it once it has none; forgets the wait when the adapter no
  /// longer shows its source in the view. The task holds the wait, so that the changes it
  /// holds are finished even when the adapter went meanwhile.
  func startAsking(_ view: any ListHostView) {
    guard task == nil else { return }
    task = Task { @MainActor [weak view] in
      while let view, view.hasUncommittedUpdates, !Task.isCancelled {
        try? await Task.sleep(for: Self.askingInterval)
      }
      guard !Task.isCancelled else { return }
      self.task = nil
      guard let adapter = self.adapter, adapter.isObserving, adapter.view === view else {
        self.forget()
        return
      }
      adapter.reloadData()
    }
  }

  /// Drops the wait: the changes it held are no longer waited for.
  private func forget() {
    if adapter?.uncommittedUpdatesWait === self { adapter?.uncommittedUpdatesWait = nil }
    for ticket in tickets { ticket.finish() }
    tickets = []
  }
}
