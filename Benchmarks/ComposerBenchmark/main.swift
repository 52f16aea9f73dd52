// composer-benchmark: run with
// `swift run -c release composer-benchmark [mapping] [diff] [composition] [flat-rows]
// [outline]`.
// Every figure is a median over repeated runs, with ratios against baselines measured in the
// same run. `diff-memory-child` is the child process the diff benchmark starts to measure peak
// memory in a fresh heap; it is not meant to be run by hand.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "diff-memory-child" {
  exit(runDiffMemoryChild(Array(arguments.dropFirst())))
}
let selected = Set(arguments)
if selected.isEmpty || selected.contains("mapping") {
  runMappingBenchmarks()
}
if selected.isEmpty || selected.contains("diff") {
  runDiffBenchmarks()
}
if selected.isEmpty || selected.contains("composition") {
  runCompositionBenchmarks()
}
if selected.isEmpty || selected.contains("flat-rows") {
  runFlatRowBenchmarks()
}
if selected.isEmpty || selected.contains("outline") {
  runOutlineBenchmarks()
  await runOutlineLoadBenchmarks()
}
