import SwiftUI

// A closure whose parameter is a progress report (`{ bytesTransferred in … }`) is called again
// and again while a transfer runs, whatever the method taking it is named: its writes are a
// stream of updates, which `entrylint views` shows. A transfer runs now and then, so a new
// closure handed to a child of a view that reads its progress saves little (the audit profile's,
// as for a closure given the finished files). A view only re-evaluates for the `@Observable`
// properties it reads: the listing screen reads none the transfer writes.

protocol Transfers {
    func download(_ path: String, to url: URL, progress: @escaping (Int64) -> Void) async throws
    func list(_ path: String, completion: @escaping ([String]) -> Void)
}

@Observable
final class BrowserModel {
    private(set) var moved: [String: Int64] = [:]
    private(set) var files: [String] = []
    private(set) var listed: [String] = []
    let transfers: any Transfers

    init(transfers: any Transfers) {
        self.transfers = transfers
    }

    var overallBytes: Int64 { moved.values.reduce(0, +) }

    func download(_ path: String, to url: URL) async throws {
        try await transfers.download(path, to: url) { [weak self] bytesTransferred in
            Task { @MainActor in
                self?.moved[path] = bytesTransferred
            }
        }
    }

    func reload(_ path: String) {
        transfers.list(path) { [weak self] names in
            self?.listed = names
        }
    }
}

struct FileTable: View {
    let files: [String]
    let onOpen: (String) -> Void

    var body: some View {
        List(files, id: \.self) { file in
            HStack {
                Image(systemName: "doc")
                Text(file)
                Spacer()
                Button("Open") { onOpen(file) }
            }
            .contextMenu { Button("Open") { onOpen(file) } }
        }
    }
}

struct TransferScreen: View {
    @Bindable var model: BrowserModel

    var body: some View {
        VStack {
            ProgressView(value: Double(model.overallBytes), total: 1_000_000)
            FileTable(files: model.files, onOpen: open) //~ body_closure_argument
        }
    }

    func open(_ file: String) {}
}

struct ListingScreen: View {
    @Bindable var model: BrowserModel

    var body: some View {
        VStack {
            Text("\(model.listed.count) files")
            FileTable(files: model.files, onOpen: open) //~ body_closure_argument
        }
    }

    func open(_ file: String) {}
}
