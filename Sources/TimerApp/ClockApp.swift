import SwiftUI

/// `gallery timer`: a clock that ticks once a second through Combine's
/// `Timer.publish` and `onReceive`, as a Mac app would write it. Between
/// ticks the window is idle: the event loop sleeps until the timer is due.
@main
struct ClockApp: App {
    var body: some Scene {
        WindowGroup("Clock") {
            ClockView()
                .frame(minWidth: 240, idealWidth: 300, minHeight: 120)
        }
    }
}

struct ClockView: View {
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var now = Date()
    @State private var ticks = 0

    private static let format: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter
    }()

    var body: some View {
        VStack(spacing: 8) {
            Text(Self.format.string(from: now))
                .font(.largeTitle)
            Text("Ticks: \(ticks)")
                .foregroundStyle(.secondary)
        }
        .padding()
        .onReceive(timer) { date in
            now = date
            ticks += 1
        }
    }
}
