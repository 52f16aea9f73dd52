#if canImport(Combine)
  import Combine

  /// The values of a Combine publisher, as a stream: the subscription is made at once, keeps
  /// only the newest value not read yet, and is cancelled when the stream's reader stops.
  enum PublishedValues {
    /// Returns the stream of a publisher's values, which ends when the publisher completes and
    /// throws its failure.
    static func stream<Values: Publisher>(
      _ publisher: Values
    ) -> AsyncThrowingStream<Values.Output, any Error> where Values.Output: Sendable {
      AsyncThrowingStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
        let subscription = publisher.sink { completion in
          switch completion {
          case .finished: continuation.finish()
          case .failure(let error): continuation.finish(throwing: error)
          }
        } receiveValue: { value in
          continuation.yield(value)
        }
        let held = HeldSubscription(subscription)
        continuation.onTermination = { _ in held.cancel() }
      }
    }
  }

  /// A subscription that the stream's termination cancels, from any thread
  /// (`AnyCancellable.cancel()` may be called from any thread).
  private final class HeldSubscription: @unchecked Sendable {
    private let subscription: AnyCancellable

    init(_ subscription: AnyCancellable) {
      self.subscription = subscription
    }

    func cancel() {
      subscription.cancel()
    }
  }

  extension ArrayDataSource where Model: Diffable & Sendable {
    /// Shows each array a Combine publisher emits, diffed away from the main actor, the latest
    /// winning; as `bind(to:options:scheduler:onError:)` does for an `AsyncSequence`.
    ///
    ///     messages.bind(to: viewModel.$messages)   // a Published<[Message]>.Publisher
    ///
    /// The binding subscribes at once and keeps only the newest array not applied yet. The
    /// publisher's failure ends the binding and is passed to `onError`; its completion ends it
    /// once the last array is applied. Cancelling the binding, or the source leaving its
    /// screen or being deallocated, cancels the subscription.
    ///
    /// - Parameters:
    ///   - publisher: The publisher of arrays.
    ///   - options: How to report changed items and when to prefer a reload.
    ///   - scheduler: Where to compute each diff.
    ///   - onError: Called on the main actor with the publisher's failure.
    /// - Returns: The binding, to cancel it or wait for it; it lives as long as the source.
    @discardableResult
    public func bind<Values: Publisher>(
      to publisher: Values, options: DiffOptions = DiffOptions(),
      scheduler: DiffScheduler = .background,
      onError: (@MainActor (any Error) -> Void)? = nil
    ) -> StreamBinding where Values.Output == [Model] {
      bind(
        to: PublishedValues.stream(publisher), options: options, scheduler: scheduler,
        onError: onError)
    }
  }

  extension StatefulDataSource {
    /// Shows each array a Combine publisher emits as the content, and its failure as the error
    /// state; as `bind(to:options:scheduler:onError:)` does for an `AsyncSequence`.
    ///
    ///     inbox.bind(to: repository.messagesPublisher)   // AnyPublisher<[Message], any Error>
    ///
    /// - Parameters:
    ///   - publisher: The publisher of arrays.
    ///   - options: How to report changed items and when to prefer a reload.
    ///   - scheduler: Where to compute each diff.
    ///   - onError: Also called on the main actor with the publisher's failure, after the error
    ///     state shows.
    /// - Returns: The binding, to cancel it or wait for it; it lives as long as this source.
    @discardableResult
    public func bind<Values: Publisher, Item: Diffable & Sendable, Cell: AnyObject>(
      to publisher: Values, options: DiffOptions = DiffOptions(),
      scheduler: DiffScheduler = .background,
      onError: (@MainActor (any Error) -> Void)? = nil
    ) -> StreamBinding where Content == ArrayDataSource<Item, Cell>, Values.Output == [Item] {
      bind(
        to: PublishedValues.stream(publisher), options: options, scheduler: scheduler,
        onError: onError)
    }
  }
#endif
