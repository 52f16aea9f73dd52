/// The kinds of supplementary view UIKit's flow and compositional layouts know by name; any
/// other string is a kind of your own.
public enum SupplementaryKind {
  /// A section header: `UICollectionView.elementKindSectionHeader`.
  public static let header = "UICollectionElementKindSectionHeader"
  /// A section footer: `UICollectionView.elementKindSectionFooter`.
  public static let footer = "UICollectionElementKindSectionFooter"
}

/// What a host needs to create supplementary views of one kind and reuse identifier.
///
///     SupplementaryRegistration(kind: SupplementaryKind.header, viewType: TitleView.self)
///     // reuseIdentifier == "TitleView"
public struct SupplementaryRegistration: Sendable {
  /// The element kind, such as ``SupplementaryKind/header``.
  public var kind: String
  /// The identifier under which the host pools views of ``viewType`` for ``kind``.
  public var reuseIdentifier: String
  /// The class of the views to create.
  public var viewType: any AnyObject.Type

  /// Creates a registration; the reuse identifier defaults to the view type's name.
  public init(kind: String, viewType: any AnyObject.Type, reuseIdentifier: String? = nil) {
    self.kind = kind
    self.viewType = viewType
    self.reuseIdentifier = reuseIdentifier ?? String(describing: viewType)
  }
}

extension SupplementaryRegistration: Hashable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.kind == rhs.kind && lhs.reuseIdentifier == rhs.reuseIdentifier
      && ObjectIdentifier(lhs.viewType) == ObjectIdentifier(rhs.viewType)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(reuseIdentifier)
    hasher.combine(ObjectIdentifier(viewType))
  }
}

/// A host that also creates and reuses supplementary views: a collection view, or its
/// headless look-alike. Registrations are keyed by kind and identifier, as UIKit keys them.
@MainActor
public protocol SupplementaryViewHost: CellHost {
  /// Registers a view type for a kind and reuse identifier.
  func registerSupplementaryView(_ registration: SupplementaryRegistration) throws

  /// Returns a reusable view of a kind for the identifier.
  ///
  /// - Throws: An error that names the kind and identifier when nothing is registered for them.
  func dequeueSupplementaryView(
    ofKind kind: String, withReuseIdentifier reuseIdentifier: String, for position: ListPosition
  ) throws -> AnyObject

  /// Returns the view of a kind the host shows for a section now, or `nil` when it shows none
  /// (the section is off screen, say) or cannot tell; the default is `nil`.
  ///
  /// The adapter fills such a view again in place when a batch changes its section's items
  /// and its decorator refreshes with them (`SupplementaryDecorator.refreshesWithItems`).
  func displayedSupplementaryView(ofKind kind: String, inSection section: Int) -> AnyObject?
}

extension SupplementaryViewHost {
  package func displayedSupplementaryView(ofKind kind: String, inSection section: Int)
    -> AnyObject?
  { nil }
}

/// One request for a supplementary view, as it travels down through compositions: like
/// ``CellRequest``, it keeps the host's own position while the source's changes.
@MainActor
public struct SupplementaryRequest {
  /// The host that asked for the view.
  package let host: any SupplementaryViewHost
  /// The element kind asked for.
  package let kind: String
  /// The position in the host's own index space (for a section header, item 0).
  package let hostPosition: ListPosition

  /// Creates a request.
  package init(host: any SupplementaryViewHost, kind: String, hostPosition: ListPosition) {
    self.host = host
    self.kind = kind
    self.hostPosition = hostPosition
  }

  /// Dequeues a view of the registration's identifier and checks its type.
  ///
  /// - Throws: The host's error when nothing is registered, or
  ///   ``ListError/cellTypeMismatch(reuseIdentifier:expected:actual:)`` when the host returns
  ///   a view of another type.
  public func dequeue<View: AnyObject>(_ viewType: View.Type, reuseIdentifier: String) throws
    -> View
  {
    let view = try host.dequeueSupplementaryView(
      ofKind: kind, withReuseIdentifier: reuseIdentifier, for: hostPosition)
    guard let typed = view as? View else {
      throw ListError.cellTypeMismatch(
        reuseIdentifier: reuseIdentifier, expected: String(describing: viewType),
        actual: String(describing: type(of: view)))
    }
    return typed
  }
}

/// Says how a section's data fills a supplementary view of one kind: the supplementary
/// counterpart of ``CellDecorator``.
///
///     enum InboxHeader: SupplementaryDecorator {
///       static let kind = SupplementaryKind.header
///       static func decorate(_ view: TitleView, with section: ListSection<Message>, at index: Int) {
///         view.title = "\(section.header ?? "Inbox") (\(section.items.count))"
///       }
///     }
///     messages.addSupplementary(InboxHeader.self)
public protocol SupplementaryDecorator {
  /// What the view is filled from: for an ``ArrayDataSource``, its `ListSection<Model>`.
  associatedtype Section
  /// The view class.
  associatedtype View: AnyObject

  /// The element kind the decorator fills.
  static var kind: String { get }

  /// The identifier under which the host pools the views; defaults to the view type's name.
  static var reuseIdentifier: String { get }

  /// Fills a view from a section's data; `index` is the section's index in its source.
  @MainActor static func decorate(_ view: View, with section: Section, at index: Int)

  /// A Boolean value that indicates whether the view shows something of the section's items
  /// (a count, a total), so that the shown view is filled again, in place, whenever a batch
  /// changes the section's items: UIKit keeps a supplementary view as it is until its section
  /// reloads. The default is `false`.
  static var refreshesWithItems: Bool { get }
}

extension SupplementaryDecorator {
  public static var reuseIdentifier: String { String(describing: View.self) }
  public static var refreshesWithItems: Bool { false }

  /// The registration of this decorator's view.
  package static var registration: SupplementaryRegistration {
    SupplementaryRegistration(kind: kind, viewType: View.self, reuseIdentifier: reuseIdentifier)
  }
}

/// A supplementary decorator with its section type fixed, as an array-backed source keeps it.
@MainActor
struct SupplementaryProvider<Section> {
  let registration: SupplementaryRegistration
  let make: @MainActor (SupplementaryRequest, Section, Int) throws -> AnyObject
  /// Fills a shown view again from its section, for a decorator that refreshes with its
  /// section's items; returns whether it did.
  let refresh: @MainActor (AnyObject, Section, Int) -> Bool

  init<Decorator: SupplementaryDecorator>(_ decorator: Decorator.Type)
  where Decorator.Section == Section {
    registration = decorator.registration
    refresh = { view, section, index in
      guard decorator.refreshesWithItems, let view = view as? Decorator.View else { return false }
      decorator.decorate(view, with: section, at: index)
      return true
    }
    make = { request, section, index in
      let view = try request.dequeue(
        Decorator.View.self, reuseIdentifier: decorator.reuseIdentifier)
      decorator.decorate(view, with: section, at: index)
      return view
    }
  }
}
