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
  public final class SwiftUITableHeaderFooterView: UITableViewHeaderFooterView, SwiftUIHostingCell {
    /// Shows a SwiftUI view as the view's content configuration.
    public func host<Content: View>(_ content: Content) {
      contentConfiguration = UIHostingConfiguration { content }
    }
  }

  /// A view shown behind a list (a loading, empty or error state) whose content is a SwiftUI
  /// view (see ``SwiftUIBackgroundDecorator``).
  ///
  /// It keeps one hosting content view and gives it each new content, so a state that changes
  /// (loading, then empty) is updated in place.
  public final class SwiftUIBackgroundView: UIView, SwiftUIHostingCell {
    private var contentView: (any UIView & UIContentView)?

    /// Shows a SwiftUI view, filling the view.
    public func host<Content: View>(_ content: Content) {
      let configuration = UIHostingConfiguration { content }.margins(.all, 0)
      if let contentView, contentView.supports(configuration) {
        contentView.configuration = configuration
        return
      }
      contentView?.removeFromSuperview()
      let made = configuration.makeContentView()
      made.translatesAutoresizingMaskIntoConstraints = false
      addSubview(made)
      NSLayoutConstraint.activate([
        made.leadingAnchor.constraint(equalTo: leadingAnchor),
        made.trailingAnchor.constraint(equalTo: trailingAnchor),
        made.topAnchor.constraint(equalTo: topAnchor),
        made.bottomAnchor.constraint(equalTo: bottomAnchor),
      ])
      contentView = made
    }
  }
#endif
