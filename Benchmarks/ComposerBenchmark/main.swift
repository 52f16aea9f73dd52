// composer-benchmark: run with `swift run -c release composer-benchmark [mapping] [diff] [composition]`.
// Every figure is a median over repeated runs, with ratios against baselines measured in the
// same run.

let selected = Set(CommandLine.arguments.dropFirst())
if selected.isEmpty || selected.contains("mapping") {
  runMappingBenchmarks()
}
if selected.isEmpty || selected.contains("diff") {
  runDiffBenchmarks()
}
if selected.isEmpty || selected.contains("composition") {
  runCompositionBenchmarks()
}
