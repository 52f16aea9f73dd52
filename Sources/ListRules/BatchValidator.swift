import ListDiffing

/// Checks one batch of updates against the counts before and after it, the way UIKit does at
/// the end of `performBatchUpdates(_:completion:)`, and computes where every item went.
///
/// UIKit accepts a batch only when three things hold: every index path is in range in its own
/// index space (deletes, reloads and move sources in the old one; inserts and move destinations
/// in the new one), no index path takes part in two operations UIKit cannot combine, and every
/// section's count after the batch equals its count before plus what was inserted and moved in,
/// minus what was deleted and moved out. When one of these fails on a device, the app stops with
/// `NSInternalInconsistencyException`; the validator throws an ``InternalInconsistency`` with
/// UIKit's own message instead.
///
///     let validator = BatchValidator(flavor: .table)
///     var update = BatchUpdate()
///     update.insertedItems = [ListPosition(section: 0, item: 1)]
///     try validator.validate(update, countsBefore: [2], countsAfter: [3])  // accepted
///     try validator.validate(update, countsBefore: [2], countsAfter: [2])
///     // throws .itemCount(section: 0): "Invalid update: invalid number of rows in section 0. …"
///
/// Checks run in a fixed order and the first failure is reported: reload ranges, delete ranges,
/// insert ranges, move ranges, reconfigure ranges, illegal combinations, the section count, item
/// counts by ascending section, then the strict extras. UIKit does not document its order, so a
/// test that asserts an exact message should contain a single fault.
///
/// In strict mode (``BatchRules/isStrict``) the validator also rejects what UIKit
/// accepts but displays wrongly: duplicate index paths, item changes inside a moved section,
/// reloads that other changes shift, and (given item identifiers) batches whose mapping does not
/// put every kept item where the new data has it. Outside strict mode these are returned as
/// ``BatchValidation/warnings``.
///
/// The validator is a pure value: it has no view and reads no data source, so it can run on any
/// thread.
///
/// - Complexity: O(n + c log c), where n is the number of items after the batch and c the number
///   of operations.
public struct BatchValidator: Hashable, Sendable {
  /// The flavour whose wording and rules apply.
  public var flavor: ListViewFlavor

  /// The rules that gate version-specific checks, the message style and strict mode.
  public var rules: BatchRules

  /// The description of the view printed at the end of modern count messages.
  package var viewDescription: String {
    get { givenDescription ?? "<\(flavor.headlessClassName): 0x0>" }
    set { givenDescription = newValue }
  }

  /// The description given, if any: the default one is only made when a message needs it, so
  /// that making a validator for each batch formats no string.
  private var givenDescription: String?

  /// Creates a validator for a flavour.
  ///
  /// - Parameters:
  ///   - flavor: Whether to use a table view's or a collection view's wording and rules.
  ///   - rules: The rules to honour; defaults to ``BatchRules/init()``.
  ///   - viewDescription: What modern count messages print for the view; defaults to
  ///     `<HeadlessTableView: 0x0>` or its collection counterpart.
  public init(
    flavor: ListViewFlavor, rules: BatchRules = BatchRules(),
    viewDescription: String? = nil
  ) {
    self.flavor = flavor
    self.rules = rules
    givenDescription = viewDescription
  }

  public static func == (lhs: BatchValidator, rhs: BatchValidator) -> Bool {
    lhs.flavor == rhs.flavor && lhs.rules == rhs.rules
      && lhs.viewDescription == rhs.viewDescription
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(flavor)
    hasher.combine(rules)
    hasher.combine(viewDescription)
  }

