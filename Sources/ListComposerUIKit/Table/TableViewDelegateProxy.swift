#if canImport(UIKit)
  import ListComposer
  import ListComposerAdapter
  import ListComposerBridgeCore
  import UIKit

  /// The table view's delegate while a ``TableViewBridge`` shows a source: routes selection,
  /// display and highlight events, and those of section headers and footers
  /// (`TableViewDelegateProxy+SectionEvents.swift`), to the adapter (which hands each to the
  /// child that owns the row or section) and then to the app's delegate, lets the sources refuse
  /// touches, gives rows their accessibility, answers the editing questions
  /// (`TableViewDelegateProxy+Editing.swift`) and, where the sources give them, row and section
  /// heights and header and footer views (`TableViewDelegateProxy+Sizes.swift`), and forwards
  /// every other message to the app's delegate.
  @MainActor
  final class TableViewDelegateProxy: DelegateForwarder, UITableViewDelegate {
    let adapter: ListAdapter
    private(set) weak var dataSource: TableViewDataSourceProxy?
    /// The accessibility of the cells (and ``TableViewBridge/announcesPositions``).
    let accessibility: CellAccessibility<UITableView>

    init(adapter: ListAdapter, dataSource: TableViewDataSourceProxy) {
      self.adapter = adapter
      accessibility = CellAccessibility(adapter: adapter)
      self.dataSource = dataSource
      super.init(
        answering: [UITableViewDelegate.self],
        olderForms: [
          "tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:": [Self.editActions],
          "tableView:contextMenuConfigurationForRowAtIndexPath:point:": [
            "tableView:shouldShowMenuForRowAtIndexPath:"
          ],
        ],
        switchable: Self.switchableMessages)
    }

    /// The selector name of the row actions an app's delegate gave before iOS 11's swipe
    /// configurations (deprecated, hence no `#selector`, like the edit menu before iOS 13's
    /// context menus): UIKit shows them when the delegate gives no trailing configuration.
    private static let editActions = "tableView:editActionsForRowAtIndexPath:"

    /// The app's own delegate.
    var appDelegate: (any UITableViewDelegate)? {
      forwarding.target.object as? any UITableViewDelegate
    }

    /// A Boolean value that indicates whether the app's delegate edits rows its own way (swipe
    /// actions, row actions or editing styles), so that rows must stay editable for it.
    var appDelegateEditsRows: Bool {
      guard let appDelegate else { return false }
      return [
        #selector(UITableViewDelegate.tableView(_:trailingSwipeActionsConfigurationForRowAt:)),
        #selector(UITableViewDelegate.tableView(_:leadingSwipeActionsConfigurationForRowAt:)),
        #selector(UITableViewDelegate.tableView(_:editingStyleForRowAt:)),
        NSSelectorFromString(Self.editActions),
      ].contains { appDelegate.responds(to: $0) }
    }

    // MARK: Selection

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      adapter.handle(.select, at: indexPath.listPosition, cell: tableView.cellForRow(at: indexPath))
      appDelegate?.tableView?(tableView, didSelectRowAt: indexPath)
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
      adapter.handle(
        .deselect, at: indexPath.listPosition, cell: tableView.cellForRow(at: indexPath))
      appDelegate?.tableView?(tableView, didDeselectRowAt: indexPath)
    }

    // MARK: Touches

    // A touch happens when the row's source allows it (`SourceHandlers.touchRules`) and
    // the app's delegate, when it answers, allows it too: the rule of every bridge, decided in
    // `ListAdapter.allowedPositions(for:at:appDelegate:)`.

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
      answer(
        .select, at: indexPath, app: #selector(UITableViewDelegate.tableView(_:willSelectRowAt:))
      ) { appDelegate?.tableView?(tableView, willSelectRowAt: indexPath) }
    }

    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
      -> IndexPath?
    {
      answer(
        .deselect, at: indexPath,
        app: #selector(UITableViewDelegate.tableView(_:willDeselectRowAt:))
      ) { appDelegate?.tableView?(tableView, willDeselectRowAt: indexPath) }
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
      adapter.shouldAllow(.highlight, at: indexPath.listPosition) { _ in
        appDelegate?.tableView?(tableView, shouldHighlightRowAt: indexPath)
      }
    }

    /// `indexPath` when the sources allow the touch, then what the app's delegate makes of it
    /// when it implements `selector`: the row it picks, when the sources allow that one too.
    private func answer(
      _ touch: ItemTouch, at indexPath: IndexPath, app selector: Selector,
      _ appAnswer: () -> IndexPath?
    ) -> IndexPath? {
      let answers = appDelegate?.responds(to: selector) ?? false
      return adapter.allowedPositions(for: touch, at: [indexPath.listPosition]) { _ in
        answers ? appAnswer().map { [$0.listPosition] } ?? [] : nil
      }.first?.indexPath
    }

    // MARK: Highlight

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
      adapter.handle(
        .highlight, at: indexPath.listPosition, cell: tableView.cellForRow(at: indexPath))
      appDelegate?.tableView?(tableView, didHighlightRowAt: indexPath)
    }

    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
      adapter.handle(
        .unhighlight, at: indexPath.listPosition, cell: tableView.cellForRow(at: indexPath))
      appDelegate?.tableView?(tableView, didUnhighlightRowAt: indexPath)
    }

    // MARK: Scrolling

    /// Tells the adapter where the viewport is (it tells the sources what they show), then the
    /// app's delegate.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      if let tableView = scrollView as? UITableView {
        adapter.viewDidScroll(
          contentOffset: tableView.contentOffset.y, height: tableView.bounds.height
        ) { [weak tableView] top, bottom in
          guard let tableView else { return [] }
          let band = CGRect(
            x: tableView.bounds.minX, y: top, width: max(1, tableView.bounds.width),
            height: bottom - top)
          return (tableView.indexPathsForRows(in: band) ?? []).map(\.listPosition)
        }
      }
      appDelegate?.scrollViewDidScroll?(scrollView)
    }

    // MARK: Display

    /// Routes the event, gives the cell its row's accessibility, then tells the app's delegate,
    /// which may change it.
    func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
      adapter.handle(.willDisplay, at: indexPath.listPosition, cell: cell)
      accessibility.update(cell, at: indexPath, in: tableView)
      appDelegate?.tableView?(tableView, willDisplay: cell, forRowAt: indexPath)
    }

    func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
      forRowAt indexPath: IndexPath
    ) {
      adapter.handle(.didEndDisplaying, at: indexPath.listPosition, cell: cell)
      appDelegate?.tableView?(tableView, didEndDisplaying: cell, forRowAt: indexPath)
    }

    // MARK: Accessibility

    /// Routes the header's appearance (`ListAdapter.handleSupplementary`, from which the
    /// section's own events follow; its other display events are in
    /// `TableViewDelegateProxy+SectionEvents.swift`), gives VoiceOver the header of a section
    /// that has a title as a heading (its rotor moves by headings), then tells the app's
    /// delegate, which may change it.
    func tableView(
      _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
    ) {
      adapter.handleSupplementary(
        .willDisplay, ofKind: SupplementaryKind.header, inSection: section, view: view)
      if adapter.headerTitle(forSection: section) != nil {
        view.accessibilityTraits.insert(.sectionHeading)
      }
      appDelegate?.tableView?(tableView, willDisplayHeaderView: view, forSection: section)
    }
  }
#endif
