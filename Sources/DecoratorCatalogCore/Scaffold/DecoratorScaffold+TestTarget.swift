import Foundation

extension DecoratorScaffold {
  /// A test target of the package that depends on the decorator's target, so that a test written
  /// into its directory is compiled and can `@testable import` the target.
  public struct TestTarget: Hashable, Sendable {
    /// The test target's name.
    public var name: String
    /// The directory that holds its sources.
    public var directory: URL

    /// Creates a test target description.
    public init(name: String, directory: URL) {
      self.name = name
      self.directory = directory
    }
  }

  /// Returns the test target the decorator's test belongs in: the one named `<Target>Tests` if
  /// it is a candidate, otherwise the first candidate by name; `nil` when there is none.
  ///
  ///     scaffold.preferredTestTarget(among: [integration, appTests])?.name  // "AppTests"
  ///     scaffold.preferredTestTarget(among: [])                             // nil
  ///
  /// - Parameter candidates: The test targets that depend on the decorator's target.
  /// - Complexity: O(c), where c is the number of candidates.
  public func preferredTestTarget(among candidates: [TestTarget]) -> TestTarget? {
    candidates.first { $0.name == target + "Tests" }
      ?? candidates.min { ($0.name, $0.directory.path) < ($1.name, $1.directory.path) }
  }

  /// What to tell the developer when the package has no test target for the decorator's
  /// target, so no test was written.
  ///
  ///     scaffold.noTestTargetNote
  ///     // "no test written: no test target depends on App, so SwiftPM would ignore the file.
  ///     //  To test ContactDecorator, add .testTarget(name: "AppTests", dependencies: ["App"])
  ///     //  to Package.swift and write Tests/AppTests/ContactDecoratorTests.swift"
  public var noTestTargetNote: String {
    "no test written: no test target depends on \(target), so SwiftPM would ignore the file. "
      + "To test \(decoratorName), add .testTarget(name: \"\(target)Tests\", dependencies: "
      + "[\"\(target)\"]) to Package.swift and write \(testPath)"
  }
}
