// 'ForEach($instance.headers.indices, …)' reads the view's own 'instance' through its binding: the
// headers it removes and appends are the same changes as without the '$'. Both are reported.
import SwiftUI
struct Header { var name = "" }
struct Instance { var headers: [Header] = [] }
struct HeaderRow: View {
    @Binding var header: Header
    var body: some View { TextField("Name", text: $header.name) }
}
struct EditView: View {
    @State var instance = Instance()
    var body: some View {
        Form { section }
    }
}
extension EditView {
    var section: some View {
        Section {
            ForEach($instance.headers.indices, id: \.self) { index in //~ foreach_unstable_id
                HeaderRow(header: $instance.headers[index])
                    .swipeActions { Button("Delete") { instance.headers.remove(at: index) } }
            }
            ForEach(instance.headers.indices, id: \.self) { index in //~ foreach_unstable_id
                HeaderRow(header: $instance.headers[index])
                    .swipeActions { Button("Delete") { instance.headers.remove(at: index) } }
            }
        }
    }
}
