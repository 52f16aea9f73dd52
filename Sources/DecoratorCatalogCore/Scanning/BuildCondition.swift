/// The `#if` conditions under which a declaration is compiled.
///
/// A condition is a conjunction of clauses, each a Swift compilation condition such as `DEBUG`,
/// `!os(Linux)` or `(A || B)`; the empty conjunction is always true. The generated catalog wraps a
/// registration in `#if <condition>` so that a decorator declared under `#if DEBUG` is only
/// registered in debug builds.
public struct BuildCondition: Hashable, Sendable {
  /// One branch of one `#if` block, used to tell that two conditions exclude each other.
  public struct Branch: Hashable, Sendable {
    /// Identifies the `#if` block: its file and its ordinal there.
    public var block: String
    /// The index of the branch in its block: 0 for `#if`, then each `#elseif`, then `#else`.
    public var index: Int
  }

  /// The clauses, all of which must hold.
  public var clauses: [String]
  /// The `#if` branches this condition lies in; empty once conditions have been combined with
  /// `||`.
  public var branches: [Branch]

  /// The condition that always holds.
  public static let always = BuildCondition(clauses: [], branches: [])

  /// Creates a condition from its clauses and branches.
  public init(clauses: [String], branches: [Branch]) {
    self.clauses = clauses
    self.branches = branches
  }

  /// A Boolean value that indicates whether the condition always holds.
  public var isAlways: Bool { clauses.isEmpty }

  /// The condition as a Swift compilation condition, or `nil` if it always holds.
  public var expression: String? {
    isAlways ? nil : clauses.joined(separator: " && ")
  }

  /// Returns the condition that holds when both this condition and `other` hold.
  public func and(_ other: BuildCondition) -> BuildCondition {
    var result = self
    for clause in other.clauses where !result.clauses.contains(clause) {
      result.clauses.append(clause)
    }
    for branch in other.branches where !result.branches.contains(branch) {
      result.branches.append(branch)
    }
    return result
  }

  /// Returns the condition that holds when any of `alternatives` holds.
  public static func any(of alternatives: [BuildCondition]) -> BuildCondition {
    var unique: [BuildCondition] = []
    for alternative in alternatives {
      if alternative.isAlways { return .always }
      if !unique.contains(alternative) { unique.append(alternative) }
    }
    if unique.count == 1, let only = unique.first { return only }
    let text = unique.map { alternative in
      alternative.clauses.count == 1
        ? term(alternative.clauses.joined())
        : "(\(alternative.clauses.joined(separator: " && ")))"
    }
    // Parenthesized as a whole, so that `and(_:)` can append clauses with `&&`.
    return BuildCondition(
      clauses: text.isEmpty ? ["false"] : ["(" + text.joined(separator: " || ") + ")"],
      branches: [])
  }

  /// A Boolean value that indicates whether this condition and `other` can never hold in the
  /// same build, because they lie in different branches of one `#if` block.
  public func excludes(_ other: BuildCondition) -> Bool {
    branches.contains { mine in
      other.branches.contains { $0.block == mine.block && $0.index != mine.index }
    }
  }

  /// Wraps a clause in parentheses unless it is a single term such as `DEBUG` or `os(iOS)`.
  static func term(_ clause: String) -> String {
    let isSimple = !clause.contains(" ") && !clause.contains("&&") && !clause.contains("||")
    return isSimple ? clause : "(\(clause))"
  }

  /// Returns the negation of a clause.
  static func negation(_ clause: String) -> String {
    "!\(term(clause))"
  }
}
