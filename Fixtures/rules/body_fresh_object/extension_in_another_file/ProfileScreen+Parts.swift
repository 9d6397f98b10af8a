import Foundation

// This file names no SwiftUI protocol: only the project's view type tells that its members
// build views, so the linter must still read it in its second pass.
extension ProfileScreen {
    var header: Text {
        Text("Profile")
    }

    var since: Text {
        let formatter = DateFormatter() //~ body_expensive_work
        return Text(formatter.string(from: joined))
    }
}
