import SwiftUI

/// SwiftUI's drawing model: paths and strokes, gradients, clips, masks,
/// shadows, transforms and colour effects, with a card you can flip and
/// spin. Plain SwiftUI: it compiles on a Mac too.
@main
struct DrawingApp: App {
    var body: some Scene {
        WindowGroup("Drawing") {
            DrawingView()
                .frame(minWidth: 560, idealWidth: 720, minHeight: 520, idealHeight: 600)
        }
    }
}

struct DrawingView: View {
    @State private var angle = 0.0
    @State private var progress = 0.7
    @State private var big = false

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            ShapesRow(progress: progress)
            GradientsRow()
            EffectsRow()
            ImagesRow()
            HStack(spacing: 24) {
                CardView()
                    .rotationEffect(.degrees(angle))
                    .scaleEffect(big ? 1.2 : 1)
                    .animation(.easeInOut(duration: 0.4), value: angle)
                    .animation(.easeOut(duration: 0.3), value: big)
                    .zIndex(1)
                VStack(alignment: .leading, spacing: 8) {
                    Button("Rotate 30°") { angle += 30 }
                    Button(big ? "Shrink" : "Grow") { big.toggle() }
                    Button("Progress") { withAnimation { progress = progress > 0.9 ? 0.1 : progress + 0.2 } }
                }
                Spacer()
                ClockView()
            }
        }
        .padding(20)
    }
}

struct ShapesRow: View {
    let progress: Double

    var body: some View {
        HStack(spacing: 16) {
            RoundedRectangle(cornerRadius: 12)
                .strokeBorder(.blue, style: StrokeStyle(lineWidth: 4, dash: [10, 6]))
                .frame(width: 70, height: 70)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(.orange, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                .rotationEffect(.degrees(-90))
                .frame(width: 70, height: 70)
            Star()
                .fill(.yellow)
                .overlay(Star().stroke(.brown, style: StrokeStyle(lineWidth: 2, lineJoin: .round)))
                .frame(width: 70, height: 70)
            UnevenRoundedRectangle(topLeadingRadius: 24, bottomTrailingRadius: 24)
                .fill(.mint)
                .frame(width: 70, height: 70)
            Text("Bordered")
                .padding(8)
                .border(.red, width: 2)
            Pentagram()
                .fill(.indigo, style: FillStyle(eoFill: true))
                .frame(width: 70, height: 70)
            // A continuous corner (filled) against a circular one (outlined).
            RoundedRectangle(cornerRadius: 24, style: .continuous)
                .fill(.orange.opacity(0.6))
                .overlay(RoundedRectangle(cornerRadius: 24, style: .circular).stroke(.brown, lineWidth: 1))
                .frame(width: 70, height: 70)
        }
    }
}

/// A five-pointed star drawn with `Path`.
struct Star: Shape {
    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let outer = min(rect.width, rect.height) / 2, inner = outer * 0.45
        var path = Path()
        for index in 0..<10 {
            let radius = index.isMultiple(of: 2) ? outer : inner
            let angle = Double(index) * .pi / 5 - .pi / 2
            let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }
}

/// A five-pointed star drawn in one stroke: it crosses itself, so by the
/// even-odd rule its middle is outside.
struct Pentagram: Shape {
    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.midX, y: rect.midY), radius = min(rect.width, rect.height) / 2
        var path = Path()
        for index in 0..<5 {
            let angle = Double(index) * 4 * .pi / 5 - .pi / 2
            let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }
}

struct GradientsRow: View {
    var body: some View {
        HStack(spacing: 16) {
            RoundedRectangle(cornerRadius: 10)
                .fill(LinearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: 70, height: 70)
            Circle()
                .fill(RadialGradient(colors: [.yellow, .red], center: .center, startRadius: 2, endRadius: 35))
                .frame(width: 70, height: 70)
            Circle()
                .fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
                .frame(width: 70, height: 70)
            Capsule()
                .fill(Color.green.gradient)
                .frame(width: 90, height: 40)
            Text("Gradient text background")
                .padding(10)
                .background(LinearGradient(colors: [.pink, .orange], startPoint: .leading, endPoint: .trailing),
                            in: Capsule())
        }
    }
}

struct EffectsRow: View {
    var body: some View {
        HStack(spacing: 16) {
            Color.teal
                .frame(width: 70, height: 70)
                .clipShape(Circle())
                .shadow(color: .black.opacity(0.4), radius: 6, x: 3, y: 4)
            Text("Blur")
                .font(.title)
                .blur(radius: 2)
            HStack(spacing: 0) {
                Color.red
                Color.green
                Color.blue
            }
            .frame(width: 70, height: 40)
            .grayscale(1)
            Color.orange
                .frame(width: 70, height: 40)
                .mask {
                    Text("Mask").font(.title).bold()
                }
            ZStack {
                Circle().fill(.red).frame(width: 40, height: 40).offset(x: -10)
                Circle().fill(.blue).frame(width: 40, height: 40).offset(x: 10)
            }
            .compositingGroup()
            .opacity(0.5)
        }
    }
}

struct CardView: View {
    var body: some View {
        VStack(spacing: 6) {
            Text("♠").font(.system(size: 40))
            Text("Ace of spades").font(.caption)
        }
        // A playing card is black on white in either appearance (the
        // primary colour would be white on white in dark mode, as in SwiftUI).
        .foregroundStyle(.black)
        .frame(width: 120, height: 160)
        .background(.white)
        .cornerRadius(12)
        .shadow(radius: 4, y: 2)
    }
}

struct ImagesRow: View {
    var body: some View {
        HStack(spacing: 16) {
            // Found among the app's resources without naming the bundle.
            Image("sunset")
            Image("sunset", bundle: .module)
                .resizable()
                .scaledToFill()
                .frame(width: 70, height: 70)
                .clipShape(Circle())
            Image("triangle", bundle: .module)
                .renderingMode(.template)
                .foregroundStyle(.purple)
            Image(decorative: "triangle", bundle: .module)
                .resizable()
                .interpolation(.none)
                .frame(width: 64, height: 48)
            Image("missing")
            Circle()
                .fill(ImagePaint(image: Image("triangle", bundle: .module), scale: 0.5))
                .frame(width: 56, height: 56)
            VStack(alignment: .leading, spacing: 4) {
                Label("Favourites", systemImage: "star.fill")
                Label("Trash", systemImage: "trash").imageScale(.large)
                Image(systemName: "heart.fill").foregroundStyle(.red).font(.title)
            }
        }
    }
}
