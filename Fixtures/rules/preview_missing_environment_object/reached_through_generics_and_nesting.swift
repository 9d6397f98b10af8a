// A reader is found below a preview however the views on the way are spelled: a view built
// with its generic arguments (`Shelf<Book>(…)`), a view nested in another type
// (`Library.Aisle`, whose calls pass 1 counts for `Library`). A preview whose views reach no reader at all is
// never reported.
import SwiftUI

final class Loans: ObservableObject {
    @Published var count = 0
}

@main
struct LibraryApp: App {
    @StateObject private var loans = Loans()

    var body: some Scene {
        WindowGroup {
            ShelfScreen()
                .environmentObject(loans)
        }
    }
}

struct LoanCounter: View {
    @EnvironmentObject var loans: Loans

    var body: some View {
        Text("\(loans.count)")
    }
}

struct Book {
    var title: String
}

struct Shelf<Item>: View {
    let items: [Item]

    var body: some View {
        VStack {
            Text("\(items.count)")
            LoanCounter()
        }
    }
}

struct ShelfScreen: View {
    var body: some View {
        Shelf<Book>(items: [Book(title: "A")])
    }
}

enum Library {
    // Its calls are counted for `Library`, the declaration around it.
    struct Aisle: View {
        var body: some View {
            VStack {
                Text("Aisle")
                LoanCounter()
            }
        }
    }
}

extension Library {
    struct Aisle_Previews: PreviewProvider {
        static var previews: some View {
            Aisle() //~ preview_missing_environment_object
        }
    }
}

struct Plain: View {
    var body: some View {
        Text("Open")
    }
}

#Preview("Shelf") {
    ShelfScreen() //~ preview_missing_environment_object
}

#Preview("Plain") {
    Plain()
}
