// settings-screen: a settings screen declared from its sections, whose sections appear and
// disappear as the user flips toggles.
//
// Run with `swift run settings-screen`. It prints the screen, then flips a toggle at a time and
// prints, after each, the batches the table view applied and the screen; after a step that
// publishes nothing, it says that nothing changed.

import HeadlessHost
import ListComposer

/// One row of the settings screen.
struct Setting: Identifiable, Hashable, Sendable {
  var id: String
  var title: String
  var value: String
}

final class SettingCell: HeadlessTableViewCell, ConfigurableCell {
  func configure(with setting: Setting) {
    textLabel = setting.title
    detailTextLabel = setting.value
  }
}

/// What the toggles are set to.
struct Toggles {
  var wifi = true
  var notifications = false
  var developerMode = false
  var networks = ["Home", "Office"]
}

/// The whole screen, declared from the toggles: each section has an identity, so a new
/// declaration is matched with the shown one and only what changed is animated.
@MainActor
@ScreenBuilder
func settings(_ toggles: Toggles) -> [ScreenSection] {
  ScreenSection(
    "general",
    items: [
      Setting(id: "wifi", title: "Wi-Fi", value: toggles.wifi ? "On" : "Off"),
      Setting(
        id: "notifications", title: "Notifications", value: toggles.notifications ? "On" : "Off"),
      Setting(
        id: "developer", title: "Developer mode", value: toggles.developerMode ? "On" : "Off"),
    ],
    cell: SettingCell.self, header: "General")
  if toggles.wifi {
    ScreenSection(
      "networks",
      items: toggles.networks.map { Setting(id: "network-\($0)", title: $0, value: "") },
      cell: SettingCell.self, header: "Networks (\(toggles.networks.count))")
  }
  if toggles.notifications {
    ScreenSection(linear: "apps", header: "Notify me about") {
      for app in ["Mail", "Calendar"] {
        ScreenSection(
          app, items: [Setting(id: "notify-\(app)", title: app, value: "Banners")],
          cell: SettingCell.self)
      }
    }
  }
  if toggles.developerMode {
    ScreenSection(
      "developer",
      items: [Setting(id: "layout-bounds", title: "Show layout bounds", value: "Off")],
      cell: SettingCell.self, header: "Developer", footer: "For debugging only")
  }
  ScreenSection(
    "about", items: [Setting(id: "version", title: "Version", value: "1.0")],
    cell: SettingCell.self, header: "About")
}

@MainActor
func runSettingsScreen() throws {
  var toggles = Toggles()
  let screen = try DeclaredScreen { settings(toggles) }
  let tableView = HeadlessTableView()
  try tableView.attach(screen.root)
  print(tableView.render())

  func flip(_ title: String, _ change: (inout Toggles) -> Void) throws {
    change(&toggles)
    let batches = try screen.setSections { settings(toggles) }.batches
    print("\n--- \(title)")
    guard !batches.isEmpty else {
      // The screen's row notes and "Last update" line are the previous step's: leave them out.
      print("batches: none; nothing changed")
      print(tableView.render(showingLastUpdate: false))
      return
    }
    print("batches: \(batches.map(\.description))")
    if case .failure(let error) = tableView.lastUpdateResult {
      print("REJECTED: \(error.reason)")
    }
    print(tableView.render())
  }

  try flip("Turn notifications on: a group of two apps appears") { $0.notifications = true }
  try flip("Turn Wi-Fi off: the networks disappear") { $0.wifi = false }
  try flip("Developer mode on, Wi-Fi back on with a new network") {
    $0.developerMode = true
    $0.wifi = true
    $0.networks.append("Café")
  }
  try flip("Nothing changes: nothing is published") { _ in }

  print("\n--- A mistake the screen catches: two sections with one identity")
  do {
    try screen.setSections {
      ScreenSection(
        "about", items: [Setting(id: "a", title: "A", value: "")], cell: SettingCell.self)
      ScreenSection(
        "about", items: [Setting(id: "b", title: "B", value: "")], cell: SettingCell.self)
    }
  } catch {
    print("ListError: \(error)")
  }
}

do {
  try await MainActor.run { try runSettingsScreen() }
} catch {
  print("settings-screen failed: \(error)")
}
