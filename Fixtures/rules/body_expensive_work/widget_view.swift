// A widget's view never runs '.task': the work belongs in the timeline provider. The same read in
// an app view keeps the '.task' advice (io_and_decoding.swift).
import SwiftUI
import WidgetKit

struct NoteEntry: TimelineEntry {
    let date: Date
    let url: URL
}

struct NoteProvider: TimelineProvider {
    func placeholder(in context: Context) -> NoteEntry { NoteEntry(date: .now, url: URL(fileURLWithPath: "/tmp/note")) }
    func getSnapshot(in context: Context, completion: @escaping (NoteEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<NoteEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct NoteWidgetView: View {
    let entry: NoteEntry

    var body: some View {
        Text((try? String(contentsOf: entry.url)) ?? "") //~ body_expensive_work
    }
}

struct NoteWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "note", provider: NoteProvider()) { entry in
            NoteWidgetView(entry: entry)
        }
    }
}
