/// The behaviour shared by headless table and collection view cells: a reuse identifier, a
/// `prepareForReuse()` hook that counts its calls, and text the host renders.
///
/// Subclass ``HeadlessTableViewCell`` or ``HeadlessCollectionViewCell`` rather than this class;
/// a view registers only cells of its own flavour, as UIKit requires a `UITableViewCell` or a
/// `UICollectionViewCell` subclass.
///
/// Bookkeeping a test can read: ``prepareForReuseCount`` (how many times the cell was taken
/// from the reuse pool; more than 0 for a reused cell) and ``position`` (where the host shows
/// the cell now).
@MainActor
open class HeadlessReusableCell {
  /// The identifier under which the host pools the cell, or `nil` for a cell created without
  /// one (a table never reuses such a cell; a collection view rejects it).
  public let reuseIdentifier: String?

  /// The main text, like `textLabel.text`.
  open var textLabel: String?

  /// The secondary text, like `detailTextLabel.text`.
  open var detailTextLabel: String?

  /// The number of times the host called ``prepareForReuse()``: once per reuse, never for a
  /// fresh cell, never on reconfigure.
  public internal(set) var prepareForReuseCount = 0

  /// The position at which the host currently shows the cell, or `nil` when it is in the reuse
  /// pool or was never shown.
  public internal(set) var position: ListPosition?

  /// The request in which the cell was last dequeued, for the one-cell-per-request rules.
  var dequeueRequestID: Int?

  /// Creates a cell without a reuse identifier, like `UITableViewCell()`.
  public init() {
    reuseIdentifier = nil
  }

  /// Creates a cell that the host can pool under `reuseIdentifier`. Hosts create registered
  /// cells with this initializer.
  public required init(reuseIdentifier: String) {
    self.reuseIdentifier = reuseIdentifier
  }

  /// Resets the cell before the host hands it out again. Override to clear state; the host counts
  /// calls in ``prepareForReuseCount`` whether or not an override calls `super`.
  open func prepareForReuse() {}

  /// The text the host's rendering shows for this cell: ``textLabel`` and ``detailTextLabel``
  /// joined by " — ", or `"(empty)"`.
  open var renderedText: String {
    // Written out rather than joined from a filtered list: a test renders every row after
    // every change, in a debug build.
    let text = textLabel.flatMap { $0.isEmpty ? nil : $0 }
    let detail = detailTextLabel.flatMap { $0.isEmpty ? nil : $0 }
    switch (text, detail) {
    case (let text?, let detail?): return text + " — " + detail
    case (let text?, nil): return text
    case (nil, let detail?): return detail
    case (nil, nil): return "(empty)"
    }
  }

  /// `<TypeName: 0x…; reuseIdentifier = id>`, in the shape UIKit prints views.
  var objectDescription: String {
    let address = Unmanaged.passUnretained(self).toOpaque()
    return "<\(type(of: self)): \(address); reuseIdentifier = \(reuseIdentifier ?? "(null)")>"
  }

  final func performPrepareForReuse() {
    prepareForReuseCount += 1
    prepareForReuse()
  }
}
