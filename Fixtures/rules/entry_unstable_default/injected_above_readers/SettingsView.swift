import SwiftUI

struct SettingsView: View {
    @Environment(\.catalog) private var catalog
    @Environment(\.clock) private var clock
    var body: some View { Text("\(catalog.items.count) items") }
}