  /// Validates a batch and returns where every section and item went.
  ///
  /// Counts are read through `ListLimits.clamp(_:)`, as hosts read them: a negative count is 0
  /// and a count above `ListLimits.maximumCount` is that maximum.
  ///
  /// - Parameters:
  ///   - update: The operations of the batch, in UIKit's index spaces.
  ///   - countsBefore: The number of items in each section before the batch (the view's cache).
  ///   - countsAfter: The number of items in each section after the batch (the data source).
  ///   - identifiersBefore: Optionally, the item identifiers before the batch, by section.
  ///   - identifiersAfter: Optionally, the item identifiers after the batch, by section.
  /// - Returns: The mapping from old to new positions, and the faults UIKit accepts.
  /// - Throws: ``InternalInconsistency`` for the first rule the batch breaks.
  @discardableResult
  public func validate(
    _ update: BatchUpdate, countsBefore: [Int], countsAfter: [Int],
    identifiersBefore: [[AnyHashable]]? = nil, identifiersAfter: [[AnyHashable]]? = nil
  ) throws(InternalInconsistency) -> BatchValidation {
    let batch = NormalizedBatch(update)
    let run = ValidationRun(
      validator: self, batch: batch, original: update,
      before: ListLimits.clamp(countsBefore), after: ListLimits.clamp(countsAfter))
    let sections = try run.checkBatch()
    let mapping = try run.mapping(sections: sections)
    var warnings = run.unsafeCombinations(sections: sections)
    if rules.checksItemIdentity, let identifiersBefore, let identifiersAfter,
      let mismatch = run.identityMismatch(
        mapping: mapping, before: identifiersBefore, after: identifiersAfter)
    {
      warnings.append(mismatch)
    }
    if rules.isStrict, let first = warnings.first {
      throw first
    }
    return BatchValidation(mapping: mapping, warnings: warnings)
  }

  /// Checks a batch with the rules UIKit raises an exception for (ranges, illegal
  /// combinations, counts) and nothing else: what a view is checked by before a batch is handed
  /// to it.
  ///
  ///     var update = BatchUpdate()
  ///     update.insertedItems = [ListPosition(section: 0, item: 1)]
  ///     try BatchValidator(flavor: .table).preflight(update, countsBefore: [2], countsAfter: [3])
  ///
  /// Strict mode does not change what this checks; ``validate(_:countsBefore:countsAfter:identifiersBefore:identifiersAfter:)``
  /// also computes the mapping and the strict extras.
  ///
  /// - Parameters:
  ///   - update: The operations of the batch, in UIKit's index spaces.
  ///   - countsBefore: The number of items in each section before the batch (the view's).
  ///   - countsAfter: The number of items in each section after the batch (the data source's).
  /// - Throws: ``InternalInconsistency`` for the first rule the batch breaks, in UIKit's words.
  ///
  /// - Complexity: O(s + c log c), where s is the number of sections and c the number of
  ///   operations.
  public func preflight(_ update: BatchUpdate, countsBefore: [Int], countsAfter: [Int])
    throws(InternalInconsistency)
  {
    _ = try preflight(
      update, countsBefore: countsBefore, countsAfter: countsAfter, makingMapping: false)
  }

  /// ``preflight(_:countsBefore:countsAfter:)``, and, when `makingMapping` is `true`, the
  /// mapping of the batch in the same run: what a lenient
  /// ``validate(_:countsBefore:countsAfter:identifiersBefore:identifiersAfter:)`` gives, without
  /// checking the batch a second time for it.
  ///
  /// - Returns: The mapping, or `nil` when it was not asked for or the batch passes the
  ///   pre-flight but cannot be mapped (a lenient validation would throw then).
  /// - Throws: What ``preflight(_:countsBefore:countsAfter:)`` throws.
  ///
  /// - Complexity: O(s + c log c), where s is the number of sections and c the number of
  ///   operations; O(n + s + c log c) with the mapping, where n is the number of items.
  package func preflight(
    _ update: BatchUpdate, countsBefore: [Int], countsAfter: [Int], makingMapping: Bool
  ) throws(InternalInconsistency) -> BatchMapping? {
    var lenient = self
    lenient.rules.isStrict = false
    let before = ListLimits.clamp(countsBefore)
    let after = ListLimits.clamp(countsAfter)
    // A diff's batch of one section is decided in one pass; any other, or one it refuses, is
    // checked in full, which gives UIKit's message.
    if !makingMapping, ItemBatchShortcut.accepts(update, before: before, after: after) {
      return nil
    }
    let run = ValidationRun(
      validator: lenient, batch: NormalizedBatch(update), original: update,
      before: before, after: after, groupingItems: makingMapping)
    let sections = try run.checkBatch()
    return makingMapping ? try? run.mapping(sections: sections) : nil
  }

  var messages: UIKitMessages { UIKitMessages(flavor: flavor, viewDescription: viewDescription) }
}

/// The result of a successful validation: the mapping, and what UIKit accepts but shows wrongly.
public struct BatchValidation: Hashable, Sendable {
  /// Where every section and item after the batch came from.
  public var mapping: BatchMapping

  /// Faults UIKit does not raise (unsafe combinations, identity mismatches). Always empty in
  /// strict mode, where they are thrown instead.
  public var warnings: [InternalInconsistency]
}

