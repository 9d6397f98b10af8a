// The class is declared here; the views that observe it are in Views.swift.
import Combine
import Foundation

class BaseModel: ObservableObject {
    @Published var isLoading = false
    @Published var error: String?
}

final class AppModel: BaseModel {
    @Published var user = ""
    @Published var unread = 0
    @Published var theme = "light"

    var greeting: String { "Hello \(user)" }

    func refresh() {}
}

final class SmallModel: ObservableObject {
    @Published var a = 0
    @Published var b = 0
    @Published var c = 0
}
