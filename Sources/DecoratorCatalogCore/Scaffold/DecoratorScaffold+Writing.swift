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

  /// Writes the decorator and its test, refusing to overwrite either file; if either exists,
  /// nothing is written.
  ///
  /// - Parameters:
  ///   - packageDirectory: The package root; paths default to `Sources/<Target>` and
  ///     `Tests/<Target>Tests` below it.
  ///   - sourcesDirectory: The target's directory, if it is not `Sources/<Target>`.
  ///   - testsDirectory: The test target's directory, if it is not `Tests/<Target>Tests`.
  /// - Returns: The written files.
  public func write(
    toPackageAt packageDirectory: URL, sourcesDirectory: URL? = nil, testsDirectory: URL? = nil
  ) throws(WriteFailure) -> [URL] {
    let decorator = (sourcesDirectory ?? packageDirectory.appending(path: "Sources/\(target)"))
      .appending(path: "\(decoratorName).swift")
    let test = (testsDirectory ?? packageDirectory.appending(path: "Tests/\(target)Tests"))
      .appending(path: "\(decoratorName)Tests.swift")
    let files = [(decorator, decoratorSource), (test, testSource)]
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
