#if canImport(SwiftUI) && canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import SwiftUI

  /// Fills a view with one `NSHostingView` whose root view is replaced on reuse.
  @MainActor
  private func makeHostingView(in container: NSView) -> NSHostingView<AnyView> {
    let hostingView = NSHostingView(rootView: AnyView(EmptyView()))
    hostingView.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(hostingView)
    NSLayoutConstraint.activate([
      hostingView.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      hostingView.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      hostingView.topAnchor.constraint(equalTo: container.topAnchor),
      hostingView.bottomAnchor.constraint(equalTo: container.bottomAnchor),
    ])
    return hostingView
  }

  /// A table cell view whose content is a SwiftUI view, in an `NSHostingView`: the cell of
  /// SwiftUI rows in an `NSTableView` (and in ``ComposedList`` on macOS).
  ///
  ///     let people = ArrayDataSource(team) { person in
  ///       Label(person.name, systemImage: "person")
  ///     }
  ///
  /// The hosting view fills the cell and is kept on reuse: each new content replaces its root
  /// view, which SwiftUI updates in place. A table view with `usesAutomaticRowHeights` sizes
  /// each row from its content.
  public final class SwiftUITableCellView: NSTableCellView, SwiftUIHostingCell {
    private lazy var hostingView = makeHostingView(in: self)

    /// Shows a SwiftUI view as the cell's content.
    public func host<Content: View>(_ content: Content) {
      hostingView.rootView = AnyView(content)
    }
  }

  /// A group row (header) or footer row view whose content is a SwiftUI view (see
  /// ``SwiftUISupplementaryDecorator``), for an `NSTableView` shown with `TableViewBridge`.
  public final class SwiftUISupplementaryView: NSTableCellView, SwiftUIHostingCell {
    private lazy var hostingView = makeHostingView(in: self)

    /// Shows a SwiftUI view as the view's content.
    public func host<Content: View>(_ content: Content) {
      hostingView.rootView = AnyView(content)
    }
  }

  /// A view shown behind a list (a loading, empty or error state) whose content is a SwiftUI
  /// view (see ``SwiftUIBackgroundDecorator``).
  public final class SwiftUIBackgroundView: NSView, SwiftUIHostingCell {
    private lazy var hostingView = makeHostingView(in: self)

    /// Shows a SwiftUI view, filling the view.
    public func host<Content: View>(_ content: Content) {
      hostingView.rootView = AnyView(content)
    }
  }
#endif
