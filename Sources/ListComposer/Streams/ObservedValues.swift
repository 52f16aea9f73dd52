#if canImport(Observation)
  import Observation

  /// The values of one key path of an `@Observable` object, as a stream: the value now, then
  /// the value after each change, read on the main actor.
  ///
  /// Changes coalesce: the first change after a read schedules one read on a later turn of the
  /// main actor, and every change until then is seen by that read, so several mutations in one
  /// turn yield one value. The stream keeps only the newest value not read yet.
  ///
  /// The object is held weakly, so that an object that owns the bound source makes no cycle
  /// with it. The stream ends when the object goes, and when the binding reading it stops.
  ///
  /// Swift gives no hook at an object's deallocation, but its observation registrar releases
  /// the handlers registered with it when it goes: each read registers, with its `onChange`
  /// handler, an ``ObservationLifetime`` whose release looks at the object again on the main
  /// actor and ends the stream if it is gone. A change releases it too; the object is there
  /// then.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  @MainActor
  final class ObservedValues<Object: AnyObject & Observable, Value: Sendable> {
    private weak var object: Object?
    private let keyPath: KeyPath<Object, Value>
    private let continuation: AsyncStream<Value>.Continuation
    private var isStopped = false

    private init(
      _ object: Object, _ keyPath: KeyPath<Object, Value>,
      _ continuation: AsyncStream<Value>.Continuation
    ) {
      self.object = object
      self.keyPath = keyPath
      self.continuation = continuation
    }

    /// Returns the stream of a key path's values, beginning with the value now.
    static func stream(_ keyPath: KeyPath<Object, Value>, of object: Object) -> AsyncStream<Value> {
      let (stream, continuation) = AsyncStream.makeStream(
        of: Value.self, bufferingPolicy: .bufferingNewest(1))
      let values = ObservedValues(object, keyPath, continuation)
      continuation.onTermination = { _ in Task { @MainActor in values.stop() } }
      values.read()
      return stream
    }

    /// Yields the value now and asks to hear of its next change.
    private func read() {
      guard !isStopped else { return }
      guard let object else {
        continuation.finish()
        return
      }
      let lifetime = ObservationLifetime { [weak self] in
        Task { @MainActor in self?.finishIfObjectIsGone() }
      }
      let value = withObservationTracking {
        object[keyPath: keyPath]
      } onChange: { [weak self, lifetime] in
        // Called before the change is made, on the thread that makes it: read on a later turn.
        withExtendedLifetime(lifetime) {}
        Task { @MainActor in self?.read() }
      }
      continuation.yield(value)
    }

    /// Ends the stream when the object is gone: the registrar released an observation without
    /// a change.
    private func finishIfObjectIsGone() {
      guard !isStopped, object == nil else { return }
      isStopped = true
      continuation.finish()
    }

    private func stop() {
      isStopped = true
    }
  }

  /// Calls a function when it is released: held by one observation's `onChange` handler, it
  /// tells when the observed object's registrar lets go of that handler, after a change or
  /// because the object is gone.
  final class ObservationLifetime: Sendable {
    private let released: @Sendable () -> Void

    init(released: @escaping @Sendable () -> Void) {
      self.released = released
    }

    deinit {
      released()
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  extension ArrayDataSource where Model: Diffable & Sendable {
    /// Shows the items at a key path of an `@Observable` object, and shows them again, diffed,
    /// whenever they change.
    ///
    ///     @Observable final class Inbox { var messages: [Message] = [] }
    ///     messages.bind(to: \.messages, of: inbox)
    ///     inbox.messages.append(new)   // on a later turn: insert items [0, 5]
    ///     inbox.messages.remove(at: 0)  // the same turn: one update for both changes
    ///
    /// The items are read with `withObservationTracking` on the main actor: now (shown once
    /// diffed), then on the turn after each change. Changes coalesce: every change made before
    /// that read, such as several mutations in one turn of the main actor, is shown by one
    /// `setItems`. The items are then applied as the elements of
    /// `bind(to:options:scheduler:onError:)`: diffed away from the main actor, the latest
    /// winning, until the binding is cancelled, the object goes, or the source leaves its screen
    /// or is deallocated.
    ///
    /// The object is held weakly, so that a view model that owns both the object and the source
    /// makes no cycle. When it goes, the binding ends (``StreamBinding/isActive`` turns `false`)
    /// and the source keeps showing the items last read.
    ///
    /// - Parameters:
    ///   - keyPath: The items' key path.
    ///   - object: The observable object.
    ///   - options: How to report changed items and when to prefer a reload.
    ///   - scheduler: Where to compute each diff.
    /// - Returns: The binding, to cancel it; it lives as long as the source.
    /// - Complexity: Per read, the cost of ``setItems(_:options:scheduler:)``.
    @discardableResult
    public func bind<Object: AnyObject & Observable>(
      to keyPath: KeyPath<Object, [Model]>, of object: Object,
      options: DiffOptions = DiffOptions(), scheduler: DiffScheduler = .background
    ) -> StreamBinding {
      bind(
        to: ObservedValues.stream(keyPath, of: object), options: options, scheduler: scheduler)
    }

    /// Shows the sections at a key path of an `@Observable` object, and shows them again,
    /// diffed, whenever they change; see `bind(to:of:options:scheduler:)`.
    ///
    ///     contacts.bind(to: \.sectionsByInitial, of: directory)
    ///
    /// - Parameters:
    ///   - keyPath: The sections' key path.
    ///   - object: The observable object.
    ///   - options: How to report changed items and when to prefer a reload.
    ///   - scheduler: Where to compute each diff.
    /// - Returns: The binding, to cancel it; it lives as long as the source.
    @discardableResult
    public func bind<Object: AnyObject & Observable>(
      to keyPath: KeyPath<Object, [ListSection<Model>]>, of object: Object,
      options: DiffOptions = DiffOptions(), scheduler: DiffScheduler = .background
    ) -> StreamBinding {
      bind(
        to: ObservedValues.stream(keyPath, of: object), options: options, scheduler: scheduler)
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  extension StatefulDataSource {
    /// Shows the items at a key path of an `@Observable` object as the content, and shows them
    /// again, diffed, whenever they change: the content state for items, the empty state for
    /// none.
    ///
    ///     inbox.bind(to: \.messages, of: mailbox)   // the empty row while there are none
    ///
    /// Reads, coalescing and lifetime are those of `ArrayDataSource.bind(to:of:options:scheduler:)`;
    /// states those of `bind(to:options:scheduler:onError:)`.
    ///
    /// - Parameters:
    ///   - keyPath: The items' key path.
    ///   - object: The observable object.
    ///   - options: How to report changed items and when to prefer a reload.
    ///   - scheduler: Where to compute each diff.
    /// - Returns: The binding, to cancel it; it lives as long as this source.
    @discardableResult
    public func bind<Object: AnyObject & Observable, Item: Diffable & Sendable, Cell: AnyObject>(
      to keyPath: KeyPath<Object, [Item]>, of object: Object,
      options: DiffOptions = DiffOptions(), scheduler: DiffScheduler = .background
    ) -> StreamBinding where Content == ArrayDataSource<Item, Cell> {
      bind(
        to: ObservedValues.stream(keyPath, of: object), options: options, scheduler: scheduler)
    }
  }
#endif
