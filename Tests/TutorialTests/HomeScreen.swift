import ListComposer

/// The home screen: one source per kind of content, each with its own model and cell,
/// composed into one. The screen knows nothing of the view that shows it.
@MainActor
final class HomeScreen {
  let contacts = ContactDecorator.dataSource(for: [], header: "Recent contacts")
  let messages = MessageDecorator.dataSource(for: [], header: "Top messages")
  let inbox: StatefulDataSource<ArrayDataSource<Message, MessageCell>>
  let people: PagedDataSource<Person, PersonCell>
  let screen: SectionedDataSource

  init(loadPeople: @escaping PagedDataSource<Person, PersonCell>.Loader) throws {
    inbox = try StatefulDataSource(
      messages, state: .loading, placeholder: PlaceholderRowDecorator.self)
    people = PagedDataSource(
      decorator: ConfigurableCellDecorator<PersonCell>.self,
      placeholder: PlaceholderRowDecorator.self, header: "People you may know",
      pageSize: 20, loader: loadPeople)
    screen = try SectionedDataSource([contacts, inbox, people])
  }

  /// Shows the contacts the app just loaded; the view animates only what changed.
  func showContacts(_ newContacts: [Contact]) {
    contacts.setItems(newContacts)
  }

  /// Shows the inbox's messages, or its empty row when there are none.
  func showMessages(_ newMessages: [Message]) {
    messages.setItems(newMessages)
    inbox.setState(.content)
  }

  /// Shows that the inbox could not be loaded.
  func showMessagesFailed(_ error: any Error) {
    inbox.setState(.error(error))
  }
}
