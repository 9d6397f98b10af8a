import SwiftUI

// A text field re-evaluates the view whose state it is bound to on every keystroke. That is
// often enough for a decode or a file read (a photo decoded per character typed in its caption),
// not for a formatter or for work in a view only the user's taps re-evaluate.
struct CaptionEditor: View {
    @State private var caption = ""
    @State private var photoData: Data?

    var body: some View {
        VStack {
            if let photoData, let image = UIImage(data: photoData) { //~ body_expensive_work
                Image(uiImage: image)
            }
            TextField("Caption", text: $caption)
        }
    }
}

// The field is in a view the binding is handed to: each keystroke there writes 'cover' here.
struct Cover {
    var title = ""
    var art: Data?
}

struct CoverFields: View {
    @Binding var cover: Cover

    var body: some View {
        TextField("Title", text: $cover.title)
    }
}

struct CoverEditor: View {
    @State private var cover = Cover()

    var body: some View {
        Form {
            if let art = cover.art, let image = UIImage(data: art) { //~ body_expensive_work
                Image(uiImage: image)
            }
            CoverFields(cover: $cover)
        }
    }
}

// Two views down, and the field writes through a 'Binding(get:set:)': each keystroke in
// 'InputRow' writes 'album' here all the same.
struct Album {
    var title: String?
    var art: Data?
}

struct InputRow: View {
    @Binding var value: String?

    var body: some View {
        TextField("Value", text: Binding(get: { value ?? "" }, set: { value = $0 }))
    }
}

struct AlbumSection: View {
    @Binding var album: Album

    var body: some View {
        Section { InputRow(value: $album.title) }
    }
}

struct AlbumEditor: View {
    @State private var album = Album()

    var body: some View {
        Form {
            if let art = album.art, let image = UIImage(data: art) { //~ body_expensive_work
                Image(uiImage: image)
            }
            AlbumSection(album: $album)
        }
    }
}

// Through an observed object: its text is bound to the field, and the view observes it.
final class NoteDraft: ObservableObject {
    @Published var text = ""
    @Published var picturePath: String?
}

struct NoteComposer: View {
    @StateObject private var draft = NoteDraft()

    var body: some View {
        VStack {
            if let path = draft.picturePath, let image = UIImage(contentsOfFile: path) { //~ body_expensive_work
                Image(uiImage: image)
            }
            TextField("Note", text: $draft.text)
        }
    }
}

// Counter-examples, the audit profile's: a formatter per keystroke costs little, and a toggle
// re-evaluates the view on a tap, not per character.
struct PriceEditor: View {
    @State private var price = ""

    var body: some View {
        VStack {
            TextField("Price", text: $price)
            Text(NumberFormatter().string(from: 3) ?? "") //~ body_expensive_work
        }
    }
}

struct BadgeToggle: View {
    @State private var showsBadge = false
    let badge: Data

    var body: some View {
        VStack {
            Toggle("Badge", isOn: $showsBadge)
            if showsBadge, let image = UIImage(data: badge) { //~ body_expensive_work
                Image(uiImage: image)
            }
        }
    }
}

// Per keystroke, but what it decodes is data it is given (a stored avatar, mostly saved small),
// not what the view holds itself: the audit profile's, with why.
struct Guest {
    var name = ""
    var photo: Data?
}

struct GuestRow: View {
    @Binding var guest: Guest
    let host: Guest

    var body: some View {
        HStack {
            if let photo = host.photo, let image = UIImage(data: photo) { //~ body_expensive_work
                Image(uiImage: image)
            }
            TextField("Name", text: $guest.name)
        }
    }
}

struct KeystrokeApp: App {
    var body: some Scene {
        WindowGroup {
            CaptionEditor()
            CoverEditor()
            AlbumEditor()
            NoteComposer()
            PriceEditor()
            BadgeToggle(badge: Data())
            GuestRow(guest: .constant(Guest()), host: Guest())
        }
    }
}
