#if canImport(SwiftUI)
  import ListComposer
  import ListComposerAdapter
  import SwiftUI

  /// A cell decorator whose cell content is a SwiftUI view built from the model.
  ///
  ///     enum ContactRow: SwiftUICellDecorator {
  ///       static func body(for contact: Contact) -> some View {
  ///         LabeledContent(contact.name, value: contact.lastSeen)
  ///       }
  ///     }
  ///     let contacts = ArrayDataSource(recent, decorator: ContactRow.self)
  ///
  /// The cell is the hosting cell ``ComposedList`` shows (``SwiftUIListCell`` on iOS,
  /// ``SwiftUITableCellView`` on macOS) unless the decorator names another with
  /// `typealias Cell = SwiftUITableViewCell`, say, for a `UITableView`.
  ///
  /// It is a `CellDecorator` like any other, so it works wherever one does: an
  /// `ArrayDataSource`, a `PagedDataSource`, a `MixedDataSource` and its decorator catalog, a
  /// declared screen's `ScreenSection(_:items:decorator:)`, beside UIKit or AppKit cells of
  /// other children. A decorator whose model is `Placeholder` renders the placeholder rows of a
  /// `StatefulDataSource` or `PagedDataSource` (`setPlaceholder(_:for:)`) in SwiftUI.
  ///
  /// Cells are dequeued by reuse identifier as every cell is (the decorator's name by default,
  /// so each SwiftUI decorator pools its own cells); a source's `reconfigure` calls the
  /// decorator again on the cell shown, and SwiftUI updates the hosted view in place.
  ///
  /// - Complexity: ``body(for:)`` runs once per cell request, as `decorate` does.
  public protocol SwiftUICellDecorator: CellDecorator where Cell: SwiftUIHostingCell {
    /// The type of the values this decorator shows, inferred from ``body(for:)``.
    associatedtype Model

    #if canImport(UIKit) && !os(watchOS)
      /// The hosting cell class: ``SwiftUIListCell`` unless the decorator names another (a
      /// ``SwiftUITableViewCell`` for a `UITableView`).
      associatedtype Cell = SwiftUIListCell
    #elseif canImport(AppKit)
      /// The hosting cell class: ``SwiftUITableCellView`` unless the decorator names another.
      associatedtype Cell = SwiftUITableCellView
    #endif

    /// The type of the view a model is shown as.
    associatedtype Body: View

    /// Returns the view that shows a model.
    ///
    /// - Parameter model: The model to show.
    @ViewBuilder static func body(for model: Model) -> Body
  }

  extension SwiftUICellDecorator {
    /// The decorator's name, so that each SwiftUI decorator pools its own cells and a reused
    /// cell keeps a hosting view of the same content type.
    public static var reuseIdentifier: String { String(reflecting: Self.self) }

    /// Shows ``body(for:)`` in the cell.
    public static func decorate(_ cell: Cell, with model: Model) {
      cell.host(body(for: model))
    }
  }
#endif
