import Trellis

/// `gallery ticker`: a window whose content changes with no input at all —
/// a model ticked from a background thread, a counter advanced by a
/// `@MainActor` task, another by the view's own `.task` — to show (and
/// test) that the event loop wakes for work that does not come from the X
/// server, and that lifecycle modifiers run in a real window.
@main
struct TickerApp: App {
    var body: some Scene {
        WindowGroup("Ticker") {
            TickerView()
                .frame(minWidth: 240, idealWidth: 320, minHeight: 120)
        }
    }
}

/// Ticked once a second by a background thread, as a network client or a
/// sensor would update a model.
@Observable
final class BackgroundTicks: @unchecked Sendable {
    var count = 0

    init() {
        Thread.detachNewThread { [weak self] in
            while let self {
                Thread.sleep(forTimeInterval: 1)
                self.count += 1
            }
        }
    }
}

struct TickerView: View {
    @State private var ticks = BackgroundTicks()
    @State private var taskTicks = 0
    @State private var started = false
    @State private var viewTaskTicks = 0
    @State private var appearances = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Background thread: \(ticks.count)")
            Text("Main-actor task: \(taskTicks)")
            Text("View task: \(viewTaskTicks)")
            Text("Appearances: \(appearances)")
            Button(started ? "Running" : "Start the task") { start() }
                .disabled(started)
        }
        .padding()
        // Set before the first frame is painted: the window never shows 0.
        .onAppear { appearances += 1 }
        // Runs while the view is shown; cancelled (the sleep throws) when it goes.
        .task {
            while (try? await Task.sleep(for: .milliseconds(500))) != nil {
                viewTaskTicks += 1
            }
        }
    }

    private func start() {
        started = true
        Task { @MainActor in
            while true {
                try? await Task.sleep(for: .milliseconds(500))
                taskTicks += 1
            }
        }
    }
}
