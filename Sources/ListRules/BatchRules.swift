import ListDiffing

/// The rules a batch is checked by that the UIKit reference leaves open or that changed between
/// iOS releases: the iOS version to imitate, the wording of count errors, and whether the
/// combinations UIKit accepts but shows wrongly are errors.
///
/// The defaults model a current iOS (18) and reject only what UIKit raises an exception for,
/// which is what the adapter's pre-flight of every batch needs on a device. The headless hosts
/// keep their rules in `HeadlessHostOptions`, which adds what only a look-alike can do.
///
///     var rules = BatchRules()
///     rules.isStrict = true  // unsafe combinations and identity mismatches fail
///     let validator = BatchValidator(flavor: .table, rules: rules)
public struct BatchRules: Hashable, Sendable {
  /// The wording of count errors (§3.6 of the reference).
  public enum MessageStyle: Hashable, Sendable {
    /// "Invalid update: invalid number of rows in section …", as printed up to the iOS 16.4 SDK.
    case legacy
    /// "Invalid batch updates detected: …", as printed by apps built with later SDKs.
    case modern
  }

  /// The major iOS version to imitate. It gates the version-specific rules (a reload combined
  /// with a move is "two animations" up to iOS 10). Defaults to 18.
  public var iOSVersion: Int = 18

  /// The wording of count errors. Defaults to ``MessageStyle/legacy``, whose text names the
  /// section and the counts in one sentence.
  public var messageStyle: MessageStyle = .legacy

  /// A Boolean value that indicates whether combinations UIKit accepts but displays wrongly are
  /// errors rather than warnings: item changes inside moved sections, item reloads in a batch
  /// that inserts, deletes or moves sections, reloads that other changes shift, duplicate index
  /// paths, and (given item identifiers) updates that put items where the data does not.
  /// Defaults to `false`.
  public var isStrict = false

  /// A Boolean value that indicates whether the validator compares item identifiers, when it is
  /// given them. Defaults to `true`.
  public var checksItemIdentity = true

  /// A Boolean value that indicates whether a reloaded section may come back with a different
  /// number of items. Defaults to `true`.
  public var reloadedSectionCountMayChange = true

  /// Creates rules with every value at its default.
  public init() {}
}
