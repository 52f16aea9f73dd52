import PackagePlugin

@main
struct ScaffoldDecoratorPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {}
}
