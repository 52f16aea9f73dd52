// decorator-catalog: the command-line tool behind DecoratorCatalogPlugin and
// ScaffoldDecoratorPlugin. All logic lives in DecoratorCatalogCore; this file parses arguments,
// reads and writes files, and sets the exit status.

import DecoratorCatalogCore
import Foundation

let usage = """
  usage:
    decorator-catalog generate --output <file> [--module-import <module>|none]
                               [--protocol-module <module>] [--known-cell-type <type>]...
                               [--config <decorator-catalog.json>] <input.swift>...
    decorator-catalog scaffold --model <Model> --cell <Cell> --target <Target>
                               --package-dir <dir> [--sources-dir <dir>]
                               [--test-target <TestTarget>=<dir>]... [--module-import <module>]

  scaffold writes the test only into a test target given with --test-target (one that depends
  on the target; the one named <Target>Tests is preferred); without one, it writes no test.
  """

/// Options and positional arguments of one subcommand.
struct Arguments {
  var options: [String: [String]] = [:]
  var positional: [String] = []

  init(_ arguments: ArraySlice<String>, valued: Set<String>) throws(UsageError) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--" {
        positional += remaining
        return
      }
      if argument.hasPrefix("--") {
        guard valued.contains(argument) else { throw UsageError("unknown option \(argument)") }
        guard let value = remaining.popFirst() else {
          throw UsageError("\(argument) needs a value")
        }
        options[argument, default: []].append(value)
      } else {
        positional.append(argument)
      }
    }
  }

  func single(_ name: String) throws(UsageError) -> String? {
    guard let values = options[name] else { return nil }
    guard values.count == 1, let value = values.first else {
      throw UsageError("\(name) given more than once")
    }
    return value
  }

  func required(_ name: String) throws(UsageError) -> String {
    guard let value = try single(name) else { throw UsageError("missing \(name)") }
    return value
  }
}

struct UsageError: Error {
  var message: String
  init(_ message: String) { self.message = message }
}

func printError(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}

func generate(_ arguments: Arguments) throws(UsageError) -> Int32 {
  let output = try arguments.required("--output")
  let moduleImport = try arguments.single("--module-import") ?? "ListComposer"
  var builder = CatalogBuilder(
    protocolModule: try arguments.single("--protocol-module") ?? "ListComposer")
  builder.knownExternalCellTypes.formUnion(arguments.options["--known-cell-type"] ?? [])
  var files: [SourceFile] = []
  for path in arguments.positional {
    guard let data = FileManager.default.contents(atPath: path) else {
      printError("error: cannot read \(path)")
      return 1
    }
    files.append(SourceFile(path: path, text: String(decoding: data, as: UTF8.self)))
  }
  var configuration = CatalogConfiguration()
  if let path = try arguments.single("--config") {
    guard let data = FileManager.default.contents(atPath: path) else {
      printError("error: cannot read \(path)")
      return 1
    }
    do {
      configuration = try CatalogConfiguration(
        json: String(decoding: data, as: UTF8.self), path: path)
    } catch {
      printError(error.diagnostic.description)
      return 1
    }
  }
  let catalog = builder.build(files)
  for diagnostic in catalog.diagnostics {
    printError(diagnostic.description)
  }
  let generator = CatalogGenerator(
    configuration, moduleImport: moduleImport == "none" ? nil : moduleImport)
  let source = Data(generator.source(for: catalog).utf8)
  // Leave an unchanged file untouched so the build does not recompile the target.
  if FileManager.default.contents(atPath: output) != source {
    do {
      try source.write(to: URL(filePath: output), options: .atomic)
    } catch {
      printError("error: cannot write \(output): \(error.localizedDescription)")
      return 1
    }
  }
  return catalog.diagnostics.containsError ? 1 : 0
}

func scaffold(_ arguments: Arguments) throws(UsageError) -> Int32 {
  guard arguments.positional.isEmpty else {
    throw UsageError("unexpected argument \(arguments.positional.joined(separator: " "))")
  }
  let packageDirectory = URL(filePath: try arguments.required("--package-dir"))
  var testTargets: [DecoratorScaffold.TestTarget] = []
  for value in arguments.options["--test-target"] ?? [] {
    guard let equals = value.firstIndex(of: "="), equals != value.startIndex,
      value.index(after: equals) != value.endIndex
    else { throw UsageError("--test-target needs <TestTarget>=<dir>, not '\(value)'") }
    testTargets.append(
      DecoratorScaffold.TestTarget(
        name: String(value[..<equals]),
        directory: URL(filePath: String(value[value.index(after: equals)...]))))
  }
  let sourcesDirectory = try arguments.single("--sources-dir").map { URL(filePath: $0) }
  do {
    let scaffold = try DecoratorScaffold(
      model: try arguments.required("--model"), cell: try arguments.required("--cell"),
      target: try arguments.required("--target"),
      moduleImport: try arguments.single("--module-import") ?? "ListComposer")
    let sources = swiftFiles(
      under: sourcesDirectory ?? packageDirectory.appending(path: "Sources/\(scaffold.target)"))
    let testTarget = scaffold.preferredTestTarget(among: testTargets)
    let written = try scaffold.write(
      toPackageAt: packageDirectory, sourcesDirectory: sourcesDirectory, testTarget: testTarget)
    for url in written {
      print("wrote \(url.path)")
    }
    if testTarget == nil {
      print("note: \(scaffold.noTestTargetNote)")
    }
    if let note = scaffold.declarationNote(for: scaffold.undeclaredTypes(in: sources)) {
      print("note: \(note)")
    }
    return 0
  } catch let failure as DecoratorScaffold.Failure {
    printError("error: \(failure)")
  } catch let failure as DecoratorScaffold.WriteFailure {
    printError("error: \(failure)")
  } catch let failure as UsageError {
    throw failure
  } catch {
    printError("error: \(error)")
  }
  return 1
}

/// The Swift files below `directory`, read for the names they declare; unreadable files are
/// skipped, as a missing directory is (a target's sources may live elsewhere).
func swiftFiles(under directory: URL) -> [SourceFile] {
  guard let paths = FileManager.default.enumerator(atPath: directory.path) else { return [] }
  var files: [SourceFile] = []
  for case let relative as String in paths where relative.hasSuffix(".swift") {
    let path = directory.appending(path: relative).path
    guard let data = FileManager.default.contents(atPath: path) else { continue }
    files.append(SourceFile(path: path, text: String(decoding: data, as: UTF8.self)))
  }
  return files
}

func run(_ commandLine: [String]) -> Int32 {
  let arguments = commandLine.dropFirst()
  do throws(UsageError) {
    switch arguments.first {
    case "generate":
      return try generate(
        Arguments(
          arguments.dropFirst(),
          valued: [
            "--output", "--module-import", "--protocol-module", "--known-cell-type", "--config",
          ]))
    case "scaffold":
      return try scaffold(
        Arguments(
          arguments.dropFirst(),
          valued: [
            "--model", "--cell", "--target", "--package-dir", "--sources-dir", "--test-target",
            "--module-import",
          ]))
    case "-h", "--help", "help":
      print(usage)
      return 0
    default:
      throw UsageError("expected a subcommand")
    }
  } catch {
    printError("error: \(error.message)\n\(usage)")
    return 2
  }
}

exit(run(CommandLine.arguments))