/// A batch with duplicates removed (UIKit's section arguments are sets) and the first duplicate
/// of each kind remembered for strict mode.
///
/// Lists without repeats, the usual case, are the batch's own arrays, not copies.
struct NormalizedBatch {
  var deletedSections: [Int]
  var insertedSections: [Int]
  var reloadedSections: [Int]
  var movedSections: [SectionMove]
  var deletedItems: [ListPosition]
  var insertedItems: [ListPosition]
  var reloadedItems: [ListPosition]
  var reconfiguredItems: [ListPosition]
  var movedItems: [ItemMove]
  /// The operations each item index path takes part in; empty when ``movesBySource`` is set.
  var roles: PositionRoles
  /// The moves in the order of their sources, when the item operations are in order and the
  /// item conflict checks have nothing to find (see `OrderedItemOperations`); then no table of
  /// roles is built.
  var movesBySource: [ItemMove]?
  /// The index in ``movedItems`` of the first move from an index path an earlier move left
  /// from, and of the first move to an index path an earlier move went to.
  var repeatedMoveSource: Int?
  var repeatedMoveDestination: Int?
  /// The first repeated section or index path per operation, as (operation, value).
  var duplicateSections: [(String, Int)] = []
  var duplicateItems: [(String, ListPosition)] = []

  init(_ update: BatchUpdate) {
    var duplicateSections: [(String, Int)] = []
    var duplicateItems: [(String, ListPosition)] = []
    func unique<T: CheapHashable>(_ values: [T], _ duplicate: (T) -> Void) -> [T] {
      let (kept, repeated) = CheapSet.withoutRepeats(values)
      repeated.map(duplicate)
      return kept
    }
    deletedSections = unique(update.deletedSections) { duplicateSections.append(("delete", $0)) }
    insertedSections = unique(update.insertedSections) { duplicateSections.append(("insert", $0)) }
    reloadedSections = unique(update.reloadedSections) { duplicateSections.append(("reload", $0)) }
    movedSections = unique(update.movedSections) { duplicateSections.append(("move", $0.from)) }
    self.duplicateSections = duplicateSections
    if let movesBySource = OrderedItemOperations.movesBySource(of: update) {
      // Nothing repeats, so every list is the batch's own.
      deletedItems = update.deletedItems
      insertedItems = update.insertedItems
      reloadedItems = update.reloadedItems
      reconfiguredItems = update.reconfiguredItems
      movedItems = update.movedItems
      self.movesBySource = movesBySource
      roles = PositionRoles(minimumCapacity: 0)
      return
    }
    var roles = PositionRoles(
      minimumCapacity: update.deletedItems.count + update.insertedItems.count
        + update.reloadedItems.count + update.reconfiguredItems.count
        + 2 * update.movedItems.count)
    func unique(
      _ values: [ListPosition], as role: PositionRoles.Role, _ operation: String?
    ) -> [ListPosition] {
      let (kept, repeated) = roles.insertAll(values, as: role)
      if let operation, let repeated { duplicateItems.append((operation, repeated)) }
      return kept
    }
    deletedItems = unique(update.deletedItems, as: .deleted, "delete")
    insertedItems = unique(update.insertedItems, as: .inserted, "insert")
    reloadedItems = unique(update.reloadedItems, as: .reloaded, "reload")
    reconfiguredItems = unique(update.reconfiguredItems, as: .reconfigured, nil)
    // A move whose source and destination are both new to the table repeats nothing; any
    // other, which only a faulty batch has, sends the moves through the exact checks.
    var movesRepeat = false
    for move in update.movedItems {
      let newSource = roles.insert(move.from, as: .movedFrom)
      let newDestination = roles.insert(move.to, as: .movedTo)
      if !newSource || !newDestination { movesRepeat = true }
    }
    if movesRepeat {
      movedItems = unique(update.movedItems) { duplicateItems.append(("move", $0.from)) }
      var sources = CheapSet<ListPosition>(minimumCapacity: movedItems.count)
      var destinations = CheapSet<ListPosition>(minimumCapacity: movedItems.count)
      for (index, move) in movedItems.enumerated() {
        if !sources.insert(move.from), repeatedMoveSource == nil { repeatedMoveSource = index }
        if !destinations.insert(move.to), repeatedMoveDestination == nil {
          repeatedMoveDestination = index
        }
      }
    } else {
      movedItems = update.movedItems
    }
    self.roles = roles
    self.duplicateItems = duplicateItems
  }
}
