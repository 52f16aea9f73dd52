import HeadlessHost

/// A headless table or collection view, seen through the few questions the testing helpers ask.
@MainActor
enum CheckedHost {
  case table(HeadlessTableView)
  case collection(HeadlessCollectionView)

  var flavor: ListViewFlavor {
    switch self {
    case .table: .table
    case .collection: .collection
    }
  }

  var options: HeadlessHostOptions {
    switch self {
    case .table(let view): view.options
    case .collection(let view): view.options
    }
  }

  var view: AnyObject {
    switch self {
    case .table(let view): view
    case .collection(let view): view
    }
  }

  var updateLog: [HeadlessUpdateRecord] {
    switch self {
    case .table(let view): view.updateLog
    case .collection(let view): view.updateLog
    }
  }

  /// The number of items in each section, as the view knows them (its count cache).
  var counts: [Int] {
    switch self {
    case .table(let view):
      (0..<view.numberOfSections).map { view.numberOfRows(inSection: $0) }
    case .collection(let view):
      (0..<view.numberOfSections).map { (try? view.numberOfItems(inSection: $0)) ?? 0 }
    }
  }

  /// The cell the view shows (or has prepared) at a position.
  func cell(at position: ListPosition) -> HeadlessReusableCell? {
    switch self {
    case .table(let view): view.cellForRow(at: position)
    case .collection(let view): view.cellForItem(at: position)
    }
  }

  func headerTitle(forSection section: Int) -> String? {
    switch self {
    case .table(let view): view.headerTitle(forSection: section)
    case .collection(let view): view.headerTitle(forSection: section)
    }
  }

  func footerTitle(forSection section: Int) -> String? {
    switch self {
    case .table(let view): view.footerTitle(forSection: section)
    case .collection(let view): view.footerTitle(forSection: section)
    }
  }

  func layoutIfNeeded() throws(InternalInconsistency) {
    switch self {
    case .table(let view): try view.layoutIfNeeded()
    case .collection(let view): try view.layoutIfNeeded()
    }
  }

  /// Returns a new view of the same flavour, with `options`, showing `source` from scratch; the
  /// new view does not observe the source's later changes.
  func rebuilt(showing source: some DataSource, options: HeadlessHostOptions)
    throws(InternalInconsistency) -> CheckedHost
  {
    let rebuilt: CheckedHost
    switch self {
    case .table:
      let view = HeadlessTableView(options: options)
      rebuilt = .table(view)
      try view.display(source)
    case .collection:
      let view = HeadlessCollectionView(options: options)
      rebuilt = .collection(view)
      try view.display(source)
    }
    return rebuilt
  }
}
