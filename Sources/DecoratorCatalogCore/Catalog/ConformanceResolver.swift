/// Works out which scanned types are cell decorators and what their model, cell and reuse
/// identifier are, resolving names the way Swift looks them up from a nested scope.
struct ConformanceResolver {
  private let protocolModule: String
  private let knownExternalCellTypes: Set<String>
  private var primaries: [String: [Declaration]] = [:]
  private var extensions: [String: [Declaration]] = [:]
  private var conformances: [String: BuildCondition?] = [:]
  private var resolving: Set<String> = []
  private(set) var diagnostics: [Diagnostic] = []

  private static let typeKinds: Set<Declaration.Kind> = [.struct, .class, .enum, .actor]

  init(declarations: [Declaration], protocolModule: String, knownExternalCellTypes: Set<String>) {
    self.protocolModule = protocolModule
    self.knownExternalCellTypes = knownExternalCellTypes
    for declaration in declarations where declaration.kind != .extension {
      primaries[declaration.name, default: []].append(declaration)
    }
    for declaration in declarations where declaration.kind == .extension {
      let name = resolve(declaration.name, from: "") ?? declaration.name
      extensions[name, default: []].append(declaration)
    }
  }

  // MARK: Names

  /// Returns the qualified name of the declaration `written` refers to from inside `scope`.
  func resolve(_ written: String, from scope: String) -> String? {
    var outer = scope.split(separator: ".").map(String.init)
    while true {
      let candidate = (outer + [written]).joined(separator: ".")
      if primaries[candidate] != nil { return candidate }
      if outer.isEmpty { break }
      outer.removeLast()
    }
    // A module-qualified name such as `MyApp.ContactCell`.
    if let dot = written.firstIndex(of: ".") {
      let rest = String(written[written.index(after: dot)...])
      if primaries[rest] != nil { return rest }
    }
    return nil
  }

  private func isRoot(_ written: String) -> Bool {
    written == "CellDecorator" || written == protocolModule + ".CellDecorator"
  }

  /// Returns the qualified name and the written generic arguments of a type as written in
  /// `scope`, following the target's type aliases, and whether the target declares it.
  private func canonical(_ written: String, from scope: String, depth: Int = 0) -> (
    String, declared: Bool
  ) {
    let base = written.split(separator: "<", maxSplits: 1).first.map(String.init) ?? written
    let arguments = String(written.dropFirst(base.count))
    let trimmedBase = base.trimmingSpaces()
    guard let resolved = resolve(trimmedBase, from: scope) else {
      return (trimmedBase + arguments, false)
    }
    if depth < 8, arguments.isEmpty, let alias = primaries[resolved]?.first,
      alias.kind == .typealias, let aliased = alias.aliasedType, !aliased.contains("&")
    {
      // An alias declared by the target counts as declared, whatever it names: it is how a
      // target vouches for a cell type from another module.
      return (canonical(aliased, from: alias.scope, depth: depth + 1).0, true)
    }
    return (resolved + arguments, true)
  }

  private static func lastComponent(of type: String) -> String {
    let base = type.split(separator: "<", maxSplits: 1).first.map(String.init) ?? type
    let arguments = type.dropFirst(base.count)
    return (base.split(separator: ".").last.map(String.init) ?? base) + arguments
  }

  // MARK: Conformance

  /// Returns the condition under which the named type or protocol conforms to `CellDecorator`,
  /// or `nil` if it does not.
  private mutating func conformance(of name: String) -> BuildCondition? {
    if let known = conformances[name] { return known }
    guard !resolving.contains(name) else { return nil }
    resolving.insert(name)
    defer { resolving.remove(name) }
    var alternatives: [BuildCondition] = []
    for declaration in (primaries[name] ?? []) + (extensions[name] ?? []) {
      let scope = declaration.kind == .extension ? "" : declaration.scope
      for written in declaration.inherited {
        // A type's own declaration implies that the type exists; an extension does not.
        let existence =
          declaration.kind == .extension
          ? BuildCondition.any(of: (primaries[name] ?? []).map(\.condition)) : .always
        if isRoot(written) {
          alternatives.append(existence.and(declaration.condition))
        } else if let target = resolve(written, from: scope), target != name,
          let inherited = conformance(of: target)
        {
          alternatives.append(existence.and(declaration.condition).and(inherited))
        }
      }
    }
    let result = alternatives.isEmpty ? nil : BuildCondition.any(of: alternatives)
    conformances[name] = .some(result)
    return result
  }

  // MARK: Entries

  /// Returns the catalog entries, sorted by type name, and records diagnostics about what could
  /// not be decided.
  mutating func entries() -> [CatalogEntry] {
    var result: [CatalogEntry] = []
    for name in primaries.keys.sorted() {
      let declarations = (primaries[name] ?? []).filter { Self.typeKinds.contains($0.kind) }
        .sorted { $0.location < $1.location }
      guard let first = declarations.first, let conformance = conformance(of: name) else {
        continue
      }
      result.append(entry(name, first, declarations, conformance))
    }
    diagnostics.sort { $0.location < $1.location }
    return result
  }

