// A mixed feed: contacts, messages and ads in one section, each rendered by the decorator of its
// type. The decorators are registered by DecoratorCatalogPlugin, which generates
// `DecoratorCatalog.generated` from the files of this target: nothing here registers one.

import HeadlessHost
import ListComposer

/// A model the feed has no decorator for, to show how a missing decorator is reported.
struct Poll {
  var question: String
}

@MainActor
func runFeed() throws {
  let catalog = DecoratorCatalog.generated
  print("DecoratorCatalog.generated holds \(catalog.decorators.count) decorators:")
  for decorator in catalog.decorators.sorted(by: { $0.modelTypeName < $1.modelTypeName }) {
    let registration = decorator.cellRegistration
    print(
      "  \(decorator.modelTypeName) in \(registration.cellTypeName), "
        + "reuse identifier \"\(registration.reuseIdentifier)\"")
  }

  let feed = MixedDataSource(
    [
      Message(id: 1, sender: "Grace", subject: "Compiler meeting moved to 3pm"),
      Contact(id: 1, name: "Ada Lovelace", email: "ada@example.com"),
      Ad(id: 1, advertiser: "Acme", headline: "Spring sale on keyboards"),
      Message(id: 2, sender: "Katherine", subject: "Trajectory numbers attached"),
      Contact(id: 2, name: "Alan Turing", email: "alan@example.com"),
    ],
    catalog: catalog, header: "Today")
  var options = HeadlessHostOptions()
  options.isStrict = true
  let tableView = HeadlessTableView(options: options)
  try tableView.attach(feed)
  print("\nThe feed, as a strict headless table view shows it:")
  print(tableView.render())

  print("\nAn item whose type has no decorator:")
  let poll = Poll(question: "Lunch on Friday?")
  let drafts = MixedDataSource(
    [Contact(id: 3, name: "Edsger", email: "ew@example.com"), poll],
    catalog: catalog)
  print("  drafts.missingDecorators() == \(drafts.missingDecorators())")
  do throws(ListError) {
    try feed.insert(poll, at: ListPosition(section: 0, item: 0))
  } catch .noDecorator(let modelType) {
    print(
      "  feed.insert(poll, at: [0, 0]) threw ListError.noDecorator(modelType: \"\(modelType)\")")
    print("  its message: \(ListError.noDecorator(modelType: modelType))")
  } catch {
    print("  feed.insert(poll, at: [0, 0]) threw \(error)")
  }
  print("  the feed still has \(feed.numberOfItems) items")
  do {
    try HeadlessTableView().attach(drafts)
  } catch {
    print("  a table view asked to show the drafts throws, in UIKit's words:")
    print("    \(error.kind): \(error.reason)")
  }

  print("\nOne edit: an ad inserted at [0, 3]")
  let update = try feed.insert(
    Ad(id: 2, advertiser: "Initech", headline: "Printers that never jam"),
    at: ListPosition(section: 0, item: 3))
  print("  batch published: \(update)")
  switch tableView.lastUpdateResult {
  case .success(let applied): print("  the host applied: \(applied)")
  case .failure(let failure): print("  the host rejected it: \(failure.reason)")
  case nil: print("  the host saw no batch")
  }
  print(tableView.render())
}

do {
  try runFeed()
} catch {
  print("feed failed: \(error)")
}
