import Foundation
import Testing
@testable import TrellisCore

private enum Theme: String { case light, dark }
private enum Size: Int { case small = 1, large = 2 }

private struct CounterButton: View {
    let name: String
    @AppStorage("count") private var count = 0
    var body: some View {
        Button("\(name) \(count)") { count += 1 }
    }
}

private struct CountLabel: View {
    @AppStorage("count") private var count = 0
    var body: some View { Text("label \(count)") }
}

/// Two writers and a reader of one key, in different bodies.
private struct SharedCounter: View {
    var body: some View {
        VStack {
            CounterButton(name: "a")
            CounterButton(name: "b")
            CountLabel()
        }
    }
}

/// Writes through the projected binding.
private struct BindingFlag: View {
    @AppStorage("flag") private var flag = false
    var body: some View { FlagSwitch(isOn: $flag) }
}

private struct FlagSwitch: View {
    @Binding var isOn: Bool
    var body: some View { Button(isOn ? "on" : "off") { isOn.toggle() } }
}

@MainActor
@Suite struct AppStorageTests {
    @Test func aWriteInOneViewUpdatesEveryReaderInTheSameUpdate() {
        let home = TemporaryConfigHome()
        defer { home.remove() }
        let store = WarningLog().store(home.file())
        let host = TestHost(SharedCounter().environment(\.appStorageStore, store))
        #expect(host.node(text: "a 0") != nil)
        host.click(text: "b 0")
        #expect(host.node(text: "a 1") != nil)
        #expect(host.node(text: "b 1") != nil)
        #expect(host.node(text: "label 1") != nil)
        host.click(text: "a 1")
        #expect(host.node(text: "label 2") != nil)
    }

    @Test func valuesSurviveARestart() {
        let home = TemporaryConfigHome()
        defer { home.remove() }
        do {
            let host = TestHost(SharedCounter().environment(\.appStorageStore, WarningLog().store(home.file())))
            host.click(text: "a 0")
            host.click(text: "a 1")
        }
        // A new store on the same file is what the next run of the app reads.
        let host = TestHost(SharedCounter().environment(\.appStorageStore, WarningLog().store(home.file())))
        #expect(host.node(text: "label 2") != nil)
        #expect(home.contents(of: home.file())?.contains("\"count\" : 2") == true)
    }

    @Test func theProjectedBindingWrites() {
        let home = TemporaryConfigHome()
        defer { home.remove() }
        let store = WarningLog().store(home.file())
        let host = TestHost(BindingFlag().environment(\.appStorageStore, store))
        host.click(text: "off")
        #expect(host.node(text: "on") != nil)
        #expect(store.value(forKey: "flag") == .bool(true))
    }

