// Generates `DecoratorCatalog.generated` for the target it is applied to, or the catalog its
// `decorator-catalog.json` asks for. Wiring only: the scanning, checks, configuration and
// generation live in DecoratorCatalogCore, behind the decorator-catalog tool.

import Foundation
import PackagePlugin

@main
struct DecoratorCatalogPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let module = target as? SwiftSourceModuleTarget else { return [] }
    let inputs = module.sourceFiles(withSuffix: "swift").map(\.url)
    let output = context.pluginWorkDirectoryURL.appending(path: "DecoratorCatalog+Generated.swift")
    // A target that uses ListComposer imports it; one that declares its own CellDecorator and
    // DecoratorCatalog (a test fixture, say) imports nothing.
    let usesListComposer = target.recursiveTargetDependencies.contains { $0.name == "ListComposer" }
    // `decorator-catalog.json` beside the sources sets the access level and name of the catalog
    // (a feature module publishes its catalog that way). It is read whether or not the target
    // excludes it, and is an input so that editing it regenerates the catalog.
    let configuration = module.directoryURL.appending(path: "decorator-catalog.json")
    let configurations =
      FileManager.default.fileExists(atPath: configuration.path(percentEncoded: false))
      ? [configuration] : []
    let arguments =
      ["generate", "--output", output.path(percentEncoded: false)]
      + ["--module-import", usesListComposer ? "ListComposer" : "none"]
      + configurations.flatMap { ["--config", $0.path(percentEncoded: false)] }
      + ["--"] + inputs.map { $0.path(percentEncoded: false) }
    return [
      .buildCommand(
        displayName: "Generating the decorator catalog of \(target.name)",
        executable: try context.tool(named: "decorator-catalog").url,
        arguments: arguments,
        inputFiles: inputs + configurations,
        outputFiles: [output])
    ]
  }
}