  private mutating func entry(
    _ name: String, _ first: Declaration, _ declarations: [Declaration],
    _ condition: BuildCondition
  ) -> CatalogEntry {
    let isGeneric =
      declarations.contains(where: \.isGeneric)
      || enclosingNames(of: name).contains { outer in
        (primaries[outer] ?? []).contains(where: \.isGeneric)
      }
    let isFilePrivate = declarations.contains(where: \.isFilePrivate)
    if isGeneric {
      warn(
        first.location,
        "'\(name)' is generic, so the catalog cannot register it; register each specialization "
          + "by hand")
    } else if isFilePrivate {
      warn(
        first.location,
        "'\(name)' is private, so the generated catalog cannot see it; make it internal to "
          + "have it registered")
    }

    let isRegistrable = !isGeneric && !isFilePrivate
    let model = typeFact(
      "model type", of: name, kinds: [.modelAlias, .decoratedModel], at: first.location,
      warning: isRegistrable)
    let cell = typeFact(
      "cell type", of: name, kinds: [.cellAlias, .decoratedCell], at: first.location,
      warning: isRegistrable)
    var isCellTypeKnown = false
    var cellFact = CatalogEntry.Fact.unknown("the cell type is unknown")
    var defaultIdentifier: String?
    if case .known(let written, let location) = cell {
      let (resolved, declared) = canonical(written, from: name)
      let external = knownExternalCellTypes.contains(
        Self.lastComponent(of: resolved).split(separator: "<").first.map(String.init) ?? "")
      isCellTypeKnown = declared || external
      cellFact = .known(resolved, location)
      defaultIdentifier = Self.lastComponent(of: resolved)
      if !isCellTypeKnown && isRegistrable {
        warn(
          location,
          "cell type '\(written)' of '\(name)' is not declared in this target; declare it, or "
            + "name it through a type alias of the target if it comes from another module")
      }
    } else if case .unknown(let reason) = cell {
      cellFact = .unknown(reason)
    }
    var modelFact = model
    if case .known(let written, let location) = model {
      modelFact = .known(canonical(written, from: name).0, location)
    }

    var reuseIdentifier: CatalogEntry.Fact
    switch decide("reuse identifier", of: name, kinds: [.reuseIdentifier]) {
    case .some(let fact):
      reuseIdentifier = fact
    case .none:
      reuseIdentifier =
        defaultIdentifier.map { .known($0, first.location) }
        ?? .unknown("the cell type is unknown")
    }
    let variant = decide("catalog variant", of: name, kinds: [.catalogVariant])
    return CatalogEntry(
      typeName: name, location: first.location, condition: condition, model: modelFact,
      cell: cellFact, isCellTypeKnown: isCellTypeKnown, reuseIdentifier: reuseIdentifier,
      variant: variant, isRegistrable: isRegistrable)
  }

  private func enclosingNames(of name: String) -> [String] {
    let parts = name.split(separator: ".").map(String.init)
    return (1..<max(1, parts.count)).map { parts.prefix($0).joined(separator: ".") }
  }

  private mutating func warn(_ location: SourceLocation, _ message: String) {
    diagnostics.append(Diagnostic(.warning, at: location, message))
  }

  private mutating func typeFact(
    _ what: String, of name: String, kinds: [MemberFact.Kind], at location: SourceLocation,
    warning: Bool
  ) -> CatalogEntry.Fact {
    if let fact = decide(what, of: name, kinds: kinds) { return fact }
    guard warning else { return .unknown("no declaration states the \(what)") }
    let declaration = what == "model type" ? "typealias Model" : "typealias Cell"
    warn(
      location,
      "cannot determine the \(what) of '\(name)'; declare '\(declaration) = ...' or "
        + "'static func decorate(_:with:)'")
    return .unknown("no declaration states the \(what)")
  }

  /// Finds the members of `kinds` (in order of preference) that state a fact about `name`: in
  /// the type and its extensions first, then in its superclasses and refined protocols.
  private mutating func decide(
    _ what: String, of name: String, kinds: [MemberFact.Kind]
  ) -> CatalogEntry.Fact? {
    var level = [name]
    var visited: Set<String> = [name]
    while !level.isEmpty {
      let declarations = level.flatMap { (primaries[$0] ?? []) + (extensions[$0] ?? []) }
      for kind in kinds {
        let facts = declarations.flatMap { declaration in
          declaration.members.filter { $0.kind == kind }
        }
        if !facts.isEmpty { return merge(facts, what, of: name) }
      }
      var next: [String] = []
      for declaration in declarations {
        let scope = declaration.kind == .extension ? "" : declaration.scope
        for written in declaration.inherited {
          if let target = resolve(written, from: scope), visited.insert(target).inserted {
            next.append(target)
          }
        }
      }
      level = next
    }
    return nil
  }

  private mutating func merge(
    _ facts: [MemberFact], _ what: String, of name: String
  ) -> CatalogEntry.Fact {
    let sorted = facts.sorted { $0.location < $1.location }
    for fact in sorted {
      if case .undecidable(let reason) = fact.value {
        warn(
          fact.location,
          "cannot decide the \(what) of '\(name)': \(reason); the catalog does not check it")
        return .unknown(reason)
      }
    }
    var distinct: [(String, SourceLocation)] = []
    for fact in sorted {
      if case .known(let value) = fact.value, !distinct.contains(where: { $0.0 == value }) {
        distinct.append((value, fact.location))
      }
    }
    guard let (value, location) = distinct.first else { return .unknown("no value") }
    if distinct.count > 1 {
      let listed = distinct.map { "'\($0.0)' (line \($0.1.line))" }.joined(separator: " and ")
      warn(
        location,
        "cannot decide the \(what) of '\(name)': it is declared as \(listed) in different "
          + "#if branches; the catalog does not check it")
      return .unknown("declared differently in different #if branches")
    }
    return .known(value, location)
  }
}
