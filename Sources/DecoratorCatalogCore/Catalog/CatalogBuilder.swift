/// A Swift source file given to the catalog builder.
public struct SourceFile: Hashable, Sendable {
  /// The path used in diagnostics.
  public var path: String
  /// The file's contents.
  public var text: String

  /// Creates a source file.
  public init(path: String, text: String) {
    self.path = path
    self.text = text
  }
}

/// The cell decorators of a target and everything worth telling its developer about them.
public struct Catalog: Sendable {
  /// The decorators, sorted by type name.
  public var entries: [CatalogEntry]
  /// Warnings, errors and notes, in a stable order.
  public var diagnostics: [Diagnostic]
}

/// Builds a ``Catalog`` from a target's sources: scans them, finds every type that conforms to
/// `CellDecorator` (directly, through an extension, through a refining protocol or a
/// superclass, transitively), works out its model, cell and reuse identifier, and checks them.
///
///     let builder = CatalogBuilder()
///     let catalog = builder.build([SourceFile(path: "A.swift", text: source)])
///     catalog.entries.map(\.typeName)  // ["ContactDecorator"]
///
/// Two decorators of one model are told apart by a variant:
/// `static let catalogVariant = "compact"`. Of the decorators of one model, one may omit the
/// variant; the others must declare distinct ones.
public struct CatalogBuilder: Sendable {
  /// The module that declares `CellDecorator`; `ListComposer.CellDecorator` counts as a
  /// conformance too.
  public var protocolModule: String
  /// Cell types declared outside the target that need no warning.
  public var knownExternalCellTypes: Set<String>

  /// The cell base classes of UIKit and AppKit.
  public static let platformCellTypes: Set<String> = [
    "UITableViewCell", "UICollectionViewCell", "UICollectionViewListCell",
    "UITableViewHeaderFooterView", "UICollectionReusableView", "UIView", "NSTableCellView",
    "NSCollectionViewItem", "NSView", "NSTableRowView",
  ]

  /// Creates a builder.
  public init(
    protocolModule: String = "ListComposer",
    knownExternalCellTypes: Set<String> = CatalogBuilder.platformCellTypes
  ) {
    self.protocolModule = protocolModule
    self.knownExternalCellTypes = knownExternalCellTypes
  }

  /// Builds the catalog of `files`.
  ///
  /// - Complexity: O(n + d²), where n is the total size of the files and d the number of
  ///   declarations with the same name (usually 1 or 2).
  public func build(_ files: [SourceFile]) -> Catalog {
    var declarations: [Declaration] = []
    var diagnostics: [Diagnostic] = []
    for file in files.sorted(by: { $0.path < $1.path }) {
      let result = DeclarationScanner.scan(LexedSource(file: file.path, text: file.text))
      declarations += result.declarations
      diagnostics += result.diagnostics
    }
    var resolver = ConformanceResolver(
      declarations: declarations, protocolModule: protocolModule,
      knownExternalCellTypes: knownExternalCellTypes)
    let entries = resolver.entries()
    diagnostics += resolver.diagnostics
    diagnostics += CatalogChecks.diagnostics(for: entries)
    return Catalog(entries: entries, diagnostics: diagnostics)
  }
}
