import SwiftUI

struct SettingsView: View {
    @State private var showsTips = false

    var body: some View {
        NavigationStack {
            Form {
                AccountSection()
                NavigationLink("About") {
                    AboutView()
                }
                // NavigationLink("Legacy") { LegacyView() } is commented out: no link.
                Button("Tips") { showsTips = true }
            }
            .navigationTitle("Settings")
            .sheet(isPresented: $showsTips) {
                TipsView()
            }
        }
    }
}

private struct AccountSection: View {
    var body: some View {
        Section("Account") {
            NavigationLink(destination: ProfileViewController.Representable().ignoresSafeArea()) {
                Text("Profile")
            }
        }
    }
}

struct AboutView: View {
    var body: some View { Text("Hosted 1.0").navigationTitle("About") }
}

struct TipsView: View {
    var body: some View {
        TabView {
            BasicsView()
                .tabItem { Label("Basics", systemImage: "star") }
            NavigationStack { ShortcutsView() }
                .tabItem { Label("Shortcuts", systemImage: "keyboard") }
        }
    }
}

struct BasicsView: View {
    var body: some View { Text("Tap a game to play it.") }
}

struct ShortcutsView: View {
    var body: some View {
        NavigationLink("Gestures") { GesturesView() }
            .navigationTitle("Shortcuts")
    }
}

struct GesturesView: View {
    var body: some View { Text("Swipe back to leave a game.") }
}
