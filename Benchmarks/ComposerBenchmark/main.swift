// composer-benchmark: run with
// `swift run -c release composer-benchmark [group ...] [--markdown]`; `--help` lists the groups
// and options (`BenchmarkCommand.swift`) and runs nothing, and an unknown group or option prints
// the help and fails. `--markdown` ends with a Markdown table of the figures that have a
// same-run baseline.
// Every figure is a median over repeated runs, with ratios against baselines measured in the
// same run. `diff-memory-child` and `frame-budget-memory-child` are the child processes the diff
// and frame-budget benchmarks start to measure peak memory in a fresh heap; they are not meant to
// be run by hand.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "diff-memory-child" {
  exit(runDiffMemoryChild(Array(arguments.dropFirst())))
}
if arguments.first == "frame-budget-memory-child" {
  exit(runFrameBudgetMemoryChild(Array(arguments.dropFirst())))
}
let command = BenchmarkCommand(arguments: arguments)
if case .failure(let message) = command {
  let text = message + "\n\n" + BenchmarkCommand.helpText + "\n"
  _ = text.withCString { write(STDERR_FILENO, $0, strlen($0)) }
  exit(2)
}
guard case .run(let selected, let markdown) = command else {
  print(BenchmarkCommand.helpText)
  exit(0)
}
if selected.contains(.mapping) {
  runMappingBenchmarks()
}
if selected.contains(.diff) {
  runDiffBenchmarks()
}
if selected.contains(.composition) {
  runCompositionBenchmarks()
}
if selected.contains(.flatRows) {
  runFlatRowBenchmarks()
}
if selected.contains(.outline) {
  runOutlineBenchmarks()
  await runOutlineLoadBenchmarks()
}
if selected.contains(.viewport) {
  runViewportBenchmarks()
}
if selected.contains(.frameBudget) {
  await runFrameBudgetBenchmarks()
}
if selected.contains(.visibility) {
  runVisibilityBenchmarks()
}
if markdown {
  let command = (["swift run -c release composer-benchmark"] + arguments).joined(separator: " ")
  var now = time(nil)
  var parts = tm()
  gmtime_r(&now, &parts)
  func twoDigits(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
  let date = "\(parts.tm_year + 1900)-\(twoDigits(parts.tm_mon + 1))-\(twoDigits(parts.tm_mday))"
  print("")
  print(BenchmarkReport.shared.markdown(command: command, date: date))
}
