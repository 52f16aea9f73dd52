// Generates `DecoratorCatalog.generated` for the target it is applied to. Wiring only: the
// scanning, checks and generation live in DecoratorCatalogCore, behind the decorator-catalog tool.

import Foundation
import PackagePlugin

@main
struct DecoratorCatalogPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let module = target.sourceModule else { return [] }
    let inputs = module.sourceFiles(withSuffix: "swift").map(\.url)
    let output = context.pluginWorkDirectoryURL.appending(path: "DecoratorCatalog+Generated.swift")
    // A target that uses ListComposer imports it; one that declares its own CellDecorator and
    // DecoratorCatalog (a test fixture, say) imports nothing.
    let usesListComposer = target.recursiveTargetDependencies.contains { $0.name == "ListComposer" }
    let arguments =
      ["generate", "--output", output.path(percentEncoded: false)]
      + ["--module-import", usesListComposer ? "ListComposer" : "none", "--"]
      + inputs.map { $0.path(percentEncoded: false) }
    return [
      .buildCommand(
        displayName: "Generating the decorator catalog of \(target.name)",
        executable: try context.tool(named: "decorator-catalog").url,
        arguments: arguments,
        inputFiles: inputs,
        outputFiles: [output])
    ]
  }
}