    @Test func aSymlinkedSettingsFileStaysALink() throws {
        let home = TemporaryConfigHome()
        defer { home.remove() }
        let real = home.path + "/dotfiles-AppStorage.json"
        try Data("{}".utf8).write(to: URL(fileURLWithPath: real))
        try FileManager.default.createDirectory(at: home.file().deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: home.file().path, withDestinationPath: real)
        let store = WarningLog().store(home.file())
        store.set(.int(3), forKey: "count")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: home.file().path) == real)
        #expect(home.contents(of: URL(fileURLWithPath: real))?.contains("\"count\" : 3") == true)
    }

    @Test func everyTypeRoundTripsThroughTheFile() {
        let home = TemporaryConfigHome()
        defer { home.remove() }
        let log = WarningLog()
        let store = log.store(home.file())
        let url = URL(string: "https://example.com/a?b=c")!
        let data = Data([0, 1, 2, 255])
        do {
            AppStorage(wrappedValue: false, "bool").on(store).wrappedValue = true
            AppStorage(wrappedValue: 0, "int").on(store).wrappedValue = -42
            AppStorage(wrappedValue: 0.0, "double").on(store).wrappedValue = 2.5
            AppStorage(wrappedValue: 0.0, "whole").on(store).wrappedValue = 3
            AppStorage(wrappedValue: 0.0, "nan").on(store).wrappedValue = .nan
            AppStorage(wrappedValue: "", "string").on(store).wrappedValue = "héllo \"quoted\""
            AppStorage(wrappedValue: URL(string: "file:///")!, "url").on(store).wrappedValue = url
            AppStorage(wrappedValue: Data(), "data").on(store).wrappedValue = data
            AppStorage(wrappedValue: Theme.light, "theme").on(store).wrappedValue = .dark
            AppStorage(wrappedValue: Size.small, "size").on(store).wrappedValue = .large
        }
        let reread = log.store(home.file())
        do {
            #expect(AppStorage(wrappedValue: false, "bool").on(reread).wrappedValue == true)
            #expect(AppStorage(wrappedValue: 0, "int").on(reread).wrappedValue == -42)
            #expect(AppStorage(wrappedValue: 0.0, "double").on(reread).wrappedValue == 2.5)
            #expect(AppStorage(wrappedValue: 0.0, "whole").on(reread).wrappedValue == 3)
            #expect(AppStorage(wrappedValue: 0.0, "nan").on(reread).wrappedValue.isNaN)
            #expect(AppStorage(wrappedValue: "", "string").on(reread).wrappedValue == "héllo \"quoted\"")
            #expect(AppStorage(wrappedValue: URL(string: "file:///")!, "url").on(reread).wrappedValue == url)
            #expect(AppStorage(wrappedValue: Data(), "data").on(reread).wrappedValue == data)
            #expect(AppStorage(wrappedValue: Theme.light, "theme").on(reread).wrappedValue == .dark)
            #expect(AppStorage(wrappedValue: Size.small, "size").on(reread).wrappedValue == .large)
        }
        #expect(log.lines.isEmpty)
    }

    @Test func optionalsStartAtNilAndNilRemovesTheKey() {
        let home = TemporaryConfigHome()
        defer { home.remove() }
        let store = WarningLog().store(home.file())
        do {
            #expect(AppStorage<Int?>("n").on(store).wrappedValue == nil)
            #expect(AppStorage<Theme?>("t").on(store).wrappedValue == nil)
            #expect(AppStorage<Size?>("s").on(store).wrappedValue == nil)
            #expect(AppStorage<Bool?>("b").on(store).wrappedValue == nil)
            #expect(AppStorage<Double?>("d").on(store).wrappedValue == nil)
            #expect(AppStorage<String?>("x").on(store).wrappedValue == nil)
            #expect(AppStorage<URL?>("u").on(store).wrappedValue == nil)
            #expect(AppStorage<Data?>("y").on(store).wrappedValue == nil)
        }
        do {
            AppStorage<Int?>("n").on(store).wrappedValue = 7
            AppStorage<Theme?>("t").on(store).wrappedValue = .dark
        }
        #expect(store.value(forKey: "n") == .int(7))
        #expect(store.value(forKey: "t") == .string("dark"))
        do { AppStorage<Int?>("n").on(store).wrappedValue = nil }
        #expect(store.value(forKey: "n") == nil)
        #expect(home.contents(of: home.file())?.contains("\"n\"") == false)
    }

    @Test func aValueOfAnotherTypeGivesTheDefaultAndStaysInTheFile() {
        let home = TemporaryConfigHome()
        defer { home.remove() }
        home.write(#"{"count": "seven", "theme": "purple", "future": {"nested": [1, true, null]}}"#)
        let log = WarningLog()
        let store = log.store(home.file())
        do {
            #expect(AppStorage(wrappedValue: 3, "count").on(store).wrappedValue == 3)
            #expect(AppStorage(wrappedValue: Theme.light, "theme").on(store).wrappedValue == .light)
        }
        do { AppStorage(wrappedValue: false, "other").on(store).wrappedValue = true }
        let reread = log.store(home.file())
        #expect(reread.value(forKey: "count") == .string("seven"))
        #expect(reread.value(forKey: "future") == .object(["nested": .array([.int(1), .bool(true), .null])]))
        #expect(reread.value(forKey: "other") == .bool(true))
        #expect(log.lines.isEmpty)
    }

}

extension AppStorage {
    /// Links the property to `store`, as a view's update does.
    fileprivate func on(_ store: AppStorageStore) -> Self {
        reference.store = store
        return self
    }
}
