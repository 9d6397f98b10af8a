// #if inside postfix member chains: the modifiers inside each branch apply to
// the expression before the #if. Calls in every branch are recorded.
import SwiftUI

// @cover ifconfig.postfix-chains
struct ChainView: View {
    var body: some View {
        VStack {
            Text("a")
            #if os(iOS)
                .padding()
                .background(Color.red)
            #elseif os(macOS)
                .padding(8)
            #else
                .font(.body)
            #endif

            Text("b")
                .bold()
            #if os(iOS)
                .navigationBarTitleDisplayMode(.inline)
            #endif
                .foregroundStyle(.secondary)

            List {
                Text("row")
            }
            #if os(iOS)
            .listStyle(.insetGrouped)
            #else
            .listStyle(.sidebar)
            #endif
            #if DEBUG
            .border(Color.green)
            #endif
        }
        #if os(macOS)
        .frame(minWidth: 400, minHeight: 300)
        #endif
    }
}

func chains() {
    let numbers = [3, 1, 2]
        .sorted()
    #if DEBUG
        .map { $0 * 2 }
    #endif
        .filter { $0 > 0 }
    let text = "abc"
    #if swift(>=5.9)
        .uppercased()
        #if DEBUG
        .lowercased()
        #endif
    #endif
    print(numbers, text)
}

struct NestedChain: View {
    let items = ["x", "y"]
    var body: some View {
        ForEach(items, id: \.self) { item in
            Text(item)
            #if os(iOS)
                .onTapGesture { print(item) }
                .contextMenu {
                    Button("Copy") { copy(item) }
                }
            #endif
        }
        #if os(visionOS)
        .glassBackgroundEffect()
        #elseif os(iOS)
        .scrollContentBackground(.hidden)
        #endif
    }
    func copy(_ s: String) {}
}
