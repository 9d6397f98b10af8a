import SwiftUI

// An image decoded from its bytes in view-building code is decoding work like any other: the
// default profile's where the view re-evaluates about once a second or more (a timer below), the
// audit profile's where it re-evaluates on the user's actions only (the editor).
struct Slideshow: View {
    let frames: [Data]
    @State private var index = 0
    private let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack {
            if let image = UIImage(data: frames[index % frames.count]) { //~ body_expensive_work
                Image(uiImage: image)
            }
        }
        .onReceive(timer) { _ in index += 1 }
    }
}

struct ProfileEditor: View {
    @State private var name = ""
    @State private var photo: Data?

    var body: some View {
        VStack {
            TextField("Name", text: $name)
            if let photo, let image = UIImage(data: photo) { //~ body_expensive_work
                Image(uiImage: image)
            }
            Text(NumberFormatter().string(from: 3) ?? "") //~ body_expensive_work
        }
    }
}

// Nothing it reads is written after it appears: the audit profile's.
struct Avatar: View {
    let data: Data

    var body: some View {
        if let image = NSImage(data: data) { //~ body_expensive_work
            Image(nsImage: image)
        }
    }
}

// Once per row of a list the user edits: a row re-evaluates when its own element changes, not
// whenever the list does, so a decode there is the audit profile's (a formatter there is not:
// `change_model_frequency.swift`).
struct PhotoList: View {
    @State private var photos: [Data] = []

    var body: some View {
        List {
            ForEach(photos, id: \.self) { data in
                if let image = UIImage(data: data) { //~ body_expensive_work
                    Image(uiImage: image)
                }
            }
            .onDelete { photos.remove(atOffsets: $0) }
        }
    }
}

// Decoded once, in a task, and kept: nothing to report.
struct Banner: View {
    let data: Data
    @State private var image: UIImage?

    var body: some View {
        Group {
            if let image { Image(uiImage: image) }
        }
        .task { image = UIImage(data: data) }
    }
}

struct EditorApp: App {
    var body: some Scene {
        WindowGroup {
            Slideshow(frames: [])
            ProfileEditor()
            Avatar(data: Data())
            PhotoList()
            Banner(data: Data())
        }
    }
}
