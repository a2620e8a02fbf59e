import SwiftUI

/// An analog clock drawn with `Canvas`, redrawn once a second by a
/// `TimelineView`: the face, ticks and numerals, and three hands; the time
/// is also written below it.
struct ClockView: View {
    var body: some View {
        TimelineView(.periodic(from: .now, by: 1)) { context in
            VStack(spacing: 4) {
                ClockFace(date: context.date)
                    .frame(width: 150, height: 150)
                Text(context.date, format: .dateTime.hour(.twoDigits(amPM: .omitted)).minute(.twoDigits).second(.twoDigits))
                    .font(.caption)
                    .monospacedDigit()
            }
        }
    }
}

struct ClockFace: View {
    let date: Date
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        Canvas { context, size in
            let radius = min(size.width, size.height) / 2 - 2
            let center = CGPoint(x: size.width / 2, y: size.height / 2)
            let face = Path(ellipseIn: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
            let dark = colorScheme == .dark
            context.fill(face, with: .radialGradient(
                Gradient(colors: dark ? [Color(white: 0.25), Color(white: 0.12)] : [.white, Color(white: 0.88)]),
                center: center, startRadius: 0, endRadius: radius))
            context.stroke(face, with: .color(.secondary), lineWidth: 2)

            // Everything else is drawn about the centre, 12 o'clock up.
            context.translateBy(x: center.x, y: center.y)
            for tick in 0..<60 {
                var mark = context
                mark.rotate(by: .degrees(Double(tick) * 6))
                let long = tick.isMultiple(of: 5)
                mark.fill(Path(CGRect(x: -(long ? 1.5 : 0.5), y: -radius + 3, width: long ? 3 : 1, height: long ? 10 : 5)),
                          with: .foreground)
            }
            for hour in [12, 3, 6, 9] {
                let angle = Double(hour) / 12 * 2 * .pi
                context.draw(Text("\(hour)").font(.caption).bold(),
                             at: CGPoint(x: sin(angle) * (radius - 24), y: -cos(angle) * (radius - 24)))
            }

            let parts = Calendar.current.dateComponents([.hour, .minute, .second], from: date)
            let seconds = Double(parts.second ?? 0)
            let minutes = Double(parts.minute ?? 0) + seconds / 60
            let hours = Double((parts.hour ?? 0) % 12) + minutes / 60
            func hand(_ turns: Double, length: CGFloat, width: CGFloat, _ shading: GraphicsContext.Shading) {
                var hand = context
                hand.rotate(by: .degrees(turns * 360))
                hand.addFilter(.shadow(color: .black.opacity(0.3), radius: 2, x: 1, y: 1))
                hand.fill(Path(roundedRect: CGRect(x: -width / 2, y: -length, width: width, height: length + 12),
                               cornerRadius: width / 2), with: shading)
            }
            hand(hours / 12, length: radius * 0.5, width: 6, .foreground)
            hand(minutes / 60, length: radius * 0.75, width: 4, .foreground)
            hand(seconds / 60, length: radius * 0.85, width: 1.5, .color(.red))
            context.fill(Path(ellipseIn: CGRect(x: -4, y: -4, width: 8, height: 8)), with: .color(.red))
        }
    }
}
