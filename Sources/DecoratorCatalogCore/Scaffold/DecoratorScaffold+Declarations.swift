extension DecoratorScaffold {
  /// The scaffold's model and cell types that `files` do not declare, model first.
  ///
  ///     let scaffold = try DecoratorScaffold(model: "Ad", cell: "AdCell", target: "App")
  ///     scaffold.undeclaredTypes(in: [SourceFile(path: "Ad.swift", text: "struct Ad {}")])
  ///     // ["AdCell"]
  ///
  /// A type counts as declared when a type, protocol or type alias of that qualified name is
  /// (`Feed.Story` for a `Story` nested in `Feed`). UIKit's and AppKit's cell classes
  /// (``CatalogBuilder/platformCellTypes``) always count as declared.
  ///
  /// - Parameter files: The sources of the decorator's target.
  /// - Complexity: O(n), where n is the total size of the files.
  public func undeclaredTypes(in files: [SourceFile]) -> [String] {
    var declared: Set<String> = []
    for file in files {
      let result = DeclarationScanner.scan(LexedSource(file: file.path, text: file.text))
      for declaration in result.declarations where declaration.kind != .extension {
        declared.insert(declaration.name)
      }
    }
    let cellName = cell.split(separator: ".").last.map(String.init) ?? cell
    var undeclared: [String] = []
    if !declared.contains(model) { undeclared.append(model) }
    if !declared.contains(cell) && !CatalogBuilder.platformCellTypes.contains(cellName) {
      undeclared.append(cell)
    }
    return undeclared
  }

  /// What to tell the developer about types the target does not declare yet, or `nil` when it
  /// declares them all.
  ///
  ///     scaffold.declarationNote(for: ["Ad", "AdCell"])
  ///     // "App does not declare Ad or AdCell yet: declare `struct Ad` (the model) and
  ///     //  `final class AdCell` (the cell: a UITableViewCell or UICollectionViewCell subclass,
  ///     //  or a HeadlessTableViewCell subclass for the headless hosts) in App, or import the
  ///     //  modules that declare them"
  ///
  /// - Parameter undeclared: The result of ``undeclaredTypes(in:)``.
  public func declarationNote(for undeclared: [String]) -> String? {
    var missing: [String] = []
    if undeclared.contains(model) {
      missing.append("\(Self.declaration("struct", model)) (the model)")
    }
    if undeclared.contains(cell) {
      missing.append(
        "\(Self.declaration("final class", cell)) (the cell: a UITableViewCell or "
          + "UICollectionViewCell subclass, or a HeadlessTableViewCell subclass for the headless "
          + "hosts)")
    }
    guard !missing.isEmpty else { return nil }
    let names = undeclared.joined(separator: " or ")
    let modules =
      undeclared.count == 1 ? "the module that declares it" : "the modules that declare them"
    return "\(target) does not declare \(names) yet: declare "
      + missing.joined(separator: " and ") + " in \(target), or import \(modules)"
  }

  /// `struct Ad`, or `struct Story` inside `Feed` for a nested name.
  private static func declaration(_ keyword: String, _ name: String) -> String {
    let parts = name.split(separator: ".")
    guard let last = parts.last, parts.count > 1 else { return "`\(keyword) \(name)`" }
    return "`\(keyword) \(last)` inside `\(parts.dropLast().joined(separator: "."))`"
  }
}
