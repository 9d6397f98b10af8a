import SwiftUI

#Preview {
    ProfileHarness()
}

struct Banner_Previews: PreviewProvider {
    static var previews: some View {
        SharedBanner()
    }
}
