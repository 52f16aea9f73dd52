extension HeadlessTableView {
  /// Taps the background view, as a reader taps "retry" on an error background: the attached
  /// source's adapter sends `ItemEvent.select` to the source whose state the background shows
  /// (`ListAdapter.handleBackgroundEvent(_:)`).
  ///
  /// - Returns: `false` when no background shows, it is hidden, or its source has no handler.
  @discardableResult
  public func selectBackgroundView() -> Bool {
    guard let backgroundView, !backgroundView.isHidden else { return false }
    return adapter?.handleBackgroundEvent(.select) ?? false
  }
}

extension HeadlessCollectionView {
  /// Taps the background view, as a reader taps "retry" on an error background: the attached
  /// source's adapter sends `ItemEvent.select` to the source whose state the background shows
  /// (`ListAdapter.handleBackgroundEvent(_:)`).
  ///
  /// - Returns: `false` when no background shows, it is hidden, or its source has no handler.
  @discardableResult
  public func selectBackgroundView() -> Bool {
    guard let backgroundView, !backgroundView.isHidden else { return false }
    return adapter?.handleBackgroundEvent(.select) ?? false
  }
}
