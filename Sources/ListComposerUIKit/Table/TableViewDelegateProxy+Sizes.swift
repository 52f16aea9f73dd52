#if canImport(UIKit)
  import ListComposer
  import ListComposerAdapter
  import ListComposerBridgeCore
  import UIKit

  // Row heights, header and footer heights, and header and footer views, from the sources.
  //
  // Each of these messages changes how a table view lays out merely by being answered, so the
  // proxy answers one only while a source gives what it asks for (or, for the header and footer
  // messages, a source has header or footer views), or the app's delegate answers it. Otherwise
  // the table view never hears of it and sizes its rows as it would without the bridge. Where the
  // app's delegate answers, its answer wins.

  extension TableViewDelegateProxy {
    /// The messages answered only while a source gives their sizes or views (and, for the
    /// indentation, while the screen shows an outline: `TableViewDelegateProxy+Outline.swift`).
    static let switchableMessages = [
      #selector(UITableViewDelegate.tableView(_:heightForRowAt:)),
      #selector(UITableViewDelegate.tableView(_:estimatedHeightForRowAt:)),
      #selector(UITableViewDelegate.tableView(_:heightForHeaderInSection:)),
      #selector(UITableViewDelegate.tableView(_:estimatedHeightForHeaderInSection:)),
      #selector(UITableViewDelegate.tableView(_:viewForHeaderInSection:)),
      #selector(UITableViewDelegate.tableView(_:heightForFooterInSection:)),
      #selector(UITableViewDelegate.tableView(_:estimatedHeightForFooterInSection:)),
      #selector(UITableViewDelegate.tableView(_:viewForFooterInSection:)),
      #selector(UITableViewDelegate.tableView(_:indentationLevelForRowAt:)),
    ]

    /// Switches on the messages the sources answer now, and returns whether that changed: the
    /// bridge then gives the table view its delegate again, since the table view caches which
    /// messages its delegate answers.
    func updateAnsweredMessages() -> Bool {
      let header = SupplementaryKind.header
      let footer = SupplementaryKind.footer
      let kinds = Set(adapter.source.supplementaryRegistrations.map(\.kind))
      var answered: [Selector] = []
      if adapter.givesSizes(for: .rowHeight) {
        answered.append(#selector(UITableViewDelegate.tableView(_:heightForRowAt:)))
      }
      if adapter.givesSizes(for: .estimatedRowHeight) {
        answered.append(#selector(UITableViewDelegate.tableView(_:estimatedHeightForRowAt:)))
      }
      if kinds.contains(header) {
        answered.append(#selector(UITableViewDelegate.tableView(_:viewForHeaderInSection:)))
      }
      if kinds.contains(header) || adapter.givesSizes(for: .supplementaryHeight(header)) {
        answered.append(#selector(UITableViewDelegate.tableView(_:heightForHeaderInSection:)))
      }
      if adapter.givesSizes(for: .estimatedSupplementaryHeight(header)) {
        answered.append(
          #selector(UITableViewDelegate.tableView(_:estimatedHeightForHeaderInSection:)))
      }
      if kinds.contains(footer) {
        answered.append(#selector(UITableViewDelegate.tableView(_:viewForFooterInSection:)))
      }
      if kinds.contains(footer) || adapter.givesSizes(for: .supplementaryHeight(footer)) {
        answered.append(#selector(UITableViewDelegate.tableView(_:heightForFooterInSection:)))
      }
      if adapter.givesSizes(for: .estimatedSupplementaryHeight(footer)) {
        answered.append(
          #selector(UITableViewDelegate.tableView(_:estimatedHeightForFooterInSection:)))
      }
      answered += answeredOutlineMessages
      return switches.switchOn(answered)
    }

    // MARK: Rows

    /// The app delegate's height when it gives one; otherwise the height the row's source
    /// gives (`ListAdapter.rowHeight(at:)`), or else the table view's `rowHeight` (by default
    /// `UITableView.automaticDimension`: the cell sizes itself).
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      if let height = appDelegate?.tableView?(tableView, heightForRowAt: indexPath) {
        return height
      }
      return adapter.rowHeight(at: indexPath.listPosition).map { CGFloat($0) }
        ?? tableView.rowHeight
    }

    /// The app delegate's estimate when it gives one; otherwise the estimate of the row's
    /// source, or else `UITableView.automaticDimension`, which tells the table view there is
    /// no estimate.
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
      -> CGFloat
    {
      if let height = appDelegate?.tableView?(tableView, estimatedHeightForRowAt: indexPath) {
        return height
      }
      return adapter.estimatedRowHeight(at: indexPath.listPosition).map { CGFloat($0) }
        ?? UITableView.automaticDimension
    }

    // MARK: Headers and footers

    /// The app delegate's view when it answers; otherwise the view of the section's header
    /// decorator (`SupplementaryDecorator`), or `nil` for a section without one, so that its
    /// title shows.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
      let app = #selector(UITableViewDelegate.tableView(_:viewForHeaderInSection:))
      if let appDelegate, appDelegate.responds(to: app) {
        return appDelegate.tableView?(tableView, viewForHeaderInSection: section) ?? nil
      }
      return decoratorView(ofKind: SupplementaryKind.header, inSection: section)
    }

    /// The app delegate's view when it answers; otherwise the view of the section's footer
    /// decorator, or `nil` for a section without one, so that its title shows.
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
      let app = #selector(UITableViewDelegate.tableView(_:viewForFooterInSection:))
      if let appDelegate, appDelegate.responds(to: app) {
        return appDelegate.tableView?(tableView, viewForFooterInSection: section) ?? nil
      }
      return decoratorView(ofKind: SupplementaryKind.footer, inSection: section)
    }

    /// The app delegate's height when it gives one; otherwise the height the section's source
    /// gives (`ListAdapter.supplementaryHeight(ofKind:inSection:)`), or else what UIKit would
    /// use (see `height(ofKind:inSection:in:)`).
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
      if let height = appDelegate?.tableView?(tableView, heightForHeaderInSection: section) {
        return height
      }
      return height(ofKind: SupplementaryKind.header, inSection: section, in: tableView)
    }

    /// As for headers.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
      if let height = appDelegate?.tableView?(tableView, heightForFooterInSection: section) {
        return height
      }
      return height(ofKind: SupplementaryKind.footer, inSection: section, in: tableView)
    }

    /// The app delegate's estimate when it gives one; otherwise the estimate of the section's
    /// source, or else `UITableView.automaticDimension`: no estimate.
    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int)
      -> CGFloat
    {
      if let height = appDelegate?.tableView?(
        tableView, estimatedHeightForHeaderInSection: section)
      {
        return height
      }
      return estimate(ofKind: SupplementaryKind.header, inSection: section)
    }

    /// As for headers.
    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int)
      -> CGFloat
    {
      if let height = appDelegate?.tableView?(
        tableView, estimatedHeightForFooterInSection: section)
      {
        return height
      }
      return estimate(ofKind: SupplementaryKind.footer, inSection: section)
    }

    // MARK: Answers

    /// The view of the decorator of a kind of the source that owns the section, or `nil` when
    /// it has none; a failure is reported to the adapter's `onFailure`, logged, and the
    /// section shows its title.
    private func decoratorView(ofKind kind: String, inSection section: Int) -> UIView? {
      do {
        return try adapter.supplementaryView(
          ofKind: kind, at: ListPosition(section: section, item: 0)) as? UIView
      } catch {
        BridgeLog.write(
          "ListComposer: UITableView could not show the \(kind) view of section \(section): "
            + "\(error)")
        return nil
      }
    }

    /// The height the section's source gives, or else what UIKit would use: automatic for a
    /// header or footer view from a decorator (it sizes itself), the table view's
    /// `sectionHeaderHeight` or `sectionFooterHeight` for a title and in a grouped table (its
    /// spacing), and none in a plain table's section without either.
    private func height(ofKind kind: String, inSection section: Int, in tableView: UITableView)
      -> CGFloat
    {
      if let height = adapter.supplementaryHeight(ofKind: kind, inSection: section) {
        return CGFloat(height)
      }
      if hasDecorator(ofKind: kind, inSection: section) { return UITableView.automaticDimension }
      let isHeader = kind == SupplementaryKind.header
      let title =
        isHeader
        ? adapter.headerTitle(forSection: section) : adapter.footerTitle(forSection: section)
      guard title != nil || tableView.style != .plain else { return 0 }
      return isHeader ? tableView.sectionHeaderHeight : tableView.sectionFooterHeight
    }

    /// The estimate of the section's source, or `UITableView.automaticDimension`: none.
    private func estimate(ofKind kind: String, inSection section: Int) -> CGFloat {
      adapter.estimatedSupplementaryHeight(ofKind: kind, inSection: section).map { CGFloat($0) }
        ?? UITableView.automaticDimension
    }

    /// Whether the source that owns the section has a decorator of the kind (for a linear
    /// composition, one of its children has).
    private func hasDecorator(ofKind kind: String, inSection section: Int) -> Bool {
      guard let (owner, _) = adapter.owner(ofSection: section),
        let supplementary = owner as? any SupplementaryDataSource
      else { return false }
      return supplementary.supplementaryRegistrations.contains { $0.kind == kind }
    }
  }
#endif
