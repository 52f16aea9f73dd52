import Foundation

extension DecoratorScaffold {
  /// Why the scaffold's files cannot be written.
  public enum WriteFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// A file already exists; nothing was written.
    case fileExists(String)
    /// The file system refused a write.
    case cannotWrite(String, reason: String)

    public var description: String {
      switch self {
      case .fileExists(let path):
        return "\(path) already exists; scaffold-decorator never overwrites a file. Delete or "
          + "rename it, or choose another model name"
      case .cannotWrite(let path, let reason):
        return "cannot write \(path): \(reason)"
      }
    }
  }

  /// Writes the decorator and, when there is a test target for it, its test, refusing to
  /// overwrite either file; if either exists, nothing is written.
  ///
  ///     try scaffold.write(toPackageAt: package, testTarget: appTests)
  ///     // [.../Sources/App/ContactDecorator.swift, .../Tests/AppTests/ContactDecoratorTests.swift]
  ///     try scaffold.write(toPackageAt: package, testTarget: nil)
  ///     // [.../Sources/App/ContactDecorator.swift]: tell the developer ``noTestTargetNote``
  ///
  /// - Parameters:
  ///   - packageDirectory: The package root; the decorator goes into `Sources/<Target>` below it
  ///     unless `sourcesDirectory` says otherwise.
  ///   - sourcesDirectory: The target's directory, if it is not `Sources/<Target>`.
  ///   - testTarget: The test target for the test (see ``preferredTestTarget(among:)``), or
  ///     `nil` when the package has none: then no test is written, because a file outside a
  ///     test target is silently ignored by SwiftPM.
  /// - Returns: The written files, the decorator first.
  public func write(
    toPackageAt packageDirectory: URL, sourcesDirectory: URL? = nil, testTarget: TestTarget?
  ) throws(WriteFailure) -> [URL] {
    let decorator = (sourcesDirectory ?? packageDirectory.appending(path: "Sources/\(target)"))
      .appending(path: "\(decoratorName).swift")
    var files = [(decorator, decoratorSource)]
    if let testTarget {
      files.append(
        (testTarget.directory.appending(path: "\(decoratorName)Tests.swift"), testSource))
    }
    for (url, _) in files where FileManager.default.fileExists(atPath: url.path) {
      throw .fileExists(url.path)
    }
    for (url, text) in files {
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        // `withoutOverwriting` closes the gap between the check above and the write.
        try Data(text.utf8).write(to: url, options: .withoutOverwriting)
      } catch {
        throw .cannotWrite(url.path, reason: error.localizedDescription)
      }
    }
    return files.map(\.0)
  }
}
