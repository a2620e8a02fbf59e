/// A value within a range, as SwiftUI's `Gauge`, drawn as macOS draws its
/// automatic (linear capacity) style: the label and the current value on
/// a row, then a bar filled to the value's place in the range, between
/// the minimum and maximum labels. `.gaugeStyle(.accessoryCircular)` and
/// `.accessoryCircularCapacity` draw a ring instead, the current value
/// under it. A value outside the range fills the bar to its end; an
/// undefined range (NaN, infinite, empty) leaves it empty.
public nonisolated struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    public typealias Body = Never
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    nonisolated init<V: BinaryFloatingPoint>(value: V, bounds: ClosedRange<V>, label: Label, currentValueLabel: CurrentValueLabel?,
                                             minimumValueLabel: BoundsLabel?, maximumValueLabel: BoundsLabel?) {
        let lower = Double(bounds.lowerBound), upper = Double(bounds.upperBound)
        fraction = upper.isFinite && lower.isFinite && upper > lower
            ? ProgressView<EmptyView, EmptyView>.fraction(Double(value) - lower, of: upper - lower) : 0
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public nonisolated init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, bounds: bounds, label: label(), currentValueLabel: nil, minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public nonisolated init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                                    @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    public nonisolated init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                                    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                                    @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                                    @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.init(value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
                  minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }
}

@MainActor extension Gauge: ContentWrapperLayout {
    var kindName: String { "Gauge" }

    func forEachChild(in node: ViewNode, _ visit: (ChildKey, any View) -> Void) {
        if node.environment.gaugeIsCircular {
            visit(.index(0), VStack(spacing: 4) {
                ProgressIndicator(fraction: fraction)
                if let currentValueLabel { currentValueLabel.font(.caption) }
                ControlLabel(content: label)
            })
            return
        }
        visit(.index(0), VStack(alignment: .leading, spacing: 4) {
            HStack {
                ControlLabel(content: label)
                Spacer(minLength: 0)
                if let currentValueLabel { currentValueLabel.foregroundStyle(.secondary) }
            }
            HStack(spacing: 6) {
                if let minimumValueLabel { minimumValueLabel.font(.caption).foregroundStyle(.secondary) }
                ProgressView(value: fraction).progressViewStyle(.linear)
                if let maximumValueLabel { maximumValueLabel.font(.caption).foregroundStyle(.secondary) }
            }
        })
    }
}

/// How gauges look, as SwiftUI's `GaugeStyle`; apps choose a built-in one.
public protocol GaugeStyle {}

protocol BuiltInGaugeStyle {
    var isCircular: Bool { get }
}

public struct DefaultGaugeStyle: GaugeStyle, BuiltInGaugeStyle {
    public init() {}
    var isCircular: Bool { false }
}

public struct LinearCapacityGaugeStyle: GaugeStyle, BuiltInGaugeStyle {
    public init() {}
    var isCircular: Bool { false }
}

public struct AccessoryLinearGaugeStyle: GaugeStyle, BuiltInGaugeStyle {
    public init() {}
    var isCircular: Bool { false }
}

public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle, BuiltInGaugeStyle {
    public init() {}
    var isCircular: Bool { false }
}

public struct AccessoryCircularGaugeStyle: GaugeStyle, BuiltInGaugeStyle {
    public init() {}
    var isCircular: Bool { true }
}

public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle, BuiltInGaugeStyle {
    public init() {}
    var isCircular: Bool { true }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

extension EnvironmentValues {
    var gaugeIsCircular: Bool {
        get { self[GaugeCircularKey.self] }
        set { self[GaugeCircularKey.self] = newValue }
    }
}

private struct GaugeCircularKey: EnvironmentKey { static let defaultValue = false }

nonisolated extension View {
    /// Sets the style of the gauges inside.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        let circular = (style as? any BuiltInGaugeStyle)?.isCircular ?? false
        return EnvironmentModifierView(content: self, value: circular) { $0.gaugeIsCircular = $1 }
    }
}
