// Synchronous reads and decoding while SwiftUI builds views; inside .task/.onAppear they are fine.
import AppKit
import Foundation
import SwiftUI
import UIKit

struct Note: Decodable {
    let title: String
}

struct NoteView: View {
    let fileURL: URL
    let path: String
    let payload: Data

    var body: some View {
        let data = try? Data(contentsOf: fileURL) //~ body_expensive_work
        let text = (try? String(contentsOf: fileURL, encoding: .utf8)) ?? "" //~ body_expensive_work
        let files = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] //~ body_expensive_work
        let note = try? JSONDecoder().decode(Note.self, from: payload) //~ body_expensive_work
        VStack {
            Text("\(data?.count ?? 0) bytes, \(text.count) characters, \(files.count) files")
            Text(note?.title ?? "")
            if let image = UIImage(contentsOfFile: path) { //~ body_expensive_work
                Image(uiImage: image)
            }
            if let image = NSImage(contentsOf: fileURL) { //~ body_expensive_work
                Image(nsImage: image)
            }
            let words = (try? Regex("[a-z]+")).map { text.matches(of: $0).count } ?? 0 //~ body_expensive_work
            Text("\(words)")
        }
    }
}

struct LoadedNoteView: View {
    let fileURL: URL
    @State private var note: Note?
    @State private var size = 0

    static let decoder = JSONDecoder()
    static let wordPattern = try? NSRegularExpression(pattern: "[a-z]+")

    var body: some View {
        Text(note?.title ?? "…")
            .task {
                guard let data = try? Data(contentsOf: fileURL) else { return }
                note = try? Self.decoder.decode(Note.self, from: data)
            }
            .onAppear {
                size = (try? FileManager.default.contentsOfDirectory(atPath: "/tmp"))?.count ?? 0
            }
            .refreshable {
                _ = try? String(contentsOf: fileURL)
            }
    }

    // Not view-building: a plain method.
    func load() -> Note? {
        guard let data = try? Data(contentsOf: fileURL) else { return nil }
        return try? JSONDecoder().decode(Note.self, from: data)
    }
}

// File scope: a snapshot helper, not a body SwiftUI re-evaluates.
var snapshotView: some View {
    let note = try! JSONDecoder().decode(Note.self, from: Data("{}".utf8))
    return Text(note.title)
}

// The app shows this view: its body runs.
struct NotesScreen: View {
    let fileURL: URL
    let payload: Data

    var body: some View {
        NoteView(fileURL: fileURL, path: fileURL.path, payload: payload)
    }
}
