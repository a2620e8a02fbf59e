import Foundation
import Testing
@testable import TrellisCore

@Suite struct AppStorageLocationTests {
    @Test func usesXDGConfigHomeWhenAbsolute() {
        let file = AppStorageLocation.file(environment: ["XDG_CONFIG_HOME": "/tmp/cfg", "HOME": "/home/u"], appName: "gallery")
        #expect(file?.path == "/tmp/cfg/gallery/AppStorage.json")
    }

    @Test func fallsBackToDotConfigForAnEmptyOrRelativeXDGConfigHome() {
        for xdg in ["", "relative/dir"] {
            let file = AppStorageLocation.file(environment: ["XDG_CONFIG_HOME": xdg, "HOME": "/home/u"], appName: "gallery")
            #expect(file?.path == "/home/u/.config/gallery/AppStorage.json")
        }
        #expect(AppStorageLocation.file(environment: ["HOME": "/home/u"], appName: "a")?.path == "/home/u/.config/a/AppStorage.json")
    }

    @Test func noAbsoluteDirectoryMeansNoFile() {
        #expect(AppStorageLocation.file(environment: [:], appName: "a") == nil)
        #expect(AppStorageLocation.file(environment: ["HOME": "home"], appName: "a") == nil)
    }

    @Test func appNameIsOnePathComponent() {
        #expect(AppStorageLocation.directoryName(for: "../evil") == "_._evil")
        #expect(AppStorageLocation.directoryName(for: "a/b") == "a_b")
        #expect(AppStorageLocation.directoryName(for: "") == "trellis-app")
        #expect(AppStorageLocation.directoryName(for: "gallery") == "gallery")
    }
}
