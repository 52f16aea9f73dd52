// `swift package scaffold-decorator --model <Model> --cell <Cell> [--target <Target>]`: writes a
// decorator and, into a test target that depends on the target, its test. Wiring only: the
// choice of test target, templating, the notes and the no-overwrite rule live in
// DecoratorCatalogCore, behind the decorator-catalog tool.

import Foundation
import PackagePlugin

@main
struct ScaffoldDecoratorPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let model = extractor.extractOption(named: "model")
    let cell = extractor.extractOption(named: "cell")
    let targetName = extractor.extractOption(named: "target")
    guard model.count == 1, let model = model.first, cell.count == 1, let cell = cell.first,
      targetName.count <= 1, extractor.remainingArguments.isEmpty
    else {
      throw ScaffoldError(
        "usage: swift package scaffold-decorator --model <Model> --cell <Cell> [--target <Target>]"
      )
    }
    let modules = context.package.targets.compactMap { $0 as? SwiftSourceModuleTarget }
    let target: SwiftSourceModuleTarget
    if let name = targetName.first {
      guard let named = modules.first(where: { $0.name == name }) else {
        throw ScaffoldError("no Swift target named '\(name)' in \(context.package.displayName)")
      }
      target = named
    } else {
      guard let first = modules.first(where: { $0.kind == .generic }) else {
        throw ScaffoldError("the package has no regular Swift target; pass --target")
      }
      target = first
    }
    // Only a test target that depends on the target compiles a test of it; the tool picks one
    // of these (preferring <Target>Tests) and writes no test when there is none.
    let testTargets = modules.filter { module in
      module.kind == .test
        && module.dependencies.contains { dependency in
          guard case .target(let dependency) = dependency else { return false }
          return dependency.name == target.name
        }
    }
    var toolArguments = [
      "scaffold", "--model", model, "--cell", cell, "--target", target.name,
      "--package-dir", context.package.directoryURL.path(percentEncoded: false),
      "--sources-dir", target.directoryURL.path(percentEncoded: false),
    ]
    for test in testTargets {
      toolArguments += [
        "--test-target", "\(test.name)=\(test.directoryURL.path(percentEncoded: false))",
      ]
    }
    let process = Process()
    process.executableURL = try context.tool(named: "decorator-catalog").url
    process.arguments = toolArguments
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw ScaffoldError("decorator-catalog scaffold failed (see the message above)")
    }
  }
}

struct ScaffoldError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
