// Formatters created and used while SwiftUI builds views; stored ones and deferred ones are fine.
import Foundation
import SwiftUI

struct Run: Identifiable {
    let id: Int
    let date: Date
    let meters: Double
    let bytes: Int64
}

struct RunRow: View {
    let run: Run

    var body: some View {
        let dates = DateFormatter() //~ body_expensive_work
        HStack {
            Text(dates.string(from: run.date))
            Text(NumberFormatter().string(for: run.meters) ?? "") //~ body_expensive_work
            Text(run.date, formatter: RelativeDateTimeFormatter()) //~ body_expensive_work
            Text(ByteCountFormatter.string(fromByteCount: run.bytes, countStyle: .file))
        }
    }
}

struct RunHeader: View {
    let run: Run

    // Created once per type: fine.
    static let formatter: DateFormatter = {
        let f = DateFormatter()
        f.dateStyle = .medium
        return f
    }()
    private static let iso = ISO8601DateFormatter()

    @State private var label = ""

    var body: some View {
        VStack {
            Text(Self.formatter.string(from: run.date))
            Text(Self.iso.string(from: run.date))
            Text(run.date, format: .dateTime.day().month())
            Text(label)
        }
        .task {
            // Deferred: runs once when the view appears.
            let f = DateFormatter()
            label = f.string(from: run.date)
        }
        .onAppear {
            label = ISO8601DateFormatter().string(from: run.date)
        }
    }
}

struct RunDetail: View {
    let run: Run

    @ViewBuilder
    var subtitle: some View {
        let measurement = MeasurementFormatter() //~ body_expensive_work
        Text(measurement.string(from: Measurement(value: run.meters, unit: UnitLength.meters)))
    }

    var body: some View {
        VStack {
            subtitle
            Text(formattedDate)
        }
    }

    // Not view-building: a helper returning a String.
    var formattedDate: String {
        let f = DateFormatter()
        return f.string(from: run.date)
    }
}

struct RunStats: View {
    let run: Run

    var body: some View {
        // An immediately-invoked closure runs now: the formatter inside is created on every evaluation.
        let text: String = {
            let f = NumberFormatter() //~ body_expensive_work
            f.maximumFractionDigits = 1
            return f.string(for: run.meters) ?? ""
        }()
        Text(text)
    }
}

#Preview {
    let f = DateFormatter()
    return Text(f.string(from: .now))
}

// Handed to a child view: the child receives a new object each time, which is body_fresh_object's.
struct RunLabel: View {
    let formatter: DateFormatter
    let date: Date
    var body: some View { Text(formatter.string(from: date)) }
}

struct RunList: View {
    let runs: [Run]

    var body: some View {
        ForEach(runs) { run in
            RunLabel(formatter: DateFormatter(), date: run.date) //~ body_fresh_object
        }
    }
}

// The app shows these views: their bodies run.
struct RunsScreen: View {
    let run: Run

    var body: some View {
        VStack {
            RunRow(run: run)
            RunDetail(run: run)
            RunStats(run: run)
        }
    }
}
