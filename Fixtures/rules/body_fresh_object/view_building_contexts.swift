// Every kind of view-building code: containers' content, @ViewBuilder functions and computed
// properties, ViewModifier.body(content:), GeometryReader, Button labels, and @ViewBuilder
// parameters of project views.
import Foundation
import SwiftUI

final class RowModel {
    init(index: Int) {}
}

struct Row: View {
    let model: RowModel

    var body: some View {
        Text("Row")
    }
}

struct Card<Content: View>: View {
    @ViewBuilder let content: () -> Content

    var body: some View {
        VStack { content() }
    }
}

struct Dashboard: View {
    let count: Int
    @State private var selection: Int?

    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(0..<3) { index in
                    Row(model: RowModel(index: index)) //~ body_fresh_object
                }
                GeometryReader { proxy in
                    Row(model: RowModel(index: Int(proxy.size.width))) //~ body_fresh_object
                }
                Card {
                    Row(model: RowModel(index: 7)) //~ body_fresh_object
                }
                Button {
                    selection = count
                } label: {
                    Row(model: RowModel(index: 8)) //~ body_fresh_object
                }
                Button(action: { selection = nil }) {
                    Row(model: RowModel(index: 9)) //~ body_fresh_object
                }
                summary
                footer(total: count)
            }
        }
    }

    private var summary: some View {
        let formatter = ByteCountFormatter() //~ body_expensive_work
        return Text(formatter.string(fromByteCount: Int64(count)))
    }

    @ViewBuilder
    private func footer(total: Int) -> some View {
        let formatter = MeasurementFormatter() //~ body_expensive_work
        Text(formatter.string(from: Measurement(value: Double(total), unit: UnitLength.meters)))
    }
}

struct Timestamped: ViewModifier {
    let date: Date

    func body(content: Content) -> some View {
        let formatter = RelativeDateTimeFormatter() //~ body_expensive_work
        content.overlay(alignment: .bottom) {
            Text(formatter.localizedString(for: date, relativeTo: .distantPast))
        }
    }
}

// The app shows these: their bodies run.
struct HomeScreen: View {
    let count: Int

    var body: some View {
        Dashboard(count: count)
            .modifier(Timestamped(date: .distantPast))
    }
}
