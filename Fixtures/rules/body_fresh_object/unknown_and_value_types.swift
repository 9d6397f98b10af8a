// Unknown types and project value types created in body are not reported.
import SwiftUI
import ThirdPartyCharts

struct RowState {
    var expanded = false
}

struct Chart: View {
    var body: some View {
        let state = RowState()
        let renderer = ChartRenderer()
        VStack {
            Text(state.expanded ? "Open" : "Closed")
            ThirdPartyChart(renderer: ChartRenderer())
            Text(String(describing: renderer))
        }
    }
}
