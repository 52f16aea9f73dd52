#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ListComposer
  import ListComposerAdapter

  /// VoiceOver's Headings rotor over a table view's group rows, while a ``TableViewBridge``
  /// shows a source: each heading's section is shown by its group row, whose row view is the
  /// result, scrolled into view.
  ///
  /// The adapter decides which sections are headings and which comes next
  /// (``SectionHeadingsRotor``); this maps sections to group rows and rows back to sections.
  final class GroupRowHeadings: SectionHeadingsRotor {
    weak var bridge: TableViewBridge?

    override var adapter: ListAdapter? { bridge?.adapter }

    override func place(of element: NSView) -> SectionHeadings.Place? {
      guard let bridge, let tableView = bridge.tableView else { return nil }
      return switch bridge.rows.mapping.content(ofRow: tableView.row(for: element)) {
      case .groupRow(let section): .heading(section: section)
      case .item(let position): .content(section: position.section)
      case .footerRow(let section): .content(section: section)
      case nil: nil
      }
    }

    override func view(forHeadingOf section: Int) -> NSView? {
      guard let bridge, let tableView = bridge.tableView,
        let row = bridge.rows.mapping.groupRow(ofSection: section)
      else { return nil }
      tableView.scrollRowToVisible(row)
      return tableView.rowView(atRow: row, makeIfNecessary: true)
    }
  }
#endif
