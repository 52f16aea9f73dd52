#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import ListComposer

  /// VoiceOver's Headings rotor over a table view's group rows, while a ``TableViewBridge``
  /// shows a source: the section headers, in order, each labelled with its section's title.
  ///
  /// AppKit has no heading role (the macOS 14 SDK's `NSAccessibility.Role` has none, unlike
  /// UIKit's header trait), so a group row cannot say that it is a heading. What AppKit
  /// documents for moving from heading to heading is a custom rotor of type `.heading`
  /// (`NSAccessibilityCustomRotor`): the bridge adds one to the table view's rotors, after the
  /// app's, and takes it away when it detaches. Its results are the group rows' row views,
  /// scrolled into view; a filter the user types keeps the headings whose title contains it.
  @MainActor
  final class GroupRowHeadings: NSObject,
    @preconcurrency NSAccessibilityCustomRotorItemSearchDelegate
  {
    weak var bridge: TableViewBridge?
    private lazy var rotor = HeadingsRotor(rotorType: .heading, itemSearchDelegate: self)

    /// Adds the rotor to the table view's rotors, in place of a bridge's that showed a source
    /// in it before.
    func install(in tableView: NSTableView) {
      tableView.setAccessibilityCustomRotors(Self.others(in: tableView) + [rotor])
    }

    /// Takes the rotor off the table view, leaving the app's.
    func remove(from tableView: NSTableView?) {
      guard let tableView else { return }
      let rotors = tableView.accessibilityCustomRotors()
      guard rotors.contains(where: { $0 === rotor }) else { return }
      tableView.setAccessibilityCustomRotors(rotors.filter { $0 !== rotor })
    }

    /// The table view's rotors that are not a bridge's.
    private static func others(in tableView: NSTableView) -> [NSAccessibilityCustomRotor] {
      tableView.accessibilityCustomRotors().filter { !($0 is HeadingsRotor) }
    }

    func rotor(
      _ rotor: NSAccessibilityCustomRotor,
      resultFor searchParameters: NSAccessibilityCustomRotor.SearchParameters
    ) -> NSAccessibilityCustomRotor.ItemResult? {
      guard let bridge, let tableView = bridge.tableView else { return nil }
      let mapping = bridge.rows.mapping
      let filter = searchParameters.filterString
      var headings: [(row: Int, title: String?)] = []
      for section in 0..<mapping.numberOfSections {
        guard let row = mapping.groupRow(ofSection: section) else { continue }
        let title = bridge.adapter.headerTitle(forSection: section)
        if !filter.isEmpty, !(title?.localizedCaseInsensitiveContains(filter) ?? false) {
          continue
        }
        headings.append((row, title))
      }
      // The row of the heading VoiceOver is on, or -1 when it is not on one of this table's.
      let current =
        (searchParameters.currentItem?.targetElement as? NSView).map { tableView.row(for: $0) }
        ?? -1
      let found =
        switch searchParameters.searchDirection {
        case .previous: headings.last { current < 0 || $0.row < current }
        default: headings.first { $0.row > current }
        }
      guard let found else { return nil }
      tableView.scrollRowToVisible(found.row)
      guard let rowView = tableView.rowView(atRow: found.row, makeIfNecessary: true) else {
        return nil
      }
      let result = NSAccessibilityCustomRotor.ItemResult(targetElement: rowView)
      result.customLabel = found.title
      return result
    }
  }

  /// The Headings rotor of a bridge, told apart from the app's rotors by its class.
  final class HeadingsRotor: NSAccessibilityCustomRotor {}
#endif
