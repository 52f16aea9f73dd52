import PackagePlugin

@main
struct DecoratorCatalogPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] { [] }
}
