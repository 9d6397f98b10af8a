// Preview code builds its views a handful of times in the canvas: a fresh object injected there
// is not reported (`"previews": true` includes it). The same injection in app code still is.
import SwiftUI

final class SheetModel: ObservableObject {
    @Published var title = ""
    func rename(_ title: String) { self.title = title }
}

struct SheetContent: View {
    @EnvironmentObject var model: SheetModel
    var body: some View { Text(model.title) }
}

struct SheetHost: View {
    @State private var isOn = false
    var body: some View {
        Toggle("On", isOn: $isOn)
        SheetContent()
            .environmentObject(SheetModel()) //~ environment_fresh_injection
    }
}

#if DEBUG
struct SheetContent_Previews: PreviewProvider {
    static var previews: some View {
        Template()
    }

    // A helper nested in the preview provider.
    struct Template: View {
        var body: some View {
            SheetContent()
                .environmentObject(SheetModel())
        }
    }
}
#endif

#Preview {
    SheetContent()
        .environmentObject(SheetModel())
}

// A helper that injects mocks only when Xcode's canvas runs the code: that branch is preview
// code wherever the helper is. A branch on app state that merely mentions a preview is not.
enum RunEnvironment {
    static var isRunningInPreviews: Bool { false }
}

extension View {
    @ViewBuilder func previewMocks() -> some View {
        if RunEnvironment.isRunningInPreviews {
            environmentObject(SheetModel())
        } else {
            self
        }
    }

    @ViewBuilder func withPreviewPane(showPreview: Bool) -> some View {
        if showPreview {
            environmentObject(SheetModel()) //~ environment_fresh_injection
        } else {
            self
        }
    }
}
