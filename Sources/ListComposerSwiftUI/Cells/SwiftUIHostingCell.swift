#if canImport(SwiftUI)
  import SwiftUI

  /// A cell (or supplementary or background view) whose content is a SwiftUI view.
  ///
  /// Decorators fill such a cell with ``host(_:)``; the cell keeps its hosting view when it is
  /// reused, so a reused or reconfigured cell updates its SwiftUI content in place, as SwiftUI
  /// updates any view whose inputs changed. The module's cells conform: ``SwiftUIListCell`` and
  /// ``SwiftUITableViewCell`` on iOS, ``SwiftUITableCellView`` on macOS, with
  /// ``SwiftUISupplementaryView`` and ``SwiftUIBackgroundView`` on both.
  @MainActor
  public protocol SwiftUIHostingCell: AnyObject {
    /// Shows a SwiftUI view as the cell's content, in place of what it showed.
    ///
    /// - Parameter content: The view to show.
    func host<Content: View>(_ content: Content)
  }
#endif
