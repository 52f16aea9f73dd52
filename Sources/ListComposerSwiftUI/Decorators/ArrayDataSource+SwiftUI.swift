#if canImport(SwiftUI)
  import ListComposer
  import ListComposerAdapter
  import SwiftUI

  extension ArrayDataSource where Cell: SwiftUIHostingCell {
    /// Creates a single-section data source whose cells show a SwiftUI view made from each
    /// model, in a hosting cell of your choice.
    ///
    ///     let people = ArrayDataSource(team, cell: SwiftUITableViewCell.self) { person in
    ///       Text(person.name)
    ///     }
    ///
    /// - Parameters:
    ///   - items: The models to show.
    ///   - cell: The hosting cell class to dequeue.
    ///   - reuseIdentifier: The identifier to pool cells under; defaults to the cell and
    ///     content types' names, so that a reused cell shows content of the same type.
    ///   - header: The title of the section's header.
    ///   - footer: The title of the section's footer.
    ///   - content: Makes the view that shows a model.
    /// - Complexity: O(1); `content` runs once per cell request.
    public convenience init<Content: View>(
      _ items: [Model], cell: Cell.Type, reuseIdentifier: String? = nil, header: String? = nil,
      footer: String? = nil, @ViewBuilder content: @escaping @MainActor (Model) -> Content
    ) {
      self.init(
        sections: [ListSection(header: header, items: items, footer: footer)], cell: cell,
        reuseIdentifier: reuseIdentifier ?? swiftUIReuseIdentifier(Cell.self, Content.self)
      ) { cell, model in
        cell.host(content(model))
      }
    }
  }

  #if canImport(UIKit) && !os(watchOS)
    extension ArrayDataSource where Cell == SwiftUIListCell {
      /// Creates a single-section data source whose cells show a SwiftUI view made from each
      /// model, in collection view list cells (``SwiftUIListCell``), as ``ComposedList`` shows
      /// them.
      ///
      ///     let people = ArrayDataSource(team) { person in
      ///       Label(person.name, systemImage: "person")
      ///     }
      ///
      /// - Parameters:
      ///   - items: The models to show.
      ///   - header: The title of the section's header.
      ///   - footer: The title of the section's footer.
      ///   - content: Makes the view that shows a model.
      /// - Complexity: O(1); `content` runs once per cell request.
      public convenience init<Content: View>(
        _ items: [Model], header: String? = nil, footer: String? = nil,
        @ViewBuilder content: @escaping @MainActor (Model) -> Content
      ) {
        self.init(
          items, cell: SwiftUIListCell.self, header: header, footer: footer, content: content)
      }
    }
  #elseif canImport(AppKit)
    extension ArrayDataSource where Cell == SwiftUITableCellView {
      /// Creates a single-section data source whose cells show a SwiftUI view made from each
      /// model, in table cell views (``SwiftUITableCellView``), as ``ComposedList`` shows them.
      ///
      ///     let people = ArrayDataSource(team) { person in
      ///       Label(person.name, systemImage: "person")
      ///     }
      ///
      /// - Parameters:
      ///   - items: The models to show.
      ///   - header: The title of the section's header.
      ///   - footer: The title of the section's footer.
      ///   - content: Makes the view that shows a model.
      /// - Complexity: O(1); `content` runs once per cell request.
      public convenience init<Content: View>(
        _ items: [Model], header: String? = nil, footer: String? = nil,
        @ViewBuilder content: @escaping @MainActor (Model) -> Content
      ) {
        self.init(
          items, cell: SwiftUITableCellView.self, header: header, footer: footer, content: content)
      }
    }
  #endif

  /// The default reuse identifier of a closure-made SwiftUI source: the cell and content types,
  /// so that sources of the same content share their cells and no other.
  func swiftUIReuseIdentifier(_ cell: Any.Type, _ content: Any.Type) -> String {
    "\(String(reflecting: cell))<\(String(reflecting: content))>"
  }
#endif
