import SwiftUI
import Testing

/// Mac code often imports only SwiftUI and still uses Combine's names, as
/// Apple's SwiftUI re-exports Combine. This file imports nothing else.
@Suite("Combine through import SwiftUI")
@MainActor
struct CombineThroughSwiftUITests {
    private final class Model: ObservableObject {
        @Published var query = ""
        var cancellables = Set<AnyCancellable>()
    }

    private struct Ticking: View {
        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        @State private var seconds = 0
        var body: some View {
            Text("\(seconds)").onReceive(timer) { _ in seconds += 1 }
        }
    }

    @Test func combineNamesResolveWithOnlySwiftUIImported() {
        let model = Model()
        var seen: [String] = []
        model.$query.removeDuplicates().sink { seen.append($0) }.store(in: &model.cancellables)
        model.query = "a"
        model.query = "a"
        let subject = PassthroughSubject<String, Never>()
        let erased: AnyPublisher<String, Never> = subject.map { $0.uppercased() }.eraseToAnyPublisher()
        erased.assign(to: &model.$query)
        subject.send("b")
        #expect(seen == ["", "a", "B"])
        #expect(SwiftUI.Just(1).output == Combine.Just(1).output)
        _ = Ticking()
    }
}
