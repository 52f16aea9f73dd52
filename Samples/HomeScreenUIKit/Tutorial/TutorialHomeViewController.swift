#if canImport(UIKit)
  import ListComposer
  import ListComposerUIKit
  import UIKit

  // A file of the ListComposer tutorial ("Building the home screen"), as its last step leaves
  // it; see Tutorial.swift.
  extension Tutorial {
    /// The home screen in a collection view: the controller makes the screen, hands it to a
    /// bridge, and tells the screen what the app loads.
    final class HomeViewController: UIViewController {
      private var home: HomeScreen?
      private var bridge: CollectionViewBridge?
      /// Each section's layout comes from the bridge: a list with its header.
      private lazy var collectionView = UICollectionView(
        frame: .zero,
        collectionViewLayout: UICollectionViewCompositionalLayout { [weak self] section, env in
          self?.bridge?.layoutSection(forSection: section, environment: env)
            ?? .list(
              using: UICollectionLayoutListConfiguration(appearance: .plain),
              layoutEnvironment: env)
        })

      override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        collectionView.frame = view.bounds
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        do {
          let home = try HomeScreen(loadPeople: PeopleServer.page)
          bridge = try CollectionViewBridge(home.screen, collectionView: collectionView)
          self.home = home
          home.showContacts([Contact(id: "ada", name: "Ada Lovelace", lastSeen: "2 min ago")])
          home.showMessages([
            Message(id: 1, sender: "Grace", subject: "Found a moth in relay 70")
          ])
        } catch {
          title = "The home screen could not be shown: \(error)"
        }
      }
    }

    /// Where people come from: the app's server; a list of 45 here.
    enum PeopleServer {
      static let everyone = (1...45).map {
        Person(id: "person-\($0)", name: "Person \($0)", mutualFriends: $0 % 7)
      }

      static func page(_ request: PageRequest) async throws -> Page<Person> {
        let people = Array(everyone.dropFirst(request.offset).prefix(request.size))
        return Page(people, hasMore: request.offset + people.count < everyone.count)
      }
    }
  }
#endif
