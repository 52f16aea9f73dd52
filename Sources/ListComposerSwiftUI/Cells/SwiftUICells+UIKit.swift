#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
  import SwiftUI
  import UIKit

  /// A collection view list cell whose content is a SwiftUI view, through a
  /// `UIHostingConfiguration`: the cell of SwiftUI rows in a `UICollectionView` (and in
  /// ``ComposedList`` on iOS).
  ///
  ///     let people = ArrayDataSource(team) { person in
  ///       Label(person.name, systemImage: "person")
  ///     }
  ///
  /// The cell sizes itself from its content in a list layout (or any self-sizing layout); its
  /// margins are the list's, and its background and selection are the list cell's own. A
  /// reused cell keeps its hosting view when the content is of the same type, so SwiftUI
  /// updates it in place, with its animations.
  public final class SwiftUIListCell: UICollectionViewListCell, SwiftUIHostingCell {
    /// Shows a SwiftUI view as the cell's content configuration.
    public func host<Content: View>(_ content: Content) {
      contentConfiguration = UIHostingConfiguration { content }
    }
  }

  /// A table view cell whose content is a SwiftUI view, through a `UIHostingConfiguration`:
  /// the cell of SwiftUI rows in a `UITableView` (with `TableViewBridge`).
  ///
  ///     let people = ArrayDataSource(team, cell: SwiftUITableViewCell.self) { person in
  ///       Text(person.name)
  ///     }
  ///
  /// Rows size themselves with the table view's automatic dimension.
  public final class SwiftUITableViewCell: UITableViewCell, SwiftUIHostingCell {
    /// Shows a SwiftUI view as the cell's content configuration.
    public func host<Content: View>(_ content: Content) {
      contentConfiguration = UIHostingConfiguration { content }
    }
  }

  /// A collection view header, footer or other supplementary view whose content is a SwiftUI
  /// view (see ``SwiftUISupplementaryDecorator``).
  ///
  /// A list cell, as the bridges' own title headers are, so that it takes the list's header
  /// look and margins.
  public final class SwiftUISupplementaryView: UICollectionViewListCell, SwiftUIHostingCell {
    /// Shows a SwiftUI view as the view's content configuration.
    public func host<Content: View>(_ content: Content) {
      contentConfiguration = UIHostingConfiguration { content }
    }
  }

  /// A table view header or footer whose content is a SwiftUI view (see
  /// ``SwiftUISupplementaryDecorator``), for a `UITableView` shown with `TableViewBridge`.
  ///
  /// Apple documents `UIHostingConfiguration` for cells only, so the content is the view of a
  /// `UIHostingController` (sized by its content's intrinsic size), a child of the view
  /// controller that shows the table while the view is in a window.
  public final class SwiftUITableHeaderFooterView: UITableViewHeaderFooterView, SwiftUIHostingCell {
    private lazy var hosted = HostedSwiftUIView(in: contentView)

    /// Shows a SwiftUI view, filling the view's content view.
    public func host<Content: View>(_ content: Content) {
      hosted.show(content)
    }

    public override func didMoveToWindow() {
      super.didMoveToWindow()
      hosted.followParent(of: self)
    }
  }

  /// A view shown behind a list (a loading, empty or error state) whose content is a SwiftUI
  /// view (see ``SwiftUIBackgroundDecorator``).
  ///
  /// Apple documents `UIHostingConfiguration` for cells only, so the content is the view of a
  /// `UIHostingController`, a child of the view controller that shows the list while the view
  /// is in a window. It keeps that controller and gives it each new content, so a state that
  /// changes (loading, then empty) is updated in place.
  public final class SwiftUIBackgroundView: UIView, SwiftUIHostingCell {
    private lazy var hosted = HostedSwiftUIView(in: self)

    /// Shows a SwiftUI view, filling the view.
    public func host<Content: View>(_ content: Content) {
      hosted.show(content)
    }

    public override func didMoveToWindow() {
      super.didMoveToWindow()
      hosted.followParent(of: self)
    }
  }

  /// A `UIHostingController` whose view fills a container view, made a child of the view
  /// controller that shows the container, as Apple documents for hosting SwiftUI in a UIKit
  /// view that is not a cell.
  @MainActor
  final class HostedSwiftUIView {
    private let controller = UIHostingController(rootView: AnyView(EmptyView()))

    /// Puts the controller's view in `container`, filling it.
    init(in container: UIView) {
      controller.sizingOptions = .intrinsicContentSize
      let view: UIView = controller.view
      view.backgroundColor = .clear
      view.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(view)
      NSLayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        view.topAnchor.constraint(equalTo: container.topAnchor),
        view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
      ])
    }

    /// Shows `content`: SwiftUI updates a content of the same type in place.
    func show<Content: View>(_ content: Content) {
      controller.rootView = AnyView(content)
      controller.view.invalidateIntrinsicContentSize()
    }

    /// Makes the controller a child of the view controller that shows `view` while `view` is
    /// in a window, and of none while it is not.
    func followParent(of view: UIView) {
      let parent = view.window == nil ? nil : Self.viewController(showing: view)
      guard controller.parent !== parent else { return }
      if controller.parent != nil {
        controller.willMove(toParent: nil)
        controller.removeFromParent()
      }
      if let parent {
        parent.addChild(controller)
        controller.didMove(toParent: parent)
      }
    }

    /// The nearest view controller up the responder chain of `view`.
    private static func viewController(showing view: UIView) -> UIViewController? {
      var responder: UIResponder? = view.next
      while let current = responder {
        if let controller = current as? UIViewController { return controller }
        responder = current.next
      }
      return nil
    }
  }
#endif
