extension HeadlessTableView {
  /// A Boolean value that indicates whether the view shows changes its data source does not
  /// have yet, as `UITableView.hasUncommittedUpdates` does while the user drops rows into it:
  /// set it to imitate a drop in progress.
  ///
  /// While it is `true`, an attached source's adapter hands the view no batch and no reload
  /// (either would discard the drop's placeholders on a device), and reloads the view once it
  /// is `false` again.
  ///
  ///     tableView.hasUncommittedUpdates = true
  ///     try contacts.append("Grace")  // no batch, no reload
  ///     tableView.hasUncommittedUpdates = false
  ///     await contacts.shown()        // reloaded: Grace is on screen
  public var hasUncommittedUpdates: Bool {
    get { engine.hasUncommittedUpdates }
    set { engine.hasUncommittedUpdates = newValue }
  }
}

extension HeadlessCollectionView {
  /// A Boolean value that indicates whether the view shows changes its data source does not
  /// have yet, as `UICollectionView.hasUncommittedUpdates` does while the user drops items
  /// into it: set it to imitate a drop in progress.
  ///
  /// While it is `true`, an attached source's adapter hands the view no batch and no reload
  /// (either would discard the drop's placeholders on a device), and reloads the view once it
  /// is `false` again.
  public var hasUncommittedUpdates: Bool {
    get { engine.hasUncommittedUpdates }
    set { engine.hasUncommittedUpdates = newValue }
  }
}
