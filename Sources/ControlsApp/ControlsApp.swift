import Foundation
import SwiftUI

/// The standard controls in a small settings form: toggles in each style,
/// a slider, a stepper, pickers in every style, colour wells, progress,
/// and the same controls disabled. Plain SwiftUI: it compiles on a Mac too.
@main
struct ControlsApp: App {
    var body: some Scene {
        WindowGroup("Controls") {
            ControlsForm()
                .frame(minWidth: 460, minHeight: 560)
        }
    }
}

enum Theme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }
}

enum Quality: String, CaseIterable, Identifiable {
    case low, medium, high
    var id: Self { self }
}

struct ControlsForm: View {
    @State private var darkControls = false
    /// The desktop's scheme: "Dark controls" off shows the controls in it.
    @Environment(\.colorScheme) private var desktopScheme

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            HStack {
                Text("Settings").font(.title2)
                Spacer()
                Toggle("Dark controls", isOn: $darkControls).toggleStyle(.switch).controlSize(.small)
            }
            TogglesSection()
            Divider()
            NumbersSection()
            Divider()
            PickersSection()
            Divider()
            ColorsSection()
            Divider()
            ProgressSection()
            Divider()
            DisabledSection()
        }
        .padding(20)
        .environment(\.colorScheme, darkControls ? .dark : desktopScheme)
        .foregroundStyle(darkControls ? Color.white : Color.primary)
        .background(darkControls ? Color(white: 0.17) : Color.clear)
    }
}

struct TogglesSection: View {
    @State private var notifications = true
    @State private var autoSave = false
    @State private var pinned = false

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack(spacing: 20) {
                Toggle("Notifications", isOn: $notifications)
                Toggle("Save automatically", isOn: $autoSave).toggleStyle(.switch)
                Toggle("Pinned", isOn: $pinned).toggleStyle(.button)
            }
            Text("Notifications \(on(notifications)), saving \(on(autoSave)), pinned \(on(pinned))")
                .foregroundStyle(.secondary)
        }
    }

    private func on(_ value: Bool) -> String { value ? "on" : "off" }
}

struct NumbersSection: View {
    @State private var volume = 40.0
    @State private var copies = 2
    @State private var page = 1
    @State private var dragging = false
    @State private var due = Date(timeIntervalSince1970: 1_780_000_000)

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Slider(value: $volume, in: 0...100, step: 5) {
                Text("Volume")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("100")
            } onEditingChanged: { editing in
                dragging = editing
            }
            Text("Volume: \(Int(volume))\(dragging ? " (dragging)" : "")")
            HStack(spacing: 24) {
                Stepper("Copies: \(copies)", value: $copies, in: 1...10)
                Stepper("Page \(page)", onIncrement: { page += 1 }, onDecrement: page > 1 ? { page -= 1 } : nil)
            }
            DatePicker("Due", selection: $due)
        }
    }
}

struct PickersSection: View {
    @State private var theme = Theme.system
    @State private var quality = Quality.medium
    @State private var sort = 0
    @State private var size = "M"

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Picker("Theme", selection: $theme) {
                ForEach(Theme.allCases) { theme in Text(theme.rawValue.capitalized) }
            }
            Picker("Quality", selection: $quality) {
                ForEach(Quality.allCases) { quality in Text(quality.rawValue.capitalized) }
            }
            .pickerStyle(.segmented)
            HStack(alignment: .top, spacing: 30) {
                Picker("Sort by", selection: $sort) {
                    Text("Name").tag(0)
                    Text("Date").tag(1)
                    Text("Size").tag(2)
                }
                .pickerStyle(.radioGroup)
                Picker("Size", selection: $size) {
                    ForEach(["S", "M", "L"], id: \.self) { Text($0) }
                }
                .pickerStyle(.inline)
                .horizontalRadioGroupLayout()
            }
            Text("Theme \(theme.rawValue), quality \(quality.rawValue), sort \(sort), size \(size)")
                .foregroundStyle(.secondary)
        }
    }
}

/// Two colour wells, one without opacity, and what they choose: a band
/// of both colours with a caption on a material.
struct ColorsSection: View {
    @State private var tint = Color(red: 53 / 255, green: 132 / 255, blue: 228 / 255)
    @State private var paper = Color(red: 1, green: 190 / 255, blue: 111 / 255)

    var body: some View {
        HStack(spacing: 24) {
            ColorPicker("Tint", selection: $tint)
            ColorPicker("Paper", selection: $paper, supportsOpacity: false)
            HStack(spacing: 0) {
                paper
                tint
            }
            .frame(width: 150, height: 28)
            .overlay {
                Text("On a material")
                    .font(.caption)
                    .padding(.horizontal, 8)
                    .padding(.vertical, 3)
                    .background(.regularMaterial, in: Capsule())
            }
            .clipShape(RoundedRectangle(cornerRadius: 6))
        }
    }
}

struct ProgressSection: View {
    @State private var done = 0.35
    @State private var busy = false

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            ProgressView(value: done) {
                Text("Downloading")
            } currentValueLabel: {
                Text("\(Int(done * 100))%")
            }
            HStack(spacing: 16) {
                Button("Advance") { withAnimation(.easeInOut(duration: 0.3)) { done = min(1, done + 0.2) } }
                Button("Reset") { done = 0 }
                Toggle("Busy", isOn: $busy)
                if busy {
                    ProgressView()
                    ProgressView().controlSize(.small)
                }
            }
        }
    }
}

struct DisabledSection: View {
    var body: some View {
        HStack(spacing: 16) {
            Toggle("Locked", isOn: .constant(true))
            Toggle("Off", isOn: .constant(false)).toggleStyle(.switch)
            Slider(value: .constant(0.3)).frame(width: 90).accessibilityLabel("Level")
            Stepper("Fixed", value: .constant(1), in: 0...2)
        }
        .disabled(true)
    }
}
