/// Counts the changes of the cell and supplementary registrations of the sources that report
/// them (``RegistrationReporting``), in the whole process: a host checks a screen's
/// registrations before every batch, and need not while the count has not moved since its last
/// check of a screen whose sources all report.
///
/// A source reports by bumping the count wherever its registrations may change: a composition
/// when its children change, an array source when a supplementary decorator is added. One
/// count for every screen keeps each bump O(1); a change on another screen only costs a
/// host one check more.
@MainActor
package enum RegistrationRevision {
  /// The number of registration changes reported so far.
  package private(set) static var current = 0

  /// Reports that some source's registrations may have changed.
  package static func bump() { current &+= 1 }
}

/// A source that bumps ``RegistrationRevision`` whenever its registrations may change.
///
/// A source that does not adopt it, an app's own source among them, may change its
/// registrations at any time without telling: a host checks a screen that holds one before
/// every batch, as it always did.
@MainActor
package protocol RegistrationReporting: AnyObject {
  /// A Boolean value that indicates whether every registration change of this source, and of
  /// every source inside it, bumps ``RegistrationRevision``: `false` for a composition with a
  /// child that does not report.
  ///
  /// - Complexity: O(n), where n is the number of sources inside this one.
  var reportsRegistrationChanges: Bool { get }
}
