import SwiftUI

#Preview("Home") {
    HomeScreen() //~ preview_missing_environment_object
}

#Preview("Home with session only") {
    HomeScreen() //~ preview_missing_environment_object
        .environment(Session())
}

#Preview("Home, everything") {
    HomeScreen()
        .environmentObject(Cart())
        .environment(Session())
}

#Preview("Badge") {
    CartBadge() //~ preview_missing_environment_object
}

#Preview("Clear") {
    ClearButton()
}

struct Toolbar_Previews: PreviewProvider {
    static var previews: some View {
        ToolbarArea() //~ preview_missing_environment_object
            .padding()
    }
}

struct Badge_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            CartBadge()
        }
        .environmentObject(Cart())
    }
}
